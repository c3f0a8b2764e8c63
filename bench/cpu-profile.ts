/**
 * Where a CPU profile's time went: the functions with the most self time (samples taken while that function itself
 * ran, not what it called), summed over every place it was called from, and the share of each source file. Reads the
 * `.cpuprofile` JSON that Node's `--cpu-prof` and the loop probe (loop-probe.ts) write.
 * `npm run bench -- cpu-profile /tmp/taxi-bench-profiles/destinations-….cpuprofile [--top 30]`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '#server/config.ts';

/** The parts of V8's profile this summary reads. */
interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }>;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileLine {
  name: string;
  /** Share of the samples, 0–100. */
  percent: number;
  ms: number;
}

export interface ProfileSummary {
  totalMs: number;
  functions: ProfileLine[];
  files: ProfileLine[];
}

/** A file's name as short as it stays recognisable: from the repository's root, or from node_modules on. */
function shortFile(url: string): string {
  if (url === '') return '';
  const file = url.startsWith('file://') ? new URL(url).pathname : url;
  const modules = file.lastIndexOf('node_modules/');
  if (modules >= 0) return file.slice(modules + 'node_modules/'.length);
  return file.startsWith(repoRoot) ? path.relative(repoRoot, file) : file;
}

export function summariseProfile(profile: CpuProfile): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const functionMs = new Map<string, number>();
  const fileMs = new Map<string, number>();
  let totalMs = 0;
  const add = (into: Map<string, number>, key: string, ms: number) => into.set(key, (into.get(key) ?? 0) + ms);
  // Each sample's time is the delta to the next one; the last sample has none.
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const frame = byId.get(id);
    if (!frame) return;
    totalMs += ms;
    const file = shortFile(frame.url);
    const name = `${frame.functionName || '(anonymous)'}${file ? ` ${file}:${frame.lineNumber + 1}` : ''}`;
    add(functionMs, name, ms);
    add(fileMs, file || frame.functionName, ms);
  });
  const lines = (from: Map<string, number>) =>
    [...from]
      .map(([name, ms]) => ({ name, ms, percent: totalMs > 0 ? (100 * ms) / totalMs : 0 }))
      .sort((a, b) => b.ms - a.ms);
  return { totalMs, functions: lines(functionMs), files: lines(fileMs) };
}

export function formatSummary(summary: ProfileSummary, top: number): string {
  const line = ({ name, percent, ms }: ProfileLine) =>
    `${percent.toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(6)} ms  ${name}`;
  return [
    `Self time, ${summary.totalMs.toFixed(0)} ms sampled; the top ${top} functions:`,
    ...summary.functions.slice(0, top).map(line),
    `By file, the top ${top}:`,
    ...summary.files.slice(0, top).map(line),
  ].join('\n');
}

export async function readSummary(file: string): Promise<ProfileSummary> {
  return summariseProfile(JSON.parse(await readFile(file, 'utf8')) as CpuProfile);
}

/** `npm run bench -- cpu-profile <file> [--top 30]`. */
export async function cpuProfileBench(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { top: { type: 'string', default: '30' } },
  });
  if (positionals.length === 0) {
    console.error('Usage: npm run bench -- cpu-profile <file.cpuprofile> [--top 30]');
    return 1;
  }
  for (const file of positionals) console.log(`${file}\n${formatSummary(await readSummary(file), Number(values.top))}`);
  return 0;
}
