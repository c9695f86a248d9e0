import { BotRunner } from './protocol.js';

/** A bot in a browser Web Worker (bundled by Vite from this URL). */
export function webBotRunner(): BotRunner {
  return new BotRunner((onResult, onError) => {
    const w = new Worker(new URL('./web-worker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (e) => onResult(e.data);
    w.onerror = (e) => onError(new Error(e.message));
    return w;
  });
}
