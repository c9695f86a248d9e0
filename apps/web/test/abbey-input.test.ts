import { describe, expect, it } from 'vitest';
import { formatMove } from '@carcassonne/engine';
import { Table } from '../src/game/table.js';
import {
  abbeyOffered,
  followerTargets,
  initialTurn,
  turnStep,
  type TurnSource,
} from '../src/game/turn-input.js';
import { localSource, onlineSource, players } from './turn-sources.js';

/** Seven moves that close a hole at (1,-1) on all four sides (rules/abbey-and-mayor.md AM2). */
const AROUND_HOLE = ['I@0,-1r90 E', 'B@0,-2r0', 'B@1,-2r0', 'B@2,-2r0', 'B@2,-1r0', 'V@1,0r90 W', 'W@-1,0r0'];

function table(): Table {
  const t = Table.create({
    game: 'carcassonne',
    preset: 'classic',
    players,
    options: { abbeyAndMayor: true },
    tiles: ['I', 'B', 'B', 'B', 'B', 'V', 'W', 'E', 'A'],
  });
  if (!t.ok) throw new Error(t.error.message);
  return t.value;
}

/** Take the abbey in hand, lay it (turned: it is laid unturned), put a monk on it. */
function composeAbbey(src: TurnSource, confirmStep: boolean): string | null {
  const opts = { confirmStep };
  let s = turnStep(initialTurn(90), { type: 'abbey' }, src, opts).state;
  expect(s.abbey).toBe(true);
  s = turnStep(s, { type: 'place', placement: { x: 1, y: -1, rotation: 90 } }, src, opts).state;
  expect(s.pending).toEqual({ x: 1, y: -1, rotation: 0, tile: 'AmAbbey' });
  expect(followerTargets(s, src)).toEqual(['C']);
  const r = turnStep(s, { type: 'follower', port: 'C' }, src, opts);
  const move = confirmStep ? turnStep(r.state, { type: 'confirm' }, src, opts).move : r.move;
  return move ? formatMove(move) : null;
}

describe('the abbey through the turn input (Abbey & Mayor)', () => {
  it('is offered only when a hole is closed, and is laid there with a monk, local and online', () => {
    const t = table();
    for (const mv of AROUND_HOLE.slice(0, 5)) {
      expect(abbeyOffered(initialTurn(), localSource(t))).toBe(false);
      expect(t.play(mv).ok).toBe(true);
    }
    // The hole is still open to the south: the action does nothing.
    const src = localSource(t);
    expect(turnStep(initialTurn(), { type: 'abbey' }, src, { confirmStep: false }).state.abbey).toBe(false);
    for (const mv of AROUND_HOLE.slice(5)) expect(t.play(mv).ok).toBe(true);
    expect(abbeyOffered(initialTurn(), localSource(t))).toBe(true);
    // The drawn tile's squares do not include the hole where it does not fit.
    expect(onlineSource(t, { figures: true }).placements.some((p) => p.x === 1 && p.y === -1)).toBe(false);
    expect(composeAbbey(localSource(t), false)).toBe('AmAbbey@1,-1r0 C');
    expect(composeAbbey(onlineSource(t, { figures: true }), true)).toBe('AmAbbey@1,-1r0 C');
    expect(t.play('AmAbbey@1,-1r0 C').ok).toBe(true);
    // Taking the abbey back to the drawn tile: the action again.
    const s = turnStep(initialTurn(), { type: 'abbey' }, localSource(t), { confirmStep: false }).state;
    expect(s.abbey).toBe(false);
  });

  it('in the final abbey round offers the abbey and a pass button, local and online (AM2.5)', () => {
    const made = Table.create({
      game: 'carcassonne',
      preset: 'classic',
      players,
      options: { abbeyAndMayor: true },
      tiles: ['I', 'B', 'B', 'B', 'B', 'V', 'W'],
    });
    if (!made.ok) throw new Error(made.error.message);
    const t = made.value;
    for (const mv of AROUND_HOLE) expect(t.play(mv).ok).toBe(true);
    // No tile left: Bo is asked; no tile in hand, the abbey offered alone.
    for (const src of [localSource(t), onlineSource(t, { figures: true })]) {
      expect(src.drawn).toBeNull();
      expect(abbeyOffered(initialTurn(), src)).toBe(true);
      expect(src.wallTargets.map((w) => formatMove(w.move))).toEqual(['pass']);
    }
    expect(composeAbbey(localSource(t), false)).toBe('AmAbbey@1,-1r0 C');
    expect(composeAbbey(onlineSource(t, { figures: true }), true)).toBe('AmAbbey@1,-1r0 C');
    // The pass: a choice taken at once locally, after Confirm online.
    const pass = localSource(t).wallTargets[0]!;
    const local = turnStep(initialTurn(), { type: 'wall', target: pass }, localSource(t), {
      confirmStep: false,
    });
    expect(local.move && formatMove(local.move)).toBe('pass');
    expect(t.play('pass').ok).toBe(true);
    expect(t.play('AmAbbey@1,-1r0').ok).toBe(true);
    expect(t.view().finished).toBe(true);
  });
});
