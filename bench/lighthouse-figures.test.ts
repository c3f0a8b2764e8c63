import { describe, expect, it } from 'vitest';
import {
  figuresOf,
  formatTable,
  median,
  medianFigures,
  scriptRatio,
  scriptRequests,
  scriptsLoaded,
  type LighthouseReport,
  type PageFigures,
} from './lighthouse-figures.ts';

/** The network-requests audit as Lighthouse writes it: a table of every request, scripts among styles and calls. */
const networkRequests = {
  type: 'table',
  headings: [],
  items: [
    { url: 'http://localhost/trip/new', resourceType: 'Document', transferSize: 1_200, finished: true },
    { url: 'http://localhost/assets/index-abc.js', resourceType: 'Script', transferSize: 70_000, finished: true },
    { url: 'http://localhost/assets/index-abc.css', resourceType: 'Stylesheet', transferSize: 9_000, finished: true },
    { url: 'http://localhost/assets/router-def.js', resourceType: 'Script', transferSize: 31_000, finished: true },
    { url: 'http://localhost/api/login_resp.json', resourceType: 'Fetch', transferSize: 4_000, finished: true },
    { url: 'http://localhost/assets/trip-ghi.js', resourceType: 'Script', transferSize: 12_400, finished: true },
  ],
};

const report = (overrides: Partial<LighthouseReport['audits']> = {}): LighthouseReport => ({
  categories: { performance: { score: 0.92 }, accessibility: { score: 1 } },
  audits: {
    'first-contentful-paint': { numericValue: 2_150 },
    'largest-contentful-paint': { numericValue: 2_840.5 },
    'cumulative-layout-shift': { numericValue: 0.004 },
    'total-blocking-time': { numericValue: 37 },
    'network-requests': { details: networkRequests },
    ...overrides,
  },
});

const figures = (overrides: Partial<PageFigures> = {}): PageFigures => ({
  performance: 96,
  fcpMs: 1_100,
  lcpMs: 1_400,
  cls: 0.01,
  tbtMs: 50,
  accessibility: 100,
  scriptBytes: 100 * 1024,
  scriptFiles: 4,
  ...overrides,
});

describe('median', () => {
  it('is the middle of an odd count, whatever the order', () => {
    expect(median([2_900, 2_700, 3_000])).toBe(2_900);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves out a run that gave no figure, and is NaN when none did', () => {
    expect(median([Number.NaN, 1_300, 1_500])).toBe(1_400);
    expect(median([Number.NaN])).toBeNaN();
    expect(median([])).toBeNaN();
  });
});

describe('medianFigures', () => {
  it('takes each figure from its own median run', () => {
    const runs = [
      figures({ performance: 90, lcpMs: 1_600, tbtMs: 10 }),
      figures({ performance: 97, lcpMs: 1_200, tbtMs: 200 }),
      figures({ performance: 94, lcpMs: 1_300, tbtMs: 80 }),
    ];
    expect(medianFigures(runs)).toEqual(figures({ performance: 94, lcpMs: 1_300, tbtMs: 80 }));
  });
});

describe('scripts loaded', () => {
  it('sums the transferred bytes of the script requests only', () => {
    expect(scriptsLoaded(report())).toEqual({ bytes: 113_400, files: 3 });
  });

  it('lists each script with its transferred bytes', () => {
    expect(scriptRequests(report()).map((script) => script.url)).toEqual([
      'http://localhost/assets/index-abc.js',
      'http://localhost/assets/router-def.js',
      'http://localhost/assets/trip-ghi.js',
    ]);
  });

  it('is nothing for a report without the network-requests audit', () => {
    expect(scriptsLoaded(report({ 'network-requests': undefined }))).toEqual({ bytes: 0, files: 0 });
  });
});

describe('figuresOf', () => {
  it("reads the scores as 0–100 and the metrics' values", () => {
    expect(figuresOf(report())).toEqual({
      performance: 92,
      fcpMs: 2_150,
      lcpMs: 2_840.5,
      cls: 0.004,
      tbtMs: 37,
      accessibility: 100,
      scriptBytes: 113_400,
      scriptFiles: 3,
    });
  });

  it('gives NaN for a score or metric the run did not produce', () => {
    const failed = figuresOf({ categories: { performance: { score: null } }, audits: {} });
    expect(failed.performance).toBeNaN();
    expect(failed.accessibility).toBeNaN();
    expect(failed.lcpMs).toBeNaN();
  });
});

