import { describe, expect, it } from 'vitest';
import { formatMove } from '@carcassonne/engine';
import { Table } from '../src/game/table.js';
import { initialTurn, specialTargets, turnStep, type TurnSource } from '../src/game/turn-input.js';
import { moveWords, specialWords } from '../src/game/describe.js';
import { uiViewOf, tileDefIn, tilesOf } from '../src/game/view.js';
import { translator } from '../src/i18n/index.js';
import { turnBoardConfig, viewWordContext } from '../src/ui/turnBoard.js';
import { localSource, onlineSource, players } from './turn-sources.js';

// Under the start tile D: E turned 180 and E unturned make a city; B and V close the corner
// where D, V, E and B meet, four fields (rules/abbey-and-mayor.md AM5).
function table(): Table {
  const t = Table.create({
    game: 'carcassonne',
    preset: 'modern',
    players,
    options: { abbeyAndMayor: true },
    tiles: ['E', 'E', 'B', 'V', 'B'],
  });
  if (!t.ok) throw new Error(t.error.message);
  for (const mv of ['E@0,1r180', 'E@0,2r0', 'B@1,1r0 N']) expect(t.value.play(mv).ok).toBe(true);
  return t.value;
}

/** Lay V at (1,0) turned 90 and take the barn offered on its south-west corner. */
function composeBarn(src: TurnSource, confirmStep: boolean): string | null {
  const opts = { confirmStep };
  const s = turnStep(
    initialTurn(90),
    { type: 'place', placement: { x: 1, y: 0, rotation: 90 } },
    src,
    opts,
  ).state;
  const barns = specialTargets(s, src).filter((m) => m.type === 'place' && m.barn !== undefined);
  expect(barns.map((m) => formatMove(m))).toEqual(['V@1,0r90 SW barn']);
  const r = turnStep(s, { type: 'special', move: barns[0]! }, src, opts);
  const move = confirmStep ? turnStep(r.state, { type: 'confirm' }, src, opts).move : r.move;
  return move ? formatMove(move) : null;
}

describe('the barn through the turn input (Abbey & Mayor AM5)', () => {
  it('is offered on the corner of four fields and played from there, local and online', () => {
    const t = table();
    expect(composeBarn(localSource(t), false)).toBe('V@1,0r90 SW barn');
    expect(composeBarn(onlineSource(t, { figures: true }), true)).toBe('V@1,0r90 SW barn');
  });

  it('the board offers the corner as a target, draws the barn, and says it in words', () => {
    const t = table();
    const src = localSource(t);
    const en = translator('en');
    const view = uiViewOf(t.botView());
    const tiles = tilesOf(t.botView());
    const words = viewWordContext(view, (id) => tileDefIn(tiles, id), en);
    let turn = initialTurn(90);
    const dispatched: unknown[] = [];
    const cfgOf = () =>
      turnBoardConfig({
        view,
        tileDef: words.tileDef,
        marks: [],
        t: en,
        words,
        turn,
        source: src,
        dispatch: (a) => dispatched.push(a),
        highlights: [],
        lastPlaced: null,
      });
    turn = turnStep(turn, { type: 'place', placement: { x: 1, y: 0, rotation: 90 } }, src, {
      confirmStep: true,
    }).state;
    const cfg = cfgOf();
    expect(cfg.barnTargets).toEqual(['SW']);
    // A tap on the corner is the barn move (the board reports the corner it was given).
    cfg.events.barn?.('SW');
    expect(dispatched.map((a) => formatMove((a as { move: never }).move))).toEqual(['V@1,0r90 SW barn']);
    const move = specialTargets(turn, src)[0]!;
    expect(specialWords(move, words)).toBe('Barn on the south-west corner');
    expect(t.play(move).ok).toBe(true);
    const after = uiViewOf(t.botView());
    expect(after.expansion?.barns).toEqual([{ x: 1, y: 0, corner: 'SW', player: 1 }]);
    expect(moveWords(move, 1, words)).toContain('a barn on its south-west corner');
    for (const lang of ['de', 'nl', 'sv'] as const)
      expect(specialWords(move, { t: translator(lang) })).not.toBe(specialWords(move, words));
  });
});
