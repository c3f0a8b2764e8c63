import fp from 'fastify-plugin';

/**
 * Whether this instance should be sent requests, apart from its database and its address index, which the probe asks
 * itself (docs/operations.md#readiness-and-stopping).
 */
export interface Readiness {
  /** Not ready until the returned function is called: the start's own work (the open data's import). */
  hold(reason: string): () => void;
  /** Not ready from now on: the instance is stopping. */
  stop(): void;
  /** Whether `stop` was called. */
  stopping(): boolean;
  /** The reason of a hold not yet released; null when none is. */
  held(): string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export const readinessPlugin = fp(
  async (app) => {
    const holds = new Set<{ reason: string }>();
    let stopping = false;
    // A request that finishes while the server stops closes its connection: a kept-alive one would hold the stop
    // until the keep-alive timeout, and the client's next request belongs on another instance.
    app.addHook('onSend', async (_request, reply) => {
      if (stopping) reply.header('connection', 'close');
    });
    app.decorate('readiness', {
      hold(reason) {
        const held = { reason };
        holds.add(held);
        return () => void holds.delete(held);
      },
      stop() {
        stopping = true;
      },
      stopping: () => stopping,
      held: () => holds.values().next().value?.reason ?? null,
    } satisfies Readiness);
  },
  { name: 'readiness' },
);
