import { describe, expect, it } from 'vitest';
import { formatMove, Mulberry32, type Move } from '@carcassonne/engine';
import { moveWords, specialWords, wallChoiceWords } from '../src/game/describe.js';
import { expansionOf } from '../src/game/figures.js';
import { wordContext } from '../src/game/log.js';
import { LANGS, translator, type Lang } from '../src/i18n/index.js';
import { Table } from '../src/game/table.js';
import { initialTurn, specialTargets, turnStep, type TurnSource } from '../src/game/turn-input.js';
import { localSource, onlineSource, players } from './turn-sources.js';

const options = { princessAndDragon: true };

/** Random legal moves on `table` until `due` holds of its legal moves. */
function playUntil(table: Table, due: (moves: readonly Move[]) => boolean): void {
  const rng = new Mulberry32(7);
  for (let n = 0; n < 400 && !table.view().finished; n++) {
    const legal = table.legalMoves();
    if (due(legal)) return;
    const r = table.play(legal[rng.int(legal.length)]!);
    if (!r.ok) throw new Error(r.error.message);
  }
  throw new Error('never due');
}

function composeSpecial(src: TurnSource, m: Move & { type: 'place' }, confirmStep: boolean): Move | null {
  const opts = { confirmStep };
  const s = turnStep(initialTurn(), { type: 'place', placement: m }, src, opts).state;
  expect(specialTargets(s, src).map((x) => formatMove(x))).toContain(formatMove(m));
  const r = turnStep(s, { type: 'special', move: m }, src, opts);
  return confirmStep ? turnStep(r.state, { type: 'confirm' }, src, opts).move : r.move;
}

function newTable(seed: string): Table {
  const t = Table.create({ game: 'carcassonne', preset: 'classic', players, seed, options });
  if (!t.ok) throw new Error(t.error.message);
  return t.value;
}

describe('The Princess & the Dragon through the turn input', () => {
  it('offers the fairy, princesses and portals after the tile is laid, local and online', () => {
    const table = newTable('fairy-input');
    const special = (m: Move) => m.type === 'place' && m.special !== undefined;
    playUntil(table, (moves) => moves.some(special));
    const wanted = table.legalMoves().find(special) as Move & { type: 'place' };
    expect(formatMove(composeSpecial(localSource(table), wanted, false)!)).toBe(formatMove(wanted));
    expect(formatMove(composeSpecial(onlineSource(table, { figures: true }), wanted, true)!)).toBe(
      formatMove(wanted),
    );
    for (const lang of Object.keys(LANGS) as Lang[]) {
      const words = specialWords(wanted, { t: translator(lang) });
      expect(words, lang).not.toBe('');
      expect(words, lang).not.toContain('{');
    }
  });

  it('offers each step of the dragon as a choice on the edge it leaves by, local and online', () => {
    const table = newTable('dragon-input');
    playUntil(table, (moves) => moves.some((m) => m.type === 'dragon'));
    const view = expansionOf(table.botView());
    expect(view?.dragon).not.toBeNull();
    for (const src of [localSource(table), onlineSource(table, { figures: true })]) {
      const steps = src.wallTargets.filter((w) => w.type === 'dragon');
      expect(steps.length).toBe(table.legalMoves().length);
      for (const w of steps) expect(w.edge).toMatchObject({ x: view!.dragon!.x, y: view!.dragon!.y });
      const r = turnStep(initialTurn(), { type: 'wall', target: steps[0]! }, src, { confirmStep: false });
      expect(r.move?.type).toBe('dragon');
    }
    const step = table.legalMoves()[0]!;
    for (const lang of Object.keys(LANGS) as Lang[]) {
      const t = translator(lang);
      expect(
        wallChoiceWords(step, { t, tileAt: () => undefined, tileDef: () => undefined }),
        lang,
      ).not.toContain('{');
      expect(moveWords(step, 0, wordContext(table, t)), lang).not.toContain('{');
    }
  });
});
