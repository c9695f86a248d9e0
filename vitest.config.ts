import { defineConfig } from 'vitest/config';

const ALL = ['packages/*/test/**/*.test.ts', 'apps/*/test/**/*.test.ts'];
/**
 * The slow tier: a real browser, several server processes, the PostgreSQL and Redis services, or
 * the server's load and attack tools. Everything else is the unit tier (`npm run test:unit`):
 * the engine, the bots, the protocol, the CLI, the server's logic on memory or SQLite, the web's units.
 */
const INTEGRATION = [
  '**/*e2e*.test.ts',
  'apps/server/test/cluster*.test.ts',
  'apps/server/test/storage-*.test.ts',
  'apps/server/test/{attack-tool,load-test-tool,proxy-failover,faults,restart,memory-report}.test.ts',
  'apps/server/test/{start-line,moderation,ratings-storage,ratings-concurrency,table-expiry-storage,write-refusals}.test.ts',
];

export default defineConfig({
  test: {
    // A safety net, not a measure: a slow test is found by its reported duration.
    testTimeout: 120_000,
    // Closing a browser or a server on a loaded machine can take longer than the 10 s default.
    hookTimeout: 60_000,
    pool: 'forks',
    // The tiers run one after the other: the unit tier's files two at a time (they are CPU-bound,
    // and the runner's own process is idle meanwhile), then the integration tier's one at a time
    // (each already runs a server, a browser or several processes beside the test).
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ALL,
          exclude: INTEGRATION,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: 'integration', include: INTEGRATION, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
