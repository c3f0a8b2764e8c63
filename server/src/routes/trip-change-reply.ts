import type { ManageErrorReply } from '#common/contracts/manage.ts';
import { manageChangeReplySchema, manageErrorReplySchema } from '#common/contracts/manage.ts';
import type { ChangeOutcome } from '../modules/manage/change.ts';

/**
 * The replies of a trip change, by the booking's link (`manage-change.ts`) or by the logged-in customer
 * (`bookings-change.ts`, which adds its 401): docs/reference/api.md#manage-booking-change.
 */
export const tripChangeResponses = {
  200: manageChangeReplySchema,
  404: manageErrorReplySchema,
  409: manageErrorReplySchema,
  422: manageErrorReplySchema,
  502: manageErrorReplySchema,
};

/** A refused change's body: its key, and with `tripInvalid` the quote that says why (when there is one). */
export function changeRefusalReply(refusal: Exclude<ChangeOutcome, { ok: true }>): ManageErrorReply {
  if (refusal.error === 'tripInvalid' && refusal.quote) return { error: refusal.error, quote: refusal.quote };
  return { error: refusal.error };
}
