/**
 * Sizing of the production layout (docs/operations.md#sizing): `npm run bench -- cluster [options]`. Starts the cluster of
 * the cluster test (cluster/harness.ts: nginx in front of three instances of the shipped unit on PostgreSQL and Redis),
 * loads it through nginx with quotes and address searches (autocannon), and reports each instance's memory (RSS)
 * before and after, and the requests answered per second of CPU the instances and nginx used: requests per second
 * per core, whatever else the machine runs meanwhile.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '#server/config.ts';
import { startCluster } from '#cluster/harness.ts';
import { destinationsBodies } from './destinations-bodies.ts';
import { formatResult, load } from './load.ts';
import { tripRequestBodies } from './trip-request-bodies.ts';

const usage = `Usage: npm run bench -- cluster [--seconds 15] [--connections 30] [--warmup 3]
  TEST_DATABASE_URL and TEST_REDIS_URL name the PostgreSQL and Redis (the defaults are the local ones).`;

/** The kernel's clock ticks per second, in which /proc/<pid>/stat counts CPU time (100 on Linux). */
const ticksPerSecond = 100;

function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((each) => each.startsWith('VmRSS:'));
  return Math.round(Number(line?.split(/\s+/)[1] ?? 0) / 1024);
}

/** User and system CPU seconds of a process and its children that ended (nginx's workers). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // Fields 14–17 of stat (utime, stime, cutime, cstime), counted from field 3 after the name.
  return fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0) / ticksPerSecond;
}

/** nginx's worker processes: the children of its master. */
function childrenOf(pid: number): number[] {
  const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return text ? text.split(' ').map(Number) : [];
}

export async function clusterBench(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      seconds: { type: 'string', default: '15' },
      connections: { type: 'string', default: '30' },
      warmup: { type: 'string', default: '3' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const cluster = await startCluster({
    databaseUrl: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    // The load comes from one address: no limit, and no job timers beyond the shipped ones.
    env: { RATE_LIMIT: '0', LOG_LEVEL: 'warn' },
  });
  try {
    const pids = cluster.instances.map((instance) => instance.process.pid!);
    const nginxPid = cluster.nginx.pid!;
    console.log(`Cluster of ${pids.length} instances behind nginx at ${cluster.url}`);
    console.log(`RSS after start: ${pids.map((pid) => `${rssMiB(pid)} MiB`).join(', ')}`);
    const scenarios = [
      {
        name: 'quote, POST /api/trip_request.json',
        path: '/api/trip_request.json',
        bodies: await tripRequestBodies(cluster.url),
      },
      {
        name: 'address search, POST /api/destinations.json',
        path: '/api/destinations.json',
        bodies: await destinationsBodies(path.join(repoRoot, 'data')),
      },
    ];
    const connections = Number(values.connections);
    for (const scenario of scenarios) {
      const url = `${cluster.url}${scenario.path}`;
      await load({ url, bodies: scenario.bodies, connections, seconds: Number(values.warmup) });
      const nginxWorkers = childrenOf(nginxPid);
      const cpuBefore = [...pids, ...nginxWorkers].map(cpuSeconds);
      const result = await load({ url, bodies: scenario.bodies, connections, seconds: Number(values.seconds) });
      const cpuAfter = [...pids, ...nginxWorkers].map(cpuSeconds);
      const used = cpuAfter.map((after, index) => after - cpuBefore[index]!);
      const instancesCpu = used.slice(0, pids.length).reduce((sum, each) => sum + each, 0);
      const nginxCpu = used.slice(pids.length).reduce((sum, each) => sum + each, 0);
      console.log(formatResult(scenario.name, result));
      console.log(
        `  ${Math.round(result.requests / instancesCpu).toLocaleString('en-US')} requests per CPU second of the instances ` +
          `(${instancesCpu.toFixed(1)} s), ${Math.round(result.requests / (instancesCpu + nginxCpu)).toLocaleString('en-US')} with nginx's ` +
          `(${nginxCpu.toFixed(1)} s); RSS after: ${pids.map((pid) => `${rssMiB(pid)} MiB`).join(', ')}`,
      );
    }
    return 0;
  } finally {
    await cluster.stop();
  }
}
