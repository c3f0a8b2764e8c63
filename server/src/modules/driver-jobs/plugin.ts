import fp from 'fastify-plugin';
import type { DriverJob, DriverStatusRequest } from '#common/contracts/driver.ts';
import type { DriverIdentity } from '../driver-sessions/sign-in.ts';
import { acceptJob, declineJob, listJobs, stepJob, type JobOutcome } from './jobs.ts';

/**
 * The signed-in driver's own trips (docs/decisions/040-driver-sign-in-and-statuses.md): each call takes the driver
 * `app.driverSessions.identify` found, and finds only that driver's trips of that tenant (another's is not found).
 */
export interface DriverJobs {
  list(driver: DriverIdentity): Promise<DriverJob[]>;
  accept(driver: DriverIdentity, tripId: number): Promise<JobOutcome>;
  decline(driver: DriverIdentity, tripId: number, reason: string): Promise<JobOutcome>;
  step(driver: DriverIdentity, tripId: number, request: DriverStatusRequest): Promise<JobOutcome>;
}

declare module 'fastify' {
  interface FastifyInstance {
    driverJobs: DriverJobs;
  }
}

export const driverJobsPlugin = fp(
  async (app) => {
    const deps = { db: app.db, tenants: app.tenants, events: app.deskEvents, now: () => new Date() };
    app.decorate('driverJobs', {
      list: (driver) => listJobs(deps, driver),
      accept: (driver, tripId) => acceptJob(deps, driver, tripId),
      decline: (driver, tripId, reason) => declineJob(deps, driver, tripId, reason),
      async step(driver, tripId, request) {
        const outcome = await stepJob(deps, driver, tripId, request);
        // The customer hears the driver is coming (first name, car, plate) once, when the step is made: after the
        // answer, never failing it (docs/decisions/041-driver-notifications.md).
        if (outcome.ok && request.to === 'on_the_way') app.driverNotices.customerOnTheWayLater(driver.tenantId, tripId);
        // A trip paid in the car, done with what was collected: the customer is mailed its receipt's link, after the
        // answer; only the move that made it done gets here, so a replay mails nothing (docs/decisions/051-receipts.md).
        if (outcome.ok && request.to === 'done' && request.collected)
          app.receipts
            .mailAfterDone(driver.tenantId, tripId)
            .catch((error: unknown) => app.log.error({ err: error, ritNr: tripId }, 'Receipt not mailed'));
        return outcome;
      },
    } satisfies DriverJobs);
  },
  { name: 'driver-jobs', dependencies: ['database', 'tenants', 'desk-events', 'driver-notices', 'receipts'] },
);
