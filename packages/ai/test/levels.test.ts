import { describe, expect, it } from 'vitest';
import { carcassonne, Mulberry32, type Move } from '@carcassonne/engine';
import {
  BOT_NAMES,
  chooseMove,
  decisionPosition,
  entryBudget,
  LEVEL_IDS,
  LEVELS,
  levelInfo,
  makeBot,
  rateOptions,
  type AnyView,
} from '../src/index.js';
import { key, randomCityPosition, randomPosition, unwrap } from './helpers.js';

/** Random positions of every game, each with its legal moves. */
function positions(): { name: string; phase: string; view: AnyView; legal: Set<string> }[] {
  const out: { name: string; phase: string; view: AnyView; legal: Set<string> }[] = [];
  for (const preset of carcassonne.BASE_PRESETS) {
    for (let i = 0; i < 8; i++) {
      const m = randomPosition(preset, 300 + i);
      if (!m.finished)
        out.push({
          name: `${preset} ${i}`,
          phase: m.view().phase,
          view: m.view(),
          legal: new Set(m.legalMoves().map(key)),
        });
    }
  }
  for (let i = 0; i < 36; i++) {
    const m = randomCityPosition(i);
    if (!m.finished)
      out.push({
        name: `the-city ${i} (${m.view().phase})`,
        phase: m.view().phase,
        view: m.view(),
        legal: new Set(m.legalMoves().map(key)),
      });
  }
  return out;
}
const POSITIONS = positions();

/** The levels that play like people (no search): cheap enough to ask with their own budgets everywhere. */
const HUMAN_LEVELS = LEVELS.filter((l) => l.play.kind === 'human');

/** The greedy value of a move and the best greedy value in its position. */
function greedyValues(view: AnyView, move: Move): { value: number; best: number } {
  return unwrap(decisionPosition(view, new Mulberry32(1))).use((A, g) => {
    const keys = A.decisionOf(g, move);
    expect(keys, JSON.stringify(move)).not.toBeNull();
    const rated = rateOptions(A, g);
    const mine = rated.find((o) => o.key === keys!.key && o.followerKey === keys!.followerKey);
    expect(mine, JSON.stringify(move)).toBeDefined();
    return { value: mine!.value, best: Math.max(...rated.map((o) => o.value)) };
  });
}

