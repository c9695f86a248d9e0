/**
 * The strategic variant online (docs/rules/strategic-variant.md): each seat's hand goes to that
 * seat's connections only; every other frame (states, move events with their deltas) is the
 * same for players and spectators and shows hand sizes only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultOf } from '../src/tools/client.js';
import { autoplay } from '../src/tools/autoplay.js';
import { player, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

/** The frames of a table a connection received, but its own `hand` and `legal` frames and its replies. */
const shared = (raw: readonly string[], table: string) =>
  raw.filter((text) => {
    const f = JSON.parse(text) as { type: string; table?: string };
    return f.table === table && f.type !== 'hand' && f.type !== 'legal';
  });

describe('an online table with the strategic variant', () => {
  it('sends each hand to its seat only; everyone else sees the same frames, hand sizes only', async () => {
    const a = await player(server, 'Alice');
    const b = await player(server, 'Bob');
    const watcher = await player(server, 'Wendy');
    const created = await a.client.request({
      type: 'create',
      preset: 'classic',
      options: { strategic: true },
      seats: [{ kind: 'me' }, { kind: 'open' }, { kind: 'bot', bot: 'level1' }],
      visibility: 'public',
      clock: { kind: 'none' },
      testTiles: 24,
    });
    expect(created.ok, JSON.stringify(created)).toBe(true);
    const table = resultOf(created).table;
    expect((await b.client.request({ type: 'join', table, seat: 1 })).ok).toBe(true);
    for (const c of [a.client, b.client, watcher.client])
      expect((await c.request({ type: 'watch', table })).ok).toBe(true);
    // Each player plays the last legal move: a tile of the hand other than the first, often.
    const stops = [
      autoplay(a.client, table, 0, { choose: (legal) => legal.at(-1)! }),
      autoplay(b.client, table, 1, { choose: (legal) => legal.at(-1)! }),
    ];
    const start = watcher.client.raw.length;
    const startA = a.client.raw.length;
    const startB = b.client.raw.length;
    expect((await a.client.request({ type: 'start', table })).ok).toBe(true);
    const done = (c: typeof a.client) => c.states.get(table)?.status === 'finished';
    for (const c of [a.client, b.client, watcher.client]) await c.until(() => done(c), 60_000, 'the end');
    for (const stop of stops) stop();

    const frames = (c: typeof a.client, from: number) =>
      c.raw.slice(from).map((t) => JSON.parse(t) as Record<string, unknown>);
    const hands = (c: typeof a.client, from: number) =>
      frames(c, from).filter((f) => f.type === 'hand' && f.table === table) as {
        seat: number;
        hand: string[];
      }[];
    // Each player got their own hand, never another seat's; the spectator none.
    expect(hands(a.client, startA).length).toBeGreaterThan(3);
    expect(hands(a.client, startA).every((f) => f.seat === 0 && f.hand.length <= 3)).toBe(true);
    expect(hands(b.client, startB).every((f) => f.seat === 1)).toBe(true);
    expect(hands(watcher.client, start)).toEqual([]);
    // Every delta applied (a guess at the hands rebuilt each view): nobody asked for the state again.
    for (const c of [a.client, b.client, watcher.client]) expect(c.resyncs, c.prefix).toBe(0);
    // States and move events (deltas included) are the same bytes for the players and the spectator.
    const seen = shared(watcher.client.raw.slice(start), table);
    expect(shared(a.client.raw.slice(startA), table)).toEqual(seen);
    expect(shared(b.client.raw.slice(startB), table)).toEqual(seen);
    // No view anywhere holds a hand: sizes only, and no tile in hand.
    for (const text of seen) {
      expect(text).not.toContain('"hand":');
      const f = JSON.parse(text) as { state?: { view?: Record<string, unknown> | null } };
      if (f.state?.view) {
        expect(f.state.view.seat).toBeUndefined();
        expect(f.state.view.drawn).toBeNull();
      }
    }
    // Every delta applied: no follower asked for the whole state again.
    expect(seen.filter((t) => t.startsWith('{"type":"state"'))).toHaveLength(0);
    const view = watcher.client.states.get(table)?.view;
    expect(view && 'handSizes' in view ? view.handSizes : undefined).toEqual([0, 0, 0]);
    expect(view?.finished).toBe(true);
    for (const c of [a.client, b.client, watcher.client]) await c.close();
  });
});
