import { parseMove, type ReplayEvent, type TileDef } from '@carcassonne/engine';
import type { ChatLine } from '@carcassonne/protocol';
import { moveWords, positionWords, tileWords, type WordContext } from '../game/describe.js';
import type { Placement, UiEvent } from '../game/types.js';
import type { T } from '../i18n/index.js';
import type { Note, Said } from '../ui/Announcer.js';
import { uiEventOf } from './choices.js';

/** The squares named when a tile fits in many: the rest are found with the board's keys. */
const NAMED_SQUARES = 3;
/** A turn's clock is announced once, when this many seconds or fewer are left. */
export const CLOCK_WARNING_S = 10;

/** The moves the table's feed told of, in words with the scorings each caused (for the live region). */
export function movesSaid(
  moves: readonly { readonly seat: number; readonly move: string; readonly events: readonly ReplayEvent[] }[],
  names: readonly string[],
  words: WordContext,
): Said[] {
  return moves.map((m) => {
    const parsed = parseMove(m.move);
    return {
      text: parsed.ok ? moveWords(parsed.value, m.seat, words) : m.move,
      events: m.events.map((e): UiEvent => uiEventOf(e, names)),
    };
  });
}

/** "Your turn: a tile with a city. It fits in 4 places: next to the start to the north, …". */
export function turnWords(tile: TileDef | undefined, placements: readonly Placement[], t: T): string {
  const squares = [...new Map(placements.map((p) => [`${p.x},${p.y}`, p])).values()];
  const where = squares.slice(0, NAMED_SQUARES).map((s) => positionWords(s.x, s.y, t));
  // The count says how many more the board's keys (n, p) step through.
  const fits =
    squares.length === 0
      ? t('a11y.fitsNowhere')
      : t(squares.length === 1 ? 'a11y.fitsOne' : 'a11y.fits', {
          n: squares.length,
          where: where.join('; '),
        });
  return `${t('a11y.yourTurn', { tile: tileWords(tile, t) })} ${fits}`;
}

/**
 * What an online table says besides its moves: my turn (the tile and where it fits), the other
 * people's chat lines, a clock near its end, and the game's end. Each note once, by its key.
 */
export function tableNotes(i: {
  readonly t: T;
  readonly version: number;
  /** My turn to place this tile (null: not mine, or not a placement). */
  readonly placing: { readonly tile: TileDef | undefined; readonly placements: readonly Placement[] } | null;
  readonly myTurn: boolean;
  readonly chat: readonly ChatLine[];
  readonly me: string;
  readonly actor: string;
  readonly secondsLeft: number | null;
  /** The game's end in words, once it is over. */
  readonly over: readonly string[] | null;
}): Note[] {
  const { t } = i;
  const notes: Note[] = [];
  if (i.placing)
    notes.push({ key: `turn:${i.version}`, text: turnWords(i.placing.tile, i.placing.placements, t) });
  else if (i.myTurn) notes.push({ key: `turn:${i.version}`, text: t('online.yourTurn') });
  for (const line of i.chat)
    if (line.user !== i.me)
      notes.push({
        key: `chat:${line.at}:${line.user}`,
        text: t('a11y.chat', { who: line.name, text: line.text }),
        history: true,
      });
  if (i.secondsLeft !== null && i.secondsLeft <= CLOCK_WARNING_S)
    notes.push({ key: `clock:${i.version}`, text: t('a11y.timeLeft', { who: i.actor, n: i.secondsLeft }) });
  if (i.over) notes.push({ key: 'over', text: i.over.join('. ') });
  return notes;
}
