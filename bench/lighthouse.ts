/**
 * The Lighthouse benchmark (docs/figures.md, "Lighthouse (mobile)"): `npm run bench:lighthouse -- [options]`.
 * Starts the product as `npm start` does (or targets --url) and the bare React + React Router build of bench/bare/,
 * then runs Lighthouse's default mobile profile (simulated slow 4G, 4× CPU slowdown) on each page, each run in a fresh
 * Chromium, and prints the medians against issue 13's targets. Figures, not a test: the exit code is 0 whatever they
 * are.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { demoDrivers } from '#server/modules/desk/demo-desk.ts';
import { startBareApp, type BareApp } from './bare-app.ts';
import { deskLogIn } from './desk-session.ts';
import {
  figuresOf,
  formatTable,
  median,
  medianFigures,
  scriptRatio,
  scriptRequests,
  type PageFigures,
  type ScriptRequest,
} from './lighthouse-figures.ts';
import { runningServer, startServer, type BenchServer } from './server.ts';

const usage = `Usage: npm run bench:lighthouse -- [--url http://localhost:8080] [--port 8192] [--bare-port 8193] [--runs 3] [--json figures.json] [--only board] [--reports dir]
  --url          a running server with the demo tenants and demo staff (README.md), instead of starting one
  --json FILE    also write every run's figures and the medians as JSON
  --only TEXT    measure only the pages whose name holds TEXT (to look into one page; the table in docs/figures.md is all of them)
  --reports DIR  also write each run's whole Lighthouse report there (long tasks, the LCP element, layout shifts)`;

const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** One run of a page. */
interface Run {
  figures: PageFigures;
  version: string;
  /** Lighthouse's measure of how fast the machine was during the run (higher is faster). */
  benchmarkIndex: number;
  scripts: ScriptRequest[];
}

interface Page {
  name: string;
  url: string;
  /** The path Lighthouse must end on: a page that sent the visitor elsewhere (a lost desk session) is not measured. */
  path: string;
  /**
   * Cookies put in the browser before the run (a header would not do: the SPA writes a cookie of its own, and the
   * browser's cookies then replace the header's).
   */
  cookie?: { name: string; value: string };
  scripts?: boolean;
  reference?: boolean;
}

