import { describe, expect, it } from 'vitest';
import { createMatch, loadMatch, Mulberry32, parseMove, type GameMatch } from '../../src/index.js';
import { CheckedMatch } from '../../src/games/checked.js';

/** The games and expansions the aids are checked in. */
const SETUPS: readonly {
  readonly name: string;
  readonly preset: string;
  readonly options?: Record<string, boolean>;
}[] = [
  { name: 'Carcassonne', preset: 'classic' },
  { name: 'Carcassonne (modern)', preset: 'modern' },
  { name: 'Winter', preset: 'winter' },
  { name: 'The City', preset: 'the-city' },
  {
    name: 'Carcassonne with the three expansions',
    preset: 'modern',
    options: { theRiver: true, innsAndCathedrals: true, tradersAndBuilders: true },
  },
];

const PLAYERS = [
  { name: 'Ann', color: 'red' },
  { name: 'Bo', color: 'blue' },
  { name: 'Cy', color: 'green' },
];

/** Play random legal moves until `steps` moves were played or the game ended. */
function randomPosition(
  preset: string,
  options: Record<string, boolean> | undefined,
  seed: number,
  steps: number,
) {
  const m = createMatch({
    preset,
    players: PLAYERS.slice(0, 2 + (seed % 2)),
    seed: `aids-${seed}`,
    ...(options ? { options } : {}),
  });
  if (!m.ok) throw new Error(m.error.message);
  const rng = new Mulberry32(seed);
  for (let i = 0; i < steps && !m.value.finished; i++) {
    const moves = m.value.legalMoves();
    const played = m.value.play(m.value.actor, moves[rng.int(moves.length)]);
    if (!played.ok) throw new Error(played.error.message);
  }
  return m.value;
}

/** The core under a match, to put a chosen tile in hand (tests only). */
function coreOf(m: GameMatch): {
  drawn: number;
  types: readonly { id: string; rotClass: readonly number[] }[];
} {
  if (!(m instanceof CheckedMatch)) throw new Error('not a checked match');
  return (m.inner as unknown as { game: { drawn: number; types: { id: string; rotClass: number[] }[] } })
    .game;
}

/**
 * Brute force: every empty square beside a tile × every remaining tile × every rotation, each
 * tried as a real move (the tile put in hand on a copy and played through the checked interface).
 */
function bruteForce(m: GameMatch): Map<string, string[]> {
  const view = m.view();
  const remaining = view.remaining as Readonly<Record<string, number>>;
  const taken = new Set(view.board.map((t) => `${t.x},${t.y}`));
  const empty = new Set<string>();
  for (const t of view.board)
    for (const [dx, dy] of [
      [0, -1],
      [1, 0],
      [0, 1],
      [-1, 0],
    ] as const) {
      const k = `${t.x + dx},${t.y + dy}`;
      if (!taken.has(k)) empty.add(k);
    }
  const out = new Map<string, string[]>();
  const types = coreOf(m).types;
  for (const square of empty) {
    const fits: string[] = [];
    for (const id of Object.keys(remaining).sort()) {
      const type = types.findIndex((t) => t.id === id);
      for (const turns of [0, 1, 2, 3]) {
        if (types[type]!.rotClass[turns] !== turns) continue;
        const copy = m.clone();
        coreOf(copy).drawn = type;
        const move = `${id}@${square}r${turns * 90}`;
        if (!parseMove(move).ok) throw new Error(move);
        if (copy.play(copy.actor, move).ok) fits.push(`${id}r${turns * 90}`);
      }
    }
    out.set(square, fits);
  }
  return out;
}

describe('player aids: the fits and the dead squares equal a brute-force check', () => {
  for (const s of SETUPS) {
    it(s.name, () => {
      let checked = 0;
      for (let seed = 1; checked < 6 && seed < 40; seed++) {
        const m = randomPosition(s.preset, s.options, seed, 4 + ((seed * 7) % 40));
        if (m.finished || m.phase !== 'place') continue;
        checked++;
        const aids = m.aids();
        expect(aids.remaining).toEqual(m.view().remaining);
        const brute = bruteForce(m);
        const listed = new Map(
          aids.squares.map((q) => [
            `${q.x},${q.y}`,
            q.tiles.flatMap((t) => t.rotations.map((r) => `${t.tile}r${r}`)).sort(),
          ]),
        );
        for (const [square, fits] of brute) {
          // A square the aids leave out is one no tile may take at all (The City: outside the wall).
          expect(listed.get(square) ?? [], `${s.name} seed ${seed} square ${square}`).toEqual(fits.sort());
        }
        for (const square of listed.keys()) expect(brute.has(square)).toBe(true);
        const dead = [...brute].filter(([k, f]) => f.length === 0 && listed.has(k)).map(([k]) => k);
        expect(aids.dead.map((q) => `${q.x},${q.y}`).sort()).toEqual(dead.sort());
        // The aids leave the position alone.
        expect(m.view()).toEqual(m.clone().view());
      }
      expect(checked).toBeGreaterThan(0);
    });
  }
});

describe('player aids: the projected scores', () => {
  for (const s of SETUPS) {
    it(`${s.name}: equal the final report at the last position`, () => {
      const m = randomPosition(s.preset, s.options, 3, 10_000);
      expect(m.finished).toBe(true);
      expect(m.aids().projected).toEqual(m.report().scores ? Object.values(m.report().scores) : []);
    });
  }
  it('Carcassonne: equal the final scores of the same game ended there (the bag cut after the tile last played)', () => {
    for (let seed = 1; seed < 30; seed++) {
      const m = randomPosition(seed % 2 ? 'classic' : 'modern', undefined, seed, 5 + seed * 2);
      if (m.finished) continue;
      const projected = m.aids().projected;
      const view = m.view();
      const record = { ...m.toRecord(), tiles: view.drawnTiles.slice(0, -1) };
      const ended = loadMatch(record);
      if (!ended.ok) throw new Error(ended.error.message);
      expect(ended.value.finished).toBe(true);
      expect(projected, `seed ${seed}`).toEqual(ended.value.scores);
    }
  });
});

describe('player aids: the owners', () => {
  it('name the majority of each occupied feature and every follower stands in one', () => {
    const m = randomPosition('modern', undefined, 5, 30);
    const aids = m.aids();
    const view = m.view();
    for (const f of view.followers) {
      const feature = aids.owners.find((o) =>
        o.segments.some((q) => q.x === f.x && q.y === f.y && q.port === f.port),
      );
      expect(feature, `follower at ${f.x},${f.y} ${f.port}`).toBeDefined();
    }
    for (const o of aids.owners) expect(o.owners.length).toBeGreaterThan(0);
  });
});

describe('player aids reveal nothing hidden', () => {
  for (const s of SETUPS) {
    it(`${s.name}: the same aids whatever the order of the tiles still to come`, () => {
      for (const seed of [2, 7]) {
        const m = randomPosition(s.preset, s.options, seed, 12);
        if (m.finished) continue;
        const record = m.toRecord();
        if (!record.tiles) throw new Error('a record of a match has its draw order');
        const drawn = m.view().drawnTiles.length;
        // The unseen tiles in another order (in The City across the face-down stacks too).
        const tiles = [...record.tiles.slice(0, drawn), ...record.tiles.slice(drawn).reverse()];
        const other = loadMatch({ ...record, tiles });
        if (!other.ok) throw new Error(other.error.message);
        expect(JSON.stringify(other.value.aids())).toBe(JSON.stringify(m.aids()));
      }
    });
  }
});
