import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromOwnPage, writeMethods } from '../own-page.ts';
import { driverErrorHandler, refuseDriver } from './driver-replies.ts';
import { driverJobAcceptRoutes } from './job-accept.ts';
import { driverJobDeclineRoutes } from './job-decline.ts';
import { driverJobPositionRoutes } from './job-position.ts';
import { driverJobStatusRoutes } from './job-status.ts';
import { driverJobsRoutes } from './jobs.ts';
import { driverMeRoutes } from './me.ts';
import { driverPushSubscriptionRoutes } from './push-subscription.ts';
import { driverSignInRoutes } from './sign-in.ts';
import { driverSignOutRoutes } from './sign-out.ts';

/**
 * The driver's calls under `/api/driver` (docs/reference/api.md#driver). For every one: `no-store`, writes only from
 * the tenant's own pages, the device session read from its cookie (`app.driverSessions.identify`: the tenant of the
 * Host, an active driver), a request rate limit per device (else per client address), refusals as keys; a call that
 * names `driverSignedIn` is refused 401 without a signed-in driver before its handler runs.
 */
export const driverRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (writeMethods.has(request.method) && !fromOwnPage(request, publicUrl)) return refuseDriver(reply, 'forbidden');
    await app.driverSessions.identify(request);
  });
  if (app.hasDecorator('rateLimit')) {
    const perPhone = app.rateLimit({ keyGenerator: app.driverSessions.rateKey });
    // A call with a limit of its own (the sign-in's, per address) is counted there: the first limit that runs is the
    // only one that counts a request.
    app.addHook('onRequest', async (request, reply) =>
      request.routeOptions.config.ownRateLimit ? undefined : perPhone.call(app, request, reply),
    );
  }
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.driverSignedIn && !request.driver) return refuseDriver(reply, 'signInRequired');
  });
  app.setErrorHandler(driverErrorHandler);
  app.setNotFoundHandler((_request, reply) => refuseDriver(reply, 'notFound'));

  await app.register(driverSignInRoutes);
  await app.register(driverMeRoutes);
  await app.register(driverSignOutRoutes);
  await app.register(driverJobsRoutes);
  await app.register(driverJobAcceptRoutes);
  await app.register(driverJobDeclineRoutes);
  await app.register(driverJobStatusRoutes);
  await app.register(driverPushSubscriptionRoutes);
  await app.register(driverJobPositionRoutes);
};
