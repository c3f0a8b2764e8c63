import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What an id from the proxy may look like: a UUID, nginx's `$request_id` (32 hex digits), or the like. */
const givenId = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * A request's id: the proxy's `X-Request-Id` when it sent a plausible one (nginx's `$request_id`, so its access log and
 * ours name a request alike), else a new UUID. Anything else the header holds is not trusted into the logs.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && givenId.test(given) ? given : randomUUID();
}