describe('formatTable', () => {
  const lines = (rows: Parameters<typeof formatTable>[0]) => formatTable(rows).split('\n');

  it('starts with the header and the targets', () => {
    const [header, rule, target] = lines([]);
    expect(header).toBe(
      '| page | performance | FCP | LCP | CLS | TBT | accessibility | JavaScript until idle | ours / bare |',
    );
    expect(rule).toBe('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    expect(target).toBe('| target | ≥ 95 | | ≤ 1.50 s | ≤ 0.02 | ≤ 100 ms | 100 | | ≤ 1.2 |');
  });

  it('marks each figure of a page that meets its target', () => {
    expect(lines([{ page: '`/faq`', figures: figures() }])[3]).toBe(
      '| `/faq` | 96 ✓ | 1.10 s | 1.40 s ✓ | 0.010 ✓ | 50 ms ✓ | 100 ✓ |  |  |',
    );
  });

  it('marks each figure that misses its target, the limits themselves passing', () => {
    const slow = figures({ performance: 94.4, lcpMs: 1_501, cls: 0.021, tbtMs: 101, accessibility: 98 });
    const atLimits = figures({ performance: 94.5, lcpMs: 1_500, cls: 0.02, tbtMs: 100 });
    expect(lines([{ page: '`/cart`', figures: slow }])[3]).toBe(
      '| `/cart` | 94 ✗ | 1.10 s | 1.50 s ✗ | 0.021 ✗ | 101 ms ✗ | 98 ✗ |  |  |',
    );
    expect(lines([{ page: '`/cart`', figures: atLimits }])[3]).toBe(
      '| `/cart` | 95 ✓ | 1.10 s | 1.50 s ✓ | 0.020 ✓ | 100 ms ✓ | 100 ✓ |  |  |',
    );
  });

  it("shows the first load's JavaScript and its ratio to the bare build, which has no marks", () => {
    const rows = lines([
      { page: '`/trip/new`', figures: figures({ scriptBytes: 175 * 1024, scriptFiles: 15 }), scripts: true },
      {
        page: 'bare',
        figures: figures({ performance: 99, scriptBytes: 95 * 1024, scriptFiles: 1 }),
        scripts: true,
        reference: true,
      },
    ]);
    expect(rows[3]).toBe(
      '| `/trip/new` | 96 ✓ | 1.10 s | 1.40 s ✓ | 0.010 ✓ | 50 ms ✓ | 100 ✓ | 175.0 KiB in 15 files | 1.84 ✗ |',
    );
    expect(rows[4]).toBe('| bare | 99 | 1.10 s | 1.40 s | 0.010 | 50 ms | 100 | 95.0 KiB in 1 file |  |');
  });

  it('passes a ratio of at most 1.2', () => {
    const rows = lines([
      { page: 'ours', figures: figures({ scriptBytes: 120 }), scripts: true },
      { page: 'bare', figures: figures({ scriptBytes: 100 }), scripts: true, reference: true },
    ]);
    expect(rows[3]).toMatch(/\| 1\.20 ✓ \|$/);
  });

  it('fails a page without a report, and a figure or ratio Lighthouse did not give', () => {
    const rows = lines([
      { page: '`/admin`', figures: undefined },
      { page: 'ours', figures: figures({ lcpMs: Number.NaN }), scripts: true },
    ]);
    expect(rows[3]).toBe('| `/admin` | no report ✗ | | | | | | | |');
    expect(rows[4]).toContain('| n/a ✗ |');
    expect(rows[4]).toMatch(/\| n\/a ✗ \|$/);
  });
});

describe('scriptRatio', () => {
  it('is NaN without a bare figure to compare with', () => {
    expect(scriptRatio(figures(), undefined)).toBeNaN();
    expect(scriptRatio(figures(), figures({ scriptBytes: 0 }))).toBeNaN();
  });
});
