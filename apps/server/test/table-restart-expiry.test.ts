/**
 * Tables do not come back forever: after a restart, a waiting table whose host does not return
 * closes after the documented time and leaves the lobby, and a game of bots whose person does not
 * return waits (no bot search) and closes after its time; neither is resumed by the next restart.
 */
import { rmSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { BotPlayer, BotRequest } from '../src/tables/bots.js';
import { HOST_AWAY_SECONDS } from '../src/tables/table-lifecycle.js';
import { DEFAULT_GRACE } from '../src/tables/table-plan.js';
import { resultOf } from '../src/tools/client.js';
import { player, startTestServer, tempDir } from './helpers.js';
import { ManualClock } from './manual-clock.js';

/** Bots that record what they are asked and never answer (a paused table asks nothing). */
function silentBots(asked: BotRequest[]): BotPlayer {
  return {
    choose: (r) => {
      asked.push(r);
      return new Promise(() => undefined);
    },
    close: () => undefined,
  };
}

it('after a restart, tables nobody returns to close and are not resumed again', async () => {
  const dataDir = tempDir();
  const askedBefore: BotRequest[] = [];
  const first = await startTestServer({ dataDir, clock: new ManualClock(), bots: silentBots(askedBefore) });
  const host = await player(first, 'Hana');
  const waiting = resultOf(
    await host.client.request({
      type: 'create',
      preset: 'classic',
      seats: [{ kind: 'me' }, { kind: 'open' }],
      visibility: 'public',
      clock: { kind: 'none' },
    }),
  ).table;
  // A game where the bot is due first, started by Hana without sitting down to it: the bot waits.
  const bots = resultOf(
    await host.client.request({
      type: 'create',
      preset: 'classic',
      seats: [{ kind: 'bot', bot: 'level5' }, { kind: 'me' }],
      visibility: 'public',
      clock: { kind: 'none' },
    }),
  ).table;
  expect((await host.client.request({ type: 'start', table: bots })).ok).toBe(true);
  await host.client.request({ type: 'ping' });
  expect(askedBefore).toEqual([]);
  await host.client.close();
  await first.close();

  const clock = new ManualClock();
  const asked: BotRequest[] = [];
  const second = await startTestServer({ dataDir, clock, bots: silentBots(asked) });
  expect(second.resumed).toBe(2);
  const listed = async () =>
    ((await (await fetch(`${second.url}api/tables`)).json()) as { tables: { id: string }[] }).tables.map(
      (t) => t.id,
    );
  expect((await listed()).sort()).toEqual([waiting, bots].sort());
  // The bot is due, but nobody seated is here: it is asked nothing; nobody comes within the grace
  // period (the default, shorter than the host's absence that closes the waiting table).
  clock.advance(DEFAULT_GRACE * 1000);
  await second.hub.room(bots)?.idle();
  expect((await second.storage.table(bots))!.status).toBe('closed');
  expect(asked).toEqual([]);
  clock.advance(1000);
  expect(await listed()).toEqual([waiting]);
  clock.advance(HOST_AWAY_SECONDS * 1000);
  await second.hub.room(waiting)?.idle();
  expect((await second.storage.table(waiting))!.status).toBe('closed');
  clock.advance(1000);
  expect(await listed()).toEqual([]);
  await second.stop();

  const third = await startTestServer({ dataDir, clock: new ManualClock(), bots: silentBots([]) });
  expect(third.resumed).toBe(0);
  await third.close();
  rmSync(dataDir, { recursive: true, force: true });
});
