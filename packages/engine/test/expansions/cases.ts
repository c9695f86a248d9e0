import { expect } from 'vitest';
import { Match, stateToJSON, type Setup } from '../../src/carcassonne/public.js';
import type { ScoreEvent } from '../../src/carcassonne/events.js';
import { PLAYERS } from './random.js';

/** A two-player match (Anna, Bo) of `preset` with the given options and draw order. */
export function scenario(
  options: Setup['options'],
  tiles: string[],
  preset: Setup['preset'] = 'modern',
): Match {
  const setup = { game: 'carcassonne', preset, options, players: PLAYERS.slice(0, 2), tiles } as Setup;
  const m = Match.create(setup);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

/** Play moves that must all be legal. */
export function playAll(m: Match, moves: readonly string[]): void {
  for (const mv of moves) {
    const r = m.play(mv);
    if (!r.ok) throw new Error(`${mv}: ${r.error.message}`);
  }
}

/** A move refused with `code`, changing nothing. */
export function refuse(m: Match, move: string, code: string, text?: string): void {
  const before = JSON.stringify([m.view(), stateToJSON(m)]);
  const r = m.play(move);
  expect(r.ok, move).toBe(false);
  if (r.ok) return;
  expect(r.error.code).toBe(code);
  if (text) expect(r.error.message).toContain(text);
  expect(JSON.stringify([m.view(), stateToJSON(m)]), 'a refused move changes nothing').toBe(before);
}

/** The scoring events as [kind, points, players, final] for comparison. */
export function scorings(m: Match): [string, number, number[], boolean][] {
  return m.events
    .filter((e: ScoreEvent) => e.kind !== 'discard')
    .map((e) => [e.kind, e.points, [...e.players], e.final === true]);
}
