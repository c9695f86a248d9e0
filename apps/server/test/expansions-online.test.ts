/**
 * An online table with The River, Inns & Cathedrals and Traders & Builders: created with the
 * three options, it plays through the server with the big follower, the builder and the pig
 * (moves in notation, as the page sends them), and the views carry the pieces and the goods.
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

const options = { theRiver: true, innsAndCathedrals: true, tradersAndBuilders: true };

/** Each expansion piece once when offered, else a follower when one may go, else the first move. */
function chooser(used: Set<string>): (legal: readonly string[]) => string {
  return (legal) => {
    const piece = legal.find((m) => {
      const figure = m.split(' ')[2];
      return figure !== undefined && !used.has(figure);
    });
    if (piece) {
      used.add(piece.split(' ')[2]!);
      return piece;
    }
    return legal.find((m) => m.split(' ').length === 2) ?? legal[0]!;
  };
}

describe('an online table with the expansions', () => {
  it('is created with the three options and plays the big follower, the builder and the pig', async () => {
    const a = await player(server, 'Alice');
    const b = await player(server, 'Bob');
    const created = await a.client.request({
      type: 'create',
      preset: 'classic',
      options,
      seats: [{ kind: 'me' }, { kind: 'open' }],
      visibility: 'public',
      clock: { kind: 'none' },
    });
    expect(created.ok).toBe(true);
    const table = resultOf(created).table;
    expect((await b.client.request({ type: 'join', table, seat: 1 })).ok).toBe(true);
    for (const c of [a.client, b.client]) expect((await c.request({ type: 'watch', table })).ok).toBe(true);
    const used = [new Set<string>(), new Set<string>()];
    const stops = [
      autoplay(a.client, table, 0, { choose: chooser(used[0]!) }),
      autoplay(b.client, table, 1, { choose: chooser(used[1]!) }),
    ];
    expect((await a.client.request({ type: 'start', table })).ok).toBe(true);
    const played = () =>
      (a.client.events.get(table) ?? []).flatMap((e) => (e.event.kind === 'move' ? [e.event.move] : []));
    const has = (figure: string) => played().some((m) => m.endsWith(` ${figure}`));
    const done = () => a.client.states.get(table)?.status === 'finished';
    await a.client.until(() => (has('big') && has('builder') && has('pig')) || done(), 100_000, 'the pieces');
    for (const stop of stops) stop();
    expect(has('big')).toBe(true);
    expect(has('builder')).toBe(true);
    expect(has('pig')).toBe(true);
    const state = a.client.states.get(table);
    expect(state?.settings.options).toMatchObject(options);
    const view = state?.view;
    expect(view && 'goods' in view ? view.goods : undefined).toHaveLength(2);
    expect(view && 'bigSupply' in view ? view.bigSupply : undefined).toHaveLength(2);
    await a.client.close();
    await b.client.close();
  });
});
