import { describe, expect, it } from 'vitest';
import { replayRecord } from '../../src/index.js';
import { stateFromJSON, type Match } from '../../src/carcassonne/public.js';
import { checkFollower, checkRecall } from '../../src/carcassonne/checks.js';
import {
  choiceFigure,
  choiceSegment,
  FIGURE_BARN,
  FIGURE_NAMES,
  FIGURE_RECALL,
  FIGURE_WAGON,
  RECALL_CHOICE,
} from '../../src/carcassonne/figures.js';
import { checkBarn } from '../../src/carcassonne/barn-moves.js';
import { CORNERS } from '../../src/core/notation.js';
import { segmentPort } from '../../src/core/tile-compile.js';
import { ROTATIONS } from '../../src/core/ports.js';
import {
  acceptedPlacements,
  COMBINATIONS,
  createMatch,
  listedPlacements,
  moveRng,
  WITH_DRAGON,
} from './random.js';

/** Games per combination of expansions (the presets taken in turn); more with EXPANSION_GAMES for a soak. */
const GAMES = Number(process.env.EXPANSION_GAMES ?? 4);
/** Every how many games the listed placements are compared with a search of every square and rotation. */
const FULL_CHECK_EVERY = 10;

/** Every (segment, figure) the checked match accepts on the placement `code` of the drawn tile, as ports. */
function acceptedChoices(m: Match, code: number): string[] {
  const g = m.game;
  const t = g.types[g.drawn]!;
  const pl = { x: g.xOf(code >> 2), y: g.yOf(code >> 2), rotation: ROTATIONS[code & 3]! };
  const out: string[] = [];
  for (let figure = 0; figure <= FIGURE_WAGON; figure++)
    for (let seg = 0; seg < t.segCount && figure !== FIGURE_RECALL; seg++)
      if (checkFollower(m, pl, seg, undefined, figure).ok)
        out.push(`${segmentPort(t, code & 3, seg)} ${figure}`);
  if (checkRecall(m).ok) out.push('recall');
  // Abbey & Mayor (AM5): the barn on each corner the match accepts.
  for (const barn of CORNERS)
    if (checkBarn(m, { type: 'place', tile: t.id, ...pl, barn }).ok) out.push(`barn ${barn}`);
  return out.sort();
}

/** The fast core's own follower choices after placing `code`, as ports. */
function coreChoices(m: Match, code: number): string[] {
  const g = m.game.clone();
  const t = g.types[g.drawn]!;
  g.placeTile(code);
  const out: string[] = [];
  for (let i = 0; i < g.followerOptionCount; i++) {
    const c = g.followerOptions[i]!;
    if (c === RECALL_CHOICE) out.push('recall');
    else if (choiceFigure(c) === FIGURE_BARN) out.push(`barn ${CORNERS[choiceSegment(c)]!}`);
    else out.push(`${segmentPort(t, code & 3, choiceSegment(c))} ${choiceFigure(c)}`);
  }
  return out.sort();
}

function invariants(m: Match, label: string): void {
  const v = m.view();
  const g = m.game;
  const n = g.nPlayers;
  for (let p = 0; p < n; p++) {
    const mine = v.followers.filter((f) => f.player === p);
    const big = mine.filter((f) => f.figure === 'big').length;
    const abbot = mine.filter((f) => f.figure === 'abbot').length;
    const mayor = mine.filter((f) => f.figure === 'mayor').length;
    const wagon = mine.filter((f) => f.figure === 'wagon').length;
    if (mine.length - big - abbot - mayor - wagon + v.supply[p]! !== 7)
      throw new Error(`${label}: player ${p} followers`);
    const mayors = g.options.abbeyAndMayor ? 1 : 0;
    if (mayor + (v.mayorSupply?.[p] ?? 0) !== mayors) throw new Error(`${label}: player ${p} mayor`);
    if (wagon + (v.wagonSupply?.[p] ?? 0) !== mayors) throw new Error(`${label}: player ${p} wagon`);
    const abbeys = g.placedType.subarray(0, g.placedCount).filter((t) => g.types[t]!.id === 'AmAbbey').length;
    const held = (v.abbeySupply ?? []).reduce((a, b) => a + b, 0);
    if (g.options.abbeyAndMayor && abbeys + held !== n) throw new Error(`${label}: abbeys`);
    if (abbot + (v.abbotSupply?.[p] ?? 0) !== (g.options.theAbbot ? 1 : 0))
      throw new Error(`${label}: player ${p} abbot`);
    const bigs = g.options.innsAndCathedrals ? 1 : 0;
    if (big + (v.bigSupply?.[p] ?? 0) !== bigs) throw new Error(`${label}: player ${p} big follower`);
    const figures = (v.figures ?? []).filter((f) => f.player === p);
    if (figures.filter((f) => f.figure === 'builder').length > 1) throw new Error(`${label}: two builders`);
    if (figures.filter((f) => f.figure === 'pig').length > 1) throw new Error(`${label}: two pigs`);
  }
  const events = m.events.reduce((sum, e) => sum + e.points * e.players.length, 0);
  const scores = Array.from(g.scores).reduce((a, b) => a + b, 0);
  if (events !== scores) throw new Error(`${label}: events add up to ${events}, scores to ${scores}`);
}

