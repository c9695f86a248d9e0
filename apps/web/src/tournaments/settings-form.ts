import type { TimeControl, TournamentSettingsRequest } from '@carcassonne/protocol';
import {
  CLOCK_BOUNDS,
  TOURNAMENT_LIMITS,
  type TournamentFormat,
  type TournamentTieBreak,
} from '@carcassonne/protocol/plain';

/** The create form's fields as typed (times as the `datetime-local` inputs give them, in ms; NaN if empty). */
export interface SettingsForm {
  readonly name: string;
  readonly preset: string;
  readonly options: Readonly<Record<string, boolean>>;
  readonly clock: TimeControl['kind'];
  /** Minutes of a bank, seconds a move, days a move (by `clock`). */
  readonly clockValue: number;
  readonly increment: number;
  readonly format: TournamentFormat;
  /** NaN: the format's default. */
  readonly rounds: number;
  /** Players at a table: 2, or 3–5 in a Swiss. */
  readonly tableSize: number;
  readonly gamesPerMatch: number;
  readonly duplicate: boolean;
  /** Null: the format's default tie-breaks. */
  readonly tieBreaks: readonly TournamentTieBreak[] | null;
  readonly ranking: 'score' | 'duplicate';
  readonly arenaMinutes: number;
  readonly berserk: boolean;
  readonly startsAt: number;
  /** NaN: registration opens now. */
  readonly registrationOpensAt: number;
  readonly checkInMinutes: number;
  readonly maxPlayers: number;
  readonly rated: boolean;
  readonly visibility: 'public' | 'invitation';
}

/** The form's checks, each with its words (`tform.error.<code>`) shown by the field it names. */
export const FORM_ERRORS = [
  'name',
  'clock',
  'rounds',
  'table-size',
  'games',
  'best-of',
  'arena-minutes',
  'start-past',
  'start-far',
  'registration-late',
  'check-in',
  'players',
  'duplicate-needed',
] as const;
export type FormError = (typeof FORM_ERRORS)[number];
export type FormField = keyof SettingsForm;

const MINUTE = 60_000;
const whole = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;
const inside = (n: number, bounds: { readonly min: number; readonly max: number }) =>
  whole(n, bounds.min, bounds.max);

function clockOf(f: SettingsForm): TimeControl | null {
  switch (f.clock) {
    case 'none':
      return { kind: 'none' };
    case 'move':
      return inside(f.clockValue, CLOCK_BOUNDS.moveSeconds) ? { kind: 'move', seconds: f.clockValue } : null;
    case 'days':
      return inside(f.clockValue, CLOCK_BOUNDS.days) ? { kind: 'days', days: f.clockValue } : null;
    case 'bank':
      return inside(f.clockValue, CLOCK_BOUNDS.bankMinutes) &&
        inside(f.increment, CLOCK_BOUNDS.incrementSeconds)
        ? { kind: 'bank', minutes: f.clockValue, increment: f.increment }
        : null;
  }
}

/** Every check the form can make before sending (the server checks again, and more). */
export function formProblems(f: SettingsForm, now: number): { field: FormField; error: FormError }[] {
  const found: { field: FormField; error: FormError }[] = [];
  const add = (field: FormField, error: FormError) => found.push({ field, error });
  const name = f.name.trim();
  if (name.length === 0 || name.length > TOURNAMENT_LIMITS.nameLength) add('name', 'name');
  if (clockOf(f) === null) add('clockValue', 'clock');
  if (!Number.isNaN(f.rounds) && !whole(f.rounds, 1, TOURNAMENT_LIMITS.maxRounds)) add('rounds', 'rounds');
  if (!whole(f.tableSize, 2, 5) || (f.tableSize > 2 && f.format !== 'swiss')) add('tableSize', 'table-size');
  const elimination = f.format === 'single-elimination' || f.format === 'double-elimination';
  // An arena plays single games: its form has no field for them.
  if (f.format !== 'arena' && !whole(f.gamesPerMatch, 1, 6)) add('gamesPerMatch', 'games');
  else if (elimination && f.gamesPerMatch % 2 === 0) add('gamesPerMatch', 'best-of');
  if (f.format === 'arena' && !whole(f.arenaMinutes, 1, 1440)) add('arenaMinutes', 'arena-minutes');
  if (Number.isNaN(f.startsAt) || f.startsAt <= now) add('startsAt', 'start-past');
  else if (f.startsAt > now + TOURNAMENT_LIMITS.maxDaysAhead * 24 * 60 * MINUTE) add('startsAt', 'start-far');
  const opens = Number.isNaN(f.registrationOpensAt) ? now : f.registrationOpensAt;
  if (!Number.isNaN(f.startsAt) && opens >= f.startsAt) add('registrationOpensAt', 'registration-late');
  if (!whole(f.checkInMinutes, 0, TOURNAMENT_LIMITS.maxCheckInMinutes)) add('checkInMinutes', 'check-in');
  if (!whole(f.maxPlayers, 2, TOURNAMENT_LIMITS.maxPlayers)) add('maxPlayers', 'players');
  const wantsDuplicate = f.ranking === 'duplicate' || (f.tieBreaks ?? []).includes('duplicate');
  if (wantsDuplicate && !f.duplicate) add('duplicate', 'duplicate-needed');
  return found;
}

/** The request the form makes, once `formProblems` finds nothing (`testTiles` only on a test server). */
export function settingsRequest(f: SettingsForm, testTiles: number): TournamentSettingsRequest {
  const clock = clockOf(f) ?? { kind: 'none' };
  return {
    name: f.name.trim(),
    preset: f.preset,
    ...(Object.keys(f.options).length > 0 ? { options: { ...f.options } } : {}),
    clock,
    format: f.format,
    ...(Number.isNaN(f.rounds) ? {} : { rounds: f.rounds }),
    ...(f.tableSize === 2 ? {} : { tableSize: f.tableSize }),
    gamesPerMatch: f.format === 'arena' ? 1 : f.gamesPerMatch,
    duplicate: f.duplicate,
    ...(f.tieBreaks === null ? {} : { tieBreaks: [...f.tieBreaks] }),
    ranking: f.ranking,
    ...(f.format === 'arena'
      ? { arena: { minutes: f.arenaMinutes, berserk: f.berserk && clock.kind === 'bank' } }
      : {}),
    startsAt: f.startsAt,
    ...(Number.isNaN(f.registrationOpensAt) ? {} : { registrationOpensAt: f.registrationOpensAt }),
    checkInMinutes: f.checkInMinutes,
    maxPlayers: f.maxPlayers,
    rated: f.rated,
    visibility: f.visibility,
    ...(testTiles > 0 ? { testTiles } : {}),
  };
}

/** A sensible first form: a Swiss of the classic game, starting in an hour, check-in 15 minutes before. */
export function defaultForm(now: number): SettingsForm {
  const hour = Math.ceil((now + 60 * MINUTE) / (5 * MINUTE)) * 5 * MINUTE;
  return {
    name: '',
    preset: 'classic',
    options: {},
    clock: 'bank',
    clockValue: 10,
    increment: 10,
    format: 'swiss',
    rounds: Number.NaN,
    tableSize: 2,
    gamesPerMatch: 2,
    duplicate: true,
    tieBreaks: null,
    ranking: 'score',
    arenaMinutes: 60,
    berserk: false,
    startsAt: hour,
    registrationOpensAt: Number.NaN,
    checkInMinutes: 15,
    maxPlayers: 32,
    rated: true,
    visibility: 'public',
  };
}
