import { PassThrough } from 'node:stream';
import { deskEventSchema } from '#common/contracts/desk-trips.ts';
import type { DeskBusMessage, DeskEvents } from './events.ts';

/** A comment line this often keeps proxies from closing a quiet stream, and ends it once its session has. */
export const deskHeartbeatMs = 25_000;
/** How long a browser waits before it connects again after the stream ended. */
const retryMs = 5_000;

export interface EventStreamOptions {
  heartbeatMs: number;
  /** Whose stream it is: a notice that their sessions ended (`SessionsEnded`) has it read its session at once. */
  staffId: number;
  /** Asked at every heartbeat: false ends the stream (a logout, an expired session, a role without the board). */
  stillAllowed(): Promise<boolean>;
}

interface Log {
  warn(details: object, message: string): void;
}

/**
 * One event in the Server-Sent Events format: its type as the event's name, its ids and kind as the data, and nothing
 * else of what the bus carried (docs/reference/api.md#admin-events).
 */
function eventText(event: DeskBusMessage): string | undefined {
  const parsed = deskEventSchema.safeParse(event);
  if (!parsed.success) return undefined;
  const { type, ...data } = parsed.data;
  return `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The tenant's desk events as a Server-Sent Events stream, subscribed while the stream is open: a comment at every
 * heartbeat, and the end once `stillAllowed` says no, asked at every heartbeat and at once when the bus says the staff
 * member's sessions ended. Whoever closes it (the browser going away closes the answer, and
 * Fastify the stream) ends the subscription.
 */
export async function openEventStream(
  events: Pick<DeskEvents, 'subscribe'>,
  tenantId: string,
  options: EventStreamOptions,
  log: Log,
): Promise<PassThrough> {
  const stream = new PassThrough();
  const send = (text: string) => {
    if (!stream.writableEnded && !stream.destroyed) stream.write(text);
  };
  let checking = false;
  /** Reads the session again: the stream ends once it is no longer allowed; `whenAllowed` else. */
  const check = (whenAllowed: () => void) => {
    if (checking) return;
    checking = true;
    options
      .stillAllowed()
      .then(
        (allowed) => (allowed ? whenAllowed() : stream.end()),
        (error: unknown) => {
          log.warn({ err: error, tenantId }, 'Desk event stream: the session could not be read; ending the stream');
          stream.end();
        },
      )
      .finally(() => {
        checking = false;
      });
  };
  const heartbeat = setInterval(() => check(() => send(': heartbeat\n\n')), options.heartbeatMs);
  const unsubscribe = await events.subscribe(tenantId, (event) => {
    if (event.type === 'sessionsEnded') {
      if (event.staffId === options.staffId) check(() => {});
      return;
    }
    const text = eventText(event);
    if (text) send(text);
    else log.warn({ tenantId, event }, 'Desk event outside its contract; not sent');
  });
  const stop = () => {
    clearInterval(heartbeat);
    void unsubscribe();
  };
  if (stream.destroyed) stop();
  else stream.once('close', stop);
  send(`retry: ${retryMs}\n: connected\n\n`);
  return stream;
}
