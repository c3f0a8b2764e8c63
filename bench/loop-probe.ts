/**
 * Loaded into the benchmark's server process only (`node --import bench/loop-probe.ts`, by server.ts), never by the
 * server itself: the event-loop delay as the server's own thread sees it, and the process's memory. It answers
 * messages on the IPC channel the benchmark opens: `reset` starts a new histogram, `read` replies with what it holds.
 * The histogram times a 10 ms timer of the loop; a delay is how much later than those 10 ms it fired (Node's histogram
 * holds the whole interval, the 10 ms are taken off here), so a request that waited behind a GC pause or a long
 * synchronous task shows here whatever the request itself took.
 * A `reset` that names a `profile` file starts a CPU profile of the main thread that the next `read` writes there (the
 * benchmark's `--cpu-prof`); with `BENCH_CPU_PROFILE_DIR` set every `reset` does, into that folder (open them in
 * Chrome's DevTools, or `npm run bench -- cpu-profile <file>`). Node's own `--cpu-prof` would profile the start too,
 * and the index's worker.
 */
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { constants, monitorEventLoopDelay, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';

/** What `read` replies; milliseconds and MiB. */
export interface LoopProbeReading {
  type: 'loop-probe';
  loopDelayMs: { p50: number; p99: number; max: number; mean: number; count: number };
  memoryMiB: { rss: number; heapUsed: number; heapTotal: number; external: number; arrayBuffers: number };
  /** CPU time of the server process since `reset`, user and system: less bound to what else the cores do. */
  cpuMs: number;
  /** Garbage collections since `reset`: how many, and their pauses in ms, young generation and the rest. */
  gc: { minor: GcPauses; major: GcPauses };
}

export interface GcPauses {
  count: number;
  totalMs: number;
  maxMs: number;
}

export type LoopProbeRequest = { type: 'loop-probe'; command: 'reset' | 'read'; profile?: string };

if (process.send) {
  const resolutionMs = 10;
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);
  const ms = (ns: number) => Math.max(0, ns / 1e6 - resolutionMs);
  const pauses = () => ({ minor: { count: 0, totalMs: 0, maxMs: 0 }, major: { count: 0, totalMs: 0, maxMs: 0 } });
  let gc: LoopProbeReading['gc'] = pauses();
  let cpuSince = process.cpuUsage();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
      const into = kind === constants.NODE_PERFORMANCE_GC_MINOR ? gc.minor : gc.major;
      into.count++;
      into.totalMs += entry.duration;
      into.maxMs = Math.max(into.maxMs, entry.duration);
    }
  }).observe({ entryTypes: ['gc'] });
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  let profiler: Session | undefined;
  let profileFile: string | undefined;
  process.on('message', async (message: LoopProbeRequest) => {
    if (message?.type !== 'loop-probe') return;
    if (message.command === 'reset') {
      profileFile =
        message.profile ??
        (profileDir ? path.join(profileDir, `loop-probe-${process.pid}-${Date.now()}.cpuprofile`) : undefined);
      if (profileFile) {
        profiler = new Session();
        profiler.connect();
        await profiler.post('Profiler.enable');
        await profiler.post('Profiler.start');
      }
      histogram.reset();
      gc = pauses();
      cpuSince = process.cpuUsage();
      process.send!({ type: 'loop-probe', reset: true });
      return;
    }
    if (profiler && profileFile) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(profileFile, JSON.stringify(profile));
      profiler.disconnect();
      profiler = undefined;
    }
    const memory = process.memoryUsage();
    const cpu = process.cpuUsage(cpuSince);
    process.send!({
      type: 'loop-probe',
      loopDelayMs: {
        p50: ms(histogram.percentile(50)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
        mean: ms(histogram.mean),
        count: histogram.count,
      },
      memoryMiB: {
        rss: mib(memory.rss),
        heapUsed: mib(memory.heapUsed),
        heapTotal: mib(memory.heapTotal),
        external: mib(memory.external),
        arrayBuffers: mib(memory.arrayBuffers),
      },
      cpuMs: (cpu.user + cpu.system) / 1000,
      gc,
    } satisfies LoopProbeReading);
  });
  // The channel must not keep a server that is stopping alive.
  process.channel?.unref();
}
