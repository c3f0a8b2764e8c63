import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// One server for the whole run, on its own fresh data directory. The workers inherit the directory through the
// environment, so a test can open the same embedded database (e.g. to give a customer a session).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'taxi-e2e-'));
const port = Number(process.env.E2E_PORT ?? 8188);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.test-output/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    // Recording a trace of every test costs about a fifth of the run's time (docs/figures.md#first-load-and-the-test-run):
    // on CI a failed test's retry records one instead.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `"${process.execPath}" scripts/start.ts`,
    url: `http://localhost:${port}/readyz`,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      // No network on the test machines: the tile proxy must fall back to its placeholder.
      TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      RATE_LIMIT: '0',
      NODE_ENV: 'production',
    },
  },
});
