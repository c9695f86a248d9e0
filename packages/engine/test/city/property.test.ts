import { describe, expect, it } from 'vitest';
import { CityMatch, replayCityRecord, type CityPlayer } from '../../src/the-city/public.js';
import { type CityGame, randomCityGame } from '../../src/internal.js';
import { Mulberry32 } from '../../src/core/rng.js';
import { K_DISTRICT, segmentPort } from '../../src/core/tile-compile.js';
import { checkFollower } from '../../src/the-city/checks.js';
import { followerStatus } from '../../src/the-city/preview.js';
import { checkInvariants } from './helpers.js';

const PLAYERS: CityPlayer[] = [
  { name: 'A', color: 'red' },
  { name: 'B', color: 'blue' },
  { name: 'C', color: 'green' },
  { name: 'D', color: 'yellow' },
];

/** Random play biased to compact boards and citizens, so walls, towers and every end condition occur. */
function step(g: CityGame, rng: Mulberry32): void {
  switch (g.phase) {
    case 'place': {
      let code = g.legal[rng.int(g.legalCount)]!;
      if (rng.int(4) > 0) {
        let best = -1;
        for (let i = 0; i < g.legalCount; i++) {
          const c = g.legal[i]!;
          let n = 0;
          for (let s = 0; s < 4; s++) if (g.grid[(c >> 2) + g.sideStep(s)]! >= 0) n++;
          if (n > best || (n === best && rng.int(2) === 0)) {
            best = n;
            code = c;
          }
        }
      }
      const preview = followerStatus(g, code);
      g.placeTile(code);
      const fopts = Array.from(g.followerOptions.subarray(0, g.followerOptionCount));
      expect(fopts).toEqual(g.supply[g.current] === 0 ? [] : preview.flatMap((v, s) => (v === 0 ? [s] : [])));
      const roads = fopts.filter((s) => g.types[g.drawn]!.segKind[s] !== K_DISTRICT);
      const pick =
        roads.length && rng.int(3) > 0
          ? roads[rng.int(roads.length)]!
          : rng.int(fopts.length + 1) === 0
            ? -1
            : fopts[rng.int(fopts.length)]!;
      g.finishTurn(fopts.length ? pick : -1);
      break;
    }
    case 'gate':
      g.placeGate(g.choices[rng.int(g.choiceCount)]!);
      break;
    case 'wall': {
      const o = g.choices[rng.int(g.choiceCount)]!;
      g.placeWall(o >> 1, (o & 1) === 1);
      break;
    }
    case 'tower':
      g.placeTower(g.choices[rng.int(g.choiceCount)]!);
      break;
    default:
      break;
  }
}

/** Seeded games: enough for every end, towers and guards; more with CITY_PROPERTY_GAMES for a soak. */
const GAMES = Number(process.env.CITY_PROPERTY_GAMES ?? 150);

/** Seeded game `i` played to its end, every invariant checked on the way, its record replayed. */
function playChecked(i: number): { endReason: string; towers: number; guards: number; moves: string[] } {
  const n = 2 + (i % 3);
  const m = CityMatch.create({
    game: 'the-city',
    preset: 'the-city',
    players: PLAYERS.slice(0, n),
    seed: `prop-${i}`,
  });
  if (!m.ok) throw new Error(m.error.message);
  const g = m.value.game;
  const rng = new Mulberry32(i * 7919 + 1);
  let steps = 0;
  while (g.phase !== 'over') {
    step(g, rng);
    if (i % 5 === 0 || g.wall.hasGate) checkInvariants(g);
    expect(++steps).toBeLessThan(600);
  }
  checkInvariants(g);
  const rep = replayCityRecord(JSON.stringify(m.value.toRecord()));
  if (!rep.ok) throw new Error(`game ${i}: ${rep.error.message}`);
  expect(rep.value.finished).toBe(true);
  expect(Object.values(rep.value.scores)).toEqual(Array.from(g.scores));
  expect(rep.value.events.length).toBe(m.value.events.length);
  return {
    endReason: g.endReason!,
    towers: m.value.events.filter((e) => e.kind === 'tower').length,
    guards: g.wall.guardCount,
    moves: m.value.moves(),
  };
}

describe(`property: ${GAMES} seeded games`, () => {
  it('nothing gained or lost, the wall one path, every game ends, every record replays', () => {
    const reasons: Record<string, number> = {};
    let towers = 0;
    let guards = 0;
    for (let i = 0; i < GAMES; i++) {
      const game = playChecked(i);
      reasons[game.endReason] = (reasons[game.endReason] ?? 0) + 1;
      towers += game.towers;
      guards += game.guards;
    }
    // The bias makes every natural end condition occur.
    expect(reasons.tiles).toBeGreaterThan(0);
    expect(reasons.stretch).toBeGreaterThan(0);
    expect(towers).toBeGreaterThan(0);
    expect(guards).toBeGreaterThan(0);
  });

  it('a wall closed when its scorer has no tower left ends the game at once (seeded game 428)', () => {
    // A rare end in these games (2 of the first 500): kept by its seed rather than by playing 500.
    const game = playChecked(428);
    expect(game.endReason).toBe('closed');
    // The last move closed the wall: no closing-point tower was asked for.
    expect(game.moves.at(-1)).toMatch(/^wall /);
  });

  it('uniform random play always ends', () => {
    for (let i = 0; i < 300; i++)
      expect(randomCityGame({ players: 2 + (i % 3), seed: `fast-${i}` }).phase).toBe('over');
  });

  it('legal moves from the match are all accepted, and a refused move leaves the state unchanged', () => {
    for (let i = 0; i < 6; i++) {
      const m = CityMatch.create({
        game: 'the-city',
        preset: 'the-city',
        players: PLAYERS.slice(0, 2 + (i % 3)),
        seed: `legal-${i}`,
      });
      if (!m.ok) throw new Error(m.error.message);
      const rng = new Mulberry32(i + 5);
      while (!m.value.finished) {
        const legal = m.value.legalMoves();
        expect(legal.length).toBeGreaterThan(0);
        // The follower ports listed are exactly the segments the checked move accepts.
        const g = m.value.game;
        if (g.phase === 'place')
          for (const pl of m.value.legalPlacements()) {
            const t = g.types[g.drawn]!;
            const accepted = Array.from({ length: t.segCount }, (_, s) => s).filter(
              (s) => checkFollower(m.value, pl, s).ok,
            );
            expect(m.value.followerPorts(pl)).toEqual(
              accepted.map((s) => segmentPort(t, pl.rotation / 90, s)),
            );
          }
        const before = JSON.stringify(m.value.view());
        expect(m.value.play('wall 99,99,N').ok).toBe(false);
        expect(JSON.stringify(m.value.view())).toBe(before);
        expect(m.value.play(legal[rng.int(legal.length)]!).ok).toBe(true);
      }
    }
  });
});
