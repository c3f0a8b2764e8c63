import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../../db/tables.ts';
import type { VapidKeys } from './vapid.ts';

/** A browser's subscription as `PushSubscription.toJSON()` gives it. */
export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface SubscriptionOwner {
  tenantId: string;
  driverId: number;
  /** The signed-in device it came from, when known. */
  deviceId?: number | null;
}

/**
 * Whether an endpoint is at one of the push services allowed (`PUSH_SERVICE_HOSTS`): the server posts to whatever URL
 * a subscription names, so a driver's page must not make it post anywhere else.
 */
export function isPushServiceEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return url.protocol === 'https:' && hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/**
 * Keeps a driver's subscription: a new endpoint is added, a known one (the same browser subscribing again, or after
 * another driver signed in on it) moves to this driver with its new keys. One statement either way.
 */
export async function saveSubscription(
  db: Kysely<Database>,
  owner: SubscriptionOwner,
  subscription: PushSubscriptionInput,
  now: Date,
): Promise<void> {
  await db
    .insertInto('driver_push_subscriptions')
    .values({
      tenant_id: owner.tenantId,
      driver_id: owner.driverId,
      device_id: owner.deviceId ?? null,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      created_at: now,
      last_used_at: null,
    })
    .onConflict((conflict) =>
      conflict.column('endpoint').doUpdateSet({
        tenant_id: owner.tenantId,
        driver_id: owner.driverId,
        device_id: owner.deviceId ?? null,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
      }),
    )
    .execute();
}

/** Forgets a subscription of the driver (the browser unsubscribed, the device signed out); true when there was one. */
export async function removeSubscription(db: Kysely<Database>, owner: SubscriptionOwner, endpoint: string) {
  const deleted = await db
    .deleteFrom('driver_push_subscriptions')
    .where('tenant_id', '=', owner.tenantId)
    .where('driver_id', '=', owner.driverId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/**
 * Forgets the push subscriptions of a signed-out device (`deviceId`), or of every device of the driver (deactivated,
 * all sessions ended); how many.
 */
export async function forgetSubscriptions(db: Kysely<Database>, owner: SubscriptionOwner): Promise<number> {
  let query = db
    .deleteFrom('driver_push_subscriptions')
    .where('tenant_id', '=', owner.tenantId)
    .where('driver_id', '=', owner.driverId);
  if (owner.deviceId != null) query = query.where('device_id', '=', owner.deviceId);
  return Number((await query.executeTakeFirst()).numDeletedRows);
}

/** How long a push service keeps a notice for a phone that is off: the reminder's hour, and some. */
const pushTtlSeconds = 4 * 3600;
const pushTimeoutMs = 10_000;

export interface PushSender {
  keys: VapidKeys;
  subject: string;
}

/**
 * Pushes the payload to every browser of the driver, encrypted for each (aes128gcm, RFC 8291) and signed with the
 * VAPID key (RFC 8292). A subscription the push service no longer knows (404, 410) is deleted. How many took it.
 */
export async function pushToDriver(
  db: Kysely<Database>,
  sender: PushSender,
  driver: { tenantId: string; driverId: number },
  payload: object,
  now: Date,
  log: { warn(details: object, message: string): void },
): Promise<number> {
  const subscriptions = await db
    .selectFrom('driver_push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('tenant_id', '=', driver.tenantId)
    .where('driver_id', '=', driver.driverId)
    .execute();
  let delivered = 0;
  const body = JSON.stringify(payload);
  for (const subscription of subscriptions) {
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        body,
        {
          vapidDetails: {
            subject: sender.subject,
            publicKey: sender.keys.publicKey,
            privateKey: sender.keys.privateKey,
          },
          TTL: pushTtlSeconds,
          urgency: 'high',
          contentEncoding: 'aes128gcm',
          timeout: pushTimeoutMs,
        },
      );
      delivered += 1;
      await db
        .updateTable('driver_push_subscriptions')
        .set({ last_used_at: now })
        .where('id', '=', subscription.id)
        .execute();
    } catch (error) {
      const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
      if (status === 404 || status === 410) {
        // The browser unsubscribed or the push service forgot it: it never takes a push again.
        await db.deleteFrom('driver_push_subscriptions').where('id', '=', subscription.id).execute();
      } else {
        log.warn({ err: error, status, driverId: driver.driverId }, 'A push to a driver failed');
      }
    }
  }
  return delivered;
}
