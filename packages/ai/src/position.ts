import { Match, Mulberry32, type Game, type PlaceMove, type PlayerView, ROTATIONS, segmentPort } from '@carcassonne/engine';

/**
 * Rebuild a playable position from a player's view alone: the public history replayed on a
 * bag whose unseen part is a random arrangement of the remaining tile counts. A bot never
 * learns the real order; every search iteration re-samples it (`resample`).
 */
export function positionFromView(view: PlayerView, rng: Mulberry32): Match {
  const unseen: string[] = [];
  for (const [id, n] of Object.entries(view.remaining)) for (let i = 0; i < n; i++) unseen.push(id);
  for (let i = unseen.length - 1; i >= 1; i--) {
    const j = rng.int(i + 1);
    [unseen[i], unseen[j]] = [unseen[j]!, unseen[i]!];
  }
  const created = Match.create({
    game: 'carcassonne',
    preset: view.preset,
    options: view.options,
    players: view.players,
    tiles: [...view.drawnTiles, ...unseen],
  });
  if (!created.ok) throw new Error(`bad view: ${created.error.message}`);
  const m = created.value;
  for (const mv of view.moves) {
    const r = m.play(mv);
    if (!r.ok) throw new Error(`bad view: ${r.error.message}`);
  }
  return m;
}

/** Shuffle the tiles not yet drawn (a new determinization of the hidden bag). */
export function resample(g: Game, rng: Mulberry32): void {
  const bag = g.bag;
  for (let i = bag.length - 1; i > g.bagPos; i--) {
    const j = g.bagPos + rng.int(i - g.bagPos + 1);
    const t = bag[i]!;
    bag[i] = bag[j]!;
    bag[j] = t;
  }
}

/** A placement code and follower segment of the fast core as a move object. */
export function toMove(g: Game, code: number, seg: number): PlaceMove {
  const t = g.types[g.drawn]!;
  const cell = code >> 2;
  const r = code & 3;
  return {
    type: 'place',
    tile: t.id,
    x: g.xOf(cell),
    y: g.yOf(cell),
    rotation: ROTATIONS[r]!,
    ...(seg >= 0 ? { follower: segmentPort(t, r, seg) } : {}),
  };
}

/** The follower segments allowed for a placement, computed on a scratch copy. */
export function followerChoices(g: Game, code: number, scratch: Game): number[] {
  scratch.copyFrom(g);
  scratch.placeTile(code);
  return Array.from(scratch.fopts.subarray(0, scratch.nFopts));
}
