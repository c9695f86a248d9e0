import { arenaRound } from './arena.js';
import { champion, eliminationRound } from './bracket.js';
import { ok, refuse, shown, type TournamentResult } from './errors.js';
import { activePlayers, joinTournament, withdrawPlayer } from './field.js';
import { matchOutcome } from './bracket.js';
import { matchTally } from './results.js';
import { roundRobinRound } from './round-robin.js';
import { checkSettings } from './settings.js';
import { swissRound } from './swiss.js';
import type {
  EntryChange,
  GamePlan,
  GameResult,
  RoundState,
  TablePlan,
  TournamentSettings,
  TournamentState,
} from './types.js';

/** A new tournament from settings (checked and completed with their defaults), no round paired yet. */
export function createTournament(settings: unknown): TournamentResult<TournamentState> {
  const checked = checkSettings(settings);
  return checked.ok ? ok({ version: 2, settings: checked.value, rounds: [], changes: [] }) : checked;
}

const elimination = (state: TournamentState) => state.settings.format.endsWith('elimination');

/** Whether a round's every match is over (in elimination, decided; elsewhere, every game played). */
export function roundFinished(state: TournamentState, index: number): boolean {
  const round = state.rounds[index]!;
  return round.tables.every((t) =>
    elimination(state)
      ? matchOutcome(state, index, t) !== null
      : matchTally(round, t).played === t.games.length,
  );
}

/** Whether the tournament is over: its rounds played, its bracket decided, or (arena) nothing left to pair. */
export function tournamentFinished(state: TournamentState): boolean {
  const last = state.rounds.length - 1;
  if (last >= 0 && !roundFinished(state, last)) return false;
  // A bracket whose every player left is over without a champion.
  if (elimination(state)) return champion(state) !== null || eliminationRound(state).tables.length === 0;
  if (state.settings.format === 'arena') return false;
  return state.rounds.length >= state.settings.rounds;
}

export interface PairOptions {
  /** Arena: the players waiting for a game (default: everyone not at an unfinished table). */
  readonly waiting?: readonly string[];
  /** Arena: minutes since the first wave (0 for the first); none is paired at or after the end. */
  readonly minute?: number;
}

/** Players at a table whose games are not all played. */
function busy(state: TournamentState): Set<string> {
  const out = new Set<string>();
  for (const round of state.rounds)
    for (const t of round.tables)
      if (matchTally(round, t).played < t.games.length) for (const p of t.players) out.add(p);
  return out;
}

/**
 * Pair the next round (arena: the next wave). Refused while the round in play is unfinished
 * (`round-unfinished`; the arena pairs alongside unfinished tables), or when there is nothing left
 * to pair (`tournament-over`).
 */
export function pairNextRound(
  state: TournamentState,
  options: PairOptions = {},
): TournamentResult<TournamentState> {
  const { settings } = state;
  const round = state.rounds.length + 1;
  if (settings.format === 'arena') {
    const minute = options.minute ?? 0;
    if (typeof minute !== 'number' || !Number.isFinite(minute) || minute < 0)
      return refuse('bad-settings', `the minute is a number from 0, not ${shown(minute)}`);
    if (minute >= settings.arena!.minutes)
      return refuse('tournament-over', 'the arena is over: its time is up');
    const taken = busy(state);
    const known = new Set(activePlayers(state));
    const waiting = options.waiting ?? [...known].filter((id) => !taken.has(id));
    const wrong = waiting.find((id) => !known.has(id) || taken.has(id));
    if (wrong !== undefined)
      return refuse('bad-settings', `${shown(wrong)} is not a waiting player of this arena`);
    const wave = arenaRound(state, waiting);
    if (wave.tables.length === 0) return refuse('round-unfinished', 'fewer than two players are waiting');
    return ok({ ...state, rounds: [...state.rounds, { round, ...wave, results: [], minute }] });
  }
  if (state.rounds.length > 0 && !roundFinished(state, state.rounds.length - 1))
    return refuse('round-unfinished', `round ${round - 1} is not finished yet`);
  if (tournamentFinished(state))
    return refuse('tournament-over', 'the tournament is over: every round is paired');
  const next =
    settings.format === 'swiss'
      ? swissRound(state)
      : settings.format === 'round-robin'
        ? roundRobinRound(state)
        : eliminationRound(state);
  return ok({ ...state, rounds: [...state.rounds, { round, ...next, results: [] }] });
}

/** A table's games that can be played now (its match's next game in elimination). */
function tablePending(state: TournamentState, index: number, t: TablePlan): GamePlan[] {
  const round = state.rounds[index]!;
  const played = new Set(round.results.filter((r) => r.table === t.table).map((r) => r.game));
  if (elimination(state)) return matchOutcome(state, index, t) === null ? [t.games[played.size]!] : [];
  return t.games.filter((g) => !played.has(g.game));
}

/** The games that can be played now: in elimination each match's next game, elsewhere every game not played. */
export function pendingGames(state: TournamentState): GamePlan[] {
  return state.rounds.flatMap((round, index) => round.tables.flatMap((t) => tablePending(state, index, t)));
}

