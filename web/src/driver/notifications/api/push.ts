import { pushKeyReplySchema } from '#common/contracts/driver-notices.ts';
import { ApiError, getJson, postJson } from '../../../shared/api/api-client.ts';
import { driverRegistration } from '../../shared/service-worker.ts';

/*
 * Web Push on the driver's phone (docs/decisions/041-driver-notifications.md, 045-driver-offline-and-push.md): the
 * browser subscribes through the driver's service worker with the server's VAPID key and hands the subscription to
 * `POST /api/driver/push-subscription`.
 */

/** Where this browser is: no push here; blocked in its settings; off; on. */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

export const pushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  typeof Notification !== 'undefined';

const keyBytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
};

/**
 * Where this browser is now; a subscription the browser holds is handed to the server again (it forgets the phone's
 * when the phone signs out or signs in anew, and the browser may have renewed it).
 */
export async function currentPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const registration = await driverRegistration();
  if (!registration) return 'unsupported';
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  // Offline or refused now, the browser still holds it: the next opening hands it over again.
  await postJson('/api/driver/push-subscription', subscription.toJSON()).catch(() => undefined);
  return 'on';
}

/** Asks the permission (on the driver's tap only), subscribes and tells the server. */
export async function turnPushOn(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const registration = await driverRegistration();
  if (!registration) return 'unsupported';
  const { publicKey } = pushKeyReplySchema.parse(await getJson('/api/driver/push-key'));
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await postJson('/api/driver/push-subscription', subscription.toJSON());
  return 'on';
}

/**
 * `DELETE /api/driver/push-subscription`: the server forgets this browser's subscription. Its own `fetch`, not the
 * shared API client's, so the customer's first load carries no DELETE (docs/decisions/026-first-load-budget.md).
 */
async function forgetOnServer(endpoint: string): Promise<void> {
  const response = await fetch('/api/driver/push-subscription', {
    method: 'DELETE',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ endpoint }),
  });
  if (!response.ok) throw new ApiError(response.status, '');
}

/** Unsubscribes this browser and tells the server. */
export async function turnPushOff(): Promise<PushState> {
  const registration = await driverRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await forgetOnServer(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}
