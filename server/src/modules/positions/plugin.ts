import fp from 'fastify-plugin';
import { positionSweepMs } from '#common/constants.ts';
import type { DriverPositionRequest } from '#common/contracts/driver.ts';
import type { ManageCar } from '#common/contracts/manage.ts';
import type { DriverIdentity } from '../driver-sessions/sign-in.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import { carsOf, forgetPositions, recordPosition, type CarTrip, type PositionOutcome } from './positions.ts';

/** The car's position between on the way and on board (docs/decisions/046-car-position.md). */
export interface Positions {
  /** The driver's phone's position for their own trip, only in the window. */
  record(driver: DriverIdentity, tripId: number, request: DriverPositionRequest): Promise<PositionOutcome>;
  /** The car of each trip in the window, for the customer's manage page. */
  cars(tenant: Tenant, trips: readonly CarTrip[]): Promise<Map<number, ManageCar>>;
  /** Deletes what is out of the window: of one trip, or of all (the sweep); how many. */
  forget(tripId?: number): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    positions: Positions;
  }
}

export interface PositionsOptions {
  /** How often this instance deletes positions out of the window (`positionSweepMs`); 0: never by itself (tests). */
  sweepMs?: number | undefined;
}

export const positionsPlugin = fp<PositionsOptions>(
  async (app, options) => {
    const deps = { db: app.db, roads: app.roads, now: () => new Date() };
    const service: Positions = {
      record: (driver, tripId, request) => recordPosition(deps, driver, tripId, request),
      cars: (tenant, trips) => carsOf(deps, tenant, trips),
      forget: (tripId) => forgetPositions(app.db, tripId),
    };
    app.decorate('positions', service);

    // Belt and braces: every change of a trip (the desk's cancel, done, reassignment, the customer's cancel, the
    // driver's steps) deletes its position if the trip left the window, as soon as it is heard; and a sweep deletes
    // whatever is left (an event lost, an instance down). A delete is idempotent: every instance may run both.
    const stops: Array<() => Promise<void>> = [];
    let sweep: NodeJS.Timeout | undefined;
    // Work started in the background is waited for on close: a delete must not run on a database already closed.
    const pending = new Set<Promise<unknown>>();
    const quietly = (work: Promise<unknown>) => {
      const running = work
        .catch((error: unknown) => app.log.error({ err: error }, 'Car positions not deleted'))
        .finally(() => pending.delete(running));
      pending.add(running);
    };
    app.addHook('onReady', async () => {
      for (const tenant of app.tenants.all) {
        stops.push(
          await app.deskEvents.subscribe(tenant.id, (event) => {
            if (event.type === 'tripChanged') quietly(service.forget(event.tripId));
          }),
        );
      }
      const sweepMs = options.sweepMs ?? positionSweepMs;
      if (sweepMs > 0) {
        sweep = setInterval(() => quietly(service.forget()), sweepMs);
        sweep.unref();
      }
    });
    app.addHook('preClose', async () => {
      clearInterval(sweep);
      for (const stop of stops.splice(0)) await stop();
      while (pending.size > 0) await Promise.allSettled([...pending]);
    });
  },
  { name: 'positions', dependencies: ['database', 'tenants', 'desk-events', 'routing'] },
);
