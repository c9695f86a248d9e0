import { loadMatch } from '../games/registry.js';
import { err, ok, type EngineError, type Result } from '../core/result.js';
import { describeValue } from '../core/quote.js';
import { canonicalPort, portIndex, portName } from '../core/ports.js';
import type { TileDef } from '../core/tile-data.js';
import { BGA_START_TYPE, bgaTile, turnPort } from './tiles.js';

/**
 * Import a game log of Board Game Arena's Carcassonne (docs/bga.md) as a record of ours
 * (docs/notation.md): the draw order from its `pickTile` notifications, each `playTile` a
 * placement, a `playPartisan` right after it the follower, `cantPlay` a discard. The record is
 * replayed by the engine before it is returned, so every move in it is legal.
 */

/** The longest log text accepted (characters): a whole real game is far below it. */
export const MAX_BGA_LOG_CHARS = 8_000_000;
/** The most notifications read from one log. */
export const MAX_BGA_NOTIFICATIONS = 200_000;

export interface BgaImportOptions {
  /** The BGA table number: the record's seed becomes `bga-<table>`. */
  readonly table?: string;
  /** Our preset the game is replayed under (default `modern`, BGA's scoring). */
  readonly preset?: string;
  /** Whether farmers were played (default true). */
  readonly farmers?: boolean;
}

/** A record of ours made from a BGA log (docs/notation.md). */
export interface BgaRecord {
  readonly format: 'carcassonne-record/1';
  readonly game: 'carcassonne';
  readonly preset: string;
  readonly options: { readonly farmers: boolean };
  readonly players: readonly { readonly name: string; readonly color: string }[];
  readonly seed: string;
  readonly tiles: readonly string[];
  readonly moves: readonly string[];
}

/** A refusal: a code, a sentence, and for an illegal move its 0-based index. */
export interface BgaError extends EngineError {
  readonly move?: number;
}

const COLORS = ['red', 'blue', 'green', 'yellow', 'black'] as const;
/** BGA's player colours (hex) and ours. */
const COLOR_OF_HEX: Readonly<Record<string, string>> = {
  ff0000: 'red',
  '0000ff': 'blue',
  '008000': 'green',
  ffa500: 'yellow',
  '000000': 'black',
};

