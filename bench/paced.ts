import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LoadResult } from './load.ts';

/**
 * Requests sent at a steady rate whatever the answers do (an open loop, as many customers typing
 * are): a slow answer delays no later request, so it cannot hide behind them. Each is timed from
 * when it was handed to the connection pool, so waiting for a free connection counts. autocannon's
 * fixed-rate mode sends each second's requests in one burst, which measures bursts instead.
 */
export async function paced(options: {
  url: string;
  bodies: readonly unknown[];
  rate: number;
  seconds: number;
  connections: number;
}): Promise<LoadResult> {
  const bodies = options.bodies.map((body) => Buffer.from(JSON.stringify(body)));
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const url = new URL(options.url);
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const send = (body: Buffer) =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      const request = http.request(
        url,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': body.length } },
        (response) => {
          if (response.statusCode === undefined || response.statusCode < 200 || response.statusCode > 299) non2xx++;
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - sent);
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors++;
        resolve();
      });
      request.end(body);
    });

  const total = options.rate * options.seconds;
  const interval = 1000 / options.rate;
  const started = performance.now();
  const pending: Array<Promise<void>> = [];
  for (let sent = 0; sent < total;) {
    const now = performance.now();
    for (; sent < total && started + sent * interval <= now; sent++) pending.push(send(bodies[sent % bodies.length]!));
    await sleep(1);
  }
  await Promise.all(pending);
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (fraction: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(fraction * latencies.length))] ?? 0;
  return {
    requestsPerSecond: latencies.length / seconds,
    latencyMs: { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: latencies.at(-1) ?? 0 },
    requests: latencies.length,
    errors,
    non2xx,
  };
}
