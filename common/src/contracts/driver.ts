import { z } from 'zod';
import { languages } from '../constants.ts';
import { pathIdSchema } from './path-id.ts';

/**
 * The driver's calls, `/api/driver/…` (docs/reference/api.md#driver), and the desk's calls about a driver's sign-in
 * (docs/decisions/040-driver-sign-in-and-statuses.md).
 */

/** The driver's own steps of an assigned trip, in order: '' is not accepted yet. */
export const driverSteps = ['', 'accepted', 'on_the_way', 'arrived', 'on_board'] as const;
export type DriverStep = (typeof driverSteps)[number];

/** Where a step tap may go: the next step, or the trip's end (done from on board, no-show from arrived). */
export const driverMoves = ['on_the_way', 'arrived', 'on_board', 'done', 'no_show'] as const;
export type DriverMove = (typeof driverMoves)[number];

export const collectedMethods = ['cash', 'card'] as const;
export type CollectedMethod = (typeof collectedMethods)[number];

/** `POST /api/driver/sign-in`: the token of the link's fragment. */
export const driverSignInRequestSchema = z.strictObject({ token: z.string().min(1).max(100) });

/** `GET /api/driver/me` and the sign-in's reply: who is signed in on this phone, and for which operator. */
export const driverMeReplySchema = z.strictObject({ name: z.string(), company: z.string() });
export type DriverMeReply = z.infer<typeof driverMeReplySchema>;

/** Where a job's state is: the trip's status, and within `assigned` the driver's step. */
export const driverJobSchema = z.strictObject({
  tripId: z.number().int(),
  /** `YYYY-MM-DD HH:mm`, Europe/Amsterdam. */
  datetime: z.string(),
  /** ISO 8601. */
  pickupAt: z.string(),
  status: z.enum(['assigned', 'done', 'no_show']),
  step: z.enum(driverSteps),
  from: z.string(),
  to: z.string(),
  /** The first and last stop's coordinates for the map links; null where the stop has none. */
  fromPoint: z.strictObject({ lat: z.number(), lng: z.number() }).nullable(),
  toPoint: z.strictObject({ lat: z.number(), lng: z.number() }).nullable(),
  passengers: z.number().int(),
  luggage: z.number().int().nullable(),
  flightNumber: z.string(),
  /** The flight's landing time as the trip holds it (`HH:mm`), '' when none. */
  landingTime: z.string(),
  remarks: z.string(),
  passengerName: z.string(),
  /** Only from `driverPhoneMinutes` before the pickup until the trip ends; null outside that window. */
  passengerPhone: z.string().nullable(),
  /** What to collect in the car; 0 when paid otherwise. */
  collectCents: z.number().int(),
  collect: z.string(),
  /** What was recorded collected at done, null when nothing. */
  collected: z.strictObject({ method: z.enum(collectedMethods), amountCents: z.number().int() }).nullable(),
  /** When a no-show may be recorded (ISO 8601), null before the arrival. */
  noShowFrom: z.string().nullable(),
  vehicle: z.strictObject({ name: z.string(), plate: z.string() }).nullable(),
});
export type DriverJob = z.infer<typeof driverJobSchema>;

/** `GET /api/driver/jobs`: the driver's own trips of today and the next `driverJobDays` days, by pickup. */
export const driverJobsReplySchema = z.strictObject({ jobs: z.array(driverJobSchema) });
export type DriverJobsReply = z.infer<typeof driverJobsReplySchema>;

export const driverJobParamsSchema = z.strictObject({ id: pathIdSchema });

/** `POST /api/driver/jobs/:id/decline`: why, for the desk. */
export const driverDeclineRequestSchema = z.strictObject({ reason: z.string().trim().min(1).max(500) });

/**
 * `POST /api/driver/jobs/:id/status`: the next step; a no-show with its reason; done on a trip with an amount to
 * collect with what was collected.
 */
export const driverStatusRequestSchema = z.strictObject({
  to: z.enum(driverMoves),
  reason: z.string().trim().max(500).optional(),
  collected: z
    .strictObject({
      method: z.enum(collectedMethods),
      amountCents: z.number().int().min(0).max(10_000_00),
    })
    .optional(),
});
export type DriverStatusRequest = z.infer<typeof driverStatusRequestSchema>;

