import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  bodies: readonly unknown[];
  connections: number;
  seconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  requests: number;
  errors: number;
  non2xx: number;
}

/** Cycles through the bodies, one POST each, keeping every connection busy for a bounded time. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const bodies = options.bodies.map((body) => JSON.stringify(body));
  let next = 0;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
      },
    ],
  });
  return loadResultOf(result);
}

/** What the figures of docs/figures.md take of an autocannon run. */
export function loadResultOf(result: autocannon.Result): LoadResult {
  return {
    requestsPerSecond: result.requests.average,
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function formatResult(name: string, result: LoadResult): string {
  const { p50, p90, p99, max } = result.latencyMs;
  return (
    `${name.padEnd(34)} ${Math.round(result.requestsPerSecond).toLocaleString('en-US').padStart(6)} req/s   ` +
    `p50 ${p50.toFixed(2)} ms  p90 ${p90.toFixed(2)} ms  p99 ${p99.toFixed(2)} ms  max ${max.toFixed(2)} ms   ` +
    `${result.requests.toLocaleString('en-US')} requests, ${result.errors} errors, ${result.non2xx} non-2xx`
  );
}
