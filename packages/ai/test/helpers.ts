import {
  carcassonne,
  createMatch,
  Mulberry32,
  theCity,
  type GameMatch,
  type Result,
} from '@carcassonne/engine';

type Match = carcassonne.Match;
type CityMatch = theCity.CityMatch;
type BasePreset = carcassonne.BasePreset;

export function newMatch(preset: BasePreset, seed: string, players = 2): Match {
  const list = Array.from({ length: players }, (_, i) => ({ name: `P${i}`, color: carcassonne.COLORS[i]! }));
  const m = carcassonne.Match.create({ game: 'carcassonne', preset, seed, players: list });
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

/** Random positions: a seeded random game stopped after a random number of moves. */
export function randomPosition(preset: BasePreset, i: number): Match {
  const m = newMatch(preset, `pos-${preset}-${i}`, 2 + (i % 3));
  const rng = new Mulberry32(i);
  const stop = rng.int(70);
  while (!m.finished && m.game.moveCount < stop) {
    const moves = m.legalMoves();
    m.play(moves[rng.int(moves.length)]!);
  }
  return m;
}

export function newCityMatch(seed: string, players = 2): CityMatch {
  const list = Array.from({ length: players }, (_, k) => ({
    name: `P${k}`,
    color: (['red', 'blue', 'green', 'yellow'] as const)[k]!,
  }));
  const c = theCity.createCityMatch({ game: 'the-city', preset: 'the-city', players: list, seed });
  if (!c.ok) throw new Error(c.error.message);
  return c.value;
}

export function randomCityPosition(i: number): CityMatch {
  const m = newCityMatch(`city-pos-${i}`, 2 + (i % 3));
  const rng = new Mulberry32(i);
  const stop = rng.int(160);
  for (let k = 0; k < stop && !m.finished; k++) {
    const moves = m.legalMoves();
    m.play(moves[rng.int(moves.length)]!);
  }
  return m;
}

/** A move as a canonical string, to compare with the legal moves. */
export const key = (mv: object) => JSON.stringify(mv, Object.keys(mv).sort());

/** The value of a result that must be ok (a test failure with its error otherwise). */
export function unwrap<T, E extends { message: string }>(r: Result<T, E>): T {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r.error)}`);
  return r.value;
}

const PLAYERS = [
  { name: 'Anna', color: 'red' },
  { name: 'Bo', color: 'blue' },
  { name: 'Cy', color: 'green' },
];

/** A short game: the first `n` tiles of a seeded deal (the game ends when they are used up); 2 players unless told. */
export function shortMatch(preset: string, seed: string, n: number, playerCount = 2): GameMatch {
  const players = PLAYERS.slice(0, playerCount);
  const full = unwrap(createMatch({ preset, players, seed })).toRecord();
  const tiles = full.tiles!.slice(0, n);
  return unwrap(
    createMatch({ preset, players, tiles, ...(preset === 'the-city' ? { stacks: [n, 0, 0] } : {}) }),
  );
}
