import { describe, expect, it } from 'vitest';
import { carcassonne, theCity, PORTS, type Rotation } from '@carcassonne/engine';
import {
  areaPath,
  canonicalIndex,
  perimeterPoint,
  rotatePt,
  runs,
  roadPath,
  edgeEnds,
} from '../src/board/geometry.js';
import {
  effectiveRotation,
  legalSquares,
  nextRotation,
  orderedSquares,
  stepSquare,
} from '../src/board/legal.js';
import { fit, squareAt, zoomAt, toWorld } from '../src/board/camera.js';
import { LANGS, en, format, initialLang, translator } from '../src/i18n/index.js';
import { describeEvent, joinNames } from '../src/game/words.js';
import { breakdown, shieldsOf, winners } from '../src/game/breakdown.js';
import { undoTarget } from '../src/game/undo.js';
import {
  configProblems,
  defaultConfig,
  defaultSeats,
  PALETTE,
  seatLetters,
  seatRange,
  toSetup,
  withCard,
} from '../src/game/config.js';
import type { Seat } from '../src/game/types.js';

describe('tile geometry', () => {
  it('walks the perimeter clockwise from the north-west corner', () => {
    expect(perimeterPoint(0)).toEqual([0, 0]);
    expect(perimeterPoint(3)).toEqual([100, 0]);
    expect(perimeterPoint(6)).toEqual([100, 100]);
    expect(perimeterPoint(9)).toEqual([0, 100]);
    expect(perimeterPoint(1.5)).toEqual([50, 0]);
  });
  it('finds runs of ports, wrapping round the corner', () => {
    expect(runs(['N', 'NNW', 'NNE'])).toEqual([[0, 3]]);
    expect(runs(['WNW', 'NNW'])).toEqual([[11, 2]]);
    expect(runs(['W', 'WNW', 'WSW', 'E', 'ENE', 'ESE'])).toEqual([
      [3, 3],
      [9, 3],
    ]);
  });
  it('draws every area and road of all three tile sets', () => {
    for (const set of [carcassonne.BASE, carcassonne.WINTER, theCity.THE_CITY]) {
      for (const t of set.tiles) {
        for (const s of t.segments) {
          if (s.kind === 'road') expect(roadPath(s.ports)).toMatch(/^M/);
          if (s.kind === 'city' || s.kind === 'district' || s.kind === 'market')
            expect(areaPath(s.ports)).toMatch(/^M.*Z$/);
        }
      }
    }
  });
  it('rotates clockwise like the notation (a quarter turn takes N to E)', () => {
    expect(rotatePt([50, 0], 90)).toEqual([100, 50]);
    expect(rotatePt([100, 50], 270)).toEqual([50, 0]);
    // board E on a tile turned 90 is canonical N
    expect(PORTS[canonicalIndex(PORTS.indexOf('E'), 90)]).toBe('N');
  });
  it('names wall edges walking clockwise with the tile on the right', () => {
    expect(edgeEnds(1, 0, 'N')).toEqual([
      [100, 0],
      [200, 0],
    ]);
    expect(edgeEnds(0, 0, 'W')).toEqual([
      [0, 100],
      [0, 0],
    ]);
  });
});

describe('legal placements on the board', () => {
  const legal = [
    { x: 1, y: 0, rotation: 90 as Rotation },
    { x: 1, y: 0, rotation: 270 as Rotation },
    { x: 0, y: -1, rotation: 0 as Rotation },
  ];
  const id = (r: Rotation) => r;
  const sq = legalSquares(legal);
  it('accepts only legal rotations, turning to the next legal one', () => {
    expect(effectiveRotation(sq.get('1,0'), 0, id)).toBe(90);
    expect(effectiveRotation(sq.get('1,0'), 180, id)).toBe(270);
    expect(effectiveRotation(sq.get('5,5'), 0, id)).toBeNull();
    expect(nextRotation(sq.get('1,0'), 90, id)).toBe(270);
    expect(nextRotation(sq.get('1,0'), 270, id)).toBe(90);
  });
  it('maps symmetric rotations to the engine representative', () => {
    const half = (r: Rotation) => (r % 180) as Rotation; // like tile U: 180 is the same as 0
    const s = legalSquares([{ x: 0, y: 1, rotation: 0 }]);
    expect(effectiveRotation(s.get('0,1'), 180, half)).toBe(180);
    expect(effectiveRotation(s.get('0,1'), 90, half)).toBe(180);
  });
  it('steps through legal squares in reading order', () => {
    const o = orderedSquares(legal);
    expect(o).toEqual([
      { x: 0, y: -1 },
      { x: 1, y: 0 },
    ]);
    expect(stepSquare(o, null, 1)).toEqual({ x: 0, y: -1 });
    expect(stepSquare(o, { x: 1, y: 0 }, 1)).toEqual({ x: 0, y: -1 });
    expect(stepSquare(o, { x: 0, y: -1 }, -1)).toEqual({ x: 1, y: 0 });
  });
});

