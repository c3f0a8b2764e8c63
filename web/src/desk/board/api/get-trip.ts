import { tripDetailReplySchema, type TripDetailReply } from '#common/contracts/desk-trips.ts';
import { deskGet } from '../../shared/desk-api.ts';

/** `GET /api/admin/trips/:id` (docs/reference/api.md#admin-trip-detail): the new booking's pickup time for its notice. */
export async function getTrip(tripId: number, signal?: AbortSignal): Promise<TripDetailReply> {
  return deskGet(`/api/admin/trips/${tripId}`, tripDetailReplySchema, signal);
}