describe('the levels', () => {
  it('are bots by name, each with its own budget', () => {
    expect(LEVEL_IDS).toEqual(['level1', 'level2', 'level3', 'level4', 'level5']);
    for (const level of LEVELS) {
      expect(BOT_NAMES).toContain(level.id);
      const entry = unwrap(makeBot(level.id));
      expect(entry.bot.name).toBe(level.id);
      expect(entry.gameBudgets).toEqual(level.budget);
      for (const game of ['carcassonne', 'the-city'] as const) {
        // Iterations only: a level's strength must not depend on the machine's load.
        expect(level.budget[game].timeMs).toBeUndefined();
        expect(level.budget[game].iterations).toBeGreaterThan(0);
        // The game's own budget, whatever the caller asked; a caller's iterations only lower it.
        expect(entryBudget(entry, { timeMs: 5 }, game)).toEqual(level.budget[game]);
        expect(entryBudget(entry, { iterations: 1 }, game)).toEqual({ iterations: 1 });
      }
      expect(entryBudget(entry, { timeMs: 5 }, 'chess')).toEqual(level.budget.carcassonne);
      expect(levelInfo(level.id)).toBe(level);
    }
    expect(levelInfo('level6')).toBeUndefined();
    expect(makeBot('level6')).toMatchObject({ ok: false, error: { code: 'unknown-bot' } });
  });

  it('level 5 spends half its iterations where the expansions make playouts dearer, level 4 twice, not with The River', () => {
    const spent = (options: Record<string, boolean>, bot = 'level5') => {
      const players = [
        { name: 'a', color: 'red' as const },
        { name: 'b', color: 'blue' as const },
      ];
      const m = unwrap(
        carcassonne.Match.create({ game: 'carcassonne', preset: 'modern', seed: 'share', players, options }),
      );
      const answer = unwrap(chooseMove({ bot, view: m.view(), budget: { iterations: 40 }, seed: 3 }));
      return answer.stats.iterations;
    };
    const plain = spent({});
    expect(plain).toBeGreaterThan(20);
    expect(plain).toBeLessThanOrEqual(40);
    expect(spent({ theRiver: true })).toBeGreaterThan(20);
    expect(spent({ innsAndCathedrals: true })).toBeLessThanOrEqual(20);
    expect(spent({ abbeyAndMayor: true })).toBeLessThanOrEqual(20);
    // Level 4's own 20 (a caller's 40 does not raise it), twice that with the expansions.
    expect(spent({}, 'level4')).toBeLessThanOrEqual(20);
    expect(spent({ theRiver: true }, 'level4')).toBeLessThanOrEqual(20);
    expect(spent({ innsAndCathedrals: true }, 'level4')).toBeGreaterThan(20);
    expect(spent({ innsAndCathedrals: true }, 'level4')).toBeLessThanOrEqual(40);
    expect(spent({ princessAndDragon: true }, 'level4')).toBeGreaterThan(20);
  });

  it('only ever play legal moves, in random positions of every game', () => {
    const phases = new Set<string>();
    for (const [i, p] of POSITIONS.entries()) {
      phases.add(p.phase);
      for (const level of LEVELS) {
        // The searching levels with a small budget in every other position (their own is slow);
        // the others everywhere, as a server asks.
        if (level.play.kind === 'search' && i % 2 === 1) continue;
        const a =
          level.play.kind === 'search'
            ? unwrap(
                unwrap(makeBot(level.id)).bot.choose({ view: p.view, budget: { iterations: 24 }, seed: 7 }),
              ).move
            : unwrap(chooseMove({ bot: level.id, view: p.view, seed: 7 })).move;
        expect(p.legal.has(key(a)), `${level.id} in ${p.name}: ${JSON.stringify(a)}`).toBe(true);
      }
    }
    expect(phases).toContain('wall');
  });

  it('play legal moves for six players with Inns & Cathedrals (the sixth seat grey)', () => {
    const players = carcassonne.COLORS.map((color, i) => ({ name: `P${i}`, color }));
    for (const [i, stop] of [7, 40].entries()) {
      const options = { innsAndCathedrals: true, tradersAndBuilders: i === 1 };
      const created = carcassonne.Match.create({
        game: 'carcassonne',
        preset: 'modern',
        options,
        players,
        seed: `six${i}`,
      });
      const m = unwrap(created);
      const rng = new Mulberry32(i);
      while (!m.finished && m.game.moveCount < stop) {
        const moves = m.legalMoves();
        m.play(moves[rng.int(moves.length)]!);
      }
      expect(m.view().players).toHaveLength(6);
      const legal = new Set(m.legalMoves().map(key));
      for (const level of LEVELS) {
        const budget = level.play.kind === 'search' ? { budget: { iterations: 24 } } : {};
        const a = unwrap(unwrap(makeBot(level.id)).bot.choose({ view: m.view(), ...budget, seed: 7 })).move;
        expect(legal.has(key(a)), `${level.id}: ${JSON.stringify(a)}`).toBe(true);
      }
    }
  });

  it('never play a move far below the best one (the weaker levels slip, but plausibly)', () => {
    for (const p of POSITIONS) {
      for (const level of HUMAN_LEVELS) {
        if (level.play.kind !== 'human') continue;
        for (const seed of [1, 2, 3]) {
          const a = unwrap(chooseMove({ bot: level.id, view: p.view, seed })).move;
          const { value, best } = greedyValues(p.view, a);
          expect(value, `${level.id} in ${p.name}`).toBeGreaterThanOrEqual(
            best - level.play.style.maxLoss - 1e-9,
          );
        }
      }
    }
  });

  it('choose deterministically for a seed and an iteration budget', () => {
    for (const p of POSITIONS.filter((_, i) => i % 7 === 0)) {
      for (const level of LEVELS) {
        const { bot } = unwrap(makeBot(level.id));
        const ask = () => unwrap(bot.choose({ view: p.view, budget: { iterations: 30 }, seed: 11 })).move;
        expect(ask(), `${level.id} in ${p.name}`).toEqual(ask());
      }
    }
  });

  it('at the lower levels, are not greedy: different seeds give different plausible moves', () => {
    const level = LEVELS[0]!;
    let differ = 0;
    for (const p of POSITIONS) {
      const moves = new Set(
        [1, 2, 3, 4, 5].map((seed) => key(unwrap(chooseMove({ bot: level.id, view: p.view, seed })).move)),
      );
      if (moves.size > 1) differ++;
    }
    expect(differ).toBeGreaterThan(POSITIONS.length / 4);
  });
});
