import { z } from 'zod';
import { langSchema } from './lang.ts';
import { tourStopSchema } from './trip.ts';
import { tripStatuses } from './trip-status.ts';
import { wireFlagSchema } from './wire-flag.ts';

/**
 * Request of `POST /api/login_resp.json` (docs/reference/api.md#login). `username` is the account's username or email.
 * With `reset_password` only `username` counts (the email or username to mail a reset link to); `password` may be ''.
 * `skipconfig` as in the GET query: a successful login's reply leaves the configuration out when asked.
 */
export const loginRequestSchema = z.strictObject({
  lang: langSchema,
  username: z.string().trim().min(1).max(254),
  password: z.string().max(200).default(''),
  reset_password: wireFlagSchema.default(false),
  skipconfig: wireFlagSchema.default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/**
 * Why a login or reset did not go through (`error` of a refusal), shown translated as feedback for 6 s:
 * - loginFailed: unknown account or wrong password, the same answer for both (HTTP 401);
 * - tooManyAttempts: the login or reset rate limit for the account or the address (HTTP 429);
 * - loginNotAvailable: the tenant does not require login (HTTP 404);
 * - resetLinkInvalid: `password_reset.json` with an unknown, used or expired token (HTTP 400);
 * - accountDisabled: the right password of a company's user whom the operator disabled (HTTP 403;
 *   docs/decisions/049-companies.md).
 */
export const loginErrors = [
  'loginFailed',
  'tooManyAttempts',
  'loginNotAvailable',
  'resetLinkInvalid',
  'accountDisabled',
] as const;

/**
 * The refusal of a login or reset, and the answer to a reset: `message` is a translation key (`resetMailSent`,
 * the same whether or not the account exists). A successful login answers the GET call's full reply instead.
 */
export const loginFeedbackSchema = z.strictObject({
  error: z.union([z.literal(''), z.enum(loginErrors)]),
  message: z.string(),
});
export type LoginFeedback = z.infer<typeof loginFeedbackSchema>;

/** Request of `POST /api/logout.json`; the reply is the GET call's reply for a visitor without a session. */
export const logoutRequestSchema = z.strictObject({ lang: langSchema });

/**
 * Request of `POST /api/cancel_trip.json` (docs/reference/api.md#cancel-trip): `ritId` of a booked trip of the
 * logged-in customer. The reply is the GET call's reply (`skipconfig` as there) with the updated `ritten`; a trip that
 * is not the customer's or can no longer be cancelled answers 404 or 409 `{error}`.
 */
export const cancelTripRequestSchema = z.strictObject({
  ritId: z.string().min(1).max(64),
  skipconfig: wireFlagSchema.default(false),
  lang: langSchema,
});

/**
 * `error` of a refused cancellation (`{error}`, errorReplySchema):
 * - loginRequired: no live session (HTTP 401);
 * - tripNotFound: no booked trip of this customer has that `ritId` (HTTP 404; also for another customer's trip);
 * - cancelNotAllowed: the trip may no longer be cancelled (`xs.cancel` false: within `cancellationCutoffHours`, or past; HTTP 409).
 * Cancelling a trip that is already cancelled (a double click) answers 200 with the trips, as the first did.
 */
export const cancelTripErrors = ['loginRequired', 'tripNotFound', 'cancelNotAllowed'] as const;

/**
 * A booked trip (docs/reference/api.md#booked-trip): `ritNr` the trip number the customer and the operator use, `ritId`
 * the opaque id for `cancel_trip.json`, `datetime` YYYY-MM-DD HH:mm (Europe/Amsterdam), the tour as booked, `persons`,
 * `extraTripInfo`, `price` as euros ('12.50'; '' where the tenant hides prices), `xs.cancel` whether it may be
 * cancelled now (the tenant's rule, `cancellationCutoffHours` before pickup), and ours: `status`
 * (docs/reference/states.md#booked-trips).
 */
export const bookedTripSchema = z.strictObject({
  ritNr: z.number().int(),
  ritId: z.string(),
  datetime: z.string(),
  tour: z.array(tourStopSchema),
  persons: z.number().int(),
  extraTripInfo: z.string(),
  price: z.string(),
  status: z.enum(tripStatuses),
  /** The flight number as a change takes it (docs/reference/api.md#bookings-change). */
  flightNumber: z.string(),
  /** When the trip last changed (ISO 8601): a change goes back with it. */
  version: z.string(),
  xs: z.strictObject({ cancel: z.boolean(), change: z.boolean() }),
  /** Ours: the username of who booked it; a company's users see each other's bookings (docs/decisions/049-companies.md). */
  bookedBy: z.string(),
  /** Ours: someone other than the booker who travels; null: the booker. */
  passenger: z.strictObject({ name: z.string(), phone: z.string() }).nullable(),
});
export type BookedTrip = z.infer<typeof bookedTripSchema>;

/** Minimum length of a new password (NIST SP 800-63B asks at least 8; we ask 10). */
export const minPasswordLength = 10;

/**
 * Request of `POST /api/password_reset.json` (ours): the token of the mailed link and the new password. Answers
 * `{error, message}` as a login refusal does: `message` 'passwordChanged', or `error` 'resetLinkInvalid' (unknown,
 * used or expired token, HTTP 400).
 */
export const passwordResetRequestSchema = z.strictObject({
  lang: langSchema,
  token: z.string().min(1).max(100),
  password: z.string().min(minPasswordLength).max(200),
});
