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
  'apps/server/test/{start-line,moderation,ratings-storage,table-expiry-storage}.test.ts',
];

export default defineConfig({
  test: {
    // A safety net, not a measure: a slow test is found by its reported duration.
    testTimeout: 120_000,
    // Closing a browser or a server on a loaded machine can take longer than the 10 s default.
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'unit', include: ALL, exclude: INTEGRATION } },
      { extends: true, test: { name: 'integration', include: INTEGRATION } },
    ],
  },
});
