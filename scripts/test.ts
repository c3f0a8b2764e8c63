// `npm test`: every suite in turn (typecheck, lint, unit + API, browser, cluster), then one closing line with the totals.
// A failing step does not stop the later ones, so one run shows everything that is wrong.
import { spawnSync } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const output = join(root, '.test-output');
rmSync(output, { recursive: true, force: true });
mkdirSync(output, { recursive: true });

const bin = (path: string) => join(root, 'node_modules', path);
const vitestReport = join(output, 'vitest.json');
// Written by the JSON reporter set in playwright.config.ts.
const playwrightReport = join(output, 'playwright.json');

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
const failedSteps: string[] = [];

/** How long each step took, printed at the end: where a slow run spends its time. */
const durations: string[] = [];

function run(name: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  durations.push(`${name} ${Math.round((performance.now() - started) / 1000)} s`);
  const ok = result.status === 0;
  if (!ok) failedSteps.push(name);
  return ok;
}

/** A check without test cases of its own (typecheck, lint) counts as one test. */
function check(name: string, args: string[]): void {
  if (run(name, args)) totals.passed += 1;
  else totals.failed += 1;
}

/** A port nothing listens on a moment ago, as the system hands one out. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function readJson(path: string): unknown {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

check('typecheck (server)', [bin('typescript/bin/tsc'), '-p', 'tsconfig.server.json']);
check('typecheck (web)', [bin('typescript/bin/tsc'), '-p', 'tsconfig.web.json']);
check('typecheck (browser tests)', [bin('typescript/bin/tsc'), '-p', 'tsconfig.e2e.json']);
check('lint', [bin('eslint/bin/eslint.js'), '.']);
check('format (Prettier)', [bin('prettier/bin/prettier.cjs'), '--check', '.']);

const unitOk = run('unit and API tests (Vitest)', [
  bin('vitest/vitest.mjs'),
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: Array<{ name: string; status: string; assertionResults: Array<{ status: string }> }>;
};
let vitest = readJson(vitestReport) as VitestReport | undefined;
let vitestOk = unitOk;
// A test file whose worker the operating system killed (a crash of the process, not a failed test: no test of it
// failed, some never ran) is run once more on its own, and said so; a test that fails there fails the run.
const crashed = (vitest?.testResults ?? []).filter(
  (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
);
if (!unitOk && vitest && vitest.numFailedTests === 0 && crashed.length > 0) {
  const again = join(output, 'vitest-again.json');
  console.log(`\nA test worker ended without a failed test in: ${crashed.map((file) => file.name).join(', ')}`);
  const againOk = run('unit and API tests whose worker crashed, once more (Vitest)', [
    bin('vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${again}`,
    ...crashed.map((file) => file.name),
  ]);
  const rerun = readJson(again) as VitestReport | undefined;
  if (againOk && rerun) {
    const crashedNames = new Set(crashed.map((file) => file.name));
    const passedBefore = crashed.reduce(
      (sum, file) => sum + file.assertionResults.filter((test) => test.status === 'passed').length,
      0,
    );
    vitest = {
      ...vitest,
      numPassedTests: vitest.numPassedTests - passedBefore + rerun.numPassedTests,
      testResults: [...vitest.testResults.filter((file) => !crashedNames.has(file.name)), ...rerun.testResults],
    };
    vitestOk = true;
    failedSteps.splice(failedSteps.indexOf('unit and API tests (Vitest)'), 1);
  }
}
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
}
if (!vitestOk && !vitest?.numFailedTests) totals.failed += 1;

const buildOk = run('build the web app', [bin('vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
if (!buildOk) totals.failed += 1;
else {
  // A port free at this moment rather than the fixed default: another `npm test` beside this one (a second clone, a
  // colleague's run) has its own server, and neither finds the other's port taken.
  const e2ePort = process.env.E2E_PORT ?? String(await freePort());
  const e2eOk = run('browser tests (Playwright, Chromium)', [bin('@playwright/test/cli.js'), 'test'], {
    E2E_PORT: e2ePort,
  });
  const playwright = readJson(playwrightReport) as
    { stats: { expected: number; unexpected: number; flaky: number; skipped: number } } | undefined;
  if (playwright) {
    totals.passed += playwright.stats.expected + playwright.stats.flaky;
    totals.failed += playwright.stats.unexpected;
    totals.skipped += playwright.stats.skipped;
  }
  if (!e2eOk && !playwright?.stats.unexpected) totals.failed += 1;
}

// The cluster test (docs/operations.md#the-cluster-test): nginx in front of three instances on PostgreSQL and Redis.
// It needs all three; one missing fails the step with a line that says which, never a silent skip.
const clusterReport = join(output, 'vitest-cluster.json');
const clusterMissing = [
  ['/usr/sbin/nginx', '/usr/bin/nginx'].some((file) => existsSync(file)) ? '' : 'nginx (apt-get install nginx)',
  process.env.TEST_DATABASE_URL ? '' : 'TEST_DATABASE_URL (a PostgreSQL database)',
  process.env.TEST_REDIS_URL ? '' : 'TEST_REDIS_URL (a Redis server)',
].filter(Boolean);
if (clusterMissing.length > 0) {
  console.log(`\n=== cluster test (nginx, three instances) ===\nCannot run: missing ${clusterMissing.join(', ')}`);
  failedSteps.push('cluster test (nginx, three instances)');
  totals.failed += 1;
} else {
  const clusterOk = run('cluster test (nginx, three instances)', [
    bin('vitest/vitest.mjs'),
    'run',
    '--config',
    'vitest.cluster.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${clusterReport}`,
  ]);
  const cluster = readJson(clusterReport) as VitestReport | undefined;
  if (cluster) {
    totals.passed += cluster.numPassedTests;
    totals.failed += cluster.numFailedTests;
    totals.skipped += cluster.numPendingTests + cluster.numTodoTests;
  }
  if (!clusterOk && !cluster?.numFailedTests) totals.failed += 1;
}

console.log(`\nTimes: ${durations.join(', ')}`);
console.log(`${failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'All steps passed.'}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
