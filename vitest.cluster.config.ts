import { defineConfig } from 'vitest/config';

// The cluster test (docs/operations.md#the-cluster-test): nginx in front of three instances on PostgreSQL and Redis.
// Apart from the unit and API tests: it needs nginx, and it starts the cluster once for every test of its file.
export default defineConfig({
  test: {
    include: ['cluster/cluster.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
