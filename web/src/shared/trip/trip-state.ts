import type { DriverStep } from '#common/contracts/driver.ts';
import type { TripStatus } from '#common/contracts/trip-status.ts';

/**
 * The text key of a trip's state as the board, the plan, the trip page and the customer's manage page say it: the
 * driver's own step while the trip is assigned and the driver has taken a step ("Chauffeur onderweg"), else its status
 * (docs/reference/states.md#driver-steps).
 */
export function tripStateKey(trip: { status: TripStatus; driverStep: DriverStep }): string {
  return trip.status === 'assigned' && trip.driverStep !== ''
    ? `driverStep_${trip.driverStep}`
    : `tripStatus_${trip.status}`;
}