function checkResult(state: TournamentState, input: unknown): TournamentResult<GameResult> {
  if (typeof input !== 'object' || input === null) return refuse('bad-result', 'a result is an object');
  const { round, table, game, scores, berserk, ...rest } = input as Record<string, unknown>;
  if (Object.keys(rest).length > 0)
    return refuse('bad-result', `unknown result field ${shown(Object.keys(rest)[0])}`);
  // Only the result's own table is looked at: recording stays cheap in a long arena.
  const index = state.rounds.findIndex((r) => r.round === round);
  const plan = state.rounds[index]?.tables
    .filter((t) => t.table === table)
    .flatMap((t) => tablePending(state, index, t))
    .find((g) => g.game === game);
  if (plan === undefined)
    return refuse(
      'bad-result',
      `round ${shown(round)} table ${shown(table)} game ${shown(game)} is not a game waiting for its result`,
    );
  const n = plan.seats.length;
  if (
    !Array.isArray(scores) ||
    scores.length !== n ||
    !scores.every((s) => Number.isSafeInteger(s) && s >= 0)
  )
    return refuse('bad-result', `scores are ${n} whole numbers from 0, one per seat`);
  const allowed = state.settings.arena?.berserk === true;
  if (
    berserk !== undefined &&
    (!allowed ||
      !Array.isArray(berserk) ||
      berserk.length !== n ||
      !berserk.every((b) => typeof b === 'boolean'))
  )
    return refuse(
      'bad-result',
      allowed ? `berserk is ${n} true or false, one per seat` : 'this tournament has no berserk',
    );
  const base = { round: plan.round, table: plan.table, game: plan.game, scores: scores as number[] };
  return ok(berserk === undefined ? base : { ...base, berserk: berserk as boolean[] });
}

/** Record a game's result (scores in its plan's seat order). Refused, changing nothing, unless the game is pending. */
export function recordResult(state: TournamentState, result: unknown): TournamentResult<TournamentState> {
  const checked = checkResult(state, result);
  if (!checked.ok) return checked;
  const r = checked.value;
  const rounds = state.rounds.map(
    (round): RoundState => (round.round === r.round ? { ...round, results: [...round.results, r] } : round),
  );
  return ok({ ...state, rounds });
}

/**
 * A stored state, replayed from its settings: each round paired again and compared with the
 * stored one, each result recorded again, each change of the field (late entry, withdrawal) made
 * again before the round it applies from. Refused (`bad-state`) when they differ. A state of
 * version 1 (before changes of the field were kept) replays as it always did.
 */
export function loadTournament(stored: unknown): TournamentResult<TournamentState> {
  if (typeof stored !== 'object' || stored === null)
    return refuse('bad-state', 'a tournament state is an object');
  const { version, settings, rounds, changes = [] } = stored as Record<string, unknown>;
  if (version !== 1 && version !== 2) return refuse('bad-state', `unknown state version ${shown(version)}`);
  if (!Array.isArray(rounds)) return refuse('bad-state', 'rounds are a list');
  if (!Array.isArray(changes) || (version === 1 && changes.length > 0))
    return refuse('bad-state', 'changes are a list (from version 2)');
  const list = changes as EntryChange[];
  const late = new Set(list.flatMap((c) => (c?.kind === 'join' ? [c.id] : [])));
  const start =
    typeof settings === 'object' &&
    settings !== null &&
    Array.isArray((settings as TournamentSettings).players)
      ? {
          ...settings,
          players: (settings as TournamentSettings).players.filter((p) => !late.has(p?.id)),
        }
      : settings;
  const created = createTournament(start);
  if (!created.ok) return created;
  let state = created.value;
  let next = 0;
  const changeUpTo = (round: number): TournamentResult<TournamentState> => {
    for (; next < list.length && list[next]?.round === round; next++) {
      const c = list[next]!;
      const made =
        c.kind === 'join'
          ? joinTournament(
              state,
              { id: c.id, rating: c.rating },
              c.minute === undefined ? {} : { minute: c.minute },
            )
          : c.kind === 'withdraw'
            ? withdrawPlayer(state, c.id)
            : refuse('bad-state', `unknown change ${shown(c)}`);
      if (!made.ok)
        return refuse('bad-state', `a change before round ${round} does not replay: ${made.error.message}`);
      state = made.value;
    }
    return ok(state);
  };
  for (const stored of rounds as unknown[]) {
    const r = (typeof stored === 'object' && stored !== null ? stored : {}) as Partial<RoundState>;
    const changed = changeUpTo(state.rounds.length + 1);
    if (!changed.ok) return changed;
    const paired = pairNextRound(state, {
      ...(r.minute !== undefined ? { minute: r.minute } : {}),
      ...(state.settings.format === 'arena' ? { waiting: (r.tables ?? []).flatMap((t) => t.players) } : {}),
    });
    if (!paired.ok)
      return refuse('bad-state', `round ${state.rounds.length + 1} does not replay: ${paired.error.message}`);
    const mine = paired.value.rounds[paired.value.rounds.length - 1]!;
    if (JSON.stringify({ ...mine, results: [] }) !== JSON.stringify({ ...r, results: [] }))
      return refuse('bad-state', `round ${mine.round} differs from its pairing`);
    state = paired.value;
    for (const result of Array.isArray(r.results) ? r.results : []) {
      const next = recordResult(state, result);
      if (!next.ok) return refuse('bad-state', `round ${mine.round}: ${next.error.message}`);
      state = next.value;
    }
  }
  const changed = changeUpTo(state.rounds.length + 1);
  if (!changed.ok) return changed;
  if (next < list.length) return refuse('bad-state', 'a change names a round out of order');
  if (JSON.stringify(state.settings.players) !== JSON.stringify((settings as TournamentSettings).players))
    return refuse('bad-state', 'the players differ from the start and the late entries');
  return ok(state);
}