describe.each([...COMBINATIONS, ...WITH_DRAGON].map((c, at) => [c.join('+'), c, at] as const))(
  'property with %s',
  // Each combination's games start at its place in the list, so that few games still meet every preset.
  (_, names, at) => {
    const games = names.includes('princess-and-dragon') ? Math.ceil(GAMES / 4) : GAMES;
    it(`${games} random games: legal moves are exactly those accepted, points and pieces add up, records replay`, () => {
      for (let i = 0; i < games; i++) {
        const label = `${names.join('+')} ${at + i}`;
        const m = createMatch(names, at + i);
        const rng = moveRng(names, at + i);
        const full = i % FULL_CHECK_EVERY === 0;
        while (!m.finished) {
          invariants(m, label);
          if (m.game.phase === 'dragon' || m.game.phase === 'wagon' || m.drawnTile === null) {
            // The Princess & the Dragon: a step of the flight; Abbey & Mayor's final round: an
            // abbey or a pass; a wagon's move on or home (the oracles check them).
            const steps = m.legalMoves();
            const r = m.play(steps[rng.int(steps.length)]!);
            if (!r.ok) throw new Error(`${label}: legal step refused: ${r.error.message}`);
            continue;
          }
          if (full) expect(listedPlacements(m), label).toEqual(acceptedPlacements(m));
          const g = m.game;
          const code = g.legal[rng.int(g.legalCount)]!;
          const accepted = acceptedChoices(m, code);
          expect(coreChoices(m, code), label).toEqual(accepted);
          const all = m.placeMoves();
          const moves = all.filter(
            (mv) =>
              mv.tile === m.drawnTile &&
              g.cellOf(mv.x, mv.y) === code >> 2 &&
              mv.rotation === ROTATIONS[code & 3],
          );
          const listed = moves
            .filter((mv) => mv.follower !== undefined || mv.recall === true || mv.barn !== undefined)
            .map((mv) =>
              mv.recall
                ? 'recall'
                : mv.barn
                  ? `barn ${mv.barn}`
                  : `${mv.follower} ${mv.figure === undefined ? 0 : FIGURE_NAMES.indexOf(mv.figure)}`,
            )
            .sort();
          expect(listed, label).toEqual(accepted);
          // Abbey & Mayor: an abbey one time in four when one may go (each accepted: `play` checks).
          const abbeys = all.filter((mv) => mv.tile === 'AmAbbey');
          const pick = abbeys.length > 0 && rng.int(4) === 0 ? abbeys : moves;
          const r = m.play(pick[rng.int(pick.length)]!);
          if (!r.ok) throw new Error(`${label}: legal move refused: ${r.error.message}`);
        }
        invariants(m, label);
        const replay = replayRecord(JSON.parse(JSON.stringify(m.toRecord())));
        if (!replay.ok) throw new Error(`${label}: ${replay.error.message}`);
        expect(Object.values(replay.value.scores)).toEqual(Array.from(m.game.scores));
        if (i % FULL_CHECK_EVERY === 0) {
          const back = stateFromJSON(JSON.parse(JSON.stringify(m.toRecord())));
          if (!back.ok) throw new Error(back.error.message);
          expect(back.value.view()).toEqual(m.view());
        }
      }
    });
  },
);
