import type { FastifyInstance } from 'fastify';

/** How long the requests in flight may take to finish once the server stops. */
export const stopTimeoutMs = 10_000;

export type StopOutcome = 'stopped' | 'timeout' | 'failed';

/**
 * A clean stop (docs/operations.md#readiness-and-stopping): `/readyz` says 503 first, so a balancer turns away; then
 * the server stops listening, answers 503 on the connections it still has, and waits for the requests in flight,
 * at most `timeoutMs`.
 */
export async function stopGracefully(app: FastifyInstance, timeoutMs = stopTimeoutMs): Promise<StopOutcome> {
  app.readiness.stop();
  let timer: NodeJS.Timeout | undefined;
  // A request that never ends must not keep the process from stopping.
  const late = new Promise<StopOutcome>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
    timer.unref();
  });
  const closed = app.close().then(
    (): StopOutcome => 'stopped',
    (error: unknown): StopOutcome => {
      app.log.error({ err: error }, 'unclean stop');
      return 'failed';
    },
  );
  try {
    return await Promise.race([closed, late]);
  } finally {
    clearTimeout(timer);
  }
}
