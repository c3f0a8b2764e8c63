import { z } from 'zod';
import { pathIdSchema } from './path-id.ts';

/**
 * The desk's alerts, `/api/admin/alerts…` (docs/reference/api.md#admin-alerts; docs/decisions/036-alerts-and-heartbeat.md):
 * what a dispatcher must not miss, on every desk page, each linking to its trip and marked seen per staff member.
 * Refusals are `adminErrorReplySchema` of `admin.ts`.
 */

/**
 * What raises an alert: a booking whose order is paid or booked; a customer's change or cancellation (manage link or
 * bookings screen); a payment that arrives late; a trip still unassigned the tenant's `unassignedAlertMinutes` before
 * its pickup; a trip still new after its pickup; a driver who declined their trip; what a paid order owed paid by its
 * link; a refund the provider refused or reported failed (docs/decisions/048-owed-and-refund-follow-up.md).
 */
export const alertKinds = [
  'newBooking',
  'customerChanged',
  'customerCanceled',
  'latePayment',
  'unassigned',
  'stillNew',
  'driverDeclined',
  'owedPaid',
  'refundFailed',
] as const;
export type AlertKind = (typeof alertKinds)[number];

/** One field a customer changed: the edit's field (`datetime`, `passengers`, …, `price`), before and after. */
export const alertChangeSchema = z.strictObject({ field: z.string(), from: z.string(), to: z.string() });
export type AlertChange = z.infer<typeof alertChangeSchema>;

export const deskAlertSchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(alertKinds),
  tripId: z.number().int(),
  orderId: z.number().int(),
  /** `D{klantNr}/{orderId}`. */
  reference: z.string(),
  /** The trip's pickup now, `YYYY-MM-DD HH:mm` in Europe/Amsterdam. */
  datetime: z.string(),
  from: z.string(),
  to: z.string(),
  /** customerChanged: what changed; empty otherwise. */
  changes: z.array(alertChangeSchema),
  /** ISO 8601. */
  createdAt: z.string(),
  /** Whether the staff member asking marked it seen. */
  seen: z.boolean(),
});
export type DeskAlert = z.infer<typeof deskAlertSchema>;

/** `GET /api/admin/alerts`: the newest alerts (`alertListLimit`, of `alertWindowDays`), and how many are unseen. */
export const alertListReplySchema = z.strictObject({
  alerts: z.array(deskAlertSchema),
  /** Alerts of the window this staff member has not marked seen, also those beyond the list's limit. */
  unseen: z.number().int(),
});
export type AlertListReply = z.infer<typeof alertListReplySchema>;

/** `POST /api/admin/alerts/:id/seen`. */
export const alertIdParamsSchema = z.strictObject({ id: pathIdSchema });

/**
 * `POST /api/admin/alerts/seen`: every alert up to `upTo` (the newest the page shows) marked seen, so one that came
 * after the click is still unseen.
 */
export const markAllSeenRequestSchema = z.strictObject({ upTo: z.number().int().min(1).max(2_147_483_647) });
export type MarkAllSeenRequest = z.infer<typeof markAllSeenRequestSchema>;

/** The reply of both marking calls: how many stay unseen. */
export const alertSeenReplySchema = z.strictObject({ unseen: z.number().int() });
export type AlertSeenReply = z.infer<typeof alertSeenReplySchema>;

/**
 * The alerts button's bell (an SVG path of a 24 × 24 box), drawn alike by the server's first paint
 * (`server/src/modules/pages/desk-frame.ts`) and the desk (`web/src/desk/alerts/components/desk-alerts.tsx`).
 */
export const alertsBellPath =
  'M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6v-5a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1z';
