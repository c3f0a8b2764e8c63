import type { PassThrough, Readable } from 'node:stream';
import fp from 'fastify-plugin';
import type { Settings } from '../../config.ts';
import { deskHeartbeatMs, openEventStream, type EventStreamOptions } from './event-stream.ts';
import { inProcessDeskEvents, redisDeskEvents, type DeskEvents } from './events.ts';

export interface DeskEventsService extends DeskEvents {
  /** The tenant's events as a Server-Sent Events stream for the desk's board (`GET /api/admin/events`). */
  stream(tenantId: string, options: Pick<EventStreamOptions, 'stillAllowed' | 'staffId'>): Promise<Readable>;
  /** A staff member's sessions ended: their open streams on every instance read their session again at once. */
  sessionsEnded(tenantId: string, staffId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Trips created and changed, per tenant, for the desk's board (across instances through REDIS_URL). */
    deskEvents: DeskEventsService;
  }
}

export interface DeskEventsOptions extends Pick<Settings, 'redisUrl'> {
  /** How often the event stream's heartbeat goes (`deskHeartbeatMs`; tests shorten it). */
  heartbeatMs?: number | undefined;
}

export const deskEventsPlugin = fp<DeskEventsOptions>(
  async (app, options) => {
    const events = options.redisUrl ? await redisDeskEvents(options.redisUrl, app.log) : inProcessDeskEvents(app.log);
    const heartbeatMs = options.heartbeatMs ?? deskHeartbeatMs;
    const open = new Set<PassThrough>();
    app.decorate('deskEvents', {
      publish: (tenantId, event) => events.publish(tenantId, event),
      subscribe: (tenantId, listener) => events.subscribe(tenantId, listener),
      close: () => events.close(),
      // Through the decorated service, so whatever wraps its subscribe (a test counting subscriptions) sees the stream's.
      sessionsEnded: (tenantId, staffId) => events.publish(tenantId, { type: 'sessionsEnded', staffId }),
      async stream(tenantId, { stillAllowed, staffId }) {
        const stream = await openEventStream(app.deskEvents, tenantId, { heartbeatMs, stillAllowed, staffId }, app.log);
        open.add(stream);
        stream.once('close', () => open.delete(stream));
        return stream;
      },
    } satisfies DeskEventsService);
    // An open stream would keep the server from closing: it ends, and the browser connects again, to another instance.
    app.addHook('preClose', async () => {
      for (const stream of open) stream.end();
    });
    app.addHook('onClose', () => events.close());
  },
  { name: 'desk-events' },
);
