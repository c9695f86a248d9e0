import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts', 'apps/*/test/**/*.test.ts'],
    testTimeout: 120_000,
    // Closing a browser or a server on a loaded machine can take longer than the 10 s default.
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
