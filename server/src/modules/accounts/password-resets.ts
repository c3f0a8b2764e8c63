import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import { hashOfToken, newSecretToken, secretTokenPattern } from '../tokens/secret-token.ts';

/** A reset link works this long after it was mailed. */
export const resetLinkLifetimeMs = 60 * 60 * 1000;
/** A new company user's set-password link works this long (docs/decisions/049-companies.md). */
export const setPasswordLinkLifetimeMs = 72 * 60 * 60 * 1000;

/**
 * A new reset token for the customer: stored as its SHA-256 only. Earlier unused links of the customer stop working,
 * so only the newest mail counts.
 */
export async function createResetToken(
  db: Kysely<Database>,
  tenantId: string,
  customerId: number,
  now = new Date(),
  lifetimeMs = resetLinkLifetimeMs,
): Promise<string> {
  const token = newSecretToken();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('password_resets')
      .where('customer_id', '=', customerId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('password_resets')
      .values({
        id: hashOfToken(token),
        tenant_id: tenantId,
        customer_id: customerId,
        created_at: now,
        expires_at: new Date(now.getTime() + lifetimeMs),
        used_at: null,
      })
      .execute();
  });
  return token;
}

/** The customer a token may reset the password of now: known, of this tenant, unused, not expired. */
export async function findValidReset(
  db: Kysely<Database>,
  tenantId: string,
  token: string,
  now = new Date(),
): Promise<{ customerId: number } | undefined> {
  if (!secretTokenPattern.test(token)) return undefined;
  const row = await db
    .selectFrom('password_resets')
    .select('customer_id')
    .where('id', '=', hashOfToken(token))
    .where('tenant_id', '=', tenantId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { customerId: row.customer_id } : undefined;
}

/**
 * Uses the token and sets the new password hash in one transaction, ending all the customer's sessions: true for
 * the one call that used it (a second use of the link, even at the same moment, changes nothing).
 */
export async function useResetToken(
  db: Kysely<Database>,
  tenantId: string,
  token: string,
  passwordHash: string,
  now = new Date(),
): Promise<boolean> {
  if (!secretTokenPattern.test(token)) return false;
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('id', '=', hashOfToken(token))
      .where('tenant_id', '=', tenantId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('customer_id')
      .executeTakeFirst();
    if (!used) return false;
    await trx
      .updateTable('customers')
      .set({ password_hash: passwordHash })
      .where('id', '=', used.customer_id)
      .execute();
    await trx.deleteFrom('sessions').where('customer_id', '=', used.customer_id).execute();
    return true;
  });
}
