import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequiredCp47 } from '../../../common/src/constants.ts';
import { loginRespQuerySchema, loginRespSchema, type LoginResp } from '../../../common/src/contracts/login-resp.ts';
import { clientConfig } from '../modules/tenants/client-config.ts';

/** `GET /api/login_resp.json`: the SPA's start call, the session and (unless skipped) the tenant's configuration. */
export const loginRespRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/login_resp.json',
    { schema: { querystring: loginRespQuerySchema, response: { 200: loginRespSchema } } },
    async (request, reply): Promise<LoginResp> => {
      const { tenant } = request;
      const customer = (await app.sessions.read(request))?.customer;
      const username = customer?.username ?? '';
      const withConfig = request.query.skipconfig !== '1' && request.query.skipconfig !== 'true';
      // It carries the session: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return {
        error: '',
        message: '',
        require_login: tenant.settings.cp47 === loginRequiredCp47,
        username,
        client: tenant.id,
        klantUrl: tenant.info.cp39,
        loginResp: {
          username,
          klantNr: customer?.id ?? null,
          orderId: null,
          orderHash: '',
          ritten: [],
          tours: [],
          scpars: tenant.settings,
          telefoonnummer: customer?.phone ?? '',
          error: '',
          xmlerrors: [],
        },
        ...(withConfig ? { config: clientConfig(tenant) } : {}),
      };
    },
  );
};
