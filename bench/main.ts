/**
 * Load benchmarks (docs/figures.md): `npm run bench -- [destinations|trip-request] [options]`; the
 * in-process search-quality benchmark: `npm run bench -- search-quality [options]` (search-quality.ts); the desk's
 * board on a seeded database: `npm run bench -- board [options]` (board.ts); Lighthouse on the first screens:
 * `npm run bench -- lighthouse [options]` (lighthouse.ts); what a rendered page costs the server:
 * `npm run bench -- first-paint [options]` (first-paint.ts).
 * Starts a production server with the full data set (or targets --url), warms it up, then measures
 * the most it answers with --connections kept busy (autocannon), and the latency when requests
 * arrive steadily at --rate (paced.ts). Figures go in docs/figures.md, not in pass/fail tests.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '#server/config.ts';
import { destinationsBodies } from './destinations-bodies.ts';
import { formatResult, load } from './load.ts';
import { board } from './board.ts';
import { firstPaintBench } from './first-paint.ts';
import { paced } from './paced.ts';
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

const usage = `Usage: npm run bench -- [${Object.keys(scenarios).join('|')}] [--url http://host:port] [--seconds 20] [--connections 50] [--rate 2000] [--warmup 5]\n       npm run bench -- search-quality [--per-province 1000] [--special 600] [--seed 9] [--show 0]
       npm run bench -- board [--trips 50000] [--days 90] [--seconds 20] [--rate 50]
       npm run bench -- lighthouse [--url http://localhost:8080] [--runs 3] [--json figures.json]
       npm run bench -- first-paint [--url http://host:port] [--seconds 10] [--connections 10] [--warmup 3]`;

async function main(): Promise<number> {
  // Measures the search itself, without a server: its own options.
  if (process.argv[2] === 'search-quality') return searchQuality(process.argv.slice(3));
  if (process.argv[2] === 'board') return board(process.argv.slice(3));
  if (process.argv[2] === 'first-paint') return firstPaintBench(process.argv.slice(3));
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

  const server = values.url ? runningServer(values.url) : await startServer(Number(values.port));
  try {
    console.log(`Memory of the server after start: ${(await server.rssMiB()) ?? 'n/a'} MiB RSS`);
    for (const name of names) {
      const scenario = scenarios[name]!;
      const url = `${server.baseUrl}${scenario.path}`;
      const bodies = await scenario.bodies(server);
      console.log(
        `\n${name}: ${bodies.length} distinct request bodies; load average before: ${loadavg()
          .map((value) => value.toFixed(2))
          .join(' ')}`,
      );
      await load({ url, bodies, connections, seconds: warmup });
      console.log(
        formatResult(`most it answers (${connections} connections)`, await load({ url, bodies, connections, seconds })),
      );
      console.log(formatResult(`steady ${rate} req/s`, await paced({ url, bodies, connections, seconds, rate })));
      console.log(
        `Memory of the server after ${name}: ${(await server.rssMiB()) ?? 'n/a'} MiB RSS; load average: ${loadavg()
          .map((value) => value.toFixed(2))
          .join(' ')}`,
      );
    }
  } finally {
    await server.stop();
  }
  return 0;
}

process.exitCode = await main();
