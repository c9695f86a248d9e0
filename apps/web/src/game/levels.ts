import { levelInfo, levelRating } from '@carcassonne/ai';
import type { Key } from '../i18n/en.js';
import type { T } from '../i18n/index.js';
import type { SeatKind } from './types.js';

/** A seat kind in the new-game menu: a level's name with its measured rating in the chosen rules. */
export function seatOption(kind: SeatKind, preset: string, t: T): string {
  const name = t(`seat.${kind}` as Key);
  const elo = levelRating(kind, preset)?.elo;
  return elo === undefined ? name : `${name} · Elo ${Math.round(elo)}`;
}

/** How a bot seat is named beside the player: the level's name, or the plain bot's. */
export function botLabel(kind: SeatKind, t: T): string {
  return levelInfo(kind) ? t(`seat.${kind}` as Key) : kind;
}
