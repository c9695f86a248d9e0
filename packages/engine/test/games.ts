import type { Mulberry32, Move } from '../src/index.js';
import { BASE_PRESETS, Match, type PlayerInfo, type Setup } from '../src/carcassonne/public.js';
import { CityMatch, type CityPlayer, type CitySetup } from '../src/the-city/public.js';

/** Both checked games behind one face, for tests that run over every preset. */
export type AnyMatch = Match | CityMatch;
export const ALL_PRESETS = [...BASE_PRESETS, 'the-city'] as const;
export type AnyPreset = (typeof ALL_PRESETS)[number];

const NAMES = ['Anna', 'Bo', 'Cleo', 'Dirk', 'Eva'];
const COLORS = ['red', 'blue', 'green', 'yellow', 'black'] as const;

export function players(n: number): PlayerInfo[] {
  return NAMES.slice(0, n).map((name, i) => ({ name, color: COLORS[i]! }));
}

/** A seeded match of a preset; `tiles`/`stacks` replace the seeded order. */
export function create(
  preset: AnyPreset,
  seats: number,
  seed: string,
  tiles?: string[],
  stacks?: readonly number[],
): AnyMatch {
  if (preset === 'the-city') {
    const setup: CitySetup = {
      game: 'the-city',
      preset,
      players: players(seats) as CityPlayer[],
      seed,
      ...(tiles ? { tiles, stacks: stacks ?? [] } : {}),
    };
    const m = CityMatch.create(setup);
    if (!m.ok) throw new Error(m.error.message);
    return m.value;
  }
  const setup: Setup = {
    game: 'carcassonne',
    preset,
    players: players(seats),
    seed,
    ...(tiles ? { tiles } : {}),
  };
  const m = Match.create(setup);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

export function legalMoves(m: AnyMatch): Move[] {
  return m.legalMoves();
}

/** Play `count` random legal moves (fewer if the game ends). */
export function playRandom(m: AnyMatch, rng: Mulberry32, count: number): void {
  for (let i = 0; i < count && !m.finished; i++) {
    const legal = legalMoves(m);
    const r = m.play(legal[rng.int(legal.length)]!);
    if (!r.ok) throw new Error(`a legal move was refused: ${r.error.message}`);
  }
}

/** The same position with the unseen tiles in another order (in The City across its face-down stacks too). */
export function twinWithHiddenOrderShuffled(m: AnyMatch, rng: Mulberry32): AnyMatch {
  const g = m.game;
  const rec = m.toRecord();
  const tiles = [...(rec.tiles ?? [])];
  const bounds = [tiles.length];
  let from = g.bagPos;
  for (const to of bounds) {
    if (to <= from) continue;
    for (let i = to - 1; i > from; i--) {
      const j = from + rng.int(i - from + 1);
      [tiles[i], tiles[j]] = [tiles[j]!, tiles[i]!];
    }
    from = to;
  }
  const preset = m instanceof CityMatch ? 'the-city' : m.setup.preset;
  const twin = create(
    preset,
    m.players.length,
    'twin',
    tiles,
    m instanceof CityMatch ? m.game.stacks : undefined,
  );
  for (const mv of m.moves()) {
    const r = twin.play(mv);
    if (!r.ok) throw new Error(`replaying ${mv}: ${r.error.message}`);
  }
  return twin;
}
