import fp from 'fastify-plugin';
import type { Settings } from '../../config.ts';
import { inProcessDeskEvents, redisDeskEvents, type DeskEvents } from './events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Trips created and changed, per tenant, for the desk's board (across instances through REDIS_URL). */
    deskEvents: DeskEvents;
  }
}

export const deskEventsPlugin = fp<Pick<Settings, 'redisUrl'>>(
  async (app, options) => {
    const events = options.redisUrl ? await redisDeskEvents(options.redisUrl, app.log) : inProcessDeskEvents(app.log);
    app.decorate('deskEvents', events);
    app.addHook('onClose', () => events.close());
  },
  { name: 'desk-events' },
);
