import { Worker } from 'node:worker_threads';
import { BotRunner } from './protocol.js';

const ENTRY = new URL('./node-entry.mjs', import.meta.url);

/** A bot in a Node worker thread: never blocks the server's event loop. */
export function nodeBotRunner(): BotRunner {
  return new BotRunner((onResult, onError) => {
    const w = new Worker(ENTRY);
    w.on('message', onResult);
    w.on('error', onError);
    w.unref();
    return w;
  });
}

export { BotRunner };
