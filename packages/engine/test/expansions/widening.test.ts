import { describe, expect, it } from 'vitest';
import { Mulberry32 } from '../../src/index.js';
import { EXPANSION_NAMES, PRESETS } from '../../src/carcassonne/public.js';
import { expansionOptions, withExpansions } from '../../src/carcassonne/expansions.js';
import { compiled, TILE_SETS } from '../../src/carcassonne/tile-sets.js';
import { riverTypes } from '../../src/carcassonne/river.js';
import { Game } from '../../src/carcassonne/game.js';
import { ABBEY_CODE, holdsAbbey } from '../../src/carcassonne/abbey.js';
import { FIRST_TORUS_WIDTH } from '../../src/core/layout.js';

/**
 * A torus that widens in the middle of a game with every expansion (the river's mouth, abbeys in
 * holes, the dragon, the fairy and wagons hold cells too) plays as the plane does: the same
 * random decisions, the placements pushed towards one side so that the board outgrows 32 squares.
 */
function make(plane: boolean, seed: string): Game {
  const p = PRESETS.classic;
  const set = compiled(withExpansions(TILE_SETS[p.tileSet], EXPANSION_NAMES));
  const options = { ...p.options, ...expansionOptions(EXPANSION_NAMES) };
  const bag = riverTypes(set, seed);
  return new Game({ tileSet: set, options, players: 3, bag, recordEvents: true, plane });
}

/** The legal placement farthest towards (dx, dy), ties to the first. */
function drifting(g: Game, dx: number, dy: number): number {
  let best = 0;
  let bestScore = -Infinity;
  for (let i = 0; i < g.legalCount; i++) {
    const cell = g.legal[i]! >> 2;
    const score = dx * g.xOf(cell) + dy * g.yOf(cell);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}

/** One decision at random (a placement towards (dx, dy)), the same on every board given the same generator. */
function step(g: Game, rng: Mulberry32, dx: number, dy: number): void {
  const phase = g.phase as string;
  if (phase === 'wagon') {
    const k = rng.int(g.wagonOptionCount + 1);
    g.moveWagon(k < g.wagonOptionCount ? g.wagonOptions[k]! : -1);
  } else if (phase === 'dragon') g.moveDragon(g.dragonOptions[rng.int(g.dragonOptionCount)]!);
  else if (phase === 'abbey') g.passAbbey();
  else {
    const holes = holdsAbbey(g) ? g.holeCount : 0;
    const at = rng.int(4 + holes);
    const hole = at < 4 ? -1 : g.holes[at - 4]!;
    if (hole < 0 || hole === g.mouth.cell) g.placeTile(g.legal[drifting(g, dx, dy)]!);
    else g.placeTile(ABBEY_CODE | (hole << 2));
    const own = g.followerOptionCount;
    const k = rng.int(own + 2);
    if (k <= own) g.finishTurn(k === 0 ? -1 : g.followerOptions[k - 1]!);
    else g.finishTurn(g.specialOptionCount === 0 ? -1 : g.specialOptions[rng.int(g.specialOptionCount)]!);
  }
}

const squares = (g: Game) => {
  const at = g.historySquares;
  return g.history
    .filter((e) => e >= 0)
    .map((e) => `${at.xOf((e & ((1 << 27) - 1)) >> 8)},${at.yOf((e & ((1 << 27) - 1)) >> 8)}`);
};

describe('a torus that widens during a game with every expansion', () => {
  for (const [dx, dy] of [
    [1, 0],
    [0, -1],
    [-1, 1],
  ] as const) {
    it(`plays as the plane does, drifting (${dx}, ${dy})`, () => {
      const torus = make(false, `widen-${dx}-${dy}`);
      const plane = make(true, `widen-${dx}-${dy}`);
      const a = new Mulberry32(dx * 5 + dy);
      const b = new Mulberry32(dx * 5 + dy);
      while (plane.phase !== 'over') {
        expect(torus.phase).toBe(plane.phase);
        step(plane, a, dx, dy);
        step(torus, b, dx, dy);
        expect(Array.from(torus.scores)).toEqual(Array.from(plane.scores));
        expect(torus.dragonCell < 0).toBe(plane.dragonCell < 0);
        if (torus.dragonCell >= 0)
          expect([torus.xOf(torus.dragonCell), torus.yOf(torus.dragonCell)]).toEqual([
            plane.xOf(plane.dragonCell),
            plane.yOf(plane.dragonCell),
          ]);
      }
      expect(torus.width).toBeGreaterThan(FIRST_TORUS_WIDTH);
      expect(torus.events).toEqual(plane.events);
      expect(squares(torus)).toEqual(squares(plane));
      expect(Array.from(torus.figures.goods)).toEqual(Array.from(plane.figures.goods));
      expect(torus.history.length).toBe(plane.history.length);
    });
  }
});
