import { Worker } from 'node:worker_threads';
import { BotRunner } from './protocol.js';

const ENTRY = new URL('./node-entry.mjs', import.meta.url);

/**
 * A bot in a Node worker thread: never blocks the server's event loop. `entry` is the worker's
 * script: by default the TypeScript sources through tsx; a bundled program passes its compiled
 * `node-worker` bundle.
 */
export function nodeBotRunner(entry: URL = ENTRY): BotRunner {
  return new BotRunner((onResult, onError) => {
    const w = new Worker(entry);
    w.on('message', onResult);
    w.on('error', onError);
    w.unref();
    return w;
  });
}

export { BotRunner };
