/**
 * Load benchmarks (docs/figures.md): `npm run bench -- [destinations|trip-request] [options]`; the
 * in-process search-quality benchmark: `npm run bench -- search-quality [options]` (search-quality.ts); the desk's
 * board on a seeded database: `npm run bench -- board [options]` (board.ts); Lighthouse on the first screens:
 * `npm run bench -- lighthouse [options]` (lighthouse.ts); what a rendered page costs the server:
 * `npm run bench -- first-paint [options]` (first-paint.ts); the retention job on a seeded database:
 * `npm run bench -- retention [options]` (retention.ts); the production layout's sizing, nginx in front of three
 * instances: `npm run bench -- cluster [options]` (cluster.ts); a synthetic national address file:
 * `npm run bench -- national-file --out /tmp/nl.csv.zst` (national-addresses.ts).
 * Starts a production server with the full data set (or targets --url), warms it up, then measures
 * the most it answers with --connections kept busy (autocannon), and the latency when requests
 * arrive steadily at --rate (paced.ts), with the event-loop delay inside the server during that paced load
 * (loop-probe.ts) and its memory after. Fastify's hello world (hello-server.ts), a process of its own, is measured the
 * same two ways in the same run, for reference: its saturation load right before each call's, whose most answered per
 * second is printed as a ratio to that hello world's (`--rounds` pairs each). `--cpu-prof` writes a CPU profile of
 * the server during each call's first saturation load (and of hello world before the first) under /tmp and prints where
 * its time went (cpu-profile.ts).
 * Figures go in docs/figures.md, not in pass/fail tests.
 */
import { mkdir } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '#server/config.ts';
import { destinationsBodies } from './destinations-bodies.ts';
import { formatResult, load, type LoadResult } from './load.ts';
import type { LoopProbeReading } from './loop-probe.ts';
import { board } from './board.ts';
import { clusterBench } from './cluster.ts';
import { cpuProfileBench, formatSummary, readSummary } from './cpu-profile.ts';
import { firstPaintBench } from './first-paint.ts';
import { nationalAddresses } from './national-addresses.ts';
import { paced } from './paced.ts';
import { retentionBench } from './retention.ts';
import { searchQuality } from './search-quality.ts';
import { runningServer, startServer, type BenchServer } from './server.ts';
import { tripRequestBodies } from './trip-request-bodies.ts';

interface Scenario {
  path: string;
  bodies(server: BenchServer): Promise<readonly unknown[]>;
}

/** Each call under load; a new call is one more entry. */
const scenarios: Record<string, Scenario> = {
  destinations: { path: '/api/destinations.json', bodies: () => destinationsBodies(path.join(repoRoot, 'data')) },
  'trip-request': { path: '/api/trip_request.json', bodies: (server) => tripRequestBodies(server.baseUrl) },
};

const usage = `Usage: npm run bench -- [${Object.keys(scenarios).join('|')}] [--url http://host:port] [--seconds 20] [--connections 50] [--rate 2000] [--warmup 5] [--port 8191] [--no-hello] [--no-paced] [--rounds 1] [--cpu-prof]\n       npm run bench -- search-quality [--per-province 1000] [--special 600] [--seed 9] [--show 0]
       npm run bench -- board [--trips 50000] [--days 90] [--seconds 20] [--rate 50]
       npm run bench -- national-file --out /tmp/nl.csv.zst [--rows 9500000] [--seed 1]
       npm run bench -- lighthouse [--url http://localhost:8080] [--runs 3] [--json figures.json]
       npm run bench -- first-paint [--url http://host:port] [--seconds 10] [--connections 10] [--warmup 3]
       npm run bench -- retention [--orders 5000]
       npm run bench -- cluster [--seconds 15] [--connections 30] [--warmup 3]
       npm run bench -- cpu-profile <file.cpuprofile> [--top 30]`;

/** Where `--cpu-prof` writes the server's profiles. */
const profileDir = '/tmp/taxi-bench-profiles';

