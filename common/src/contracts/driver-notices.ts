import { z } from 'zod';

/** `GET /api/driver/push-key`: the server's VAPID public key, which the driver's browser subscribes to pushes with. */
export const pushKeyReplySchema = z.strictObject({
  /** Base64url of the uncompressed P-256 point (87 characters): `applicationServerKey` of `pushManager.subscribe`. */
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/),
});
export type PushKeyReply = z.infer<typeof pushKeyReplySchema>;

/** A browser's push subscription as `PushSubscription.toJSON()` gives it (for the driver's subscribe call). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2048),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{87}$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;
