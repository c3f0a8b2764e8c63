import type { Kysely } from 'kysely';
import { driverDeviceIdleDays, driverLinkHours } from '#common/constants.ts';
import { toDate, type Database } from '../../db/tables.ts';
import { forgetSubscriptions } from '../driver-notices/push.ts';
import { hashOfToken, newSecretToken, secretTokenPattern } from '../tokens/secret-token.ts';

const dayMs = 24 * 60 * 60 * 1000;
/** Activity is recorded at most this often, so reading a device's session rarely costs a write. */
const lastSeenResolutionMs = 60 * 1000;

/** The signed-in driver of a request (docs/decisions/040-driver-sign-in-and-statuses.md). */
export interface DriverIdentity {
  tenantId: string;
  driverId: number;
  deviceId: number;
  name: string;
}

/** A new sign-in link's token (goes into the mail only) and its end. */
export async function createLink(
  db: Kysely<Database>,
  input: { tenantId: string; driverId: number; staffId: number },
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + driverLinkHours * 60 * 60 * 1000);
  await db
    .insertInto('driver_links')
    .values({
      id: hashOfToken(token),
      tenant_id: input.tenantId,
      driver_id: input.driverId,
      sent_by: input.staffId,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

export type LinkOutcome =
  { ok: true; driverId: number; name: string } | { ok: false; error: 'linkUnknown' | 'linkUsed' | 'linkExpired' };

/**
 * Uses a sign-in link: one conditional update (`used_at` still empty, not expired, of this tenant), so of two uses at
 * once one signs in and the other is told it was used. A deactivated driver's link is as good as unknown.
 */
export async function useLink(db: Kysely<Database>, tenantId: string, token: string, now: Date): Promise<LinkOutcome> {
  if (!secretTokenPattern.test(token)) return { ok: false, error: 'linkUnknown' };
  const id = hashOfToken(token);
  const link = await db
    .selectFrom('driver_links')
    .innerJoin('drivers', (join) =>
      join.onRef('drivers.id', '=', 'driver_links.driver_id').onRef('drivers.tenant_id', '=', 'driver_links.tenant_id'),
    )
    .select([
      'driver_links.driver_id',
      'driver_links.used_at',
      'driver_links.expires_at',
      'drivers.active',
      'drivers.name',
    ])
    .where('driver_links.id', '=', id)
    .where('driver_links.tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (!link || link.active !== 1) return { ok: false, error: 'linkUnknown' };
  if (link.used_at !== null) return { ok: false, error: 'linkUsed' };
  if (toDate(link.expires_at) <= now) return { ok: false, error: 'linkExpired' };
  const used = await db
    .updateTable('driver_links')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (used.numUpdatedRows !== 1n) return { ok: false, error: 'linkUsed' };
  return { ok: true, driverId: link.driver_id, name: link.name };
}

/** A new device session for the driver: its cookie's token (never stored) and its row's id. */
export async function createDevice(
  db: Kysely<Database>,
  input: { tenantId: string; driverId: number; name: string },
  now: Date,
): Promise<{ token: string; deviceId: number }> {
  const token = newSecretToken();
  const row = await db
    .insertInto('driver_devices')
    .values({
      tenant_id: input.tenantId,
      driver_id: input.driverId,
      token_hash: hashOfToken(token),
      name: input.name,
      created_at: now,
      last_seen_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, deviceId: row.id };
}

/** Whether a device last seen then is still signed in now. */
const live = (lastSeenAt: Date, now: Date) => now.getTime() - lastSeenAt.getTime() < driverDeviceIdleDays * dayMs;

/**
 * The driver signed in with a cookie token on this tenant: the device not ended nor idle for `driverDeviceIdleDays`,
 * the driver active. Its activity is recorded (sliding).
 */
export async function findDevice(
  db: Kysely<Database>,
  tenantId: string,
  token: string,
  now: Date,
): Promise<DriverIdentity | undefined> {
  if (!secretTokenPattern.test(token)) return undefined;
  const row = await db
    .selectFrom('driver_devices')
    .innerJoin('drivers', (join) =>
      join
        .onRef('drivers.id', '=', 'driver_devices.driver_id')
        .onRef('drivers.tenant_id', '=', 'driver_devices.tenant_id'),
    )
    .select(['driver_devices.id', 'driver_devices.driver_id', 'driver_devices.last_seen_at', 'drivers.name'])
    .where('driver_devices.token_hash', '=', hashOfToken(token))
    .where('driver_devices.tenant_id', '=', tenantId)
    .where('driver_devices.ended_at', 'is', null)
    .where('drivers.active', '=', 1)
    .executeTakeFirst();
  if (!row) return undefined;
  const lastSeenAt = toDate(row.last_seen_at);
  if (!live(lastSeenAt, now)) return undefined;
  if (now.getTime() - lastSeenAt.getTime() >= lastSeenResolutionMs)
    await db.updateTable('driver_devices').set({ last_seen_at: now }).where('id', '=', row.id).execute();
  return { tenantId, driverId: row.driver_id, deviceId: row.id, name: row.name };
}

/** The driver's devices still signed in, the most recently seen first. */
export async function liveDevices(db: Kysely<Database>, tenantId: string, driverId: number, now: Date) {
  const rows = await db
    .selectFrom('driver_devices')
    .select(['id', 'name', 'created_at', 'last_seen_at'])
    .where('tenant_id', '=', tenantId)
    .where('driver_id', '=', driverId)
    .where('ended_at', 'is', null)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      signedInAt: toDate(row.created_at),
      lastSeenAt: toDate(row.last_seen_at),
    }))
    .filter((device) => live(device.lastSeenAt, now));
}

/**
 * Ends one device's session (one conditional update) and forgets its browser's push subscriptions in the same
 * transaction of the caller, so a phone signed out or ended by the desk is told nothing more; false when it was not
 * signed in.
 */
export async function endDevice(
  db: Kysely<Database>,
  where: { tenantId: string; driverId: number; deviceId: number },
  now: Date,
): Promise<boolean> {
  const ended = await db
    .updateTable('driver_devices')
    .set({ ended_at: now })
    .where('id', '=', where.deviceId)
    .where('tenant_id', '=', where.tenantId)
    .where('driver_id', '=', where.driverId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  if (ended.numUpdatedRows !== 1n) return false;
  await forgetSubscriptions(db, where);
  return true;
}

/**
 * Ends every device of the driver (deactivation), in the transaction of the change, and forgets all the driver's push
 * subscriptions; answers how many devices.
 */
export async function endAllDevices(
  db: Kysely<Database>,
  where: { tenantId: string; driverId: number },
  now: Date,
): Promise<number> {
  const ended = await db
    .updateTable('driver_devices')
    .set({ ended_at: now })
    .where('tenant_id', '=', where.tenantId)
    .where('driver_id', '=', where.driverId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  await forgetSubscriptions(db, { tenantId: where.tenantId, driverId: where.driverId });
  return Number(ended.numUpdatedRows);
}