async function main(): Promise<number> {
  // Measures the search itself, without a server: its own options.
  if (process.argv[2] === 'search-quality') return searchQuality(process.argv.slice(3));
  if (process.argv[2] === 'board') return board(process.argv.slice(3));
  if (process.argv[2] === 'national-file') return nationalAddresses(process.argv.slice(3));
  if (process.argv[2] === 'first-paint') return firstPaintBench(process.argv.slice(3));
  if (process.argv[2] === 'retention') return retentionBench(process.argv.slice(3));
  if (process.argv[2] === 'cluster') return clusterBench(process.argv.slice(3));
  if (process.argv[2] === 'cpu-profile') return cpuProfileBench(process.argv.slice(3));
  // Loaded only when asked for: Lighthouse is a large module the other benchmarks do not need.
  if (process.argv[2] === 'lighthouse') return (await import('./lighthouse.ts')).lighthouseBench(process.argv.slice(3));
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      url: { type: 'string' },
      seconds: { type: 'string', default: '20' },
      connections: { type: 'string', default: '50' },
      rate: { type: 'string', default: '2000' },
      warmup: { type: 'string', default: '5' },
      port: { type: 'string', default: '8191' },
      // Fastify's hello world on --port + 1, paced the same way: the reference for the figures.
      'no-hello': { type: 'boolean' },
      // Only the most it answers: no paced load (the quicker run while profiling).
      'no-paced': { type: 'boolean' },
      // How many times each call's saturation load, with hello world's before it, is measured.
      rounds: { type: 'string', default: '1' },
      // A CPU profile of the server during each call's saturation load, and its top self times.
      'cpu-prof': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const names = positionals.length > 0 ? positionals : Object.keys(scenarios);
  const unknown = names.filter((name) => !(name in scenarios));
  if (unknown.length > 0) {
    console.error(`Unknown benchmark ${unknown.join(', ')}.\n${usage}`);
    return 1;
  }
  const seconds = Number(values.seconds);
  const connections = Number(values.connections);
  const rate = Number(values.rate);
  const warmup = Number(values.warmup);

  const port = Number(values.port);
  const rounds = Number(values.rounds);
  const paces = !values['no-paced'];
  const profiles = Boolean(values['cpu-prof']);
  if (profiles) await mkdir(profileDir, { recursive: true });
  const server = values.url ? runningServer(values.url) : await startServer(port);
  const summary: string[] = [];
  const saturation: string[] = [];
  // Kept running beside the server: its saturation load goes right before each of a call's, so both meet the same
  // machine (on shared cores what else runs changes from minute to minute).
  let hello: BenchServer | undefined;
  try {
    console.log(`Memory of the server after start: ${(await server.rssMiB()) ?? 'n/a'} MiB RSS`);
    const helloLoad = { url: '', bodies: [{}], connections, seconds };
    if (!values['no-hello']) {
      hello = await startServer(port + 1, { script: 'bench/hello-server.ts', logName: 'hello-server.log' });
      helloLoad.url = `${hello.baseUrl}/hello`;
      console.log(`\nFastify hello world (reference): load average before: ${loadAverage()}`);
      await load({ ...helloLoad, seconds: warmup });
      if (paces) {
        const { result, probe } = await probed(hello, () => paced({ ...helloLoad, rate }));
        console.log(formatResult(`steady ${rate} req/s`, result));
        console.log(formatProbe(probe, result.requests));
        summary.push(summaryRow('Fastify hello world', result, probe));
      }
    }
    for (const name of names) {
      const scenario = scenarios[name]!;
      const url = `${server.baseUrl}${scenario.path}`;
      const bodies = await scenario.bodies(server);
      console.log(`\n${name}: ${bodies.length} distinct request bodies; load average before: ${loadAverage()}`);
      await load({ url, bodies, connections, seconds: warmup });
      const ratios: number[] = [];
      const cpuRatios: number[] = [];
      for (let round = 1; round <= rounds; round++) {
        let helloPerSecond: number | undefined;
        let helloCpu: number | undefined;
        // The first round of the first call profiles hello world as well: what every request costs Fastify and Node.
        const profile =
          profiles && round === 1 ? path.join(profileDir, `${name}-${fileStamp()}.cpuprofile`) : undefined;
        const helloProfile =
          profile && name === names[0] ? path.join(profileDir, `hello-${fileStamp()}.cpuprofile`) : undefined;
        if (hello) {
          const most = await probed(hello, () => load(helloLoad), helloProfile);
          console.log(formatResult(`hello world, most it answers`, most.result));
          helloPerSecond = most.result.requestsPerSecond;
          helloCpu = cpuPerRequest(most.result, most.probe);
          saturation.push(saturationRow('Fastify hello world', most.result, most.probe, helloPerSecond));
          if (helloProfile && most.probe)
            console.log(`CPU profile: ${helloProfile}\n${formatSummary(await readSummary(helloProfile), 15)}`);
        }
        const most = await probed(server, () => load({ url, bodies, connections, seconds }), profile);
        console.log(formatResult(`most it answers (${connections} connections)`, most.result));
        if (helloPerSecond) {
          console.log(`${'÷ hello world just before'.padEnd(34)} ${ratio(most.result, helloPerSecond)}`);
          ratios.push(most.result.requestsPerSecond / helloPerSecond);
          const cpu = cpuPerRequest(most.result, most.probe);
          if (helloCpu && cpu) cpuRatios.push(helloCpu / cpu);
        }
        saturation.push(saturationRow(scenario.path, most.result, most.probe, helloPerSecond));
        if (profile && most.probe)
          console.log(`CPU profile: ${profile}\n${formatSummary(await readSummary(profile), 15)}`);
      }
      if (ratios.length > 0)
        saturation.push(
          `${scenario.path}: median of ${ratios.length} × hello world's ${median(ratios).toFixed(3)} ×; ` +
            `by the server's CPU per request (hello world's ÷ its own) ${cpuRatios.length > 0 ? median(cpuRatios).toFixed(3) : 'n/a'} ×`,
        );
      if (paces) {
        const { result, probe } = await probed(server, () => paced({ url, bodies, connections, seconds, rate }));
        console.log(formatResult(`steady ${rate} req/s`, result));
        console.log(formatProbe(probe, result.requests));
        const rss = await server.rssMiB();
        console.log(`Memory of the server after ${name}: ${rss ?? 'n/a'} MiB RSS; load average: ${loadAverage()}`);
        summary.push(summaryRow(scenario.path, result, probe, rss));
      }
    }
  } finally {
    await hello?.stop();
    await server.stop();
  }
  console.log(
    `\nThe most answered with ${connections} connections busy for ${seconds} s, each call's right after hello world's: requests/s; ÷ that hello world's; the server's CPU\n` +
      saturation.join('\n'),
  );
  if (paces)
    console.log(
      `\nAt a steady ${rate} requests/s: latency p50 / p99; event-loop delay in the server during it p50 / p99 / max; the server's CPU; RSS after\n` +
        summary.join('\n'),
    );
  return 0;
}

