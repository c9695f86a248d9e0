import { describe, expect, it } from 'vitest';
import { carcassonne, createMatch, formatMove, type Move } from '@carcassonne/engine';
import { moveWords } from '../src/game/describe.js';
import { wordContext } from '../src/game/log.js';
import { translator } from '../src/i18n/index.js';
import type { Figure } from '../src/game/figures.js';
import { goodsMajorities } from '../src/game/goods.js';
import { Table } from '../src/game/table.js';
import {
  figuresOffered,
  followerTargets,
  initialTurn,
  nextFigure,
  turnStep,
  type TurnSource,
} from '../src/game/turn-input.js';
import { tilesOf } from '../src/game/view.js';
import { localSource, onlineSource, players } from './turn-sources.js';

const options = { theRiver: true, innsAndCathedrals: true, tradersAndBuilders: true };

/** Compose `m` through the turn input (place, choose the piece, choose the spot). */
function compose(src: TurnSource, m: Move & { type: 'place' }, confirmStep: boolean): Move | null {
  const opts = { confirmStep };
  let s = turnStep(initialTurn(), { type: 'place', placement: m }, src, opts).state;
  const figure: Figure | null = m.figure ?? null;
  // Step through the pieces with the key's action until the wanted one is chosen.
  for (let i = 0; i < 4 && s.figure !== figure; i++)
    s = turnStep(s, { type: 'figure', figure: nextFigure(s, src) }, src, opts).state;
  expect(s.figure).toBe(figure);
  expect(followerTargets(s, src)).toContain(m.follower);
  const r = turnStep(s, { type: 'follower', port: m.follower ?? null }, src, opts);
  return confirmStep ? turnStep(r.state, { type: 'confirm' }, src, opts).move : r.move;
}

describe('the expansions through the turn input', () => {
  it('puts the big follower, the builder and the pig as the engine offers them, local and online', () => {
    const t = Table.create({ game: 'carcassonne', preset: 'classic', players, seed: 'pieces', options });
    if (!t.ok) throw new Error(t.error.message);
    const table = t.value;
    const placed = new Set<string>();
    for (let n = 0; n < 200 && !table.view().finished && placed.size < 3; n++) {
      const legal = table.legalMoves().filter((m): m is Move & { type: 'place' } => m.type === 'place');
      const wanted = legal.find((m) => m.figure !== undefined && !placed.has(m.figure));
      // Otherwise a follower on a road, city or field (so that a builder or pig may follow).
      const move =
        wanted ?? legal.find((m) => m.follower !== undefined && m.figure === undefined) ?? legal[0]!;
      if (wanted) {
        const src = localSource(table);
        const s = turnStep(initialTurn(), { type: 'place', placement: wanted }, src, {
          confirmStep: false,
        }).state;
        expect(figuresOffered(s, src)).toContain(wanted.figure);
        expect(formatMove(compose(src, wanted, false)!)).toBe(formatMove(wanted));
        expect(formatMove(compose(onlineSource(table, { figures: true }), wanted, true)!)).toBe(
          formatMove(wanted),
        );
        placed.add(wanted.figure!);
        // The log names the piece ("… and the builder in the city").
        const said = moveWords(wanted, table.view().actor, wordContext(table, translator('en')));
        expect(said).toContain(
          {
            big: 'the big follower',
            builder: 'the builder',
            pig: 'the pig',
            abbot: 'the abbot',
            mayor: 'the mayor',
            wagon: 'the wagon',
          }[wanted.figure!],
        );
      }
      expect(table.play(move).ok).toBe(true);
    }
    expect([...placed].sort()).toEqual(['big', 'builder', 'pig']);
    const v = table.view();
    expect(v.expansion?.goods).toHaveLength(2);
  });

  it("looks a table's tiles up with its expansions: the online view finds the local match's", () => {
    const all = carcassonne.EXPANSION_NAMES;
    // Every combination of the expansions, none included.
    const combinations = Array.from({ length: 2 ** all.length }, (_, bits) =>
      all.filter((__, i) => (bits >> i) & 1),
    );
    for (const preset of ['classic', 'winter'])
      for (const names of combinations) {
        const setup = { preset, options: carcassonne.expansionOptions(names), players, seed: 'tiles' };
        const match = createMatch(setup);
        const local = Table.create({ game: 'carcassonne', ...setup });
        if (!match.ok || !local.ok) throw new Error(`${preset} ${names.join('+')} does not start`);
        // The one look-up, from the view the server sends and from the local table: the match's own tiles.
        expect(tilesOf(match.value.view())).toBe(match.value.tiles);
        for (const tile of match.value.tiles.tiles) {
          expect(local.value.tileDef(tile.id)).toBe(tile.def);
          expect(local.value.rotClass(tile.id, 90)).toBe(tile.rotationClass[1]! * 90);
        }
      }
  });

  it('offers no pieces without the expansions, and a follower choice stays a follower', () => {
    const t = Table.create({ game: 'carcassonne', preset: 'classic', players, seed: 'plain' });
    if (!t.ok) throw new Error(t.error.message);
    const src = localSource(t.value);
    const p = src.placements[0]!;
    const s = turnStep(initialTurn(), { type: 'place', placement: p }, src, { confirmStep: true }).state;
    expect(figuresOffered(s, src)).toEqual([]);
    expect(
      turnStep(s, { type: 'figure', figure: 'big' }, src, { confirmStep: true }).state.figure,
    ).toBeNull();
    expect(t.value.view().expansion).toBeUndefined();
  });

  it('names the goods majorities, ties to all, none for a good nobody holds', () => {
    const m = goodsMajorities([
      { wine: 2, grain: 1, cloth: 0 },
      { wine: 2, grain: 0, cloth: 0 },
    ]);
    expect(m).toEqual({ wine: [0, 1], grain: [0], cloth: [] });
  });
});
