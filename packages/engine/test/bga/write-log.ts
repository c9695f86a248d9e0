import { createMatch, loadMatch, carcassonne, canonicalPort, type Port } from '../../src/index.js';
import { portIndex } from '../../src/core/ports.js';
import { bgaTypeOf, turnPort } from '../../src/bga/tiles.js';

/**
 * Tests only: a record of ours written as a Board Game Arena log in the shape BGA writes
 * (docs/bga.md; the game review page's `g_gamelogs`): `{"status": 1, "data": {"valid": 1,
 * "data": [packet, …]}}`. Each player's first tile is dealt at setup and named only by the
 * state change that opens their turn; at the end of each turn the player's `pickTile`, on their
 * private channel `/player/p<id>`, names the tile they place on their next turn (`args: null`
 * once the deck is empty); an unplaceable tile is a `cantPlay` followed by the turn's state
 * naming the tile drawn instead. A turn without a follower is written, every fourth one and in
 * the last round, with its `pickTile` before its `playTile`, as BGA does when the tile leaves
 * no follower choice. Scoring, state and clock notifications are mixed in as noise.
 */
export interface Notification {
  readonly uid?: string;
  readonly type: string;
  readonly log: string;
  args: Record<string, unknown> | null;
}

export interface Packet {
  readonly channel: string;
  readonly table_id: string;
  readonly packet_id: string;
  readonly packet_type: 'resend';
  readonly move_id: string;
  readonly time: string;
  readonly data: Notification[];
}

export interface Written {
  readonly status: number;
  readonly data: { readonly valid: number; readonly data: Packet[] };
}

const HEX: Record<string, string> = {
  red: 'ff0000',
  blue: '0000ff',
  green: '008000',
  yellow: 'ffa500',
  black: '000000',
};

interface PlainRecord {
  readonly preset: string;
  readonly options?: Record<string, unknown>;
  readonly players: readonly { readonly name: string; readonly color: string }[];
  readonly tiles: readonly string[];
  readonly moves: readonly string[];
}

/** A tile in the log: BGA's id for the physical tile and its type. */
interface Physical {
  readonly id: string;
  readonly type: string;
}

/** The segment (index in the tile's definition) a board port names, for a tile turned `turns`. */
function segmentAt(id: string, turns: number, port: Port): number {
  const def = carcassonne.BASE.tiles.find((t) => t.id === id)!;
  const canonical = canonicalPort(portIndex(port), turns);
  return def.segments.findIndex((s) => s.ports.some((p) => portIndex(p) === canonical));
}

const note = (type: string, args: Record<string, unknown> | null): Notification => ({ type, log: '', args });

