import type { Kysely } from 'kysely';
import type { Language } from '#common/constants.ts';
import type { AuditAction, AuditDetail } from '#common/contracts/admin.ts';
import { companyFields, type Company, type CompanyUser, type CompanyUserField } from '#common/contracts/companies.ts';
import { phoneDigits } from '#common/fields/phone-digits.ts';
import type { CompanyRow, CustomerRow, Database } from '../../db/tables.ts';
import { createResetToken, setPasswordLinkLifetimeMs } from '../accounts/password-resets.ts';
import { may, type DeskActor } from '../desk/actor.ts';
import { setPasswordMail } from '../mail/account-mail.ts';
import type { Mailer } from '../mail/mailer.ts';
import { recordAudit } from '../staff/desk-audit.ts';
import { tenantOrigin } from '../tenants/tenant-origin.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';
import { serverPhoneCheck } from '../trips/phone-check.ts';

/** What the companies' services work with; the plugin wires the app's own. */
export interface CompaniesDeps {
  db: Kysely<Database>;
  tenants: Pick<TenantRegistry, 'byId'>;
  mailer: Mailer;
  /** Where a set-password link points when the desk's host is none of the tenant's. */
  publicUrl: string;
  log: { error(details: object, message: string): void };
  now(): Date;
}

/** A company's details as the contract has checked them (`companyInputSchema`). */
export interface CompanyDetails {
  name: string;
  billingAddress: string;
  kvkNumber: string;
  vatNumber: string;
  invoiceEmail: string;
  paymentTermsDays: number;
}

export interface NewUser {
  username: string;
  email: string;
  phone: string;
}

/** Where the set-password link of a new user goes: the tenant's origin for the host the desk was used on. */
export interface LinkPlace {
  host: string;
  lang: Language;
}

type Refusal = { ok: false; error: 'forbidden' | 'companyNotFound' | 'userNotFound' };
export type CompanyResult = { ok: true; company: Company } | Refusal;
export type UserResult =
  | { ok: true; company: Company }
  | Refusal
  | { ok: false; error: 'usernameTaken' }
  | { ok: false; error: 'invalid'; fields: CompanyUserField[] };

export const companyTarget = (companyId: number) => `company:${companyId}`;
export const customerTarget = (customerId: number) => `customer:${customerId}`;

const userColumns = ['id', 'username', 'email', 'phone', 'password_hash', 'disabled_at', 'company_id'] as const;
type UserRow = Pick<CustomerRow, (typeof userColumns)[number]>;

const toUser = (row: UserRow): CompanyUser => ({
  id: row.id,
  username: row.username ?? '',
  email: row.email,
  phone: row.phone,
  passwordSet: row.password_hash !== null,
  disabled: row.disabled_at !== null,
});

const toCompany = (row: CompanyRow, users: CompanyUser[]): Company => ({
  id: row.id,
  name: row.name,
  billingAddress: row.billing_address,
  kvkNumber: row.kvk_number,
  vatNumber: row.vat_number,
  invoiceEmail: row.invoice_email,
  paymentTermsDays: row.payment_terms_days,
  users,
});

const columnsOf = (details: CompanyDetails) => ({
  name: details.name,
  billing_address: details.billingAddress,
  kvk_number: details.kvkNumber,
  vat_number: details.vatNumber,
  invoice_email: details.invoiceEmail,
  payment_terms_days: details.paymentTermsDays,
});

async function usersOf(db: Kysely<Database>, tenantId: string, companyIds: number[]): Promise<UserRow[]> {
  if (companyIds.length === 0) return [];
  return db
    .selectFrom('customers')
    .select(userColumns)
    .where('tenant_id', '=', tenantId)
    .where('company_id', 'in', companyIds)
    .where('username', 'is not', null)
    .orderBy('username')
    .execute();
}

