import { describe, expect, it } from 'vitest';
import type { TileSetDef } from '../src/index.js';
import { PRESETS } from '../src/carcassonne/public.js';
import {
  attributeBit,
  baseScoring,
  compileTileSet,
  Game,
  K_ROAD,
  MAX_SEGMENTS,
  type ScoringRules,
} from '../src/internal.js';
import { tile } from '../src/core/tile-text.js';

/**
 * The hooks an expansion plugs into: a segment attribute (an inn on a road) compiled into the
 * tile type and joined across the feature, and scoring rules reading it (Inns & Cathedrals:
 * a road with an inn scores 2 per tile when complete and nothing when not).
 */
const SET: TileSetDef = {
  name: 'inns',
  attributes: ['inn'],
  startTile: 'I',
  tiles: [
    tile('I', 1, 'road+inn N S | field NNE ENE E ESE SSE | field SSW WSW W WNW NNW'),
    tile('A', 2, 'monastery C | road S | field NNW N NNE ENE E ESE SSE SSW WSW W WNW'),
  ],
};
const set = compileTileSet(SET);
const INN = attributeBit(set, 'inn');
const options = PRESETS.modern.options;
const innRules: ScoringRules = {
  ...baseScoring(options),
  multiplier: (f, complete) => (f.kind === K_ROAD && (f.flags & INN) !== 0 ? (complete ? 2 : 0) : 1),
};

function game(bag: string[], scoring?: ScoringRules): Game {
  return new Game({
    tileSet: set,
    options,
    players: 2,
    bag: bag.map((id) => set.byId.get(id)!.index),
    recordEvents: true,
    ...(scoring ? { scoring } : {}),
  });
}

/** Place the drawn tile at (x, y) turned `quarterTurns`, with a follower on `segment` (-1 none). */
function place(g: Game, x: number, y: number, quarterTurns: number, segment: number): void {
  const code = (g.cellOf(x, y) << 2) | quarterTurns;
  expect(Array.from(g.legal.subarray(0, g.legalCount))).toContain(code);
  g.placeTile(code);
  g.finishTurn(segment);
}

describe('segment attributes and scoring rules (the hooks of an expansion)', () => {
  it('compiles an attribute into the tile type and joins it across the feature', () => {
    expect(Array.from(set.byId.get('I')!.segFlags)).toEqual([INN, 0, 0]);
    const g = game(['A', 'A']);
    place(g, 0, -1, 0, 1);
    const road = g.find((g.placedCount - 1) * MAX_SEGMENTS + 1);
    expect(g.nodeFlags[road]! & INN).toBe(INN);
  });

  it('refuses an attribute its tile set does not name', () => {
    expect(() => compileTileSet({ ...SET, attributes: [] })).toThrow(/carries "inn"/);
  });

  it('a completed road with an inn scores double under the rules that say so', () => {
    const plain = game(['A', 'A']);
    const inns = game(['A', 'A'], innRules);
    for (const g of [plain, inns]) {
      place(g, 0, -1, 0, 1);
      place(g, 0, 1, 2, -1);
    }
    const road = (g: Game) => g.events!.find((e) => e.kind === 'road')!;
    expect(road(plain)).toMatchObject({ points: 3, players: [0], tiles: 3 });
    expect(road(inns)).toMatchObject({ points: 6, players: [0], tiles: 3 });
  });

  it('an incomplete road with an inn scores nothing at the end', () => {
    const plain = game(['A']);
    const inns = game(['A'], innRules);
    for (const g of [plain, inns]) place(g, 0, -1, 0, 1);
    expect(plain.phase).toBe('over');
    expect(Array.from(plain.scores)).toEqual([2, 0]);
    expect(Array.from(inns.scores)).toEqual([0, 0]);
  });
});
