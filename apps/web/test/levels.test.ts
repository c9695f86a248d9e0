import { describe, expect, it } from 'vitest';
import { LEVELS, type Analysis, type ValuedMove } from '@carcassonne/ai';
import { translator } from '../src/i18n/index.js';
import { LANGS } from '../src/i18n/index.js';
import { botLabel, seatOption } from '../src/game/levels.js';
import { describeMove, moveSquare, showMargin, squareOfNotation } from '../src/game/move-words.js';
import { SEAT_KINDS } from '../src/game/config.js';
import { hintHighlights } from '../src/ui/Hint.js';
import { analysisHighlights } from '../src/ui/AnalysisPanel.js';

const t = translator('en');
const valued = (text: string, margin: number | null, move: ValuedMove['move']): ValuedMove => ({ move, text, margin, rounds: 4 });

describe('bot levels in the page', () => {
  it('offers the five levels, named in every language as the AI package names them', () => {
    for (const level of LEVELS) {
      expect(SEAT_KINDS).toContain(level.id);
      for (const lang of Object.keys(LANGS) as (keyof typeof LANGS)[]) {
        expect(translator(lang)(`seat.${level.id}` as never)).toContain(level.names[lang]);
      }
    }
    expect(botLabel('level2', t)).toBe('Bot 2: casual');
    expect(botLabel('greedy', t)).toBe('greedy');
    expect(seatOption('human', 'classic', t)).toBe('Human');
    expect(seatOption('level1', 'no-such-preset', t)).toBe('Bot 1: beginner');
  });
});

describe('moves in words and on the board', () => {
  it('names the square of every kind of move', () => {
    expect(moveSquare({ type: 'place', tile: 'U', x: 2, y: -1, rotation: 90, follower: 'N' })).toEqual([2, -1]);
    expect(moveSquare({ type: 'wall', x: 1, y: 0, side: 'E', guard: true })).toEqual([1, 0]);
    expect(moveSquare({ type: 'tower', at: null })).toBeNull();
    expect(squareOfNotation('gate 3,0,E')).toEqual([3, 0]);
    expect(squareOfNotation('nonsense')).toBeNull();
    expect(describeMove({ type: 'place', tile: 'U', x: 2, y: -1, rotation: 90, follower: 'N' }, t)).toBe('U at 2,-1, turned 90°, follower on N');
    expect(showMargin(3.26)).toBe('+3.3');
    expect(showMargin(-0.04)).toBe('−0.0');
    expect(showMargin(null)).toBe('—');
  });

  it('marks a hint by rank, one mark per square', () => {
    const h = hintHighlights([
      valued('U@1,0r0', 4.3, { type: 'place', tile: 'U', x: 1, y: 0, rotation: 0 }),
      valued('U@2,0r0', 1.9, { type: 'place', tile: 'U', x: 2, y: 0, rotation: 0 }),
      valued('U@2,0r90', 1.2, { type: 'place', tile: 'U', x: 2, y: 0, rotation: 90 }),
    ]);
    expect(h.map((x) => [x.squares, x.label, x.className])).toEqual([
      [[[1, 0]], '1: +4.3', 'hint-mark'],
      [[[2, 0]], '2 · 3', 'hint-mark'],
    ]);
  });

  it('marks the costliest moves already on the board and the best move found for the one shown', () => {
    const move = (i: number, lost: number) => ({
      index: i,
      player: i % 2,
      played: valued(`U@${i},0r0`, -lost, { type: 'place', tile: 'U', x: i, y: 0, rotation: 0 }),
      best: valued(`U@${i},5r0`, 0, { type: 'place', tile: 'U', x: i, y: 5, rotation: 0 }),
      lost,
      forced: false,
      top: [],
      iterations: 10,
    });
    const analysis: Analysis = {
      game: 'carcassonne',
      preset: 'classic',
      finished: true,
      scores: [1, 2],
      iterations: 10,
      seed: 0,
      moves: [move(0, 2), move(1, 0), move(2, 5)],
      players: [
        { player: 0, name: 'A', moves: 2, lost: 7, costliest: [2, 0] },
        { player: 1, name: 'B', moves: 1, lost: 0, costliest: [] },
      ],
    };
    const marks = [{ fill: '#a00', ink: '#fff', letter: 'A', name: 'A' }];
    expect(analysisHighlights(analysis, 1, marks).map((h) => h.label)).toEqual(['−2.0', '★ +0.0']);
    expect(analysisHighlights(analysis, 3, marks).map((h) => h.label)).toEqual(['−5.0', '−2.0', '★ +0.0']);
    expect(analysisHighlights(null, 3, marks)).toEqual([]);
  });
});
