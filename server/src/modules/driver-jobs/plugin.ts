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
      step: (driver, tripId, request) => stepJob(deps, driver, tripId, request),
    } satisfies DriverJobs);
  },
  { name: 'driver-jobs', dependencies: ['database', 'tenants', 'desk-events'] },
);
