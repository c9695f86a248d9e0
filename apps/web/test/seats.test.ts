import { describe, expect, it } from 'vitest';
import { chooseMove, LEVEL_IDS, LEVELS, ratingKey, type MeasuredRating } from '@carcassonne/ai';
import { createMatch } from '@carcassonne/engine';
import { botRequest, isLevel, isSeatKind, seatChoices, seatLabel, SEAT_KINDS } from '../src/game/seats.js';
import { readSaves } from '../src/game/autosave.js';
import { translator } from '../src/i18n/index.js';

const en = translator('en');

describe('the seat table', () => {
  it('offers a person, then the five levels with their names, then random, greedy and mcts', () => {
    expect(SEAT_KINDS).toEqual(['human', ...LEVEL_IDS, 'random', 'greedy', 'mcts']);
    const labels = seatChoices('classic', 'en', en, () => undefined).map((c) => c.label);
    expect(labels.slice(1, 6)).toEqual(LEVELS.map((l) => `Level ${l.level} — ${en(`level.${l.id}`)}`));
    expect(labels[3]).toBe('Level 3 — club');
    expect(seatLabel('level5', 'de', translator('de'))).toBe('Stufe 5 — Meister');
    expect(seatLabel('greedy', 'en', en)).toBe(en('seat.greedy'));
  });

  it('shows a level’s measured rating in the chosen preset, nothing where none was measured', () => {
    const fake = (level: string, preset: string): MeasuredRating | undefined =>
      preset === 'modern' && level === 'level3' ? { elo: 1234.4, ci95: [1200, 1260] } : undefined;
    const modern = seatChoices('modern', 'en', en, fake);
    expect(modern.find((c) => c.kind === 'level3')).toEqual({
      kind: 'level3',
      label: 'Level 3 — club · Elo 1234',
      rating: { elo: 1234.4, ci95: [1200, 1260] },
    });
    expect(modern.filter((c) => c.rating !== null).map((c) => c.kind)).toEqual(['level3']);
    expect(
      seatChoices('classic', 'en', en, fake).every((c) => c.rating === null && !c.label.includes('Elo')),
    ).toBe(true);
  });

  it('shows the measured ratings with expansions: classic with Inns & Cathedrals, its second edition too', () => {
    for (const preset of ['classic', 'classic-se']) {
      const choices = seatChoices(ratingKey(preset, { innsAndCathedrals: true }), 'en', en);
      const levels = choices.filter((c) => isLevel(c.kind));
      expect(
        levels.every((c) => c.rating !== null && c.label.includes('Elo')),
        preset,
      ).toBe(true);
    }
    const unmeasured = seatChoices(ratingKey('winter', { innsAndCathedrals: true }), 'en', en);
    expect(unmeasured.every((c) => c.rating === null)).toBe(true);
  });

  it('asks the worker for a level by its name, which then plays with its own budget', () => {
    expect(botRequest('level4', 800)).toEqual({ bot: 'level4', budget: { timeMs: 800 } });
    expect(botRequest('level4', 800, 5)).toEqual({ bot: 'level4', budget: { iterations: 5 } });
    expect(botRequest('mcts', 800)).toEqual({ bot: 'mcts', budget: { timeMs: 800 } });
    expect(botRequest('greedy', 800)).toEqual({ bot: 'greedy', budget: { timeMs: 50 } });
    const m = createMatch({
      preset: 'modern',
      players: [
        { name: 'A', color: 'red' },
        { name: 'B', color: 'blue' },
      ],
      seed: 'seats',
    });
    if (!m.ok) throw new Error(m.error.message);
    // The CLI's `--bots level4` path: the level's own iterations, whatever time is asked.
    const a = chooseMove({ ...botRequest('level4', 800), view: m.value.view(), seed: 7 });
    const b = chooseMove({ bot: 'level4', budget: { timeMs: 1 }, view: m.value.view(), seed: 7 });
    if (!a.ok || !b.ok) throw new Error('refused');
    expect(a.value.move).toEqual(b.value.move);
    expect(a.value.stats.iterations).toBe(b.value.stats.iterations);
    expect(a.value.stats.iterations).toBeGreaterThan(1);
    expect(a.value.stats.iterations).toBeLessThanOrEqual(LEVELS[3]!.budget.carcassonne.iterations!);
  });

  it('knows every kind and nothing else', () => {
    for (const k of SEAT_KINDS) expect(isSeatKind(k)).toBe(true);
    for (const k of ['Human', 'level6', 'baseline', 'mcts:k=3', 3, null]) expect(isSeatKind(k)).toBe(false);
  });

  it('loads saved games whose seats use the old kinds and the new levels', () => {
    const save = (kinds: string[]) => ({
      id: `g-${kinds.join('-')}`,
      record: { moves: [] },
      seats: kinds.map((kind, i) => ({ name: `P${i}`, color: 'red', kind })),
      seed: 's',
      savedAt: kinds.length,
      finished: false,
      moves: 0,
      tilesLeft: 71,
    });
    const data = JSON.stringify([
      save(['human', 'random', 'greedy', 'mcts']),
      save(['human', 'level2', 'level5']),
      save(['human', 'level9']),
    ]);
    const store = { getItem: () => data, setItem: () => {}, removeItem: () => {} };
    expect(readSaves(store).map((s) => s.seats.map((x) => x.kind))).toEqual([
      ['human', 'random', 'greedy', 'mcts'],
      ['human', 'level2', 'level5'],
    ]);
  });
});