export function writeBgaLog(record: PlainRecord, table = '1000'): Written {
  const ids = record.players.map((_, i) => String(84000000 + i * 1111));
  const seats = record.players.length;
  const loaded = loadMatch(record);
  if (!loaded.ok) throw new Error(loaded.error.message);
  const discards = loaded.value.report().events.filter((e) => e.kind === 'discard');
  // Each turn's tiles in the order used: the discarded ones, then the one placed.
  let physical = 0;
  const next = (id: string): Physical => ({ id: String(++physical), type: String(bgaTypeOf(id)!.type) });
  const turns: Physical[][] = record.moves.map((move, i) => [
    ...discards.filter((e) => e.move === i).map((e) => next(e.tile ?? '')),
    next(move.split('@')[0]!),
  ]);
  const m = createMatch({ ...record, moves: undefined });
  if (!m.ok) throw new Error(m.error.message);
  const packets: Packet[] = [];
  let moveId = 1;
  let deck = record.tiles.length;
  const packet = (channel: string, data: Notification[], move = moveId): void => {
    packets.push({
      channel,
      table_id: table,
      packet_id: String(packets.length + 1),
      packet_type: 'resend',
      move_id: String(move),
      time: String(1700000000 + packets.length * 30),
      data,
    });
  };
  const publicChannel = `/table/t${table}`;
  const turnOf = (player: number, tile: Physical): Notification =>
    note('gameStateChange', {
      id: 2,
      active_player: Number(ids[player]),
      args: { tile_type: tile.type, tile_id: tile.id },
      type: 'activeplayer',
    });
  const spans = record.players.map((p) => `<b><span style="color:#${HEX[p.color]}">${p.name}</span></b>`);
  const setup: Notification[] = [note('simpleNote', { players: spans.join(', ') })];
  for (let s = 0; s < Math.min(seats, turns.length); s++)
    setup.push(note('deck_size', { deck_size: String(--deck) }));
  setup.push(note('gameStateChange', { name: 'gameSetup', type: 'manager', active_player: 0, args: null }));
  setup.push(turnOf(0, turns[0]![0]!));
  packet(publicChannel, setup);

  record.moves.forEach((move, i) => {
    const seat = m.value.actor;
    const player = { player_id: ids[seat], player_name: record.players[seat]!.name };
    const used = turns[i]!;
    for (let d = 0; d < used.length - 1; d++) {
      deck--;
      packet(publicChannel, [
        note('cantPlay', { ...player, tile_id: used[d]!.id }),
        note('deck_size', { deck_size: String(deck) }),
        turnOf(seat, used[d + 1]!),
      ]);
      moveId++;
    }
    const tile = used[used.length - 1]!;
    const [placement, port] = move.split(' ') as [string, Port | undefined];
    const [, id, x, y, r] = /^([A-Z])@(-?\d+),(-?\d+)r(\d+)$/.exec(placement)!;
    const bga = bgaTypeOf(id!)!;
    const quarter = Number(r) / 90;
    const ori = ((((quarter - bga.turn) % 4) + 4) % 4) + 1;
    const playTile = note('playTile', { ...player, id: tile.id, x, y, type: tile.type, ori: String(ori) });
    const follower: Notification[] = [];
    if (port !== undefined) {
      const want = segmentAt(id!, quarter, port);
      const pos = Object.entries(bga.positions).find(
        ([, art]) => segmentAt(id!, quarter, turnPort(art, ori - 1)) === want,
      );
      if (!pos) throw new Error(`no BGA position for ${move}`);
      follower.push(
        note('playPartisan', {
          ...player,
          id: tile.id,
          piece: 'partisan',
          x,
          y,
          pos: pos[0],
          ori: String(ori),
        }),
      );
    }
    // The tile this player places next turn; in a record that stops while tiles remain to be
    // drawn (they go to the other players), a tile of the box that the record never uses.
    const later = turns[i + seats]?.[0];
    const nextTile = later ?? (deck > 0 ? next('E') : null);
    const pick = note('pickTile', nextTile && { id: nextTile.id, type: nextTile.type });
    if (later) deck--;
    const played = m.value.play(seat, move);
    if (!played.ok) throw new Error(played.error.message);
    const end: Notification[] = [
      ...follower,
      ...(nextTile ? [note('deck_size', { deck_size: String(deck) })] : []),
      note('gameStateChange', { id: 4, active_player: ids[seat], args: null, type: 'game' }),
      ...played.value.events.map((e) =>
        note('winPoints', { player_id: Number(ids[seat]), points: e.kind === 'discard' ? 0 : e.points }),
      ),
      note('gameStateChange', { id: 10, active_player: ids[seat], args: null, type: 'game' }),
    ];
    const following = turns[i + 1]?.[0];
    if (following) end.push(turnOf(m.value.actor, following));
    end.push(note('updateReflexionTime', { player_id: ids[m.value.actor], delta: 60 }));
    const pickFirst = port === undefined && (i % 4 === 3 || i >= record.moves.length - seats);
    if (pickFirst) {
      packet(`/player/p${ids[seat]}`, [pick]);
      packet(publicChannel, [playTile, ...end]);
      moveId++;
    } else {
      packet(publicChannel, [
        playTile,
        note('gameStateChange', { id: 3, active_player: ids[seat], type: 'activeplayer' }),
      ]);
      moveId++;
      packet(`/player/p${ids[seat]}`, [pick]);
      packet(publicChannel, end);
      moveId++;
    }
  });
  const report = m.value.report();
  packet(publicChannel, [
    note('gameStateChange', {
      id: 99,
      active_player: ids[0],
      type: 'manager',
      args: {
        result: record.players.map((p, seat) => ({
          name: p.name,
          color: HEX[p.color],
          score: String(report.scores[p.name]),
          player: ids[seat],
        })),
      },
    }),
  ]);
  return { status: 1, data: { valid: 1, data: packets } };
}
