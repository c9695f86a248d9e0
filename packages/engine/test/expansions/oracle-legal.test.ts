/**
 * The engine's legal moves against an independent legality oracle (oracle-legal.ts). Random
 * games without expansions and with every combination of them are played with the engine; the
 * scoring oracle replays each move to keep the board and the pieces, and before every move the
 * legality oracle's set of moves for the tile in hand, worked out from that board alone, must be
 * the engine's `legalMoves()` exactly — placements, followers, big followers, builders, pigs.
 * A few positions set up by hand check what the sets must hold, so that the oracle is not
 * merely agreeing with the engine.
 */
import { describe, expect, it } from 'vitest';
import { Match, type ExpansionName } from '../../src/carcassonne/public.js';
import { expansionOptions } from '../../src/carcassonne/expansions.js';
import { parseMove, type PlaceMove } from '../../src/core/notation.js';
import type { Mulberry32 } from '../../src/index.js';
import { COMBINATIONS, createMatch, moveRng, PLAYERS, WITH_DRAGON } from './random.js';
import { PrincessDragon } from './oracle-princess.js';
import { Wagons } from './oracle-wagon.js';
import { BarnOracle } from './oracle-barn.js';
import { specialKey, specialKeys } from './oracle-legal-princess.js';
import { Oracle, ORACLE_PRESETS } from './oracle.js';
import { loadShapes, PORT_NAMES, type Shape } from './oracle-tiles.js';
import { handOf, legalMoves, moveKey, type LegalMove } from './oracle-legal.js';

/** Random games per combination (the presets taken in turn); set with LEGAL_ORACLE_GAMES. */
const GAMES = Number(process.env.LEGAL_ORACLE_GAMES ?? 1);
/** Game indices start here (other games than the scoring oracle's). */
const FROM = 200_000;

/**
 * Known disagreements between the engine and the oracle, as "combination game move" labels
 * (move: 0-based), each with the reason; they are left out of the assertion. None is known.
 */
const KNOWN: ReadonlyMap<string, string> = new Map<string, string>([]);

const shapes = loadShapes();
const CASES: readonly (readonly ExpansionName[])[] = [[], ...COMBINATIONS, ...WITH_DRAGON];
/** Games per combination with The Princess & the Dragon; set with LEGAL_ORACLE_DRAGON_GAMES. */
const DRAGON_GAMES = Number(process.env.LEGAL_ORACLE_DRAGON_GAMES ?? 1);
/**
 * The sets are compared before one move in this many (every game's moves all played and replayed
 * by the oracle; the final abbey round's always): 2 in the unit tier, 1 in `npm run soak`.
 */
const EVERY = Number(process.env.LEGAL_ORACLE_EVERY ?? 2);

/** A match and the scoring oracle replaying it: the board and the pieces the legality oracle reads. */
class Game {
  readonly oracle: Oracle;
  readonly big: boolean;
  readonly traders: boolean;
  readonly abbot: boolean;
  readonly mayor: boolean;
  /** AM2.5: the player of the last tile, and the seats still to be asked in the final abbey round (null before it). */
  private lastPlayer = -1;
  private round: number[] | null = null;
  /** The Princess & the Dragon's dragon, fairy and flight, when played. */
  readonly pd: PrincessDragon | null;
  /** Abbey & Mayor's wagons (AM4), and the placement whose turn's end waits for them. */
  readonly wagons: Wagons | null;
  private waiting: { move: Parameters<Oracle['play']>[0]; second: boolean } | null = null;

  constructor(
    readonly m: Match,
    names: readonly ExpansionName[],
  ) {
    const preset = m.toRecord().preset;
    const rules = ORACLE_PRESETS[preset];
    if (!rules) throw new Error(`no oracle rules for preset ${preset}`);
    const start = names.includes('the-river') ? 'RiverA' : rules.winter ? 'WinD' : 'D';
    this.oracle = new Oracle(shapes, m.game.nPlayers, rules.smallCity, rules.farms, start);
    this.big = names.includes('inns-and-cathedrals');
    this.traders = names.includes('traders-and-builders');
    this.abbot = names.includes('the-abbot');
    this.mayor = names.includes('abbey-and-mayor');
    this.pd = names.includes('princess-and-dragon') ? new PrincessDragon(this.oracle) : null;
    this.wagons = this.mayor ? new Wagons(this.oracle, () => this.pd?.dragon ?? null) : null;
    if (this.mayor) this.oracle.barns = new BarnOracle(this.oracle);
  }

