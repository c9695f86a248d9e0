import {
  createCityMatch,
  Match,
  Mulberry32,
  ok,
  placeMoveOf,
  type CityGame,
  type CityMatch,
  type CityPlayerView,
  type Game,
  type PlaceMove,
  type PlayerView,
} from '@carcassonne/engine';
import { botError, type BotResult } from './errors.js';
import { validateView } from './view.js';

function shuffled(counts: Readonly<Record<string, number>>, rng: Mulberry32): string[] {
  const out: string[] = [];
  for (const [id, n] of Object.entries(counts)) for (let i = 0; i < n; i++) out.push(id);
  for (let i = out.length - 1; i >= 1; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Replay the public history; the first move the engine refuses makes the view a bad one. */
function replay(m: { play(mv: string): { ok: boolean; error?: { message: string } } }, moves: readonly string[]): BotResult<null> {
  for (const [i, mv] of moves.entries()) {
    const r = m.play(mv);
    if (!r.ok) return botError('bad-view', `view.moves[${i}] "${mv}" does not replay: ${r.error?.message ?? 'refused'}`);
  }
  return ok(null);
}

/** The engine checks what the shape check leaves (preset, players, tile ids); anything it throws on is a bad view too. */
function rebuild<M>(build: () => BotResult<M>): BotResult<M> {
  try {
    return build();
  } catch (e) {
    return botError('bad-view', `the view does not rebuild: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/**
 * Rebuild a playable position from a player's view alone: the public history replayed on a
 * bag whose unseen part is a random arrangement of the remaining tile counts. A bot never
 * learns the real order; every search iteration re-samples it (`resample`).
 */
export function positionFromView(view: PlayerView, rng: Mulberry32): BotResult<Match> {
  const checked = validateView(view);
  if (!checked.ok) return checked;
  if (view.game !== 'carcassonne') return botError('bad-view', 'not a view of the base game');
  return rebuild(() => {
    const created = Match.create({
      game: 'carcassonne',
      preset: view.preset,
      options: view.options,
      players: view.players,
      tiles: [...view.drawnTiles, ...shuffled(view.remaining, rng)],
    });
    if (!created.ok) return botError('bad-view', `the view's game cannot be set up: ${created.error.message}`);
    const replayed = replay(created.value, view.moves);
    return replayed.ok ? ok(created.value) : replayed;
  });
}

/** The same for The City: each stack's unseen tiles are arranged within that stack. */
export function cityPositionFromView(view: CityPlayerView, rng: Mulberry32): BotResult<CityMatch> {
  const checked = validateView(view);
  if (!checked.ok) return checked;
  if (view.game !== 'the-city') return botError('bad-view', 'not a view of The City');
  return rebuild(() => {
    const tiles = [...view.drawnTiles];
    for (const stack of view.remaining) tiles.push(...shuffled(stack, rng));
    const created = createCityMatch({ game: 'the-city', preset: 'the-city', players: view.players, tiles, stacks: view.stacks });
    if (!created.ok) return botError('bad-view', `the view's game cannot be set up: ${created.error.message}`);
    const replayed = replay(created.value, view.moves);
    return replayed.ok ? ok(created.value) : replayed;
  });
}

/** A position rebuilt from a view of either game. */
export type Position = { readonly game: 'carcassonne'; readonly match: Match } | { readonly game: 'the-city'; readonly match: CityMatch };

/**
 * A view from outside, checked and rebuilt (the unseen tiles in a random arrangement), with a
 * decision to take: a finished game is refused with `game-over`.
 */
export function decisionPosition(input: unknown, rng: Mulberry32): BotResult<Position> {
  const checked = validateView(input);
  if (!checked.ok) return checked;
  const view = checked.value;
  let position: Position;
  if (view.game === 'the-city') {
    const r = cityPositionFromView(view, rng);
    if (!r.ok) return r;
    position = { game: 'the-city', match: r.value };
  } else {
    const r = positionFromView(view, rng);
    if (!r.ok) return r;
    position = { game: 'carcassonne', match: r.value };
  }
  if (position.match.finished) return botError('game-over', 'the game in the view is over: there is no move to choose');
  return ok(position);
}

function shuffleRange(bag: Uint8Array, from: number, to: number, rng: Mulberry32): void {
  for (let i = to - 1; i > from; i--) {
    const j = from + rng.int(i - from + 1);
    const t = bag[i]!;
    bag[i] = bag[j]!;
    bag[j] = t;
  }
}

/** Shuffle the tiles not yet drawn (a new determinization of the hidden bag). */
export function resample(g: Game, rng: Mulberry32): void {
  shuffleRange(g.bag, g.bagPos, g.bag.length, rng);
}

/** The City: shuffle the unseen part of each stack, never across stacks. */
export function resampleCity(g: CityGame, rng: Mulberry32): void {
  const s1 = g.stacks[0];
  const s2 = s1 + g.stacks[1];
  const n = g.bag.length;
  shuffleRange(g.bag, Math.min(g.bagPos, s1), s1, rng);
  shuffleRange(g.bag, Math.max(g.bagPos, s1), s2, rng);
  shuffleRange(g.bag, Math.max(g.bagPos, s2), n, rng);
}

/** A placement code and follower segment of the fast core as a move object. */
export function toMove(g: Game, code: number, seg: number): PlaceMove {
  return placeMoveOf(g, g.types[g.drawn]!, code, seg);
}
