/** A short game against a bot, played to its end over the server's WebSocket (for tests). */
import { autoplay, randomPick, seededRandom } from '../src/tools/autoplay.js';
import { resultOf } from '../src/tools/client.js';
import type { Player } from './helpers.js';

/**
 * A public classic game of `who` against a random bot (level 1) with `testTiles` tiles, its moves
 * picked at random from `seed`; resolves with the table's id once the game is finished.
 */
export async function finishedBotGame(who: Player, seed: number, testTiles: number): Promise<string> {
  const created = await who.client.request({
    type: 'create',
    preset: 'classic',
    seats: [{ kind: 'me' }, { kind: 'bot', bot: 'random', level: 1 }],
    visibility: 'public',
    clock: { kind: 'none' },
    testTiles,
  });
  const table = resultOf(created).table;
  await who.client.request({ type: 'watch', table });
  autoplay(who.client, table, 0, { choose: randomPick(seededRandom(seed)) });
  const started = await who.client.request({ type: 'start', table });
  if (!started.ok) throw new Error(`the game did not start: ${started.message}`);
  await who.client.until(() => who.client.states.get(table)?.status === 'finished', 60_000, 'the end');
  return table;
}
