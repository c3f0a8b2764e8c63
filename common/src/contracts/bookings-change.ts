import { manageErrors, manageErrorStatus, manageTripParamsSchema } from './manage.ts';

/**
 * `POST /api/bookings/trips/:tripId/change` (docs/reference/api.md#bookings-change): the logged-in customer changes one
 * of their own trips from their bookings. The body and the reply are the manage call's (`manageChangeRequestSchema`,
 * `manageChangeReplySchema`): it is the same change, the order found by the session's customer instead of a link.
 */
export const bookingsChangeParamsSchema = manageTripParamsSchema.pick({ tripId: true });

/**
 * Its refusals, each `{ error }` as the manage call's (`quote` with `tripInvalid`), and `loginRequired` (401) without a
 * customer's session. A trip of another customer or tenant is `manageTripNotFound` (404), as one that does not exist.
 */
export const bookingsChangeErrors = [...manageErrors, 'loginRequired'] as const;
export type BookingsChangeError = (typeof bookingsChangeErrors)[number];

export const bookingsChangeErrorStatus = {
  ...manageErrorStatus,
  loginRequired: 401,
} as const satisfies Record<BookingsChangeError, number>;
