import { driverPositionReplySchema, type DriverPositionRequest } from '#common/contracts/driver.ts';
import { driverPost } from '../../shared/driver-api.ts';

/**
 * `POST /api/driver/jobs/:id/position` (docs/reference/api.md#driver-position): where the phone is, for the trip the
 * driver is on the way to or waiting at; refused (`illegalStep`) once the passenger is on board.
 */
export function postPosition(tripId: number, request: DriverPositionRequest): Promise<{ kept: boolean }> {
  return driverPost(`/api/driver/jobs/${tripId}/position`, request, driverPositionReplySchema);
}
