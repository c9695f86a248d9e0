import { err, ok, type EngineError, type Result } from '../core/result.js';
import { describeValue } from '../core/quote.js';
import type { Port } from '../core/ports.js';
import { bgaTile, turnPort } from './tiles.js';

/**
 * Reading a Board Game Arena Carcassonne log (docs/bga.md): its packets, the tile each player
 * holds (dealt at setup, then named by the player's `pickTile` at the end of each of their turns
 * for their next turn), the placements, discards and followers. Every tile placed or discarded
 * must be the one its player holds; anything else is refused with one error.
 */

/** The most notifications read from one log. */
export const MAX_BGA_NOTIFICATIONS = 200_000;

/** A refusal: a code, a sentence, and for a move its 0-based index. */
export interface BgaError extends EngineError {
  readonly move?: number;
}

/** A placement read from the log, in our notation, with its follower's port on the board. */
export interface BgaPlacement {
  readonly player: string;
  readonly move: string;
  readonly x: number;
  readonly y: number;
  readonly ori: number;
  readonly type: number;
  readonly tileId: number | null;
  follower: Port | null;
}

export interface BgaPlayerInfo {
  name: string | null;
  color: string | null;
}

export interface BgaLogReading {
  /** Our tile ids in the order the game used them: each turn's discarded tiles, then its placed one. */
  readonly tiles: readonly string[];
  readonly placed: readonly BgaPlacement[];
  readonly players: ReadonlyMap<string, BgaPlayerInfo>;
}

/** BGA's player colours (hex) and ours. */
const COLOR_OF_HEX: Readonly<Record<string, string>> = {
  ff0000: 'red',
  '0000ff': 'blue',
  '008000': 'green',
  ffa500: 'yellow',
  '000000': 'black',
};

/** A tile a player holds: BGA's tile id (one physical tile) and type. */
interface Held {
  readonly id: number;
  readonly type: number;
}

interface Notice {
  readonly type: string;
  readonly args: Record<string, unknown> | null;
  readonly channel: string | null;
}

const bad = (message: string): { ok: false; error: BgaError } => err('bad-bga-log', message);
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A whole number as BGA writes them (a number or a string of digits). */
function integer(v: unknown): number | null {
  if (typeof v === 'number') return Number.isSafeInteger(v) ? v : null;
  if (typeof v === 'string' && /^-?\d{1,9}$/.test(v)) return Number(v);
  return null;
}

const text = (v: unknown): string | null =>
  typeof v === 'string' && v.length > 0 ? v : typeof v === 'number' ? String(v) : null;

const tileName = (h: Held): string => `${h.id} (${bgaTile(h.type)?.id ?? `type ${h.type}`})`;

/** The packets of a log in any of its shapes, with the players list when the log has one. */
function packetsOf(log: unknown): { packets: readonly unknown[]; players: unknown } | null {
  if (Array.isArray(log)) return { packets: log, players: null };
  if (!isObject(log)) return null;
  const data = log.data;
  if (isObject(data)) {
    if (Array.isArray(data.data)) return { packets: data.data, players: data.players ?? null };
    if (Array.isArray(data.logs)) return { packets: data.logs, players: data.players ?? null };
  }
  if (Array.isArray(data)) return { packets: data, players: log.players ?? null };
  if (Array.isArray(log.logs)) return { packets: log.logs, players: log.players ?? null };
  return null;
}

/** Every notification of the packets, in order, with its channel and its arguments (a list where BGA sends one). */
function* notices(packets: readonly unknown[]): Generator<Notice> {
  for (const packet of packets) {
    if (!isObject(packet)) continue;
    const channel = typeof packet.channel === 'string' ? packet.channel : null;
    const list = Array.isArray(packet.data) ? packet.data : isObject(packet.data) ? [packet.data] : [];
    for (const n of list) {
      if (!isObject(n) || typeof n.type !== 'string') continue;
      if (n.args === null || n.args === undefined) yield { type: n.type, args: null, channel };
      const args = Array.isArray(n.args) ? n.args : [n.args];
      for (const a of args) if (isObject(a)) yield { type: n.type, args: a, channel };
    }
  }
}

