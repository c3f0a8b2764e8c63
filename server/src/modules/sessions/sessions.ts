import type { Kysely } from 'kysely';
import { toDate, type Database } from '../../db/tables.ts';
import { customerColumns, toCustomer, type Customer } from '../customers/customers.ts';
import { hashOfToken, newSecretToken, secretTokenPattern } from '../tokens/secret-token.ts';

/** A session ends after this long without a request… */
export const sessionIdleMs = 2 * 60 * 60 * 1000;
/** …and this long after login, however active. */
export const sessionLifetimeMs = 12 * 60 * 60 * 1000;
/** Activity is recorded at most this often, so reading a session rarely costs a write. */
const lastSeenResolutionMs = 60 * 1000;

export interface NewSession {
  /** Goes into the `sid` cookie; never stored. */
  token: string;
  expiresAt: Date;
}

export interface ActiveSession {
  customer: Customer;
  expiresAt: Date;
}

export async function createSession(
  db: Kysely<Database>,
  { tenantId, customerId }: { tenantId: string; customerId: number },
  now = new Date(),
): Promise<NewSession> {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs);
  await db
    .insertInto('sessions')
    .values({
      id: hashOfToken(token),
      tenant_id: tenantId,
      customer_id: customerId,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

/** The live session of a cookie token for this tenant; an expired one is removed and not returned. */
export async function findSession(
  db: Kysely<Database>,
  tenantId: string,
  token: string,
  now = new Date(),
): Promise<ActiveSession | undefined> {
  if (!secretTokenPattern.test(token)) return undefined;
  const id = hashOfToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('customers', (join) =>
      join.onRef('customers.id', '=', 'sessions.customer_id').onRef('customers.tenant_id', '=', 'sessions.tenant_id'),
    )
    .select(customerColumns.map((column) => `customers.${column}` as const))
    .select(['sessions.last_seen_at', 'sessions.expires_at'])
    .where('sessions.id', '=', id)
    .where('sessions.tenant_id', '=', tenantId)
    // Disabling a user ends their sessions; this keeps one that a request was reading at that moment from living on.
    .where('customers.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;

  const lastSeenAt = toDate(row.last_seen_at);
  const expiresAt = toDate(row.expires_at);
  if (now >= expiresAt || now.getTime() - lastSeenAt.getTime() >= sessionIdleMs) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    return undefined;
  }
  if (now.getTime() - lastSeenAt.getTime() >= lastSeenResolutionMs) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
  }
  return { customer: toCustomer(row), expiresAt };
}

/** Ends the tenant's session of a cookie token; a session of another tenant with that token is not this one's to end. */
export async function endSession(db: Kysely<Database>, tenantId: string, token: string): Promise<void> {
  if (!secretTokenPattern.test(token)) return;
  await db.deleteFrom('sessions').where('id', '=', hashOfToken(token)).where('tenant_id', '=', tenantId).execute();
}
