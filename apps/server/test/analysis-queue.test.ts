/**
 * The analysis queue, driven with a fake analyser that finishes a game only when the test says
 * so (no timing): many games of one user or address do not starve another's, both classes are
 * bounded with a refusal, a player's own request goes ahead of the automatic analyses, and
 * `/metrics` reports the queue's lengths.
 */
import { afterAll, expect, it } from 'vitest';
import { AnalysisService, type AnalysisSettings } from '../src/analysis/service.js';
import type { AnalysisOwner } from '../src/analysis/queue.js';
import { Metrics } from '../src/http/metrics.js';
import type { Storage } from '../src/storage/types.js';
import { startTestServer } from './helpers.js';
import { ManualClock } from './manual-clock.js';
import { storageAdapters } from './storage-adapters.js';
import { storedTable } from './stored-table.js';

const { adapters } = await storageAdapters('carc-analysis-queue-');
const sqlite = adapters.find((a) => a.name === 'sqlite')!;
const opened: Storage[] = [];
afterAll(async () => {
  for (const s of opened) await s.close();
});

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Let promise callbacks run until `done` holds (a generous bound of turns, no clock). */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 10_000 && !done(); i++) await new Promise((resolve) => setImmediate(resolve));
  expect(done()).toBe(true);
}

/** A service over real storage whose analyser only records the order and ends a game when told. */
async function harness(settings: AnalysisSettings) {
  const storage = await sqlite.open();
  opened.push(storage);
  const clock = new ManualClock();
  const started: string[] = [];
  const ends: (() => void)[] = [];
  const analyser = (table: string) =>
    new Promise<void>((resolve) => {
      started.push(table);
      ends.push(resolve);
    });
  const service = new AnalysisService(storage, clock, silent, settings, analyser);
  const users = new Set<string>();
  /** A finished table of `user`'s, stored. */
  const game = async (id: string, user: string) => {
    if (!users.has(user))
      await storage.createUser({ id: user, name: user, createdAt: 1 }, user.padEnd(64, 'h'));
    users.add(user);
    await storage.createTable(
      storedTable(id, user, {
        status: 'finished',
        seats: [{ kind: 'human', user, name: user }],
        finishedAt: clock.now(),
        scores: [1],
      }),
    );
    return id;
  };
  /** A game's end, as the hub tells it. */
  const finish = (table: string, owner: AnalysisOwner) => service.finished(table, clock.now(), owner);
  /** End the game being analysed; wait for the next to start (when one waits). */
  const next = async () => {
    const count = started.length;
    ends.shift()!();
    let idle = false;
    void service.idle().then(() => {
      idle = true;
    });
    await until(() => started.length > count || idle);
  };
  /** End every game, the ones queued meanwhile included. */
  const drain = async () => {
    while (ends.length > 0) await next();
  };
  return { storage, service, started, game, finish, next, drain };
}

const at = (user: string, address: string | null): AnalysisOwner => ({ user, address });

it('many games of one user or one address do not starve another’s: round robin between addresses, then users', async () => {
  const h = await harness({ queueLimit: 100 });
  // One user finishes six games, then another user (elsewhere) one.
  for (let i = 1; i <= 6; i++) h.finish(await h.game(`a${i}`, 'ann'), at('ann', '10.0.0.1'));
  h.finish(await h.game('b1', 'bob'), at('bob', '10.0.0.2'));
  await until(() => h.started.length === 1);
  await h.drain();
  expect(h.started).toEqual(['a1', 'a2', 'b1', 'a3', 'a4', 'a5', 'a6']);

  // Two guests from one address finish three games each; a third player elsewhere one.
  const g = await harness({ queueLimit: 100 });
  for (const guest of ['g1', 'g2'])
    for (let i = 1; i <= 3; i++) g.finish(await g.game(`${guest}-${i}`, guest), at(guest, '10.0.0.9'));
  g.finish(await g.game('c1', 'cat'), at('cat', '10.0.0.3'));
  await until(() => g.started.length === 1);
  await g.drain();
  // The address shares its turns between its two users; the other address gets every other turn.
  expect(g.started).toEqual(['g1-1', 'g1-2', 'c1', 'g2-1', 'g1-3', 'g2-2', 'g2-3']);
  expect((await g.storage.analyses.analysis('c1'))?.status).toBe('pending');
});

