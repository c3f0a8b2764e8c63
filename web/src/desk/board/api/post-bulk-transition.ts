import {
  bulkTransitionReplySchema,
  type BulkTransitionReply,
  type BulkTransitionRequest,
} from '#common/contracts/desk-trips.ts';
import { deskPost } from '../../shared/desk-api.ts';

/**
 * `POST /api/admin/trips/bulk-transition` (docs/reference/api.md#admin-trips-bulk-transition): the selected trips
 * confirmed or assigned, with what became of each; the board hears of the moves on its event stream.
 */
export async function postBulkTransition(request: BulkTransitionRequest): Promise<BulkTransitionReply> {
  return deskPost('/api/admin/trips/bulk-transition', request, bulkTransitionReplySchema);
}
