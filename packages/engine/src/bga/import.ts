import { loadMatch } from '../games/registry.js';
import { err, ok, type Result } from '../core/result.js';
import { canonicalPort, portIndex, portName } from '../core/ports.js';
import type { TileDef } from '../core/tile-data.js';
import { readBgaLog, type BgaError } from './read-log.js';

export { MAX_BGA_NOTIFICATIONS, type BgaError } from './read-log.js';

/**
 * Import a game log of Board Game Arena's Carcassonne (docs/bga.md) as a record of ours
 * (docs/notation.md). The log is read by `readBgaLog` (each player's tile dealt at setup, then
 * named by their `pickTile` for their next turn; `playTile`, `playPartisan`, `cantPlay`); the
 * record's tiles are the tiles in the order the game used them. The record is replayed by the
 * engine before it is returned, so every move in it is legal.
 */

/** The longest log text accepted (characters): a whole real game is far below it. */
export const MAX_BGA_LOG_CHARS = 8_000_000;

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

const COLORS = ['red', 'blue', 'green', 'yellow', 'black'] as const;

const bad = (message: string): { ok: false; error: BgaError } => err('bad-bga-log', message);

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
  let read: ReturnType<typeof readBgaLog>;
  try {
    read = readBgaLog(log);
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
