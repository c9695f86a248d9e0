import { describe, expect, it } from 'vitest';
import { formatMove, Mulberry32, type Move } from '@carcassonne/engine';
import { moveWords, specialWords, wallChoiceWords } from '../src/game/describe.js';
import { expansionOf } from '../src/game/figures.js';
import { wordContext } from '../src/game/log.js';
import { LANGS, translator, type Lang } from '../src/i18n/index.js';
import { Table } from '../src/game/table.js';
import { initialTurn, specialTargets, turnStep, type TurnSource } from '../src/game/turn-input.js';
import { localSource, onlineSource, players } from './turn-sources.js';
import { boardKey, type KeyHost } from '../src/board/keys.js';
import { keyHost } from './key-host.js';
import { turnBoardConfig } from '../src/ui/turnBoard.js';
import type { TurnAction } from '../src/game/turn-input.js';

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

/** A random classic game with the expansion laid up to a tile with special choices (the fairy): its board's keys and what they dispatch. */
function specialStep() {
  const table = newTable('fairy-input');
  const special = (m: Move) => m.type === 'place' && m.special !== undefined;
  playUntil(table, (moves) => moves.some(special));
  const wanted = table.legalMoves().find(special) as Move & { type: 'place' };
  const src = localSource(table);
  const turn = turnStep(initialTurn(), { type: 'place', placement: wanted }, src, {
    confirmStep: false,
  }).state;
  const actions: TurnAction[] = [];
  const t = translator('en');
  const cfg = turnBoardConfig({
    view: table.view(),
    tileDef: (id) => table.tileDef(id),
    marks: [],
    t,
    words: wordContext(table, t),
    turn,
    source: src,
    dispatch: (a) => actions.push(a),
    highlights: [],
    lastPlaced: null,
  });
  return { cfg, actions, specials: specialTargets(turn, src), t };
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

  it('words the fairy’s and a pig’s point in the singular in German', () => {
    const t = translator('de');
    expect(t('ev.fairy', { who: 'Anna', points: 1 })).toBe('Anna erhält 1 Punkt für die Fee');
    expect(t('ev.fairy', { who: 'Anna', points: 3 })).toBe('Anna erhält 3 Punkte für die Fee');
    expect(t('ev.pig', { who: 'Bo', points: 1 })).toContain('1 Punkt mehr');
  });

  it('takes a special choice by its digit, or by N / P and Enter, on the board', () => {
    const { cfg, actions, specials, t } = specialStep();
    expect(cfg.specialTargets?.map((m) => formatMove(m))).toEqual(specials.map((m) => formatMove(m)));
    expect(cfg.specialWords?.[0]).toBe(specialWords(specials[0]!, { t }));
    let focus: number | null = null;
    const host = (): KeyHost =>
      keyHost(cfg, {
        specialFocus: focus,
        setSpecialFocus: (i) => {
          focus = i;
        },
      });
    const press = (key: string) => boardKey(new KeyboardEventLike(key) as unknown as KeyboardEvent, host());
    const taken = () => actions.flatMap((a) => (a.type === 'special' ? [formatMove(a.move)] : []));
    // Numbered on after the follower targets.
    const first = cfg.followerTargets.length + 1;
    expect(first).toBeLessThanOrEqual(9);
    expect(press(String(first))).toBe(true);
    expect(taken()).toEqual([formatMove(specials[0]!)]);
    // N steps to the first, P back round to the last; Enter takes the one pointed at.
    actions.length = 0;
    expect(press('n')).toBe(true);
    expect(focus).toBe(0);
    expect(press('p')).toBe(true);
    expect(focus).toBe(specials.length - 1);
    expect(press('Enter')).toBe(true);
    expect(taken()).toEqual([formatMove(specials[specials.length - 1]!)]);
  });

  it('takes a choice numbered past nine by its two digits, a first digit that may begin one waiting', () => {
    const { cfg: real, actions, specials: offered } = specialStep();
    expect(real.followerTargets.length).toBeGreaterThan(0);
    // One follower target and twelve special choices (a portal's places, say): 13 numbered.
    const first = offered[0] as Move & { type: 'place' };
    const specials: Move[] = Array.from({ length: 12 }, (_, i) => ({ ...first, x: 100 + i }));
    const cfg = { ...real, followerTargets: real.followerTargets.slice(0, 1), specialTargets: specials };
    let focus: number | null = 5;
    const typed = { current: { digits: '', at: 0 } };
    const press = (key: string) =>
      boardKey(
        new KeyboardEventLike(key) as unknown as KeyboardEvent,
        keyHost(cfg, { specialFocus: focus, typed, setSpecialFocus: (i) => (focus = i) }),
      );
    const taken = (): string[] => {
      const words = actions.map((a) =>
        a.type === 'special'
          ? `special ${a.move.type === 'place' ? a.move.x - 100 : '?'}`
          : a.type === 'follower'
            ? `follower ${a.port ?? 'none'}`
            : a.type,
      );
      actions.length = 0;
      return words;
    };
    const port = cfg.followerTargets[0]!;
    // 2 cannot begin 20-something: the second choice (the first special) at once.
    expect(press('2')).toBe(true);
    expect(taken()).toEqual(['special 0']);
    // 1 may begin 10–13: it points at the follower and waits; 1 again makes 11.
    expect(press('1')).toBe(true);
    expect(taken()).toEqual([]);
    expect(focus).toBe(null);
    press('1');
    expect(taken()).toEqual(['special 9']);
    press('1');
    press('0');
    expect(taken()).toEqual(['special 8']);
    // 1 and Enter: the first choice, the follower.
    press('1');
    press('Enter');
    expect(taken()).toEqual([`follower ${port}`]);
    // 19 is past the last: the 9 starts again, the ninth choice.
    press('1');
    press('9');
    expect(taken()).toEqual(['special 7']);
    // 0 alone is no follower; N after a first digit forgets it and steps through the specials.
    press('0');
    expect(taken()).toEqual(['follower none']);
    press('1');
    press('n');
    press('Enter');
    expect(taken()).toEqual([`special ${focus}`]);
    // A digit a second later begins a new number.
    press('1');
    typed.current = { ...typed.current, at: typed.current.at - 2000 };
    press('3');
    expect(taken()).toEqual(['special 1']);
  });

  it('offers the fairy with the abbey apart from the drawn tile’s choices in the same hole, local and online', () => {
    const made = Table.create({
      game: 'carcassonne',
      preset: 'classic',
      players,
      options: { abbeyAndMayor: true, princessAndDragon: true },
      seed: 'abbey-hole-1',
    });
    if (!made.ok) throw new Error(made.error.message);
    const table = made.value;
    const isAbbey = (m: Move) => m.type === 'place' && m.tile === 'AmAbbey';
    // A hole both the abbey and the drawn tile (unturned) fill, each with the fairy to move.
    const hole = (moves: readonly Move[]) =>
      moves.find(
        (a) =>
          a.type === 'place' &&
          isAbbey(a) &&
          a.special !== undefined &&
          moves.some(
            (m) => m.type === 'place' && !isAbbey(m) && m.x === a.x && m.y === a.y && m.rotation === 0,
          ),
      );
    const rng = new Mulberry32(1);
    while (!hole(table.legalMoves())) {
      // The abbeys kept in hand.
      const legal = table.legalMoves().filter((m) => !isAbbey(m));
      const r = table.play(legal[rng.int(legal.length)]!);
      if (!r.ok) throw new Error(r.error.message);
    }
    const legal = table.legalMoves();
    const at = hole(legal) as Move & { type: 'place' };
    const placement = { x: at.x, y: at.y, rotation: 0 } as const;
    const listed = (abbey: boolean) =>
      legal
        .filter((m) => m.type === 'place' && m.special !== undefined && isAbbey(m) === abbey)
        .filter((m) => m.type === 'place' && m.x === at.x && m.y === at.y && m.rotation === 0)
        .map((m) => formatMove(m));
    const opts = { confirmStep: false };
    for (const src of [localSource(table), onlineSource(table, { figures: true })]) {
      const abbey = turnStep(initialTurn(), { type: 'abbey' }, src, opts).state;
      const laid = turnStep(abbey, { type: 'place', placement }, src, opts).state;
      expect(specialTargets(laid, src).map((m) => formatMove(m))).toEqual(listed(true));
      const tile = turnStep(initialTurn(), { type: 'place', placement }, src, opts).state;
      expect(specialTargets(tile, src).map((m) => formatMove(m))).toEqual(listed(false));
    }
    expect(listed(true).length).toBeGreaterThan(0);
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

/** The one field of a key event the board's keys read (and a shift key not held). */
class KeyboardEventLike {
  readonly shiftKey = false;
  constructor(readonly key: string) {}
}