  /** The shape of a move's tile: the tile in hand, or the abbey. */
  private shapeOf(tile: string | undefined): Shape {
    const shape = shapes.get(tile ?? this.m.drawnTile ?? '');
    if (!shape) throw new Error(`no shape for the tile ${tile ?? this.m.drawnTile}`);
    return shape;
  }

  /** The oracle's legal moves for the tile in hand. */
  oracleMoves(): LegalMove[] {
    const hand = handOf(this.oracle, this.m.game.current, this.m.drawnTile ?? '', this);
    const pd = this.pd;
    const specials = pd
      ? (tile: string, shape: Shape, x: number, y: number) =>
          specialKeys(this.oracle, pd, tile, shape, x, y, hand.player, hand.followers)
      : undefined;
    return legalMoves(this.oracle, shapes, hand, specials);
  }

  /** The oracle's legal moves, as keys (sorted). */
  oracleKeys(): string[] {
    return this.oracleMoves()
      .map((mv) => moveKey(this.shapeOf(mv.tile), mv))
      .sort();
  }

  /** The engine's legal moves, as keys (sorted, duplicates kept). */
  engineKeys(moves: readonly PlaceMove[] = this.m.placeMoves()): string[] {
    return moves.map((mv) => moveKey(this.shapeOf(mv.tile), this.keyed(mv))).sort();
  }

  /** The move with its special choice keyed as the oracle keys it (the tile laid on the board for a moment). */
  private keyed(mv: PlaceMove): LegalMove {
    const { special, ...rest } = mv;
    if (!special || !this.pd) return rest;
    const where = `${mv.x},${mv.y}`;
    this.oracle.board.set(where, { shape: this.shapeOf(mv.tile), turns: mv.rotation / 90 });
    try {
      const { use, x, y, port } = special;
      return { ...rest, special: specialKey(this.oracle, this.pd, mv, use, x, y, port) };
    } finally {
      this.oracle.board.delete(where);
    }
  }

  /**
   * AM2.5, read from the rule book: after the last tile the seats are asked in turn order from
   * the one after the last tile's player; a seat whose abbey is out, or with no hole to fill, is
   * passed over. The seat to ask now (null: none, the game is over).
   */
  askedSeat(): number | null {
    if (!this.mayor) return null;
    const n = this.m.game.nPlayers;
    this.round ??= Array.from({ length: n }, (_, i) => (this.lastPlayer + 1 + i) % n);
    while (this.round.length > 0) {
      const p = this.round[0]!;
      if (legalMoves(this.oracle, shapes, handOf(this.oracle, p, '', this)).length > 0) return p;
      this.round.shift();
    }
    return null;
  }

  /** AM2.5: the player asked keeps their abbey. */
  pass(): void {
    const r = this.m.play({ type: 'pass' });
    if (!r.ok) throw new Error(`pass refused: ${r.error.message}`);
    this.round?.shift();
  }

  play(mv: PlaceMove | string): void {
    const move = typeof mv === 'string' ? parseMove(mv) : { ok: true as const, value: mv };
    if (!move.ok || move.value.type !== 'place') throw new Error(`not a placement: ${String(mv)}`);
    const place = move.value;
    const player = this.m.game.current;
    if (this.m.drawnTile === null) this.round?.shift();
    else this.lastPlayer = player;
    const r = this.m.play(place);
    if (!r.ok) throw new Error(`move ${String(mv)} refused: ${r.error.message}`);
    const played = {
      player,
      tile: place.tile,
      x: place.x,
      y: place.y,
      rotation: place.rotation,
      ...(place.follower !== undefined ? { follower: place.follower } : {}),
      ...(place.figure !== undefined ? { figure: place.figure } : {}),
      ...(place.recall ? { recall: true } : {}),
      ...(place.special ? { special: place.special } : {}),
      ...(place.barn ? { barn: place.barn } : {}),
    };
    const second = this.oracle.play(played);
    if (this.m.game.phase === 'wagon') this.waiting = { move: played, second };
    else this.pd?.afterPlacement(played, second, this.m.finished);
  }

