import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../../db/tables.ts';

export interface VapidKeys {
  /** Base64url of the uncompressed P-256 point: what the browser's `pushManager.subscribe` takes. */
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair: the environment's, else the one kept in the database, made by the first instance that looks
 * (docs/decisions/041-driver-notifications.md). Two instances starting together each make a pair, each insert it
 * with "do nothing on conflict" into the one row, and both read back the pair that got there first.
 */
export async function vapidKeys(db: Kysely<Database>, given: VapidKeys | undefined, now: Date): Promise<VapidKeys> {
  if (given) return given;
  const kept = await readKept(db);
  if (kept) return kept;
  const made = webpush.generateVAPIDKeys();
  await db
    .insertInto('vapid_keys')
    .values({ id: 1, public_key: made.publicKey, private_key: made.privateKey, created_at: now })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const stored = await readKept(db);
  if (!stored) throw new Error('the VAPID keys were not stored');
  return stored;
}

async function readKept(db: Kysely<Database>): Promise<VapidKeys | undefined> {
  const row = await db
    .selectFrom('vapid_keys')
    .select(['public_key', 'private_key'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return row && { publicKey: row.public_key, privateKey: row.private_key };
}