it('both classes are bounded, and so is one address’s or one user’s share: beyond them a game is not queued, a request is refused', async () => {
  const h = await harness({ queueLimit: 3, ownerLimit: 2 });
  for (let i = 1; i <= 4; i++) h.finish(await h.game(`a${i}`, 'ann'), at('ann', '10.0.0.1'));
  await until(() => h.started.length === 1);
  // a1 runs; a2 and a3 wait; a4 is beyond Ann's share: not queued (nothing stored).
  expect(h.service.waiting('automatic')).toBe(2);
  expect(await h.storage.analyses.analysis('a4')).toBeNull();
  // Another user from the same address has no share left there either.
  h.finish(await h.game('s1', 'sam'), at('sam', '10.0.0.1'));
  expect(h.service.waiting('automatic')).toBe(2);
  // Elsewhere: one more fills the class (3); the next is beyond it.
  h.finish(await h.game('b1', 'bob'), at('bob', '10.0.0.2'));
  h.finish(await h.game('d1', 'dan'), at('dan', '10.0.0.3'));
  expect(h.service.waiting('automatic')).toBe(3);
  expect(h.service.waiting()).toBe(3);
  await until(() => h.started.length === 1);
  expect(await h.storage.analyses.analysis('d1')).toBeNull();

  // A full automatic class does not refuse a player: their class is apart, bounded the same way.
  expect(await h.service.request('a4', at('ann', '10.0.0.1'))).toBe('queued');
  expect(await h.service.request(await h.game('a5', 'ann'), at('ann', '10.0.0.1'))).toBe('queued');
  expect(await h.service.request(await h.game('a6', 'ann'), at('ann', '10.0.0.1'))).toBe('yours-waiting');
  expect(await h.service.request('d1', at('dan', '10.0.0.3'))).toBe('queued');
  expect(await h.service.request(await h.game('e1', 'eve'), at('eve', '10.0.0.4'))).toBe('busy');
  expect(await h.storage.analyses.analysis('e1')).toBeNull();
  expect(h.service.waiting('player')).toBe(3);
  // Asking again for a game waiting or running changes nothing.
  expect(await h.service.request('a4', at('ann', '10.0.0.1'))).toBe('already');
  expect(await h.service.request('a1', at('ann', '10.0.0.1'))).toBe('already');
  await h.drain();
  expect(h.started).toEqual(['a1', 'a4', 'd1', 'a5', 'a2', 'b1', 'a3']);
});

it('a player’s own request goes ahead of every automatic analysis waiting, their game’s own one included', async () => {
  const h = await harness({ queueLimit: 100 });
  for (let i = 1; i <= 4; i++) h.finish(await h.game(`a${i}`, 'ann'), at('ann', '10.0.0.1'));
  const old = await h.game('p1', 'pat');
  await until(() => h.started.length === 1);
  // Pat asks for an older game of theirs; Ann for her last one, queued automatically already.
  expect(await h.service.request(old, at('pat', '10.0.0.5'))).toBe('queued');
  expect(await h.service.request('a4', at('ann', '10.0.0.1'))).toBe('queued');
  expect(h.service.waiting('player')).toBe(2);
  expect(h.service.waiting('automatic')).toBe(2);
  expect((await h.storage.analyses.analysis(old))?.requestedBy).toBe('pat');
  await h.drain();
  expect(h.started).toEqual(['a1', 'p1', 'a4', 'a2', 'a3']);
});

it('/metrics reports the analyses waiting, in all and by class', async () => {
  const h = await harness({ queueLimit: 100 });
  for (let i = 1; i <= 3; i++) h.finish(await h.game(`a${i}`, 'ann'), at('ann', null));
  await until(() => h.started.length === 1);
  expect(await h.service.request(await h.game('p1', 'pat'), at('pat', null))).toBe('queued');
  const metrics = new Metrics();
  metrics.watchAnalyses(h.service);
  const text = await metrics.registry.metrics();
  expect(text).toMatch(/^carcassonne_analysis_queue 3$/m);
  expect(text).toMatch(/^carcassonne_analysis_queue_class\{class="player"\} 1$/m);
  expect(text).toMatch(/^carcassonne_analysis_queue_class\{class="automatic"\} 2$/m);
  await h.drain();

  // A running server's /metrics has them.
  const server = await startTestServer({ config: { analysis: { queueLimit: 5 } } });
  try {
    const body = await (await fetch(new URL('/metrics', server.url))).text();
    expect(body).toMatch(/^carcassonne_analysis_queue 0$/m);
    expect(body).toMatch(/^carcassonne_analysis_queue_class\{class="player"\} 0$/m);
    expect(body).toMatch(/^carcassonne_analysis_queue_class\{class="automatic"\} 0$/m);
  } finally {
    await server.stop();
  }
});
