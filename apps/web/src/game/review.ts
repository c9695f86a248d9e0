import type { Analysis } from '@carcassonne/ai';
import { formatMargin, moveMarks, type MoveMark } from './hints.js';

/** What the replay viewer shows of an analysis: per move and per player, numbers as text. */
export interface ReviewMove {
  readonly index: number;
  /** The replay step showing this move (the board just after it). */
  readonly step: number;
  readonly player: number;
  readonly played: string;
  readonly best: string;
  readonly lost: string;
  readonly forced: boolean;
  /** The best move found is another than the one played. */
  readonly missed: boolean;
}

export interface ReviewPlayer {
  readonly player: number;
  readonly name: string;
  readonly lost: string;
  readonly costliest: readonly { readonly index: number; readonly step: number; readonly lost: string }[];
}

export interface Review {
  readonly moves: readonly ReviewMove[];
  readonly players: readonly ReviewPlayer[];
  readonly iterations: number;
}

const points = (x: number): string => (Math.round(x * 10) / 10).toFixed(1);

export function reviewOf(a: Analysis): Review {
  const moves = a.moves.map((m) => ({
    index: m.index,
    step: m.index + 1,
    player: m.player,
    played: formatMargin(m.played.margin),
    best: formatMargin(m.best.margin),
    lost: points(m.lost),
    forced: m.forced,
    missed: m.best.text !== m.played.text,
  }));
  const players = a.players.map((p) => ({
    player: p.player,
    name: p.name,
    lost: points(p.lost),
    costliest: p.costliest.map((i) => ({ index: i, step: i + 1, lost: points(a.moves[i]?.lost ?? 0) })),
  }));
  return { moves, players, iterations: a.iterations };
}

/** At replay step `step` (the board after move `step − 1`): the best move found there, marked, when it was not the move played. */
export function bestMarkAt(a: Analysis | null, step: number): MoveMark[] {
  const m = a?.moves[step - 1];
  if (!m || m.forced || m.best.text === m.played.text) return [];
  return moveMarks([m.best], 1);
}
