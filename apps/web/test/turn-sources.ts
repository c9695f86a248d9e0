/**
 * The two sources of a turn's choices, local and online, for tests that compose a turn through
 * the turn input on the same table both ways.
 */
import { formatMove } from '@carcassonne/engine';
import { Controller } from '../src/game/controller.js';
import type { Table } from '../src/game/table.js';
import type { TurnSource } from '../src/game/turn-input.js';
import type { Seat } from '../src/game/types.js';
import { rotClassIn, tilesOf, uiViewOf } from '../src/game/view.js';
import { choicesOf } from '../src/online/choices.js';

/** Two players, both people at this screen. */
export const players = [
  { name: 'Anna', color: 'red' as const },
  { name: 'Bo', color: 'blue' as const },
];
const humans: Seat[] = players.map((p) => ({ ...p, kind: 'human' }));
const noBots = { choose: () => Promise.reject(new Error('no bots here')), cancel: () => {} };

/** The local table's choices: what the controller hands the turn input. */
export function localSource(t: Table): TurnSource {
  const src = new Controller(t, humans, 'unit', { botDelay: 0, mctsMs: 0, bots: noBots }).turnSource();
  if (!src) throw new Error('no human to act');
  return src;
}

/**
 * The online table's choices: the legal moves as the server sends them (notation), and the view;
 * with `figures`, the expansions' pieces too (without, none is in play).
 */
export function onlineSource(t: Table, { figures }: { figures: boolean }): TurnSource {
  const view = t.botView();
  const c = choicesOf(
    t.legalMoves().map((m) => formatMove(m)),
    view,
  );
  const v = uiViewOf(view);
  const tiles = tilesOf(view);
  return {
    drawn: v.phase === 'place' ? v.drawn : null,
    placements: c.placements,
    followerPorts: c.followers,
    ...(figures ? { figurePorts: c.figures, recall: c.recall } : {}),
    specials: c.specials,
    wallTargets: c.wallTargets,
    rotClass: (r) => (v.drawn ? rotClassIn(tiles, v.drawn, r) : r),
    ...(c.abbeys.length > 0 && (v.phase === 'place' || v.phase === 'abbey') ? { abbeys: c.abbeys } : {}),
  };
}
