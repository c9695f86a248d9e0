/**
 * Fair bots: the searches of one user's many bot tables do not starve another user's bot. Users
 * take turns for the workers (the one served longest ago first), a user's tables take turns,
 * and a user has at most a set number of searches running at once.
 */
import { expect, it } from 'vitest';
import { BotRunner, type WorkerJob, type WorkerResult } from '@carcassonne/ai';
import type { GameView } from '@carcassonne/engine';
import { FairQueue } from '../src/tables/bot-queue.js';
import { WorkerBotPool, type BotRequest } from '../src/tables/bots.js';

it('users take turns, a user’s tables take turns, and a user runs at most its share at once', () => {
  const q = new FairQueue<string>(1);
  for (const job of ['a1', 'a2', 'a3']) q.push('ann', job.slice(0, 2), job);
  q.push('ann', 'a1', 'a1-again');
  q.push('bob', 'b1', 'b1');
  q.push('cid', 'c1', 'c1');
  expect(q.size).toBe(6);
  // Ann first (she was first); then, while she runs her one search, Bob and Cid.
  expect(q.take()).toEqual({ user: 'ann', item: 'a1' });
  expect(q.take()).toEqual({ user: 'bob', item: 'b1' });
  expect(q.take()).toEqual({ user: 'cid', item: 'c1' });
  expect(q.take()).toBeNull();
  q.done('ann');
  // Ann's tables in turn: a2, a3, then a1's second search.
  const order: string[] = [];
  for (let next = q.take(); next; next = q.take()) {
    order.push(next.item);
    q.done(next.user);
  }
  expect(order).toEqual(['a2', 'a3', 'a1-again']);
  expect(q.size).toBe(0);
});

it('a user served just now waits behind a user who was not', () => {
  const q = new FairQueue<string>(2);
  q.push('ann', 't1', 'a1');
  expect(q.take()!.item).toBe('a1');
  q.push('ann', 't2', 'a2');
  q.push('bob', 'u1', 'b1');
  expect(q.take()!.item).toBe('b1');
  expect(q.take()!.item).toBe('a2');
});

/** Workers that answer only when the test says so; the seed names the request. */
function manualWorkers(): { posted: number[]; answer(): void; runner: () => BotRunner } {
  const waiting: { id: number; reply: (r: WorkerResult) => void }[] = [];
  const posted: number[] = [];
  const runner = () =>
    new BotRunner((onResult) => ({
      postMessage(job: WorkerJob) {
        if (!('seed' in job)) return;
        posted.push(job.seed ?? -1);
        waiting.push({ id: job.id, reply: onResult });
      },
      terminate: () => undefined,
    }));
  const answer = () => {
    const job = waiting.shift()!;
    job.reply({ id: job.id, ok: false, error: { code: 'bad-request', message: 'test' } });
  };
  return { posted, answer, runner };
}

const view = {} as GameView;
const request = (owner: string, table: string, seed: number): BotRequest => ({
  owner,
  table,
  bot: 'random',
  level: 1,
  view,
  seed,
});

it('the pool serves another user’s bot before the rest of a flood of bot tables', async () => {
  const workers = manualWorkers();
  const pool = new WorkerBotPool(1, 1, workers.runner);
  const answers: Promise<unknown>[] = [];
  // One user's 30 bot tables ask at once; then a normal player's bot.
  for (let i = 0; i < 30; i++) answers.push(pool.choose(request('flood', `f${i}`, i)));
  answers.push(pool.choose(request('normal', 'n0', 1000)));
  expect(pool.waiting).toBe(30);
  for (let i = 0; i < 3; i++) {
    workers.answer();
    await new Promise((resolve) => setImmediate(resolve));
  }
  // The first flood search was running; the normal player's came right after it.
  expect(workers.posted.slice(0, 4)).toEqual([0, 1000, 1, 2]);
  while (workers.posted.length < 31) {
    workers.answer();
    await new Promise((resolve) => setImmediate(resolve));
  }
  workers.answer();
  expect((await Promise.all(answers)).length).toBe(31);
  pool.close();
});

it('a closed pool answers its waiting searches with a refusal', async () => {
  const workers = manualWorkers();
  const pool = new WorkerBotPool(1, 1, workers.runner);
  const first = pool.choose(request('ann', 't1', 1));
  const second = pool.choose(request('ann', 't2', 2));
  pool.close();
  expect(await second).toMatchObject({ ok: false });
  workers.answer();
  expect(await first).toMatchObject({ ok: false });
});
