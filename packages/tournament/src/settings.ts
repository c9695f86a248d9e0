import { ok, refuse, shown, type TournamentResult } from './errors.js';
import {
  FORMATS,
  TIE_BREAKS,
  type ArenaSettings,
  type Entrant,
  type Format,
  type TieBreak,
  type TournamentSettings,
} from './types.js';

/** Most players one tournament takes. */
export const MAX_PLAYERS = 1024;
const MAX_ROUNDS = 100;
const MAX_ARENA_MINUTES = 24 * 60;
const ID = /^[\p{L}\p{N}\p{P}\p{S}]{1,64}$/u;

const FIELDS = [
  'format',
  'players',
  'rounds',
  'gamesPerMatch',
  'tableSize',
  'duplicate',
  'tieBreaks',
  'ranking',
  'arena',
];

/** The tie-breaks a format uses when the settings name none. */
export function defaultTieBreaks(format: Format): TieBreak[] {
  if (format === 'round-robin') return ['sonneborn-berger', 'direct-encounter', 'wins'];
  if (format === 'arena') return ['wins', 'margin'];
  if (format === 'swiss') return ['buchholz-cut1', 'buchholz', 'sonneborn-berger'];
  return ['margin'];
}

/** Rounds a round robin of `players` takes for everyone to meet everyone once. */
export const roundRobinRounds = (players: number): number => (players % 2 === 0 ? players - 1 : players);

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function players(value: unknown): TournamentResult<Entrant[]> {
  if (!Array.isArray(value)) return refuse('bad-players', 'players are a list of { id, rating }');
  if (value.length < 2)
    return refuse('bad-players', `a tournament needs at least 2 players, not ${value.length}`);
  if (value.length > MAX_PLAYERS)
    return refuse('bad-players', `a tournament takes at most ${MAX_PLAYERS} players, not ${value.length}`);
  const out: Entrant[] = [];
  const seen = new Set<string>();
  for (const p of value as unknown[]) {
    if (!isRecord(p) || Object.keys(p).some((k) => k !== 'id' && k !== 'rating'))
      return refuse('bad-players', `a player is { id, rating }, not ${shown(p)}`);
    const { id, rating } = p;
    if (typeof id !== 'string' || !ID.test(id))
      return refuse('bad-players', `a player id is 1–64 visible characters, not ${shown(id)}`);
    if (typeof rating !== 'number' || !Number.isFinite(rating))
      return refuse('bad-players', `player ${shown(id)} has no finite rating`);
    if (seen.has(id)) return refuse('bad-players', `player ${shown(id)} is listed twice`);
    seen.add(id);
    out.push({ id, rating });
  }
  return ok(out);
}

function tieBreaks(value: unknown, format: Format, duplicate: boolean): TournamentResult<TieBreak[]> {
  if (value === undefined) return ok(defaultTieBreaks(format).filter((t) => duplicate || t !== 'duplicate'));
  if (!Array.isArray(value)) return refuse('bad-settings', 'tieBreaks is a list of tie-break names');
  const out: TieBreak[] = [];
  for (const t of value as unknown[]) {
    if (!(TIE_BREAKS as readonly unknown[]).includes(t))
      return refuse('unknown-tie-break', `unknown tie-break ${shown(t)} (${TIE_BREAKS.join(', ')})`);
    const name = t as TieBreak;
    if (out.includes(name)) return refuse('unknown-tie-break', `tie-break ${name} is listed twice`);
    if (name === 'duplicate' && !duplicate)
      return refuse('unknown-tie-break', 'the duplicate tie-break needs duplicate deals');
    out.push(name);
  }
  return ok(out);
}

function arena(value: unknown): TournamentResult<ArenaSettings> {
  if (!isRecord(value)) return refuse('bad-settings', 'an arena needs arena: { minutes, berserk }');
  const { minutes, berserk = false } = value;
  if (!isInt(minutes) || minutes < 1 || minutes > MAX_ARENA_MINUTES)
    return refuse('bad-settings', `an arena lasts 1–${MAX_ARENA_MINUTES} minutes, not ${shown(minutes)}`);
  if (typeof berserk !== 'boolean') return refuse('bad-settings', 'arena.berserk is true or false');
  return ok({ minutes, berserk });
}

