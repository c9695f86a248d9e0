import {
  createCityMatch,
  Match,
  Mulberry32,
  placeMoveOf,
  type CityGame,
  type CityMatch,
  type CityPlayerView,
  type Game,
  type PlaceMove,
  type PlayerView,
} from '@carcassonne/engine';

function shuffled(counts: Readonly<Record<string, number>>, rng: Mulberry32): string[] {
  const out: string[] = [];
  for (const [id, n] of Object.entries(counts)) for (let i = 0; i < n; i++) out.push(id);
  for (let i = out.length - 1; i >= 1; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function replay(m: { play(mv: string): { ok: boolean; error?: { message: string } } }, moves: readonly string[]): void {
  for (const mv of moves) {
    const r = m.play(mv);
    if (!r.ok) throw new Error(`bad view: ${r.error?.message}`);
  }
}

/**
 * Rebuild a playable position from a player's view alone: the public history replayed on a
 * bag whose unseen part is a random arrangement of the remaining tile counts. A bot never
 * learns the real order; every search iteration re-samples it (`resample`).
 */
export function positionFromView(view: PlayerView, rng: Mulberry32): Match {
  const created = Match.create({
    game: 'carcassonne',
    preset: view.preset,
    options: view.options,
    players: view.players,
    tiles: [...view.drawnTiles, ...shuffled(view.remaining, rng)],
  });
  if (!created.ok) throw new Error(`bad view: ${created.error.message}`);
  replay(created.value, view.moves);
  return created.value;
}

/** The same for The City: each stack's unseen tiles are arranged within that stack. */
export function cityPositionFromView(view: CityPlayerView, rng: Mulberry32): CityMatch {
  const tiles = [...view.drawnTiles];
  for (const stack of view.remaining) tiles.push(...shuffled(stack, rng));
  const created = createCityMatch({ game: 'the-city', preset: 'the-city', players: view.players, tiles, stacks: view.stacks });
  if (!created.ok) throw new Error(`bad view: ${created.error.message}`);
  replay(created.value, view.moves);
  return created.value;
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
