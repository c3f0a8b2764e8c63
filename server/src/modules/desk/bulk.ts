import type { DeskActor } from './actor.ts';
import type { DeskDeps } from './deps.ts';
import { transition, type TransitionResult } from './lifecycle.ts';

export interface BulkRequest {
  tripIds: readonly number[];
  to: 'confirmed' | 'assigned';
  driverId?: number;
  vehicleId?: number;
  overrideReason?: string;
}

export type BulkResult = { tripId: number; result: TransitionResult };

/**
 * The board's selected trips confirmed or assigned (docs/decisions/039-driver-absence-and-bulk.md): one `transition`
 * per trip, one after the other, so each is its own conditional update and mail, and each assignment's overlap check
 * sees the trips given to the driver before it; one refused stops none of the others. A bulk confirm moves new trips
 * only: an assigned trip in the selection keeps its driver (confirmed from assigned is the unassign move).
 */
export async function bulkTransition(deps: DeskDeps, actor: DeskActor, request: BulkRequest): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  for (const tripId of request.tripIds) {
    const result =
      request.to === 'confirmed'
        ? await transition(deps, actor, tripId, 'confirmed', { onlyFrom: ['new'] })
        : await transition(deps, actor, tripId, 'assigned', {
            ...(request.driverId !== undefined ? { driverId: request.driverId } : {}),
            ...(request.vehicleId !== undefined ? { vehicleId: request.vehicleId } : {}),
            ...(request.overrideReason !== undefined ? { overrideReason: request.overrideReason } : {}),
          });
    results.push({ tripId, result });
  }
  return results;
}
