/**
 * The pure half of the Lighthouse benchmark (lighthouse.ts): a run's figures from its report, the medians of runs,
 * and the table with the targets of issue 13 (docs/figures.md, "Lighthouse (mobile)").
 */

/** The part of a Lighthouse result (LH.Result) these figures read. */
export interface LighthouseReport {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: { type: string; items?: unknown } } | undefined>;
}

/** One page's figures of one run; NaN where Lighthouse gave none. */
export interface PageFigures {
  /** Performance category score, 0–100. */
  performance: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Accessibility category score, 0–100. */
  accessibility: number;
  /** JavaScript transferred until the network was idle (bytes on the wire, compressed, headers included). */
  scriptBytes: number;
  scriptFiles: number;
}

export const figureNames = [
  'performance',
  'fcpMs',
  'lcpMs',
  'cls',
  'tbtMs',
  'accessibility',
  'scriptBytes',
  'scriptFiles',
] as const satisfies readonly (keyof PageFigures)[];

/** Issue 13's targets, each on a page's median. */
export const targets = {
  performance: 95,
  lcpMs: 1500,
  cls: 0.02,
  tbtMs: 100,
  accessibility: 100,
  /** The first load's JavaScript at most this many times the bare React + React Router build's. */
  scriptRatio: 1.2,
};

/** The middle value (the mean of the two middle ones for an even count); values that are not numbers are left out. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure's own median over the runs: the median run of one figure need not be that of another. */
export function medianFigures(runs: readonly PageFigures[]): PageFigures {
  return Object.fromEntries(
    figureNames.map((name) => [name, median(runs.map((run) => run[name]))]),
  ) as unknown as PageFigures;
}

/** A script the page loaded: its address and the bytes transferred for it. */
export interface ScriptRequest {
  url: string;
  transferSize: number;
}

const isScriptRequest = (item: unknown): item is ScriptRequest & { resourceType: 'Script' } =>
  typeof item === 'object' &&
  item !== null &&
  'resourceType' in item &&
  item.resourceType === 'Script' &&
  'url' in item &&
  typeof item.url === 'string' &&
  'transferSize' in item &&
  typeof item.transferSize === 'number';

/**
 * The script requests of the `network-requests` audit, which lists every request until the page was loaded and the
 * network quiet.
 */
export function scriptRequests(report: LighthouseReport): ScriptRequest[] {
  const items = report.audits['network-requests']?.details?.items;
  return Array.isArray(items)
    ? items.filter(isScriptRequest).map((item) => ({ url: item.url, transferSize: item.transferSize }))
    : [];
}

/** How many scripts the page loaded until the network was quiet, and their transferred bytes. */
export function scriptsLoaded(report: LighthouseReport): { bytes: number; files: number } {
  const scripts = scriptRequests(report);
  return { bytes: scripts.reduce((sum, item) => sum + item.transferSize, 0), files: scripts.length };
}

const score = (report: LighthouseReport, category: string) => {
  const value = report.categories[category]?.score;
  return typeof value === 'number' ? value * 100 : Number.NaN;
};

const metric = (report: LighthouseReport, audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;

export function figuresOf(report: LighthouseReport): PageFigures {
  const scripts = scriptsLoaded(report);
  return {
    performance: score(report, 'performance'),
    fcpMs: metric(report, 'first-contentful-paint'),
    lcpMs: metric(report, 'largest-contentful-paint'),
    cls: metric(report, 'cumulative-layout-shift'),
    tbtMs: metric(report, 'total-blocking-time'),
    accessibility: score(report, 'accessibility'),
    scriptBytes: scripts.bytes,
    scriptFiles: scripts.files,
  };
}

/** A row of the table: a page's medians, or undefined when no run of it gave a report. */
export interface TableRow {
  page: string;
  figures: PageFigures | undefined;
  /** Show the JavaScript of its first load (the trip screen, and the bare build it is compared with). */
  scripts?: boolean;
  /** The bare build: figures for comparison, no targets. */
  reference?: boolean;
}

const pass = '✓';
const fail = '✗';
const mark = (ok: boolean) => (ok ? pass : fail);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** A figure with its mark; a figure Lighthouse did not give is n/a and fails. */
function cell(value: number, text: (value: number) => string, meets?: (value: number) => boolean): string {
  if (!Number.isFinite(value)) return meets ? `n/a ${fail}` : 'n/a';
  return meets ? `${text(value)} ${mark(meets(value))}` : text(value);
}

/** The script bytes of a page over those of the bare build; NaN when either is missing. */
export function scriptRatio(ours: PageFigures | undefined, bare: PageFigures | undefined): number {
  if (!ours || !bare || !(bare.scriptBytes > 0)) return Number.NaN;
  return ours.scriptBytes / bare.scriptBytes;
}

/**
 * The Markdown table of docs/figures.md: one row per page with each median and, against the targets, ✓ or ✗; the bare
 * build's row has no marks. The JavaScript ratio is each script row's bytes over the reference row's.
 */
export function formatTable(rows: readonly TableRow[]): string {
  const bare = rows.find((row) => row.reference)?.figures;
  const lines = [
    '| page | performance | FCP | LCP | CLS | TBT | accessibility | JavaScript until idle | ours / bare |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| target | ≥ ${targets.performance} | | ≤ ${seconds(targets.lcpMs)} | ≤ ${targets.cls} | ≤ ${targets.tbtMs} ms | ${targets.accessibility} | | ≤ ${targets.scriptRatio} |`,
  ];
  for (const row of rows) {
    const judged = !row.reference;
    const judge = (meets: (value: number) => boolean) => (judged ? meets : undefined);
    const figures = row.figures;
    if (!figures) {
      lines.push(`| ${row.page} | no report${judged ? ` ${fail}` : ''} | | | | | | | |`);
      continue;
    }
    const scripts = row.scripts
      ? `${kib(figures.scriptBytes)} in ${figures.scriptFiles} ${figures.scriptFiles === 1 ? 'file' : 'files'}`
      : '';
    const ratio =
      row.scripts && judged
        ? cell(
            scriptRatio(figures, bare),
            (value) => value.toFixed(2),
            (value) => value <= targets.scriptRatio,
          )
        : '';
    lines.push(
      `| ${[
        row.page,
        cell(
          figures.performance,
          (value) => Math.round(value).toString(),
          judge((value) => Math.round(value) >= targets.performance),
        ),
        cell(figures.fcpMs, seconds),
        cell(
          figures.lcpMs,
          seconds,
          judge((value) => value <= targets.lcpMs),
        ),
        cell(
          figures.cls,
          (value) => value.toFixed(3),
          judge((value) => value <= targets.cls),
        ),
        cell(
          figures.tbtMs,
          (value) => `${Math.round(value)} ms`,
          judge((value) => value <= targets.tbtMs),
        ),
        cell(
          figures.accessibility,
          (value) => Math.round(value).toString(),
          judge((value) => Math.round(value) >= targets.accessibility),
        ),
        scripts,
        ratio,
      ].join(' | ')} |`,
    );
  }
  return lines.join('\n');
}
