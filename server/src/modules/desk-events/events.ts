import { Redis } from 'ioredis';
import type { DeskEvent } from '#common/contracts/desk-trips.ts';

/**
 * What the operator's desk hears about its tenant's trips (docs/decisions/020-trip-lifecycle-and-refunds.md): a trip
 * written by a checkout (`orderStatus` pending), and again when its order is paid or booked: the board shows it from
 * the first, the notice of a new booking goes at the second; any later change of a trip. Its shape is the event
 * stream's contract (`deskEventSchema`).
 */
export type { DeskEvent };

/**
 * Not for the board: a staff member's sessions ended (a logout, disabled, their authenticator reset, their role
 * changed), so their open event streams, on whichever instance, read their session again at once instead of at the
 * next heartbeat. The stream never passes it on.
 */
export interface SessionsEnded {
  type: 'sessionsEnded';
  staffId: number;
}

/** What goes over the bus: the board's events and the notices of ended sessions. */
export type DeskBusMessage = DeskEvent | SessionsEnded;

export type DeskEventListener = (event: DeskBusMessage) => void;

export interface DeskEvents {
  /** Tells every subscriber of the tenant, on every instance sharing the Redis; never throws. */
  publish(tenantId: string, event: DeskBusMessage): Promise<void>;
  /** Resolves once the subscription is live; the function it resolves to ends it. */
  subscribe(tenantId: string, listener: DeskEventListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

interface Log {
  warn(details: object, message: string): void;
}

/** The subscribers of each tenant within this process. */
class Listeners {
  private readonly byTenant = new Map<string, Set<DeskEventListener>>();

  /** True when it is the tenant's first listener. */
  add(tenantId: string, listener: DeskEventListener): boolean {
    const set = this.byTenant.get(tenantId) ?? new Set();
    set.add(listener);
    this.byTenant.set(tenantId, set);
    return set.size === 1;
  }

  /** True when it was the tenant's last listener. */
  remove(tenantId: string, listener: DeskEventListener): boolean {
    const set = this.byTenant.get(tenantId);
    if (!set?.delete(listener)) return false;
    if (set.size > 0) return false;
    this.byTenant.delete(tenantId);
    return true;
  }

  deliver(tenantId: string, event: DeskBusMessage, log: Log): void {
    for (const listener of this.byTenant.get(tenantId) ?? []) {
      try {
        listener(event);
      } catch (error) {
        // One broken listener (a closed stream) must not keep the event from the others.
        log.warn({ err: error, tenantId }, 'A desk event listener failed');
      }
    }
  }
}

/** Within one process: enough for one instance. */
export function inProcessDeskEvents(log: Log): DeskEvents {
  const listeners = new Listeners();
  return {
    async publish(tenantId, event) {
      listeners.deliver(tenantId, event, log);
    },
    async subscribe(tenantId, listener) {
      listeners.add(tenantId, listener);
      return async () => {
        listeners.remove(tenantId, listener);
      };
    },
    async close() {},
  };
}

const channelOf = (tenantId: string) => `desk-events:${tenantId}`;
const tenantOfChannel = (channel: string) => channel.slice('desk-events:'.length);

/**
 * Through Redis pub/sub, so every instance sharing it hears every instance's events; an instance's own events come
 * back to it through Redis too, so each is delivered once. A Redis that cannot be reached delivers within this process
 * only (the board still has its own reload).
 */
export async function redisDeskEvents(redisUrl: string, log: Log): Promise<DeskEvents> {
  const options = { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: true };
  const publisher = new Redis(redisUrl, options);
  // A connection that subscribes can do nothing else.
  const subscriber = new Redis(redisUrl, options);
  const listeners = new Listeners();
  subscriber.on('message', (channel: string, message: string) => {
    let event: DeskBusMessage;
    try {
      event = JSON.parse(message) as DeskBusMessage;
    } catch (error) {
      log.warn({ err: error, channel }, 'A desk event from Redis was not JSON');
      return;
    }
    listeners.deliver(tenantOfChannel(channel), event, log);
  });
  for (const client of [publisher, subscriber]) {
    client.on('error', (error: unknown) => log.warn({ err: error }, 'Redis of the desk events'));
    await client
      .connect()
      .catch((error: unknown) => log.warn({ err: error }, 'Redis unreachable; desk events stay within this instance'));
  }
  return {
    async publish(tenantId, event) {
      try {
        await publisher.publish(channelOf(tenantId), JSON.stringify(event));
      } catch (error) {
        log.warn({ err: error, tenantId }, 'Desk event not sent through Redis; delivered within this instance only');
        listeners.deliver(tenantId, event, log);
      }
    },
    async subscribe(tenantId, listener) {
      if (listeners.add(tenantId, listener)) {
        await subscriber
          .subscribe(channelOf(tenantId))
          .catch((error: unknown) => log.warn({ err: error, tenantId }, 'Desk events: Redis subscription failed'));
      }
      return async () => {
        if (listeners.remove(tenantId, listener)) await subscriber.unsubscribe(channelOf(tenantId)).catch(() => {});
      };
    },
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
