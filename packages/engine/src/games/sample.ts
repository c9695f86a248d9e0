import { err, ok, type Result } from '../core/result.js';
import type { Mulberry32 } from '../core/rng.js';
import type { BaseRecord, BaseView } from '../core/view.js';
import type { GameMatch } from './definition.js';

/** More unseen tiles than any tile set holds: a view asking to shuffle more is refused. */
const MAX_UNSEEN_TILES = 1000;

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringArray = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((s) => typeof s === 'string');
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

export const badView = (message: string) => err('bad-view', message);

/** The fields every game's view has: players and the public history. */
export interface PublicHistory {
  readonly players: { name: string; color: string }[];
  readonly drawnTiles: readonly string[];
  readonly moves: readonly string[];
}

export function publicHistory(view: Record<string, unknown>): Result<PublicHistory> {
  const players = view.players;
  if (
    !Array.isArray(players) ||
    !players.every((p) => isRecord(p) && typeof p.name === 'string' && typeof p.color === 'string')
  )
    return badView('view.players must be an array of {name, color}');
  if (!isStringArray(view.drawnTiles)) return badView('view.drawnTiles must be an array of tile ids');
  if (!isStringArray(view.moves)) return badView('view.moves must be an array of moves');
  return ok({
    players: players.map((p) => ({
      name: String((p as Record<string, unknown>).name),
      color: String((p as Record<string, unknown>).color),
    })),
    drawnTiles: view.drawnTiles,
    moves: view.moves,
  });
}

/** A view of `game` (named `title` in messages) with its public history; the view's other fields to read on. */
export function readView(
  view: unknown,
  game: string,
  title: string,
): Result<{ readonly fields: Record<string, unknown>; readonly history: PublicHistory }> {
  if (!isRecord(view) || view.game !== game) return badView(`not a view of ${title}`);
  const history = publicHistory(view);
  return history.ok ? ok({ fields: view, history: history.value }) : history;
}

/** Tile counts (`{ id: n }`) as a list in a random order; refused when malformed or too many. */
export function shuffledCounts(counts: unknown, rng: Mulberry32): Result<string[]> {
  if (!isRecord(counts)) return badView('view.remaining must give the unseen tiles as counts ({ id: n })');
  const out: string[] = [];
  for (const id of Object.keys(counts)) {
    const n = counts[id];
    if (!isCount(n)) return badView('view.remaining must give the unseen tiles as counts ({ id: n })');
    if (out.length + n > MAX_UNSEEN_TILES)
      return badView(`view.remaining holds more tiles than any tile set`);
    for (let i = 0; i < n; i++) out.push(id);
  }
  for (let i = out.length - 1; i >= 1; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return ok(out);
}

/** Replay the public history on a match; a refused move makes the view a bad one. */
export function replayHistory<G extends GameMatch<BaseView, BaseRecord>>(
  created: Result<G>,
  moves: readonly string[],
): Result<G> {
  if (!created.ok) return badView(`the view's game cannot be set up: ${created.error.message}`);
  const match = created.value;
  for (const [i, move] of moves.entries()) {
    const r = match.play(match.actor, move);
    if (!r.ok) return badView(`view.moves[${i}] does not replay: ${r.error.message}`);
  }
  return ok(match);
}
