import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from '#server/config.ts';
import type { LoopProbeReading, LoopProbeRequest } from './loop-probe.ts';

export interface BenchServer {
  baseUrl: string;
  /** Where the server's output goes; undefined for a server the benchmark did not start. */
  logFile: string | undefined;
  /** Resident memory of the server process in MiB; undefined for a server the benchmark did not start. */
  rssMiB(): Promise<number | undefined>;
  /**
   * The event-loop delay inside the server process since the last `reset`, and its memory (loop-probe.ts); undefined
   * for a server the benchmark did not start. A `reset` with a `profile` file starts a CPU profile that `read` writes there.
   */
  loopProbe(command: 'reset' | 'read', profile?: string): Promise<LoopProbeReading | undefined>;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** The data folder; by default one kept between runs, so only the first run imports the open data. */
  dataDir?: string;
  /** The script to run, from the repository's root: the server itself, or `scripts/start.ts` as `npm start` does. */
  script?: string;
  /** More of the server's environment. */
  env?: Record<string, string>;
  /** The server's log, in the data folder; `server.log` by default. */
  logName?: string;
}

/**
 * Node's options for the server process besides the probe, from `BENCH_NODE_ARGS` (split at spaces): to look inside
 * it under the load, e.g. `BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'` or `'--trace-gc'` (into the log).
 */
const extraNodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter((arg) => arg !== '');

/** One production server process on loopback without rate limits. */
export async function startServer(port: number, options: ServerOptions = {}): Promise<BenchServer> {
  const dataDir = options.dataDir ?? process.env.BENCH_DATA_DIR ?? path.join(tmpdir(), 'taxi-bench-data');
  await mkdir(dataDir, { recursive: true });
  const logFile = path.join(dataDir, options.logName ?? 'server.log');
  const log = createWriteStream(logFile, { flags: 'a' });
  const probe = path.join(repoRoot, 'bench/loop-probe.ts');
  const script = path.join(repoRoot, options.script ?? 'server/src/main.ts');
  const child: ChildProcess = spawn(process.execPath, ['--import', probe, ...extraNodeArgs, script], {
    env: {
      ...process.env,
      ...options.env,
      NODE_ENV: 'production',
      RATE_LIMIT: '0',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  console.log(
    `Starting the server (${child.pid}) with DATA_DIR=${dataDir}; the first start imports the open data. Log: ${logFile}`,
  );
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The server stopped during its start (exit ${child.exitCode}); see ${logFile}`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (performance.now() - started > 600_000)
      throw new Error(`The server did not start within 10 minutes; see ${logFile}`);
    await sleep(250);
  }
  console.log(`Server ready after ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return {
    baseUrl,
    logFile,
    async rssMiB() {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      const kib = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
      return Number.isFinite(kib) ? Math.round(kib / 1024) : undefined;
    },
    loopProbe(command, profile) {
      return new Promise((resolve) => {
        const onMessage = (message: { type?: string }) => {
          if (message?.type !== 'loop-probe') return;
          child.off('message', onMessage);
          resolve(command === 'read' ? (message as LoopProbeReading) : undefined);
        };
        child.on('message', onMessage);
        child.send({ type: 'loop-probe', command, ...(profile ? { profile } : {}) } satisfies LoopProbeRequest);
      });
    },
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      log.end();
    },
  };
}

/** A server someone else started: no memory figure, and it keeps running. */
export function runningServer(baseUrl: string): BenchServer {
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    logFile: undefined,
    rssMiB: async () => undefined,
    loopProbe: async () => undefined,
    stop: async () => {},
  };
}
