import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessionCookie } from './session-cookie.ts';
import { createSession, endSession, findSession, sessionLifetimeMs, type ActiveSession } from './sessions.ts';

export const sessionCookieName = 'sid';

export interface SessionCookies {
  /** The request's live session, if its cookie names one for the request's tenant. */
  read(request: FastifyRequest): Promise<ActiveSession | undefined>;
  /** Logs the customer in: any earlier session of this browser ends, a new one starts (rotation). */
  start(request: FastifyRequest, reply: FastifyReply, customerId: number): Promise<void>;
  /** Logs out: the session ends and the cookie is cleared. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionCookies;
  }
}

export interface SessionsOptions {
  /** Cookies are marked Secure when the public URL is https. */
  publicUrl: string;
}

export const sessionsPlugin = fp<SessionsOptions>(
  async (app, options) => {
    const cookie = sessionCookie(sessionCookieName, { publicUrl: options.publicUrl, sameSite: 'lax' });

    app.decorate('sessions', {
      async read(request) {
        const token = cookie.tokenOf(request);
        return token ? findSession(app.db, request.tenant.id, token) : undefined;
      },
      async start(request, reply, customerId) {
        const earlier = cookie.tokenOf(request);
        if (earlier) await endSession(app.db, request.tenant.id, earlier);
        const { token } = await createSession(app.db, { tenantId: request.tenant.id, customerId });
        cookie.set(reply, token, sessionLifetimeMs / 1000);
      },
      async end(request, reply) {
        const token = cookie.tokenOf(request);
        if (token) await endSession(app.db, request.tenant.id, token);
        cookie.clear(reply);
      },
    } satisfies SessionCookies);
  },
  { name: 'sessions', dependencies: ['database', 'tenants', '@fastify/cookie'] },
);
