import { defineConfig } from 'vitest/config';

// Unit tests (common/, pure server modules, web widgets, the pure parts of bench/) and API tests (server/test/api,
// Fastify inject).
// Browser journeys live in e2e/ and run under Playwright.
export default defineConfig({
  test: {
    include: [
      'common/**/*.test.ts',
      'server/**/*.test.ts',
      'web/src/**/*.test.{ts,tsx}',
      'bench/**/*.test.ts',
      // The deployment files the cluster test uses; the cluster test itself has its own config.
      'cluster/deploy-files.test.ts',
    ],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