/** Names and colours BGA gives its players (a list or a map by player id). */
function addPlayers(out: Map<string, BgaPlayerInfo>, players: unknown): void {
  const entries: [string, unknown][] = Array.isArray(players)
    ? players.map((p) => ['', p])
    : isObject(players)
      ? Object.entries(players)
      : [];
  for (const [key, p] of entries) {
    if (!isObject(p)) continue;
    const id = text(p.player_id) ?? text(p.player) ?? text(p.id) ?? (key || null);
    if (id === null) continue;
    const hex = (text(p.color) ?? text(p.player_color) ?? '').replace(/^#/, '').toLowerCase();
    out.set(id, { name: text(p.player_name) ?? text(p.name), color: COLOR_OF_HEX[hex] ?? null });
  }
}

/** The private channel's player (`/player/p<id>`), or null. */
const channelPlayer = (channel: string | null): string | null =>
  /^\/player\/p(\d+)$/.exec(channel ?? '')?.[1] ?? null;

/** Read the log: the tiles in the order used, the placements and the players. */
export function readBgaLog(log: unknown): Result<BgaLogReading, BgaError> {
  const found = packetsOf(log);
  if (!found)
    return bad(
      'no game log found: expected the notification log of a BGA game ({"data": {"data": [...]}} as the game review page holds it, {"data": {"logs": [...]}} or a list of packets)',
    );
  const players = new Map<string, BgaPlayerInfo>();
  addPlayers(players, found.players);
  const tiles: string[] = [];
  const placed: BgaPlacement[] = [];
  const hands = new Map<string, Held[]>();
  const drawn = new Set<number>();
  let deckEmpty = false;
  let active: string | null = null;
  let count = 0;
  const mismatch = (message: string): { ok: false; error: BgaError } => ({
    ok: false,
    error: { code: 'bga-tile-mismatch', message: `move ${placed.length}: ${message}`, move: placed.length },
  });
  const handOf = (player: string): Held[] => {
    const hand = hands.get(player) ?? [];
    hands.set(player, hand);
    return hand;
  };
  /** A tile comes off the deck into a player's hand. */
  const draw = (player: string, held: Held, what: string) => {
    const hand = handOf(player);
    const last = hand[hand.length - 1];
    if (last && last.id === held.id && last.type === held.type) return null; // the same draw told again
    if (drawn.has(held.id)) return mismatch(`${what}: tile ${tileName(held)} is drawn a second time`);
    if (deckEmpty)
      return mismatch(`${what}: player ${player} draws tile ${tileName(held)} after the deck ran out`);
    if (hand.length >= 2)
      return mismatch(
        `${what}: player ${player} would hold three tiles (${hand.map(tileName).join(', ')} and ${tileName(held)})`,
      );
    drawn.add(held.id);
    hand.push(held);
    return null;
  };
  /** A tile leaves a player's hand: it must be the one they hold. */
  const take = (player: string, type: number | null, id: number | null, what: string) => {
    const hand = handOf(player);
    const front = hand[0];
    const named = id !== null ? `tile ${id}` : `a tile of type ${type}`;
    if (!front)
      return mismatch(
        `${what}: player ${player} plays ${named} but holds none (no deal, pickTile or turn naming it)`,
      );
    if ((id !== null && front.id !== id) || (type !== null && front.type !== type))
      return mismatch(`${what}: player ${player} plays ${named} but holds tile ${tileName(front)}`);
    hand.shift();
    return null;
  };

  for (const { type, args, channel } of notices(found.packets)) {
    if (++count > MAX_BGA_NOTIFICATIONS)
      return err('bga-log-too-large', `the log has more than ${MAX_BGA_NOTIFICATIONS} notifications`);
    if (type === 'gameStateChange' && args) {
      const who = text(args.active_player);
      if (who !== null && who !== '0') active = who;
      const state = isObject(args.args) ? args.args : null;
      // The end of the game lists the players with their names and colours.
      if (state && Array.isArray(state.result)) addPlayers(players, state.result);
      if (!state || (state.tile_type === undefined && state.tile_id === undefined)) continue;
      // The turn of the active player begins with the tile they hold: dealt at setup, or drawn.
      const t = integer(state.tile_type);
      const id = integer(state.tile_id);
      const where = `the turn of player ${describeValue(args.active_player)}`;
      if (t === null || !bgaTile(t) || id === null)
        return bad(
          `${where}: tile_type ${describeValue(state.tile_type)}, tile_id ${describeValue(state.tile_id)} is not a base tile`,
        );
      if (who === null) return bad(`${where}: the active player is missing`);
      const front = handOf(who)[0];
      if (!front) {
        const refused = draw(who, { id, type: t }, where);
        if (refused) return refused;
      } else if (front.id !== id || front.type !== t)
        return mismatch(
          `${where} names tile ${tileName({ id, type: t })} but the player holds ${tileName(front)}`,
        );
    } else if (type === 'pickTile') {
      const where = `pickTile ${drawn.size + 1}`;
      const player = channelPlayer(channel) ?? (channel === null ? active : null);
      if (player === null)
        return bad(
          `${where}: not on a player's private channel (/player/p<id>), so whose tile it is is unknown`,
        );
      if (args === null) {
        deckEmpty = true; // the deck is empty: the player draws nothing
        continue;
      }
      const t = integer(args.type);
      const id = integer(args.id);
      if (t === null || !bgaTile(t))
        return bad(`${where}: unknown tile type ${describeValue(args.type)} (base game types are 1–24)`);
      if (id === null) return bad(`${where}: the tile id ${describeValue(args.id)} is not a whole number`);
      const refused = draw(player, { id, type: t }, where);
      if (refused) return refused;
    } else if (type === 'cantPlay' && args) {
      const id = integer(args.tile_id ?? args.id);
      const player = text(args.player_id) ?? active;
      const where = `cantPlay ${describeValue(args.tile_id ?? args.id)}`;
      if (id === null) return bad(`${where}: the tile id is not a whole number`);
      if (player === null) return bad(`${where}: whose turn it is is unknown`);
      const front = handOf(player)[0];
      const refused = take(player, null, id, where);
      if (refused) return refused;
      tiles.push(bgaTile(front!.type)!.id);
    } else if (type === 'playTile' && args) {
      const t = integer(args.type);
      const x = integer(args.x);
      const y = integer(args.y);
      const ori = integer(args.ori);
      const tile = t === null ? undefined : bgaTile(t);
      const where = `playTile ${placed.length + 1}`;
      if (!tile)
        return bad(`${where}: unknown tile type ${describeValue(args.type)} (base game types are 1–24)`);
      if (x === null || y === null) return bad(`${where}: x and y must be whole numbers`);
      if (ori === null || ori < 1 || ori > 4)
        return bad(`${where}: ori must be 1, 2, 3 or 4 (got ${describeValue(args.ori)})`);
      const player = text(args.player_id);
      if (player === null) return bad(`${where}: the player (player_id) is missing`);
      const tileId = args.id === undefined ? null : integer(args.id);
      if (args.id !== undefined && tileId === null)
        return bad(`${where}: the tile id ${describeValue(args.id)} is not a whole number`);
      const refused = take(player, t, tileId, where);
      if (refused) return refused;
      const name = text(args.player_name);
      const entry = players.get(player);
      if (!entry) players.set(player, { name, color: null });
      else if (entry.name === null && name !== null) entry.name = name;
      const rotation = ((ori - 1 + tile.turn) % 4) * 90;
      tiles.push(tile.id);
      placed.push({
        player,
        move: `${tile.id}@${x},${y}r${rotation}`,
        x,
        y,
        ori,
        type: tile.type,
        tileId,
        follower: null,
      });
    } else if (type === 'playPartisan' && args) {
      const last = placed[placed.length - 1];
      const pos = integer(args.pos);
      if (!last) return bad('playPartisan before any playTile');
      const where = `playPartisan ${describeValue(args.pos)}`;
      if (last.follower !== null)
        return bad(`${where}: a second follower on the tile of playTile ${placed.length}`);
      const x = args.x === undefined ? last.x : integer(args.x);
      const y = args.y === undefined ? last.y : integer(args.y);
      if (x !== last.x || y !== last.y)
        return bad(
          `${where} at ${x ?? describeValue(args.x)},${y ?? describeValue(args.y)}: not the tile just placed (${last.x},${last.y})`,
        );
      const player = text(args.player_id);
      if (player !== null && player !== last.player)
        return bad(
          `${where}: player ${player} places a follower on the tile player ${last.player} just placed`,
        );
      const art = pos === null ? undefined : bgaTile(last.type)!.positions[pos];
      if (art === undefined)
        return bad(`${where}: tile type ${last.type} has no follower position ${describeValue(args.pos)}`);
      last.follower = turnPort(art, last.ori - 1);
    }
  }
  if (placed.length === 0) return bad('the log has no playTile notification: not a Carcassonne game log');
  return ok({ tiles, placed, players });
}
