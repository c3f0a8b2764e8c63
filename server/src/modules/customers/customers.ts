import type { ExpressionBuilder, Kysely } from 'kysely';
import { phoneDigits } from '#common/fields/phone-digits.ts';
import { toDate, type CustomerRow, type Database } from '../../db/tables.ts';

export interface Customer {
  /** The customer number (`klantNr`). */
  id: number;
  tenantId: string;
  username: string | null;
  email: string;
  phone: string;
  createdAt: Date;
  /** The company whose user this is (docs/decisions/049-companies.md); null for a guest or an account of its own. */
  companyId: number | null;
}

export interface NewCustomer {
  tenantId: string;
  /** Omitted for a guest. */
  username?: string | null;
  email: string;
  /** argon2id hash; omitted for a guest. */
  passwordHash?: string | null;
  phone?: string;
  /** The company whose user this is; omitted or null for none. */
  companyId?: number | null;
}

export function toCustomer(
  row: Omit<CustomerRow, 'password_hash' | 'phone_digits' | 'disabled_at' | 'erased_at'>,
): Customer {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    username: row.username,
    email: row.email,
    phone: row.phone,
    createdAt: toDate(row.created_at),
    companyId: row.company_id,
  };
}

export const customerColumns = ['id', 'tenant_id', 'username', 'email', 'phone', 'created_at', 'company_id'] as const;

export async function createCustomer(db: Kysely<Database>, customer: NewCustomer): Promise<Customer> {
  const row = await db
    .insertInto('customers')
    .values({
      tenant_id: customer.tenantId,
      username: customer.username ?? null,
      email: customer.email,
      password_hash: customer.passwordHash ?? null,
      phone: customer.phone ?? '',
      phone_digits: phoneDigits(customer.phone ?? ''),
      created_at: new Date(),
      company_id: customer.companyId ?? null,
    })
    .returning(customerColumns)
    .executeTakeFirstOrThrow();
  return toCustomer(row);
}

export async function findCustomerByUsername(
  db: Kysely<Database>,
  tenantId: string,
  username: string,
): Promise<Customer | undefined> {
  const row = await db
    .selectFrom('customers')
    .select(customerColumns)
    .where('tenant_id', '=', tenantId)
    .where('username', '=', username)
    .executeTakeFirst();
  return row ? toCustomer(row) : undefined;
}

/** The customers who log in (those with a username), of one tenant or of all, by tenant and number. */
export async function listAccounts(db: Kysely<Database>, tenantId: string | undefined): Promise<Customer[]> {
  let query = db
    .selectFrom('customers')
    .select(customerColumns)
    .where('username', 'is not', null)
    .orderBy('tenant_id')
    .orderBy('id');
  if (tenantId !== undefined) query = query.where('tenant_id', '=', tenantId);
  return (await query.execute()).map(toCustomer);
}

/**
 * The orders a logged-in customer sees and may change or cancel (docs/decisions/049-companies.md): their own, and a
 * company user's also every order booked for their company, by any of its users; never another company's or tenant's
 * (the caller filters the tenant).
 */
export function visibleOrders(customer: Pick<Customer, 'id' | 'companyId'>) {
  return (eb: ExpressionBuilder<Database, 'orders'>) =>
    customer.companyId === null
      ? eb('orders.customer_id', '=', customer.id)
      : eb.or([eb('orders.customer_id', '=', customer.id), eb('orders.company_id', '=', customer.companyId)]);
}

/** The company's id when `text` is the number of one of the tenant's companies (the CLI's `--company`); else undefined. */
export async function companyOfTenant(
  db: Kysely<Database>,
  tenantId: string,
  text: string,
): Promise<number | undefined> {
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const company = await db
    .selectFrom('companies')
    .select('id')
    .where('id', '=', Number(text))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return company?.id;
}
