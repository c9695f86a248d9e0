// The server's entry point: `npm start` (after building the web app) or `npm run serve` run its build
// (apps/server/build.mjs, dist/main.mjs); `node --import tsx apps/server/src/main.ts` runs the sources.
import { LEVEL_LEAF } from '@carcassonne/ai';
import { exitUnlessSupportedNode } from '@carcassonne/protocol/node-versions';
import { configFromEnv, redisWarning, storageDescription } from './config.js';
import { heapGrowingPercentFrom, limitHeapGrowth } from './heap-growth.js';
import { reportMemoryOnSignal } from './memory-report.js';
import { startServer } from './server.js';
import {
  messageOf,
  sentence,
  type StartupFailure,
  startupFailure,
  StartupError,
} from './core/startup-failure.js';

/** A setting read from the environment, or the process ends saying which one is wrong. */
function settings<T>(read: () => T): T {
  try {
    return read();
  } catch (e) {
    return fail(startupFailure(new StartupError('setting', sentence(messageOf(e))), null), e);
  }
}

/** One sentence on standard error and status 1; the stack trace only for a bug. */
function fail(failure: StartupFailure, error: unknown): never {
  console.error(`The carcassonne server could not start: ${failure.sentence}`);
  if (failure.code === 'internal') console.error(error);
  process.exit(1);
}

exitUnlessSupportedNode('The carcassonne server', process);
const config = settings(() => configFromEnv(process.env));
reportMemoryOnSignal();
limitHeapGrowth(settings(() => heapGrowingPercentFrom(process.env)));
const server = await startServer(config).catch((e: unknown) => fail(startupFailure(e, config), e));
const storage = storageDescription(config);
server.app.log.info({ storage, resumed: server.resumed }, 'database opened');
const warning = redisWarning(config);
if (warning) server.app.log.warn({}, warning);
// Never in a release (a test checks the bundled weights): level 5 then plays its built-in leaf.
if (LEVEL_LEAF.warning) server.app.log.warn({}, LEVEL_LEAF.warning);
console.log(`Carcassonne is being served at ${server.url} (${storage})`);

// Every promise chain of the server ends in a handler (test/faults.test.ts); should one be missed,
// its fault is logged as the bug it is rather than ending every table's game.
process.on('unhandledRejection', (reason) => {
  server.app.log.error({ err: reason }, 'a promise was rejected with no handler');
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void server.close().then(() => process.exit(0));
  });
}