  /** AM4: the wagon's decision; the owner asked and the targets must be the oracle's. A random one is played. */
  moveWagon(rng: Mulberry32): void {
    const player = this.m.game.current;
    const due = this.wagons?.next(this.waiting!.move.player);
    expect(due?.player, "the wagon's owner asked").toBe(player);
    const moves = this.m.legalMoves().flatMap((mv) => (mv.type === 'wagon' ? [mv] : []));
    const where = (to: { x: number; y: number; port: string }) =>
      `${to.x},${to.y},${this.oracle.segmentAt(to.x, to.y, PORT_NAMES.indexOf(to.port as (typeof PORT_NAMES)[number]))}`;
    expect(
      [...new Set(moves.flatMap((mv) => (mv.to ? [where(mv.to)] : [])))].sort(),
      "the wagon's targets",
    ).toEqual(due?.targets);
    expect(moves.at(-1), 'home is a choice').toEqual({ type: 'wagon', to: null });
    const mv = moves[rng.int(moves.length)]!;
    const r = this.m.play(mv);
    if (!r.ok) throw new Error(`${JSON.stringify(mv)} refused: ${r.error.message}`);
    this.wagons!.decide(player, mv.to ? where(mv.to) : null);
    if (this.m.game.phase === 'wagon') return;
    this.pd?.afterPlacement(this.waiting!.move, this.waiting!.second, this.m.finished);
    this.waiting = null;
  }

  /** The dragon's flight (PD4): a random step of the engine's, played on the oracle too. */
  fly(rng: Mulberry32): void {
    const player = this.m.game.current;
    const steps = this.m.legalMoves().flatMap((mv) => (mv.type === 'dragon' ? [mv] : []));
    expect(steps.map((mv) => mv.side).sort(), "the dragon's steps").toEqual(this.pd?.steps().sort());
    const step = steps[rng.int(steps.length)]!;
    const r = this.m.play(step);
    if (!r.ok) throw new Error(`dragon ${step.side} refused: ${r.error.message}`);
    this.pd!.step(player, step.side, this.m.finished);
  }
}

/** The keys of `a` left over after taking out those of `b`, one for one (a key listed twice in `a` and once in `b` stays once). */
function minus(a: readonly string[], b: readonly string[]): string[] {
  const left = [...b];
  const out: string[] = [];
  for (const k of a) {
    const i = left.indexOf(k);
    if (i >= 0) left.splice(i, 1);
    else out.push(k);
  }
  return out;
}

const STEPS = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
] as const;

/**
 * Often a figure, often next to the own builder's road or city, often no piece at all (so that
 * supplies last longer); else uniform. With `keepBig` never the big follower, so that it is
 * still in hand when the followers run out.
 */
function biased(all: readonly PlaceMove[], rng: Mulberry32, g: Game, keepBig: boolean): PlaceMove {
  const moves = keepBig ? all.filter((mv) => mv.figure !== 'big') : all;
  const pick = (list: readonly PlaceMove[]) => (list.length > 0 ? list[rng.int(list.length)] : undefined);
  const near = g.oracle.builderSquares(g.m.game.current);
  const around = (mv: PlaceMove) => STEPS.some(([dx, dy]) => near.has(`${mv.x + dx},${mv.y + dy}`));
  const chosen = [
    () => pick(moves.filter((mv) => mv.figure !== undefined)),
    () => pick(moves.filter(around)),
    () => pick(moves.filter((mv) => mv.follower === undefined)),
    () => undefined,
  ][rng.int(4)]?.();
  return chosen ?? moves[rng.int(moves.length)]!;
}

/**
 * The engine's legal set against the oracle's before a move (`at`: the game and move, for the
 * message; `known`: a disagreement listed in KNOWN, left out).
 */
function compare(g: Game, moves: readonly PlaceMove[], at: string, final: boolean, known: boolean): void {
  const m = g.m;
  const label = `${at} tile ${m.drawnTile} (player ${m.game.current})`;
  if (final) {
    expect(m.game.current, `${label}: the seat asked in the final abbey round`).toBe(g.askedSeat());
    expect(m.legalMoveStrings(), `${label}: a pass in the final abbey round`).toContain('pass');
  }
  if (known) return;
  const engine = g.engineKeys(moves);
  const mine = g.oracleKeys();
  const same = engine.join('\n') === mine.join('\n');
  const onlyEngine = same ? [] : minus(engine, mine);
  const onlyOracle = same ? [] : minus(mine, engine);
  expect({ onlyEngine, onlyOracle }, `${label}: moves only one side lists`).toEqual({
    onlyEngine: [],
    onlyOracle: [],
  });
}