export async function lighthouseBench(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      url: { type: 'string' },
      port: { type: 'string', default: '8192' },
      'bare-port': { type: 'string', default: '8193' },
      runs: { type: 'string', default: '3' },
      json: { type: 'string' },
      only: { type: 'string' },
      reports: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const runs = Number(values.runs);
  console.log(`Load average before: ${loadAverage()}`);

  let server: BenchServer | undefined;
  let bare: BareApp | undefined;
  try {
    server = values.url ? runningServer(values.url) : await startProduct(Number(values.port));
    bare = await startBareApp(Number(values['bare-port']));
    const base = new URL(server.baseUrl);
    // The demo tenant answers on localhost, the business one on zakelijk.localhost (README.md, "Demo tenants").
    if (base.hostname === '127.0.0.1') base.hostname = 'localhost';
    const origin = base.origin;
    base.hostname = `zakelijk.${base.hostname}`;
    const zakelijk = base.origin;
    const cookie = await deskLogIn(origin);

    const allPages: Page[] = [
      { name: '`/trip/new`', url: `${origin}/trip/new`, path: '/trip/new', scripts: true },
      { name: '`/cart`', url: `${origin}/cart`, path: '/cart' },
      { name: '`/faq`', url: `${origin}/faq`, path: '/faq' },
      // The board of every open trip: the demo's trips of today are all done by the evening (demo-desk.ts), so the
      // board's default range would measure an empty board at night; every open trip is a page of rows at any hour.
      {
        name: "`/admin?range=any` (the desk's board, every open trip)",
        url: `${origin}/admin?range=any`,
        path: '/admin',
        cookie,
      },
      { name: '`/trip/new` of zakelijk (login first)', url: `${zakelijk}/trip/new`, path: '/trip/new' },
      {
        name: 'bare React 19 + React Router',
        url: `${bare.baseUrl}/`,
        path: '/',
        scripts: true,
        reference: true,
      },
    ];
    const pages = values.only === undefined ? allPages : allPages.filter((page) => page.name.includes(values.only!));
    if (values.reports) await mkdir(values.reports, { recursive: true });
    const reportOf = (page: Page, round: number) =>
      values.reports &&
      path.join(values.reports, `${page.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${round}.json`);
    const done = new Map<Page, Run[]>(pages.map((page) => [page, []]));
    // Round by round rather than page by page, so a busy moment of the machine falls on every page alike.
    for (let round = 1; round <= runs; round++) {
      for (const page of pages) {
        const started = performance.now();
        // A trace Chromium failed to record (NO_NAVSTART on a busy machine) is tried once more.
        let result = await measure(page, reportOf(page, round));
        if (typeof result === 'string') {
          console.error(`run ${round} of ${page.name}: ${result}; once more`);
          result = await measure(page, reportOf(page, round));
        }
        if (typeof result === 'string') {
          console.error(`run ${round} of ${page.name}: ${result}`);
          continue;
        }
        done.get(page)!.push(result);
        console.log(
          `run ${round} of ${page.name}: performance ${Math.round(result.figures.performance)}, LCP ${Math.round(
            result.figures.lcpMs,
          )} ms (${((performance.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
    }

    const allRuns = [...done.values()].flat();
    const version = allRuns[0]?.version ?? 'n/a';
    const benchmarkIndex = median(allRuns.map((run) => run.benchmarkIndex));
    const medians = new Map(pages.map((page) => [page, figuresOrNothing(done.get(page)!.map((run) => run.figures))]));
    console.log(
      `\nLighthouse ${version}, mobile, medians of ${runs} runs; benchmark index ${Math.round(
        benchmarkIndex,
      )}; load average after: ${loadAverage()}\n\n${formatTable(
        pages.map((page) => ({
          page: page.name,
          figures: medians.get(page),
          scripts: page.scripts,
          reference: page.reference,
        })),
      )}`,
    );
    if (values.json) {
      const bareFigures = medians.get(pages.find((page) => page.reference)!);
      const json = {
        lighthouse: version,
        runs,
        benchmarkIndex,
        loadAverage: loadavg(),
        pages: pages.map((page) => ({
          page: page.name,
          url: page.url,
          median: medians.get(page) ?? null,
          scriptRatio: page.scripts && !page.reference ? scriptRatio(medians.get(page), bareFigures) : undefined,
          runs: done.get(page)!.map((run) => ({
            ...run.figures,
            benchmarkIndex: run.benchmarkIndex,
            ...(page.scripts ? { scripts: run.scripts } : {}),
          })),
        })),
      };
      await writeFile(values.json, `${JSON.stringify(json, null, 2)}\n`);
      console.log(`\nFigures written to ${values.json}`);
    }
  } finally {
    await bare?.stop();
    await server?.stop();
  }
  return 0;
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const figuresOrNothing = (runs: readonly PageFigures[]) => (runs.length > 0 ? medianFigures(runs) : undefined);

/**
 * The product as `npm start` runs it (a build when the sources changed, production mode), on a fresh data folder, its
 * map tiles from a dead port as in the browser tests (no tile traffic in the figures); ready once every demo tenant's
 * trips are seeded, which runs after the server listens.
 */
async function startProduct(port: number): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'taxi-lighthouse-data-'));
  const server = await startServer(port, {
    dataDir,
    script: 'scripts/start.ts',
    env: { TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' },
  });
  const tenants = Object.keys(demoDrivers);
  const started = performance.now();
  for (;;) {
    const log = await readFile(server.logFile!, 'utf8');
    if (log.includes('demo trips not seeded')) {
      console.error(`The demo trips were not seeded; see ${server.logFile}`);
      break;
    }
    const seeded = tenants.filter((tenant) => new RegExp(`demo data: [^"]* for ${tenant}"`).test(log));
    if (seeded.length === tenants.length) break;
    if (performance.now() - started > 300_000) {
      console.error(`Demo trips seeded only for ${seeded.join(', ') || 'none'} after 5 minutes; measuring anyway`);
      break;
    }
    await sleep(500);
  }
  console.log(`Demo data ready after ${((performance.now() - started) / 1000).toFixed(1)} s more`);
  const stop = server.stop;
  return {
    ...server,
    async stop() {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One Lighthouse run of a page in a Chromium of its own (a fresh profile); its figures, or why there are none. With
 * `reportFile`, the whole report is written there too.
 */
async function measure(page: Page, reportFile?: string): Promise<Run | string> {
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'taxi-lighthouse-chromium-'));
  const chromium = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: chromiumFlags,
    userDataDir,
    logLevel: 'silent',
  });
  try {
    if (page.cookie) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromium.port}` });
      await browser.setCookie({ ...page.cookie, domain: new URL(page.url).hostname, path: '/' });
      await browser.disconnect();
    }
    const result = await lighthouse(page.url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // The profile is new for each run anyway; a reset would clear the cookie put in above.
      ...(page.cookie ? { disableStorageReset: true } : {}),
    });
    if (!result) return 'Lighthouse gave no result';
    const { lhr } = result;
    if (reportFile) await writeFile(reportFile, JSON.stringify(lhr));
    if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== page.path) return `ended on ${landed}, not ${page.path}`;
    return {
      figures: figuresOf(lhr),
      version: lhr.lighthouseVersion,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      scripts: scriptRequests(lhr),
    };
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    chromium.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
}