/**
 * `POST /api/driver/jobs/:id/position`: where the phone is (the browser's geolocation), only while the step is on the
 * way or arrived (docs/decisions/046-car-position.md). `accuracy` in metres; `at` when it was measured (ISO 8601).
 */
export const driverPositionRequestSchema = z.strictObject({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  accuracy: z.number().min(0).max(100_000),
  at: z.iso.datetime({ offset: true }),
});
export type DriverPositionRequest = z.infer<typeof driverPositionRequestSchema>;

/** The position's reply: whether it was kept (false: a newer one was kept already). */
export const driverPositionReplySchema = z.strictObject({ kept: z.boolean() });

/** A job's reply after a move: the job as it is now. */
export const driverJobReplySchema = z.strictObject({ job: driverJobSchema });

/**
 * Every refusal of a driver call is `{ error: <key> }`:
 * - signInRequired: no live device session for this operator, or the driver was deactivated (401);
 * - linkUnknown: no such sign-in link (404); linkUsed: it was used already (410); linkExpired: it expired (410);
 * - jobNotFound: no trip of this driver of this operator has that id (404);
 * - illegalStep: the job is not where that step goes from, `step`/`status` where it is (409);
 * - waitingTime: a no-show before the free waiting time is over (409);
 * - reasonRequired: a no-show without a reason; collectedRequired: done without what was collected (422);
 * - pushEndpointRefused: a push subscription whose endpoint is at no push service the server posts to (422);
 * - tooManyRequests (429), badRequest (400), forbidden (403, a write from another site).
 */
export const driverErrorStatus = {
  badRequest: 400,
  signInRequired: 401,
  forbidden: 403,
  notFound: 404,
  linkUnknown: 404,
  linkUsed: 410,
  linkExpired: 410,
  jobNotFound: 404,
  illegalStep: 409,
  waitingTime: 409,
  reasonRequired: 422,
  collectedRequired: 422,
  pushEndpointRefused: 422,
  tooManyRequests: 429,
} as const;
export type DriverError = keyof typeof driverErrorStatus;
export const driverErrors = Object.keys(driverErrorStatus) as DriverError[];
export const driverErrorReplySchema = z.strictObject({
  error: z.enum(driverErrors as [DriverError, ...DriverError[]]),
  status: z.string().optional(),
  step: z.enum(driverSteps).optional(),
});
export type DriverErrorReply = z.infer<typeof driverErrorReplySchema>;

/** A phone a driver is signed in on, as the desk lists it. */
export const driverDeviceSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  /** ISO 8601. */
  signedInAt: z.string(),
  lastSeenAt: z.string(),
});
export type DriverDevice = z.infer<typeof driverDeviceSchema>;

/** `GET /api/admin/drivers/:id/devices`: the driver's phones signed in, the most recently seen first. */
export const driverDevicesReplySchema = z.strictObject({ devices: z.array(driverDeviceSchema) });
export type DriverDevicesReply = z.infer<typeof driverDevicesReplySchema>;

/**
 * `POST /api/admin/drivers/:id/sign-in-link`: the link's language, and how it goes (by mail, the default, or by SMS
 * when the server has an SMS provider: `smsLinks` of the drivers' list).
 */
export const driverLinkRequestSchema = z.strictObject({
  lang: z.enum(languages),
  via: z.enum(['mail', 'sms']).optional(),
});

/** `POST /api/admin/drivers/:id/sign-in-link`: where it went (the address or the number) and until when it works. */
export const driverLinkReplySchema = z.strictObject({ sentTo: z.string(), expiresAt: z.string() });
export type DriverLinkReply = z.infer<typeof driverLinkReplySchema>;

export const driverDeviceParamsSchema = z.strictObject({ id: pathIdSchema, deviceId: pathIdSchema });

/** `DELETE /api/driver/push-subscription`: which one this browser forgets. */
export const driverPushUnsubscribeSchema = z.strictObject({ endpoint: z.string().min(1).max(2048) });