/** Play game `i` of `names`, comparing the legal sets before one move in `EVERY` (and every move of the final abbey round). */
function playAndCompare(names: readonly ExpansionName[], i: number): number {
  const combo = names.length ? names.join('+') : 'no expansion';
  const m = createMatch(names, i);
  const g = new Game(m, names);
  const rng = moveRng(names, i);
  const preset = m.toRecord().preset;
  let k = 0;
  for (; !m.finished; k++) {
    if (m.game.phase === 'dragon') {
      g.fly(rng);
      continue;
    }
    if (m.game.phase === 'wagon') {
      g.moveWagon(rng);
      continue;
    }
    const moves = m.placeMoves();
    const final = m.drawnTile === null;
    if (final || k % EVERY === i % EVERY)
      compare(g, moves, `${combo} ${preset} game ${i} move ${k}`, final, KNOWN.has(`${combo} ${i} ${k}`));
    if (final && rng.int(3) === 0) g.pass();
    else g.play(biased(moves, rng, g, i % 2 === 1));
  }
  expect(g.askedSeat(), `${combo} game ${i}: nobody left to place an abbey at the end`).toBeNull();
  return k;
}

describe.each(CASES.map((c, at) => [c.length ? c.join('+') : 'no expansion', c, at] as const))(
  'the engine agrees with the legality oracle: %s',
  // Each combination's games start at its place in the list, so that few games still meet every preset.
  (_, names, at) => {
    const games = names.includes('princess-and-dragon') ? DRAGON_GAMES : GAMES;
    it(`${games} random games, the sets compared before one move in ${EVERY}`, () => {
      let moves = 0;
      for (let i = 0; i < games; i++) moves += playAndCompare(names, FROM + at + i);
      expect(moves).toBeGreaterThan(games * 50);
    });
  },
);

// ---- positions checked by hand ----------------------------------------------------------------

function scenario(names: readonly ExpansionName[], tiles: readonly string[]): Game {
  const created = Match.create({
    game: 'carcassonne',
    preset: 'classic',
    options: expansionOptions(names),
    players: PLAYERS.slice(0, 2),
    tiles,
  });
  if (!created.ok) throw new Error(created.error.message);
  return new Game(created.value, names);
}

/** The oracle's keys, checked against the engine's first. */
function agreed(g: Game): string[] {
  const mine = g.oracleKeys();
  expect(g.engineKeys()).toEqual(mine);
  return mine;
}

