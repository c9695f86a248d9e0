/** A correspondence game whose next move is due from a player who is away (for alert tests). */
import { expect } from 'vitest';
import type { GuestResponse } from '@carcassonne/protocol';
import { connectAs, type Player } from './helpers.js';

/**
 * `host` opens a public correspondence table (three days a move, 12 tiles); `away` takes the other
 * seat and leaves; the game starts and the host plays the first move when it is theirs, so that
 * `away` is due next. Resolves with the table's id.
 */
export async function awayPlayersTurn(
  server: { ws: string },
  host: Player,
  away: GuestResponse,
): Promise<string> {
  const created = await host.client.request({
    type: 'create',
    preset: 'modern',
    seats: [{ kind: 'me' }, { kind: 'open' }],
    visibility: 'public',
    clock: { kind: 'days', days: 3 },
    testTiles: 12,
  });
  if (!created.ok) throw new Error(created.code);
  const table = created.result.table;
  const awayClient = await connectAs(server.ws, away, away.user.name);
  expect((await awayClient.request({ type: 'join', table, seat: 1 })).ok).toBe(true);
  await awayClient.close();
  expect((await host.client.request({ type: 'watch', table })).ok).toBe(true);
  expect((await host.client.request({ type: 'start', table })).ok).toBe(true);
  await host.client.until(() => host.client.states.get(table)?.status === 'playing');
  if (host.client.states.get(table)?.actor === 0) {
    await host.client.until(() => host.client.legalNow(table).length > 0);
    const version = host.client.states.get(table)!.view!.version;
    const move = host.client.legalNow(table)[0]!;
    expect((await host.client.request({ type: 'move', table, move, version })).ok).toBe(true);
  }
  return table;
}