/** A time for a file's name: `2026-11-28T14-55-03`. */
const fileStamp = () => new Date().toISOString().slice(0, 19).replace(/:/g, '-');

const ratio = (result: LoadResult, helloPerSecond: number) =>
  `${(result.requestsPerSecond / helloPerSecond).toFixed(3)} ×`;

/** The server's CPU time per request during a load, µs; undefined for a server the benchmark did not start. */
const cpuPerRequest = (result: LoadResult, probe: LoopProbeReading | undefined) =>
  probe && result.requests > 0 ? (probe.cpuMs * 1000) / result.requests : undefined;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function saturationRow(
  name: string,
  result: LoadResult,
  probe: LoopProbeReading | undefined,
  helloPerSecond: number | undefined,
): string {
  const cpu = probe ? `CPU ${cpuPerRequest(result, probe)!.toFixed(0)} µs a request` : '';
  return (
    `${name.padEnd(26)} ${Math.round(result.requestsPerSecond).toLocaleString('en-US').padStart(6)} req/s   ` +
    `${(helloPerSecond ? ratio(result, helloPerSecond) : 'n/a').padStart(7)}   ${cpu}`
  );
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/**
 * A load with the server's event-loop histogram and CPU time started just before it and read just after; with a
 * profile file, a CPU profile of the server during it written there.
 */
async function probed(
  server: BenchServer,
  run: () => Promise<LoadResult>,
  profile?: string,
): Promise<{ result: LoadResult; probe: LoopProbeReading | undefined }> {
  await server.loopProbe('reset', profile);
  const result = await run();
  return { result, probe: await server.loopProbe('read') };
}

function formatProbe(probe: LoopProbeReading | undefined, requests: number): string {
  if (!probe) return 'event-loop delay in the server: n/a (a server the benchmark did not start)';
  const { p50, p99, max } = probe.loopDelayMs;
  const { rss, heapUsed, heapTotal, external } = probe.memoryMiB;
  const gc = (name: string, { count, totalMs, maxMs }: LoopProbeReading['gc']['minor']) =>
    `${count} ${name} (${totalMs.toFixed(0)} ms, longest ${maxMs.toFixed(1)} ms)`;
  return (
    `${'event-loop delay in the server'.padEnd(34)} p50 ${p50.toFixed(2)} ms  p99 ${p99.toFixed(2)} ms  max ${max.toFixed(2)} ms   ` +
    `CPU ${((probe.cpuMs * 1000) / requests).toFixed(0)} µs a request; GC: ${gc('young', probe.gc.minor)}, ${gc('full', probe.gc.major)}; ` +
    `memory: ${rss} MiB RSS, heap ${heapUsed} of ${heapTotal} MiB, external ${external} MiB`
  );
}

function summaryRow(
  name: string,
  result: LoadResult,
  probe: LoopProbeReading | undefined,
  rss?: number | undefined,
): string {
  const delay = probe
    ? `${probe.loopDelayMs.p50.toFixed(1)} / ${probe.loopDelayMs.p99.toFixed(1)} / ${probe.loopDelayMs.max.toFixed(1)} ms   ` +
      `CPU ${((probe.cpuMs * 1000) / result.requests).toFixed(0)} µs a request`
    : 'n/a';
  return (
    `${name.padEnd(26)} ${result.latencyMs.p50.toFixed(2)} / ${result.latencyMs.p99.toFixed(2)} ms   ` +
    `loop ${delay}   ${rss === undefined ? '' : `${rss} MiB RSS`}`
  );
}

process.exitCode = await main();
