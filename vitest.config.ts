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
    // Each worker process keeps its modules from one file to the next (the engine, the server, the
    // browser launched by e2e/chromium.ts): loading them again for every file cost about a third of
    // the unit tier's CPU. A file must therefore leave nothing behind that the next one could
    // meet: it closes what it opened and restores what it changed (CONTRIBUTING.md).
    isolate: false,
    // `--coverage`: the report is written even when a test failed (issue 42: a run's figure is
    // compared with the last one, and one failed test must not leave nothing to compare).
    coverage: { provider: 'v8', reportOnFailure: true },
    // The tiers run one after the other: the unit tier's files two at a time (they are CPU-bound,
    // and the runner's own process is idle meanwhile), then the integration tier's one at a time
    // (each already runs a server, a browser or several processes beside the test).
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ALL,
          // UNIT_EXCLUDE (globs, comma-separated) leaves files out: CI's Node 22 tier (.ci/run).
          exclude: [...INTEGRATION, ...(process.env.UNIT_EXCLUDE?.split(',') ?? [])],
          // CI runs this tier beside the integration tier on one worker (UNIT_WORKERS=1, .ci/run).
          maxWorkers: Number(process.env.UNIT_WORKERS ?? 2),
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: INTEGRATION,
          // INTEGRATION_WORKERS=2 runs two files at a time (each about twice as slow here: CONTRIBUTING.md).
          maxWorkers: Number(process.env.INTEGRATION_WORKERS ?? 1),
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