describe('camera', () => {
  it('zooms about the pointer', () => {
    const c = zoomAt({ tx: 10, ty: 20, k: 1 }, 2, 300, 200);
    const before = toWorld({ tx: 10, ty: 20, k: 1 }, 300, 200);
    expect(toWorld(c, 300, 200)).toEqual(before);
  });
  it('fits the board and finds squares', () => {
    const c = fit(
      [
        { x: 0, y: 0 },
        { x: 4, y: 2 },
      ],
      1000,
      600,
    );
    const s = squareAt(c, 500, 300);
    expect(s.x).toBeGreaterThanOrEqual(1);
    expect(s.x).toBeLessThanOrEqual(3);
  });
});

describe('languages', () => {
  it('has every key in every language', () => {
    for (const [lang, d] of Object.entries(LANGS)) {
      expect(Object.keys(d).sort(), lang).toEqual(Object.keys(en).sort());
      for (const v of Object.values(d)) expect(v.length, lang).toBeGreaterThan(0);
    }
  });
  it('uses the same placeholders in every language', () => {
    const holes = (s: string) => [...s.matchAll(/\{(\w+)[}#]/g)].map((m) => m[1]).sort();
    for (const [lang, d] of Object.entries(LANGS))
      for (const [k, v] of Object.entries(en))
        expect(holes(d[k as keyof typeof en]), `${lang} ${k}`).toEqual(holes(v));
  });
  it('fills templates with plurals', () => {
    expect(format('{n#tile#tiles} and {m#tile#tiles}', { n: 1, m: 3 })).toBe('1 tile and 3 tiles');
  });
  it('remembers the chosen language, else follows the browser', () => {
    expect(initialLang({ getItem: () => 'sv' }, ['de-DE'])).toBe('sv');
    expect(initialLang({ getItem: () => null }, ['de-DE', 'en'])).toBe('de');
    expect(initialLang({ getItem: () => 'xx' }, ['fr'])).toBe('en');
  });
});

describe('scoring in words and numbers', () => {
  const t = translator('en');
  it('describes a city with its shields', () => {
    const e = { kind: 'city', move: 3, points: 8, players: [0], tiles: 3 };
    expect(shieldsOf(e)).toBe(1);
    expect(describeEvent(e, ['Anna', 'Bo'], t)).toBe('Anna scores 8 for a city of 3 tiles and 1 shield');
    expect(
      describeEvent(
        { kind: 'road', move: null, points: 2, players: [0, 1], tiles: 2, final: true },
        ['Anna', 'Bo'],
        t,
      ),
    ).toBe('Anna and Bo score 2 for a road of 2 tiles (final scoring)');
    expect(describeEvent(e, ['Anna'], translator('de'))).toBe(
      'Anna erhält 8 Punkte für eine Stadt aus 3 Plättchen und 1 Wappen',
    );
    expect(joinNames(['A', 'B', 'C'], 'and')).toBe('A, B and C');
  });
  it('sums points by kind and finds the winners', () => {
    const b = breakdown('carcassonne', 2, [
      { kind: 'city', move: 1, points: 4, players: [0] },
      { kind: 'road', move: 2, points: 3, players: [0, 1] },
      { kind: 'discard', move: 3, points: 0, players: [], tile: 'X' },
    ]);
    expect(b.byKind[0]).toEqual({ road: 3, city: 4, monastery: 0, farm: 0 });
    expect(b.totals).toEqual([7, 3]);
    expect(b.kinds).toEqual(['road', 'city', 'monastery', 'farm']);
    expect(winners([5, 9, 9])).toEqual([1, 2]);
  });
  it("adds a column for each expansion kind that scored, so a player's columns add up to the total", () => {
    const b = breakdown('carcassonne', 2, [
      { kind: 'fairy', move: 1, points: 1, players: [1] },
      { kind: 'city', move: 2, points: 4, players: [0] },
      { kind: 'goods', move: null, points: 10, players: [0], final: true },
      { kind: 'fairy', move: 3, points: 3, players: [1] },
    ]);
    expect(b.kinds).toEqual(['road', 'city', 'monastery', 'farm', 'goods', 'fairy']);
    const sums = [0, 1].map((p) => b.kinds.reduce((sum, k) => sum + (b.byKind[p]?.[k] ?? 0), 0));
    expect(sums).toEqual(b.totals);
    expect(b.totals).toEqual([14, 4]);
  });
});

describe('undo rule', () => {
  const seats: Seat[] = [
    { name: 'Anna', color: 'red', kind: 'human' },
    { name: 'Bo', color: 'blue', kind: 'greedy' },
    { name: 'Cy', color: 'green', kind: 'human' },
  ];
  it('takes back your own last move and the bot moves after it', () => {
    expect(undoTarget(seats, [0, 1], 0)).toBe(0);
    expect(undoTarget(seats, [0, 1, 2, 0, 1], 2)).toBeNull(); // Cy may not undo Anna's move
    expect(undoTarget(seats, [0, 1, 2, 0, 1], 1)).toBe(3); // while the bot thinks
    expect(undoTarget(seats, [1, 1], 0)).toBeNull();
  });
});

describe('new-game settings', () => {
  it('checks seats and builds the engine setup', () => {
    const c = defaultConfig();
    expect(configProblems(c)).toEqual([]);
    expect(configProblems({ ...c, seats: [c.seats[0]!, { ...c.seats[0]! }] })).toContain('problem.sameName');
    const s = toSetup(withCard(c, 'winter'), () => 'S1');
    expect(s).toMatchObject({ game: 'carcassonne', preset: 'winter', seed: 'S1' });
    expect(toSetup({ ...withCard(c, 'the-city'), seed: ' 7 ' }, () => 'x')).toMatchObject({
      game: 'the-city',
      preset: 'the-city',
      seed: '7',
    });
    expect(toSetup(withCard(c, 'the-city'), () => 'x').options).toBeUndefined();
    expect(seatLetters(['Anna', 'Bo', 'Ann'])).toEqual(['1', 'B', '3']);
  });

  it('takes a sixth player (grey) with Inns & Cathedrals only, and says why without it', () => {
    const c = defaultConfig();
    const six = { ...c, seats: defaultSeats(6, 'carcassonne') };
    expect(six.seats.map((s) => s.color)).toEqual(['red', 'blue', 'green', 'yellow', 'black', 'gray']);
    expect(new Set(six.seats.map((s) => s.name)).size).toBe(6);
    expect(seatRange(c)).toEqual([2, 5]);
    expect(configProblems(six)).toEqual(['problem.seatsRaised']);
    const inns = { ...six, options: { ...six.options, innsAndCathedrals: true } };
    expect(seatRange(inns)).toEqual([2, 6]);
    expect(configProblems(inns)).toEqual([]);
    expect(toSetup(inns, () => 'S').players).toHaveLength(6);
    const seven = { ...inns, seats: [...inns.seats, { ...inns.seats[0]!, name: 'Gus', color: 'red' }] };
    expect(configProblems(seven)).toContain('problem.seats');
    // Switching to The City keeps at most its four seats, each in one of its colours.
    expect(withCard(inns, 'the-city').seats.map((s) => s.color)).toEqual(['red', 'blue', 'green', 'yellow']);
    // Every colour has its fill and ink.
    for (const color of six.seats.map((s) => s.color)) expect(PALETTE[color]).toBeDefined();
  });
});