describe('the legality oracle in positions checked by hand', () => {
  it('a monastery next to the start tile fits only south of it (D: city N, road W–E, field S)', () => {
    expect(agreed(scenario([], ['B', 'B']))).toEqual(['0,1r0 -', '0,1r0 C follower', '0,1r0 NNW follower']);
  });

  it('the big follower is offered only while it is in hand', () => {
    const g = scenario(['inns-and-cathedrals'], ['B', 'B', 'B', 'B']);
    const bigs = (keys: readonly string[]) => keys.filter((k) => k.endsWith(' big'));
    expect(bigs(agreed(g))).toEqual(['0,1r0 C big', '0,1r0 NNW big']);
    g.play('B@0,1r0 C big');
    // Player 1: still in hand; B fits west, south and east of the first monastery (field everywhere).
    expect(bigs(agreed(g))).toEqual([
      '-1,1r0 C big',
      '-1,1r0 NNW big',
      '0,2r0 C big',
      '0,2r0 NNW big',
      '1,1r0 C big',
      '1,1r0 NNW big',
    ]);
    g.play('B@1,1r0');
    // Player 0: the big follower stands on the board; followers are still offered.
    const keys = agreed(g);
    expect(bigs(keys)).toEqual([]);
    expect(keys).toContain('-1,1r0 C follower');
  });

  it("the builder goes on the player's own road, the pig in the player's own farm", () => {
    const g = scenario(['traders-and-builders'], ['U', 'B', 'U', 'B', 'U', 'B']);
    // Player 0: U turned 90 (the same as 270) carries the road W–E on; no builder without a robber.
    // Keys name a segment by its first board port: the road E, the farm north NNW, south ESE.
    expect(agreed(g).filter((k) => k.endsWith('builder') || k.endsWith('pig'))).toEqual([]);
    g.play('U@1,0r90 E');
    g.play('B@0,1r0');
    // Player 0 again: the road holds the own robber, the farms none of the own farmers.
    const second = agreed(g);
    expect(second).toContain('2,0r90 E builder');
    expect(second.filter((k) => k.endsWith('pig'))).toEqual([]);
    expect(second).not.toContain('2,0r90 E follower'); // the road is the robber's
    expect(second).toContain('2,0r90 NNW follower');
    g.play('U@2,0r90 NNW');
    g.play('B@-1,1r0');
    // Player 0: the farm north of the road holds the own farmer, the one south of it nobody.
    const third = agreed(g);
    expect(third).toContain('3,0r90 E builder');
    expect(third).toContain('3,0r90 NNW pig');
    expect(third).not.toContain('3,0r90 ESE pig');
    expect(third).toContain('3,0r90 ESE follower');
    expect(third).not.toContain('3,0r90 NNW follower');
  });

  it('the abbey goes only into a hole closed on all four sides, the mayor only into a city', () => {
    const g = scenario(['abbey-and-mayor'], ['I', 'B', 'B', 'B', 'B', 'V', 'W', 'AmF']);
    for (const mv of ['I@0,-1r90 E', 'B@0,-2r0', 'B@1,-2r0', 'B@2,-2r0', 'B@2,-1r0']) {
      expect(agreed(g).filter((k) => k.startsWith('AmAbbey'))).toEqual([]);
      g.play(mv);
    }
    // V in hand: the hole at 1,-1 is still open to the south.
    expect(agreed(g).filter((k) => k.startsWith('AmAbbey'))).toEqual([]);
    g.play('V@1,0r90 W');
    // Player 0: the hole is closed; an abbey with or without a monk or the wagon (its monastery keyed by its first port).
    expect(agreed(g).filter((k) => k.startsWith('AmAbbey'))).toEqual([
      'AmAbbey@1,-1r0 -',
      'AmAbbey@1,-1r0 NNW follower',
      'AmAbbey@1,-1r0 NNW wagon',
    ]);
    g.play('AmAbbey@1,-1r0');
    // Player 1 holds W (drawn by player 0, who played the abbey instead): no mayor on a tile without a city.
    expect(agreed(g).filter((k) => k.endsWith('mayor'))).toEqual([]);
    g.play('W@-1,0r0');
    // Player 0 holds AmF (a city and a road): the mayor is offered on the city only.
    const mayors = agreed(g).filter((k) => k.endsWith('mayor'));
    expect(mayors).toContain('-2,0r180 SSE mayor');
    expect(mayors.every((k) => / (S|SSE|SSW|N|NNW|NNE|E|ENE|ESE|W|WNW|WSW) mayor$/.test(k))).toBe(true);
  });

  it('the barn goes only on a corner of four fields, into a field without a barn (AM5)', () => {
    const g = scenario(['abbey-and-mayor'], ['E', 'E', 'B', 'V', 'B', 'B', 'B']);
    for (const mv of ['E@0,1r180', 'E@0,2r0', 'B@1,1r0 N']) g.play(mv);
    // V closes the corner where D, V, E and B meet, all four field: its south-west corner only.
    expect(agreed(g).filter((k) => k.includes(' barn '))).toEqual(['1,0r90 barn SW']);
    g.play('V@1,0r90 SW barn');
    // Anna's B east of the barn's field: a monk, but no farmer in a field with a barn.
    const onB = agreed(g).filter((k) => k.startsWith('2,1r0'));
    expect(onB).toContain('2,1r0 C follower');
    expect(onB).not.toContain('2,1r0 NNW follower');
  });

  it('the river continues at its mouth and never turns the same way twice in a row', () => {
    const g = scenario(['the-river'], ['RiverI', 'RiverI', 'RiverF']);
    // The spring's water leaves east: the first curve lies at 1,0, turning right (r0) or left (r90).
    expect(new Set(agreed(g).map((k) => k.split(' ')[0]))).toEqual(new Set(['1,0r0', '1,0r90']));
    g.play('RiverI@1,0r0');
    // The water flows south into 1,1; a second right turn would head west, back towards the spring.
    // Turned 180 the water runs N–E (the segment named N, no follower), the farms NNW and NNE.
    expect(agreed(g)).toEqual(['1,1r180 -', '1,1r180 NNE follower', '1,1r180 NNW follower']);
  });
});