/** The tenant's companies by name, each with its users. */
export async function listCompanies(deps: CompaniesDeps, actor: DeskActor): Promise<Company[] | undefined> {
  if (!may(actor, 'companies')) return undefined;
  const rows = await deps.db
    .selectFrom('companies')
    .selectAll()
    .where('tenant_id', '=', actor.tenantId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  const users = await usersOf(
    deps.db,
    actor.tenantId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCompany(row, users.filter((user) => user.company_id === row.id).map(toUser)));
}

/** One company of the actor's tenant with its users; undefined for none (or another tenant's). */
async function companyOf(db: Kysely<Database>, tenantId: string, companyId: number): Promise<Company | undefined> {
  const row = await db
    .selectFrom('companies')
    .selectAll()
    .where('id', '=', companyId)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row && toCompany(row, (await usersOf(db, tenantId, [row.id])).map(toUser));
}

async function audit(
  db: Kysely<Database>,
  actor: DeskActor,
  entry: { action: AuditAction; target: string; detail?: AuditDetail },
  now: Date,
): Promise<void> {
  await recordAudit(db, { tenantId: actor.tenantId, staffId: actor.staffId, ...entry }, now);
}

/** A new company of the tenant, with its audit entry. */
export async function createCompany(
  deps: CompaniesDeps,
  actor: DeskActor,
  details: CompanyDetails,
): Promise<CompanyResult> {
  if (!may(actor, 'companies')) return { ok: false, error: 'forbidden' };
  const now = deps.now();
  const row = await deps.db.transaction().execute(async (trx) => {
    const added = await trx
      .insertInto('companies')
      .values({ tenant_id: actor.tenantId, ...columnsOf(details), created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(
      trx,
      actor,
      { action: 'company_created', target: companyTarget(added.id), detail: { name: added.name } },
      now,
    );
    return added;
  });
  return { ok: true, company: toCompany(row, []) };
}

/** A company's details as sent (every field), with the fields that changed in the audit history. */
export async function changeCompany(
  deps: CompaniesDeps,
  actor: DeskActor,
  companyId: number,
  details: CompanyDetails,
): Promise<CompanyResult> {
  if (!may(actor, 'companies')) return { ok: false, error: 'forbidden' };
  const now = deps.now();
  const changed = await deps.db.transaction().execute(async (trx) => {
    const before = await companyOf(trx, actor.tenantId, companyId);
    if (!before) return false;
    const fields = companyFields.filter((field) => details[field] !== before[field]);
    if (fields.length === 0) return true;
    await trx
      .updateTable('companies')
      .set({ ...columnsOf(details), updated_at: now })
      .where('id', '=', companyId)
      .where('tenant_id', '=', actor.tenantId)
      .execute();
    await audit(
      trx,
      actor,
      { action: 'company_changed', target: companyTarget(companyId), detail: { fields: fields.join(',') } },
      now,
    );
    return true;
  });
  const company = changed && (await companyOf(deps.db, actor.tenantId, companyId));
  return company ? { ok: true, company } : { ok: false, error: 'companyNotFound' };
}

/** Mails the user a new single-use link to set their password; earlier unused links of theirs stop working. */
async function mailSetPasswordLink(
  deps: CompaniesDeps,
  actor: DeskActor,
  user: { id: number; username: string; email: string },
  company: { name: string },
  place: LinkPlace,
): Promise<void> {
  const tenant = deps.tenants.byId(actor.tenantId);
  if (!tenant) return;
  const now = deps.now();
  const token = await createResetToken(deps.db, actor.tenantId, user.id, now, setPasswordLinkLifetimeMs);
  const origin = tenantOrigin(tenant, place.host, deps.publicUrl);
  const message = setPasswordMail({
    tenant,
    lang: place.lang,
    name: user.username,
    email: user.email,
    username: user.username,
    companyName: company.name,
    link: `${origin}/login?welcome=${token}`,
  });
  await deps.mailer.send(message);
}

/** What is wrong with a new user's fields: the phone is checked as every phone of the product. */
function userProblems(user: NewUser): CompanyUserField[] {
  return serverPhoneCheck(user.phone) === null ? [] : ['phone'];
}

/**
 * A new user of the company: a customer account of the tenant without a password, who gets a mail with a single-use
 * link to set one (staff never type a customer's password; docs/decisions/049-companies.md).
 */
export async function addUser(
  deps: CompaniesDeps,
  actor: DeskActor,
  companyId: number,
  user: NewUser,
  place: LinkPlace,
): Promise<UserResult> {
  if (!may(actor, 'companies')) return { ok: false, error: 'forbidden' };
  const company = await companyOf(deps.db, actor.tenantId, companyId);
  if (!company) return { ok: false, error: 'companyNotFound' };
  const fields = userProblems(user);
  if (fields.length > 0) return { ok: false, error: 'invalid', fields };
  const now = deps.now();
  const added = await deps.db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('customers')
      .select('id')
      .where('tenant_id', '=', actor.tenantId)
      .where('username', '=', user.username)
      .executeTakeFirst();
    if (taken) return undefined;
    const row = await trx
      .insertInto('customers')
      .values({
        tenant_id: actor.tenantId,
        username: user.username,
        email: user.email,
        password_hash: null,
        phone: user.phone,
        phone_digits: phoneDigits(user.phone),
        created_at: now,
        company_id: companyId,
      })
      // Two admins adding the same username at once meet at the unique index: one of them adds it.
      .onConflict((conflict) => conflict.columns(['tenant_id', 'username']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return undefined;
    await audit(
      trx,
      actor,
      {
        action: 'company_user_created',
        target: customerTarget(row.id),
        detail: { company: companyId, username: user.username },
      },
      now,
    );
    return row;
  });
  if (!added) return { ok: false, error: 'usernameTaken' };
  await sendLink(deps, actor, { id: added.id, username: user.username, email: user.email }, company, place);
  const updated = await companyOf(deps.db, actor.tenantId, companyId);
  return updated ? { ok: true, company: updated } : { ok: false, error: 'companyNotFound' };
}

/** The link mailed, with its audit entry; a mail that fails is logged and the admin may send it again. */
async function sendLink(
  deps: CompaniesDeps,
  actor: DeskActor,
  user: { id: number; username: string; email: string },
  company: { id: number; name: string },
  place: LinkPlace,
): Promise<void> {
  try {
    await mailSetPasswordLink(deps, actor, user, company, place);
  } catch (error) {
    deps.log.error({ err: error, klantNr: user.id }, 'Set-password mail not sent');
    return;
  }
  await audit(
    deps.db,
    actor,
    { action: 'company_user_link_sent', target: customerTarget(user.id), detail: { company: company.id } },
    deps.now(),
  );
}

async function userOf(db: Kysely<Database>, tenantId: string, companyId: number, userId: number) {
  return db
    .selectFrom('customers')
    .select(userColumns)
    .where('id', '=', userId)
    .where('tenant_id', '=', tenantId)
    .where('company_id', '=', companyId)
    .where('username', 'is not', null)
    .executeTakeFirst();
}

/** A new set-password link for a user of the company (the first one expired or got lost). */
export async function resendLink(
  deps: CompaniesDeps,
  actor: DeskActor,
  companyId: number,
  userId: number,
  place: LinkPlace,
): Promise<UserResult> {
  if (!may(actor, 'companies')) return { ok: false, error: 'forbidden' };
  const company = await companyOf(deps.db, actor.tenantId, companyId);
  if (!company) return { ok: false, error: 'companyNotFound' };
  const user = await userOf(deps.db, actor.tenantId, companyId, userId);
  if (!user?.username) return { ok: false, error: 'userNotFound' };
  await sendLink(deps, actor, { id: user.id, username: user.username, email: user.email }, company, place);
  return { ok: true, company };
}

/**
 * Disables (or enables again) a user of the company in one transaction: disabling ends all their sessions at once and
 * refuses their login from then on; their bookings stay. Only a real change is recorded, so a repeat changes nothing.
 */
export async function setUserDisabled(
  deps: CompaniesDeps,
  actor: DeskActor,
  companyId: number,
  userId: number,
  disabled: boolean,
): Promise<UserResult> {
  if (!may(actor, 'companies')) return { ok: false, error: 'forbidden' };
  const now = deps.now();
  const found = await deps.db.transaction().execute(async (trx) => {
    const user = await userOf(trx, actor.tenantId, companyId, userId);
    if (!user) return false;
    const changed = await trx
      .updateTable('customers')
      .set({ disabled_at: disabled ? now : null })
      .where('id', '=', userId)
      .where('tenant_id', '=', actor.tenantId)
      .where('company_id', '=', companyId)
      .where('disabled_at', disabled ? 'is' : 'is not', null)
      .executeTakeFirst();
    if (changed.numUpdatedRows !== 1n) return true;
    if (disabled) await trx.deleteFrom('sessions').where('customer_id', '=', userId).execute();
    await audit(
      trx,
      actor,
      {
        action: disabled ? 'company_user_disabled' : 'company_user_enabled',
        target: customerTarget(userId),
        detail: { company: companyId, username: user.username ?? '' },
      },
      now,
    );
    return true;
  });
  if (!found)
    return (await companyOf(deps.db, actor.tenantId, companyId))
      ? { ok: false, error: 'userNotFound' }
      : { ok: false, error: 'companyNotFound' };
  const company = await companyOf(deps.db, actor.tenantId, companyId);
  return company ? { ok: true, company } : { ok: false, error: 'companyNotFound' };
}
