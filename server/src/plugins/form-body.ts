import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of one plugin take `application/x-www-form-urlencoded` bodies, as text: payment providers post
 * their webhooks that way and the simulator's page posts its buttons that way. The rest of the API stays JSON only
 * (a form from another site can post this type without asking: these routes act on nothing but a payment id).
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
}
