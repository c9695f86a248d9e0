import { describe, expect, it } from 'vitest';
import {
  createMatch,
  gameDefinition,
  loadMatch,
  Mulberry32,
  seatsProblem,
  seatsWith,
  type GameMatch,
} from '../../src/index.js';
import { PLAYERS } from './random.js';

// Inns & Cathedrals brings grey followers for a sixth player (docs/rules/inns-and-cathedrals.md A7.6).
const SIX = PLAYERS.slice(0, 6);

function sixPlayerGame(options: Record<string, boolean>, seed: string): GameMatch {
  const m = createMatch({ preset: 'modern', options, players: SIX, seed });
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

describe('a sixth player with Inns & Cathedrals', () => {
  const carcassonne = gameDefinition('carcassonne')!;

  it('the game takes 2–5 players, 2–6 with Inns & Cathedrals, and says so when refusing', () => {
    expect(seatsWith(carcassonne.seats, undefined)).toEqual({ min: 2, max: 5 });
    expect(seatsWith(carcassonne.seats, { innsAndCathedrals: true })).toEqual({ min: 2, max: 6 });
    expect(seatsWith(carcassonne.seats, { innsAndCathedrals: false, theRiver: true })).toEqual({
      min: 2,
      max: 5,
    });
    expect(seatsWith(gameDefinition('the-city')!.seats, { innsAndCathedrals: true })).toEqual({
      min: 2,
      max: 4,
    });
    expect(seatsProblem(carcassonne.seats, { innsAndCathedrals: true }, 6, 'Carcassonne')).toBeNull();
    expect(seatsProblem(carcassonne.seats, {}, 6, 'Carcassonne')).toBe(
      'Carcassonne has 2 to 5 players (6 with Inns & Cathedrals), not 6',
    );
    expect(seatsProblem(carcassonne.seats, {}, 7, 'Carcassonne')).toBe(
      'Carcassonne has 2 to 5 players, not 7',
    );
    expect(seatsProblem(carcassonne.seats, {}, 1, 'Carcassonne')).toBe(
      'Carcassonne has 2 to 5 players, not 1',
    );
  });

  it('six players without the expansion are refused with a sentence naming it; seven are refused with it', () => {
    for (const options of [{}, { tradersAndBuilders: true, theRiver: true }]) {
      const refused = createMatch({ preset: 'classic', options, players: SIX, seed: 's' });
      expect(refused.ok).toBe(false);
      if (!refused.ok) {
        expect(refused.error.code).toBe('bad-players');
        expect(refused.error.message).toContain('2 to 5 players (6 with Inns & Cathedrals), not 6');
      }
    }
    const seven = [...SIX, { name: 'Gus', color: 'red' }];
    const refused = createMatch({
      preset: 'classic',
      options: { innsAndCathedrals: true },
      players: seven,
      seed: 's',
    });
    expect(refused.ok || refused.error.message).toBe('a game has 2 to 6 players, not 7');
  });

  it('grey is a colour of the game, also without the expansion', () => {
    const two = createMatch({ preset: 'classic', players: [SIX[0]!, SIX[5]!], seed: 'g' });
    expect(two.ok).toBe(true);
    expect(carcassonne.colors).toContain('gray');
    expect(gameDefinition('the-city')!.colors).not.toContain('gray');
  });

  it('a six-player game with every expansion gives every seat its turns and pieces, and its record replays', () => {
    const m = sixPlayerGame({ innsAndCathedrals: true, tradersAndBuilders: true, theRiver: true }, 'six');
    const start = m.view();
    expect(start.supply).toEqual([7, 7, 7, 7, 7, 7]);
    expect(start.game === 'carcassonne' && start.bigSupply).toEqual([1, 1, 1, 1, 1, 1]);
    const movers = new Set<number>();
    const reported: string[] = [];
    const rng = new Mulberry32(6);
    while (!m.finished) {
      movers.add(m.actor);
      const moves = m.legalMoves();
      const r = m.play(m.actor, moves[rng.int(moves.length)]!);
      if (!r.ok) throw new Error(r.error.message);
      reported.push(r.value.move);
    }
    expect([...movers].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(m.scores).toHaveLength(6);
    const record = m.toRecord();
    expect(record.players.map((p) => p.color)).toEqual(['red', 'blue', 'green', 'yellow', 'black', 'gray']);
    const loaded = loadMatch(JSON.parse(JSON.stringify(record)));
    expect(loaded.ok).toBe(true);
    if (loaded.ok) {
      expect(loaded.value.scores).toEqual(m.scores);
      // Each move as play reported it, also a builder's second tile: the record's moves written afresh.
      expect(reported).toEqual(loaded.value.moves());
    }
  });

  it("a bot's view of a six-player game rebuilds (what every bot level starts from)", () => {
    const m = sixPlayerGame({ innsAndCathedrals: true }, 'view');
    definitionPlays(m, 20);
    const sampled = carcassonne.sample(m.view(), new Mulberry32(1));
    expect(sampled.ok).toBe(true);
    if (sampled.ok) {
      expect(sampled.value.actor).toBe(m.actor);
      expect(sampled.value.scores).toEqual(m.scores);
    }
  });
});

/** Play `n` random legal moves. */
function definitionPlays(m: GameMatch, n: number): void {
  const rng = new Mulberry32(n);
  for (let i = 0; i < n && !m.finished; i++) {
    const moves = m.legalMoves();
    const r = m.play(m.actor, moves[rng.int(moves.length)]!);
    if (!r.ok) throw new Error(r.error.message);
  }
}
