import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrorHandler, refuse } from './admin-replies.ts';
import { auditRoutes } from './audit.ts';
import { adminLoginRoutes } from './login.ts';
import { adminLogoutRoutes } from './logout.ts';
import { meRoutes } from './me.ts';
import { staffCreateRoutes } from './staff-create.ts';
import { staffListRoutes } from './staff-list.ts';
import { staffUpdateRoutes } from './staff-update.ts';
import { totpRoutes } from './totp.ts';

/**
 * The desk's calls, registered under the prefix `/api/admin` (docs/reference/api.md#admin-desk). For every one of them,
 * unknown paths included: `cache-control: no-store`, the desk session read from its cookie, a request rate limit per
 * session (else per client address), and refusals as keys.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    // Staff data and sessions: no cache may keep any of it.
    reply.header('cache-control', 'no-store');
    await app.staff.identify(request);
  });
  // Runs before the app-wide limit (a route's own hook), which then counts this request no more.
  if (app.hasDecorator('rateLimit')) app.addHook('onRequest', app.rateLimit({ keyGenerator: app.staff.rateKey }));
  app.setErrorHandler(adminErrorHandler);
  app.setNotFoundHandler((_request, reply) => refuse(reply, 'notFound'));

  await app.register(adminLoginRoutes);
  await app.register(totpRoutes);
  await app.register(meRoutes);
  await app.register(adminLogoutRoutes);
  await app.register(staffListRoutes);
  await app.register(staffCreateRoutes);
  await app.register(staffUpdateRoutes);
  await app.register(auditRoutes);
};
