import { describe, expect, it } from 'vitest';
import { createMatch, Mulberry32, type GameMatch } from '@carcassonne/engine';
import { chooseMove, LEVEL_IDS } from '../src/index.js';
import { key } from './helpers.js';

const PLAYERS = [
  { name: 'Anna', color: 'red' },
  { name: 'Bo', color: 'blue' },
];

function abbeyGame(seed: string): GameMatch {
  const m = createMatch({ preset: 'classic', options: { abbeyAndMayor: true }, players: PLAYERS, seed });
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

const isAbbey = (mv: unknown): boolean => (mv as { tile?: string }).tile === 'AmAbbey';
const isMayor = (mv: unknown): boolean => (mv as { figure?: string }).figure === 'mayor';

describe('bots with Abbey & Mayor (rules/abbey-and-mayor.md)', () => {
  it('every bot and level plays a legal move where an abbey and a mayor may be placed', () => {
    const m = abbeyGame('bots-abbey');
    const rng = new Mulberry32(7);
    let turns = 0;
    const ready = () => m.legalMoves().some(isAbbey) && m.legalMoves().some(isMayor);
    while (!m.finished && !ready()) {
      const moves = m.legalMoves().filter((mv) => !isAbbey(mv) && !isMayor(mv));
      m.play(m.actor, moves[rng.int(moves.length)]!);
      if (++turns > 70) throw new Error('no abbey and mayor offered');
    }
    const legal = new Set(m.legalMoves().map(key));
    for (const bot of ['random', 'greedy', 'mcts', ...LEVEL_IDS]) {
      const r = chooseMove({ bot, view: m.view(m.actor), budget: { iterations: 40 }, seed: 3 });
      if (!r.ok) throw new Error(`${bot}: ${r.error.message}`);
      expect(legal.has(key(r.value.move)), bot).toBe(true);
    }
  });

  it('the bots place the mayor, the abbey and the wagon in their games, and move wagons on', () => {
    const used = { mayor: 0, abbey: 0, wagon: 0, greedyWagon: 0, wagonMove: 0 };
    for (let g = 0; g < 4; g++) {
      const m = abbeyGame(`bots-abbey-${g}`);
      const bot = g % 2 === 0 ? 'greedy' : 'random';
      while (!m.finished) {
        const r = chooseMove({ bot, view: m.view(m.actor), seed: g });
        if (!r.ok) throw new Error(r.error.message);
        if (isMayor(r.value.move)) used.mayor++;
        if (isAbbey(r.value.move)) used.abbey++;
        if ((r.value.move as { figure?: string }).figure === 'wagon') {
          used.wagon++;
          if (bot === 'greedy') used.greedyWagon++;
        }
        if (r.value.move.type === 'wagon' && r.value.move.to !== null) used.wagonMove++;
        expect(m.play(m.actor, r.value.move).ok).toBe(true);
      }
    }
    expect(used.mayor).toBeGreaterThan(0);
    expect(used.abbey).toBeGreaterThan(0);
    expect(used.wagon).toBeGreaterThan(0);
    expect(used.greedyWagon).toBeGreaterThan(0);
    expect(used.wagonMove).toBeGreaterThan(0);
  });

  it('every bot and level plays a legal move in the final abbey round (AM2.5): an abbey or a pass', () => {
    let m: GameMatch | null = null;
    for (let g = 0; m === null; g++) {
      const game = abbeyGame(`bots-final-abbey-${g}`);
      const rng = new Mulberry32(g);
      // Keep the abbeys for the end: the final round comes when a hole is left.
      while (!game.finished && game.view().phase !== 'abbey') {
        const moves = game.legalMoves().filter((mv) => !isAbbey(mv));
        game.play(game.actor, moves[rng.int(moves.length)]!);
      }
      if (!game.finished) m = game;
      if (g > 20) throw new Error('no final abbey round');
    }
    const legal = new Set(m.legalMoves().map(key));
    expect(legal.has(key({ type: 'pass' }))).toBe(true);
    for (const bot of ['random', 'greedy', 'mcts', ...LEVEL_IDS]) {
      const r = chooseMove({ bot, view: m.view(m.actor), budget: { iterations: 40 }, seed: 3 });
      if (!r.ok) throw new Error(`${bot}: ${r.error.message}`);
      expect(legal.has(key(r.value.move)), bot).toBe(true);
    }
    // Greedy places its abbey: a monastery among tiles is worth more than nothing.
    const greedy = chooseMove({ bot: 'greedy', view: m.view(m.actor), seed: 1 });
    expect(greedy.ok && isAbbey(greedy.value.move)).toBe(true);
  });

  it('every bot and level decides a wagon’s move (AM4), and the bots place wagons', () => {
    let m: GameMatch | null = null;
    let placed = 0;
    for (let g = 0; m === null; g++) {
      const game = abbeyGame(`bots-wagon-${g}`);
      const rng = new Mulberry32(g);
      while (!game.finished && game.view().phase !== 'wagon') {
        const moves = game.legalMoves();
        const wagons = moves.filter((mv) => (mv as { figure?: string }).figure === 'wagon');
        const mv = wagons.length > 0 ? wagons[rng.int(wagons.length)]! : moves[rng.int(moves.length)]!;
        if (wagons.includes(mv)) placed++;
        game.play(game.actor, mv);
      }
      if (!game.finished) m = game;
      if (g > 20) throw new Error('no wagon to move');
    }
    expect(placed).toBeGreaterThan(0);
    const legal = new Set(m.legalMoves().map(key));
    expect(legal.has(key({ type: 'wagon', to: null }))).toBe(true);
    for (const bot of ['random', 'greedy', 'mcts', ...LEVEL_IDS]) {
      const r = chooseMove({ bot, view: m.view(m.actor), budget: { iterations: 40 }, seed: 3 });
      if (!r.ok) throw new Error(`${bot}: ${r.error.message}`);
      expect(r.value.move.type, bot).toBe('wagon');
      expect(legal.has(key(r.value.move)), bot).toBe(true);
    }
  });
});
