// The attacker of the attack benchmark (`tools/attack.ts`) in a thread of its own: its floods keep
// their own event loop busy, never the normal player's, whose ping and bot are measured in the
// main thread. The main thread sends one message to stop it and gets back its counts.
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { attack } from './attack-flood.js';
import type { AttackOptions } from './attack-options.js';

interface Start {
  readonly options: AttackOptions;
  readonly base: string;
  readonly chatTable: string;
}

export type AttackReport = Awaited<ReturnType<ReturnType<typeof attack>['stop']>>;

/**
 * Starts the attack in a new thread (attack-thread.mjs loads this file there through tsx);
 * resolves once the attack has begun (loading the thread takes a while on a loaded machine).
 */
export async function attackInThread(options: AttackOptions, base: string, chatTable: string) {
  const start: Start = { options, base, chatTable };
  const thread = new Worker(new URL('./attack-thread.mjs', import.meta.url), { workerData: start });
  const failed = new Promise<never>((_, reject) => thread.once('error', reject));
  await Promise.race([new Promise((resolve) => thread.once('message', resolve)), failed]);
  return {
    async stop(): Promise<AttackReport> {
      const report = new Promise<AttackReport>((resolve) => thread.once('message', resolve));
      thread.postMessage('stop');
      const counts = await Promise.race([report, failed]);
      await thread.terminate();
      return counts;
    },
  };
}

if (parentPort) {
  const port = parentPort;
  const { options, base, chatTable } = workerData as Start;
  const attacker = attack(options, base, chatTable);
  port.postMessage('started');
  port.once('message', () => {
    void attacker.stop().then((counts) => port.postMessage(counts));
  });
}