interface Placed {
  readonly player: string;
  readonly move: string;
  readonly x: number;
  readonly y: number;
  readonly ori: number;
  readonly tile: number;
  follower: string | null;
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

/** The packets of a log in any of its shapes, with the players list when the log has one. */
function packetsOf(log: unknown): { packets: readonly unknown[]; players: unknown } | null {
  if (Array.isArray(log)) return { packets: log, players: null };
  if (!isObject(log)) return null;
  const data = log.data;
  if (isObject(data)) {
    if (Array.isArray(data.logs)) return { packets: data.logs, players: data.players ?? null };
    if (Array.isArray(data.data)) return { packets: data.data, players: data.players ?? null };
  }
  if (Array.isArray(data)) return { packets: data, players: log.players ?? null };
  if (Array.isArray(log.logs)) return { packets: log.logs, players: log.players ?? null };
  return null;
}

/** Every notification of the packets, in order, each with its arguments (a list where BGA sends one). */
function* notifications(
  packets: readonly unknown[],
): Generator<{ type: string; args: Record<string, unknown> }> {
  for (const packet of packets) {
    if (!isObject(packet)) continue;
    const list = Array.isArray(packet.data) ? packet.data : isObject(packet.data) ? [packet.data] : [];
    for (const n of list) {
      if (!isObject(n) || typeof n.type !== 'string') continue;
      const args = Array.isArray(n.args) ? n.args : [n.args];
      for (const a of args) if (isObject(a)) yield { type: n.type, args: a };
    }
  }
}

/** Names and colours BGA gives its players (a list or a map by player id), when the log has them. */
function knownPlayers(players: unknown): Map<string, { name: string | null; color: string | null }> {
  const out = new Map<string, { name: string | null; color: string | null }>();
  const entries: [string, unknown][] = Array.isArray(players)
    ? players.map((p) => ['', p])
    : isObject(players)
      ? Object.entries(players)
      : [];
  for (const [key, p] of entries) {
    if (!isObject(p)) continue;
    const id = text(p.player_id) ?? text(p.id) ?? (key || null);
    if (id === null) continue;
    const hex = (text(p.color) ?? text(p.player_color) ?? '').replace(/^#/, '').toLowerCase();
    out.set(id, { name: text(p.player_name) ?? text(p.name), color: COLOR_OF_HEX[hex] ?? null });
  }
  return out;
}

/** Read the log into the draw order, the placements and the players in seat order. */
function readLog(
  log: unknown,
): Result<
  { tiles: string[]; placed: Placed[]; players: Map<string, { name: string | null; color: string | null }> },
  BgaError
> {
  const found = packetsOf(log);
  if (!found)
    return bad(
      'no game log found: expected the notification log of a BGA game ({"data": {"logs": [...]}}, {"data": {"data": [...]}} or a list of packets)',
    );
  const known = knownPlayers(found.players);
  const tiles: string[] = [];
  const placed: Placed[] = [];
  let count = 0;
  for (const { type, args } of notifications(found.packets)) {
    if (++count > MAX_BGA_NOTIFICATIONS)
      return err('bga-log-too-large', `the log has more than ${MAX_BGA_NOTIFICATIONS} notifications`);
    if (type === 'pickTile') {
      const t = integer(args.type);
      const tile = t === null ? undefined : bgaTile(t);
      if (!tile)
        return bad(
          `pickTile ${tiles.length + 1}: unknown tile type ${describeValue(args.type)} (base game types are 1–24)`,
        );
      tiles.push(tile.id);
    } else if (type === 'playTile') {
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
      // The start tile, where a log shows it, is ours already.
      if (placed.length === 0 && x === 0 && y === 0 && t === BGA_START_TYPE) {
        if (tiles[tiles.length - 1] === tile.id) tiles.pop();
        continue;
      }
      const player = text(args.player_id) ?? text(args.player_name);
      if (player === null) return bad(`${where}: the player (player_id) is missing`);
      const name = text(args.player_name);
      const entry = known.get(player);
      if (!entry) known.set(player, { name, color: null });
      else if (entry.name === null && name !== null) entry.name = name;
      const rotation = ((ori - 1 + tile.turn) % 4) * 90;
      placed.push({ player, move: `${tile.id}@${x},${y}r${rotation}`, x, y, ori, tile: t!, follower: null });
    } else if (type === 'playPartisan') {
      const last = placed[placed.length - 1];
      const pos = integer(args.pos);
      if (!last) return bad('playPartisan before any playTile');
      if (last.follower !== null)
        return bad(
          `playPartisan ${describeValue(args.pos)}: a second follower on the tile of playTile ${placed.length}`,
        );
      const x = args.x === undefined ? last.x : integer(args.x);
      const y = args.y === undefined ? last.y : integer(args.y);
      if (x !== last.x || y !== last.y)
        return bad(
          `playPartisan at ${x ?? describeValue(args.x)},${y ?? describeValue(args.y)}: not the tile just placed (${last.x},${last.y})`,
        );
      const art = pos === null ? undefined : bgaTile(last.tile)!.positions[pos];
      if (art === undefined)
        return bad(
          `playPartisan ${describeValue(args.pos)}: tile type ${last.tile} has no follower position ${describeValue(args.pos)}`,
        );
      last.follower = turnPort(art, last.ori - 1);
    }
  }
  if (placed.length === 0) return bad('the log has no playTile notification: not a Carcassonne game log');
  return ok({ tiles, placed, players: known });
}

/** The record of a BGA log (text or parsed JSON), replayed; or why not. */
export function importBga(input: unknown, options: BgaImportOptions = {}): Result<BgaRecord, BgaError> {
  let log = input;
  if (typeof input === 'string') {
    if (input.length > MAX_BGA_LOG_CHARS)
      return err(
        'bga-log-too-large',
        `the log has ${input.length} characters; at most ${MAX_BGA_LOG_CHARS} are read`,
      );
    try {
      log = JSON.parse(input.replace(/^\uFEFF/, ''));
    } catch (e) {
      return bad(`the log is not JSON (${e instanceof Error ? e.message : 'unreadable'})`);
    }
  }
  let read: ReturnType<typeof readLog>;
  try {
    read = readLog(log);
  } catch {
    return bad('the log could not be read (inspecting it failed); a log is plain JSON data');
  }
  if (!read.ok) return read;
  const { tiles, placed } = read.value;
  const seats: string[] = [];
  for (const p of placed) if (!seats.includes(p.player)) seats.push(p.player);
  const taken = new Set(seats.map((id) => read.value.players.get(id)?.color).filter((c) => c != null));
  const spare = COLORS.filter((c) => !taken.has(c));
  const players = seats.map((id) => {
    const p = read.value.players.get(id);
    return { name: p?.name ?? `Player ${id}`, color: p?.color ?? spare.shift() ?? 'red' };
  });
  const record: BgaRecord = {
    format: 'carcassonne-record/1',
    game: 'carcassonne',
    preset: options.preset ?? 'modern',
    options: { farmers: options.farmers ?? true },
    players,
    seed: options.table ? `bga-${options.table}` : 'bga',
    tiles,
    moves: placed.map((p) => (p.follower ? `${p.move} ${p.follower}` : p.move)),
  };
  const match = loadMatch(record);
  if (!match.ok) {
    const e = match.error;
    if (e.exit === 2) return bad(`the log does not make a game of ours: ${e.message}`);
    return {
      ok: false,
      error: {
        code: e.code,
        message: `the log's game is not legal here: ${e.message}`,
        ...(e.move !== undefined ? { move: e.move } : {}),
      },
    };
  }
  const catalog = match.value.tiles;
  return ok({ ...record, moves: record.moves.map((m) => spelled(m, (id) => catalog.get(id)?.def)) });
}

/**
 * A move with its follower's port spelled one way for each segment (docs/bga.md): `C` for a
 * monastery, the first port clockwise from NNW for a field, and for a road or city the middle
 * port of the first side it reaches.
 */
function spelled(move: string, defOf: (id: string) => TileDef | undefined): string {
  const [placement, port] = move.split(' ');
  const parsed = /^([A-Za-z0-9]+)@-?\d+,-?\d+r(\d+)$/.exec(placement ?? '');
  const def = parsed ? defOf(parsed[1]!) : undefined;
  if (!parsed || port === undefined || port === 'C' || !def) return move;
  const turns = Number(parsed[2]) / 90;
  const segment = def.segments.find((s) => s.ports.some((p) => p === canonicalPortName(port, turns)));
  if (!segment) return move;
  const board = segment.ports
    .filter((p) => p !== 'C')
    .map((p) => (portIndex(p) + 3 * turns) % 12)
    .sort((a, b) => a - b);
  const first = board[0];
  if (first === undefined) return move;
  const middle = 3 * Math.floor(first / 3) + 1;
  const chosen = segment.kind !== 'field' && board.includes(middle) ? middle : first;
  return `${placement} ${portName(chosen)}`;
}

const canonicalPortName = (port: string, turns: number): string =>
  portName(canonicalPort(portIndex(port), turns));