/** What the format's rounds may be: its default and its largest. */
function roundBounds(format: Format, n: number, tableSize: number): { fallback: number; max: number } {
  if (format === 'round-robin') return { fallback: roundRobinRounds(n), max: roundRobinRounds(n) };
  if (format === 'swiss') {
    const max = tableSize === 2 ? roundRobinRounds(n) : MAX_ROUNDS;
    return { fallback: Math.min(max, Math.max(1, Math.ceil(Math.log2(n)))), max };
  }
  return { fallback: 1, max: MAX_ROUNDS };
}

/**
 * Settings from outside, checked and completed with their defaults. Each impossible setting is
 * refused with its own code and a sentence (docs/tournaments.md lists them).
 */
export function checkSettings(input: unknown): TournamentResult<TournamentSettings> {
  if (!isRecord(input)) return refuse('bad-settings', 'settings are an object');
  const unknown = Object.keys(input).find((k) => !FIELDS.includes(k));
  if (unknown !== undefined) return refuse('bad-settings', `unknown setting ${shown(unknown)}`);
  const format = input.format;
  if (!(FORMATS as readonly unknown[]).includes(format))
    return refuse('unknown-format', `unknown format ${shown(format)} (${FORMATS.join(', ')})`);
  const f = format as Format;
  const list = players(input.players);
  if (!list.ok) return list;
  const n = list.value.length;
  const tableSize = input.tableSize ?? 2;
  if (!isInt(tableSize) || tableSize < 2 || tableSize > 5)
    return refuse('bad-table-size', `tables seat 2–5 players, not ${shown(tableSize)}`);
  if (tableSize > 2 && f !== 'swiss')
    return refuse('bad-table-size', `tables of ${tableSize} are for a Swiss only; ${f} seats 2`);
  if (tableSize > n)
    return refuse('bad-table-size', `tables of ${tableSize} need at least ${tableSize} players, not ${n}`);
  const games = input.gamesPerMatch ?? 1;
  if (!isInt(games) || games < 1 || games > 6)
    return refuse('bad-games-per-match', `games per match are 1–6, not ${shown(games)}`);
  if (f.endsWith('elimination') && games % 2 === 0)
    return refuse('bad-games-per-match', `an elimination match is best of 1, 3 or 5, not ${games}`);
  if (f.endsWith('elimination') && games > 5)
    return refuse('bad-games-per-match', `an elimination match is best of 1, 3 or 5, not ${games}`);
  if (f === 'arena' && games !== 1)
    return refuse('bad-games-per-match', `an arena plays single games, not matches of ${games}`);
  const { fallback, max } = roundBounds(f, n, tableSize);
  const rounds = input.rounds ?? fallback;
  if (!isInt(rounds) || rounds < 1)
    return refuse('bad-rounds', `rounds are a whole number from 1, not ${shown(rounds)}`);
  if (rounds > max) {
    const why = f === 'round-robin' || tableSize === 2 ? ' without a repeated pairing' : '';
    return refuse('bad-rounds', `${n} players can play at most ${max} rounds of ${f}${why}, not ${rounds}`);
  }
  const duplicate = input.duplicate ?? false;
  if (typeof duplicate !== 'boolean') return refuse('bad-settings', 'duplicate is true or false');
  const ties = tieBreaks(input.tieBreaks, f, duplicate);
  if (!ties.ok) return ties;
  const ranking = input.ranking ?? 'score';
  if (ranking !== 'score' && ranking !== 'duplicate')
    return refuse('bad-settings', `ranking is "score" or "duplicate", not ${shown(ranking)}`);
  if (ranking === 'duplicate' && !duplicate)
    return refuse('bad-settings', 'ranking by duplicate score needs duplicate deals');
  if (f !== 'arena' && input.arena !== undefined)
    return refuse('bad-settings', 'arena settings are for the arena format only');
  const settings = { format: f, players: list.value, rounds, gamesPerMatch: games, tableSize, duplicate };
  const rest = { tieBreaks: ties.value, ranking } as const;
  if (f !== 'arena') return ok({ ...settings, ...rest });
  const a = arena(input.arena);
  return a.ok ? ok({ ...settings, ...rest, arena: a.value }) : a;
}
