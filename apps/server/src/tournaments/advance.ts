import {
  createTournament,
  pairNextRound,
  pendingGames,
  recordResult,
  roundFinished,
  tournamentFinished,
  withdrawnPlayers,
  withdrawPlayer,
  type GamePlan,
  type TournamentState,
} from '@carcassonne/tournament';
import type { TournamentStatus } from '@carcassonne/protocol';
import type { Clock } from '../core/clock.js';
import { randomId } from '../core/identity.js';
import type { StoredEntry, StoredTournament, StoredTournamentGame } from '../storage/tournaments.js';
import type { Storage } from '../storage/types.js';
import { arenaEnd, arenaMinute, arenaWave, berserkSeats } from './arena.js';
import { planGameTable, startGameTable, type TournamentTables } from './game-tables.js';
import { pureSettings } from './settings.js';
import { loadedState, remember } from './state-cache.js';

/** A tournament as its alerts name it. */
export interface NamedTournament {
  readonly id: string;
  readonly name: string;
}

/** Who is told outside the page (the server gives the notifier's hooks: alerts/notifier.ts). */
export interface TournamentAlerts {
  /** A round is paired: the people seated in it (bots and byes are not). */
  paired(users: readonly string[], tournament: NamedTournament, round: number): void;
  /** A game's table started: the people seated at it, and whether one watches it already. */
  gameStarts(
    users: readonly string[],
    tournament: NamedTournament,
    table: string,
    watching: (user: string) => boolean,
  ): void;
}

export interface AdvanceDeps {
  readonly storage: Storage;
  readonly clock: Clock;
  readonly tables: TournamentTables;
  readonly log: { error(o: object, msg: string): void; info(o: object, msg: string): void };
  /** Alerts of pairings and starts; none when absent. */
  readonly alerts?: TournamentAlerts;
}

/** Tell the people seated in the last round of `state` that it is paired. */
function tellPaired(
  deps: AdvanceDeps,
  t: StoredTournament,
  state: TournamentState,
  entries: Iterable<StoredEntry>,
): void {
  const round = state.rounds.at(-1);
  if (!deps.alerts || !round) return;
  const users = new Map([...entries].flatMap((e) => (e.user === null ? [] : [[e.entrant, e.user] as const])));
  const seated = round.tables.flatMap((table) => table.players.flatMap((p) => users.get(p) ?? []));
  if (seated.length > 0) deps.alerts.paired(seated, { id: t.id, name: t.settings.name }, round.round);
}

/** The id a game forfeited before its table was opened is kept under (no such table exists). */
export const NO_TABLE = 'forfeit:';

const key = (round: number, pairing: number, game: number) => `${round}/${pairing}/${game}`;

/** Who plays now: each table's first game without a result (a match's games are played in turn). */
export function currentGames(state: TournamentState): GamePlan[] {
  const seen = new Set<string>();
  return pendingGames(state).filter((g) => {
    const table = `${g.round}/${g.table}`;
    if (seen.has(table)) return false;
    seen.add(table);
    return true;
  });
}

/** A forfeited game's points: 1 to each seat present, 0 to each that forfeited. */
export const forfeitScores = (plan: GamePlan, forfeited: readonly string[]): number[] =>
  plan.seats.map((id) => (forfeited.includes(id) ? 0 : 1));

/** Entrants who play: not withdrawn, checked in when the tournament has a check-in (bots always are). */
export const playing = (t: StoredTournament, entries: readonly StoredEntry[]): StoredEntry[] =>
  entries.filter((e) => !e.withdrawn && (t.settings.checkInMinutes === 0 || e.checkedIn || e.bot !== null));

/**
 * The start: the entrants who play (no-shows dropped) and the first round paired, or the
 * tournament cancelled when fewer than two are there. A compare-and-set: one process starts it.
 */
async function begin(deps: AdvanceDeps, t: StoredTournament): Promise<void> {
  const entries = playing(t, await deps.storage.tournaments.entries(t.id));
  const players = entries.map((e) => ({ id: e.entrant, rating: e.rating }));
  const created = players.length >= 2 ? createTournament(pureSettings(t.settings, players, true)) : null;
  const arena = t.settings.format === 'arena' ? { minute: arenaMinute(t, deps.clock.now()) } : {};
  const paired = created?.ok ? pairNextRound(created.value, arena) : created;
  if (!paired?.ok) {
    if (paired) deps.log.error({ tournament: t.id, problem: paired.error }, 'tournament could not start');
    await deps.storage.tournaments.update(t.id, t.version, { status: 'cancelled' });
    return;
  }
  if (await deps.storage.tournaments.update(t.id, t.version, { status: 'running', state: paired.value })) {
    deps.log.info({ tournament: t.id, players: players.length }, 'tournament started');
    tellPaired(deps, t, paired.value, entries);
  }
}

/**
 * One step of a tournament this process leads (`leader.ts`): start it on time; open and start the
 * table of every game due; read the results of the tables that ended, and the forfeits of absent
 * or withdrawn entrants; pair the next round once one is finished; finish. Everything it reads is
 * in the database, so any process may take over; the state is written by compare-and-set.
 */
export async function advance(deps: AdvanceDeps, id: string): Promise<void> {
  const store = deps.storage.tournaments;
  const t = await store.get(id);
  if (!t) return;
  if (t.status === 'upcoming') {
    if (deps.clock.now() >= t.settings.startsAt) await begin(deps, t);
    return;
  }
  if (t.status !== 'running' && t.status !== 'paused') return;
  const loaded = loadedState(t);
  if (!loaded.ok) {
    deps.log.error({ tournament: id, problem: loaded.error }, 'tournament state does not load');
    return;
  }
  let state = loaded.value;
  const entries = new Map((await store.entries(id)).map((e) => [e.entrant, e]));
  const rows = new Map((await store.games(id)).map((r) => [key(r.round, r.pairing, r.game), r]));
  let changed = false;
  // A withdrawal (or removal) goes into the state: no round or wave after it pairs the entrant.
  const gone = withdrawnPlayers(state);
  for (const p of state.settings.players) {
    if (gone.has(p.id) || entries.get(p.id)?.withdrawn !== true) continue;
    const out = withdrawPlayer(state, p.id);
    if (out.ok) [state, changed] = [out.value, true];
  }
  for (const plan of currentGames(state)) {
    const row = rows.get(key(plan.round, plan.table, plan.game)) ?? null;
    const over = await gameScores(deps, t, plan, row, entries);
    if (over === null) continue;
    // Arena berserk counts in a game played to its end (not a forfeit).
    const berserk =
      over.played && row !== null && state.settings.arena?.berserk === true
        ? await berserkSeats(deps.storage, row.table, plan.seats.length)
        : null;
    const game = { round: plan.round, table: plan.table, game: plan.game, scores: over.scores };
    const recorded = recordResult(state, berserk ? { ...game, berserk } : game);
    if (!recorded.ok) {
      deps.log.error({ tournament: id, problem: recorded.error }, 'result refused');
      continue;
    }
    state = recorded.value;
    changed = true;
  }
  let status: TournamentStatus = t.status;
  let pairedNow = false;
  const last = state.rounds.length - 1;
  if (state.settings.format === 'arena') {
    if (status === 'running') {
      const now = deps.clock.now();
      if (now >= arenaEnd(t)) {
        // Time is up: nothing more is paired; the games in play finish and count.
        if (currentGames(state).length === 0) [status, changed] = ['finished', true];
      } else {
        const stopped = new Set([...entries.values()].filter((e) => e.withdrawn).map((e) => e.entrant));
        for (const r of changed ? await store.games(id) : rows.values())
          for (const who of r.forfeit?.split(',') ?? []) stopped.add(who);
        const next = arenaWave(state, stopped, arenaMinute(t, now));
        if (next) [state, changed] = [next, true];
      }
    }
  } else if (status === 'running' && last >= 0 && roundFinished(state, last)) {
    if (tournamentFinished(state)) status = 'finished';
    else {
      const next = pairNextRound(state);
      if (next.ok) state = next.value;
      else deps.log.error({ tournament: id, problem: next.error }, 'next round not paired');
      pairedNow = next.ok;
    }
    changed = true;
  }
  if (changed && (await store.update(id, t.version, { state, ...(status !== t.status ? { status } : {}) }))) {
    remember(id, t.version + 1, state);
    if (pairedNow) tellPaired(deps, t, state, entries.values());
  }
}

/** A game's points when it is over (played, or forfeited); null while it is not. */
async function gameScores(
  deps: AdvanceDeps,
  t: StoredTournament,
  plan: GamePlan,
  row: StoredTournamentGame | null,
  entries: ReadonlyMap<string, StoredEntry>,
): Promise<{ scores: number[]; played: boolean } | null> {
  const store = deps.storage.tournaments;
  const withdrawn = plan.seats.filter((s) => entries.get(s)?.withdrawn === true);
  if (row === null) {
    if (withdrawn.length > 0) {
      const marker = `${NO_TABLE}${t.id}/${key(plan.round, plan.table, plan.game)}`;
      const game = { tournament: t.id, round: plan.round, pairing: plan.table, game: plan.game };
      await store.addGame({ ...game, table: marker, forfeit: withdrawn.join(',') });
      return { scores: forfeitScores(plan, withdrawn), played: false };
    }
    if (t.status !== 'running') return null;
    // Claimed first (one process wins the game), its table made after: a table never goes unclaimed.
    const game = { tournament: t.id, round: plan.round, pairing: plan.table, game: plan.game };
    const id = randomId();
    if (await store.addGame({ ...game, table: id, forfeit: null }))
      await openTable(deps, t, plan, entries, id);
    return null;
  }
  if (row.forfeit !== null) {
    await closeTable(deps, row.table);
    return { scores: forfeitScores(plan, row.forfeit.split(',')), played: false };
  }
  const stored = await deps.storage.table(row.table);
  // Claimed by a process that stopped before making the table: made now, under the claimed id.
  if (!stored) {
    if (t.status === 'running') await openTable(deps, t, plan, entries, row.table);
    return null;
  }
  if (stored.status === 'finished')
    return stored.scores ? { scores: [...stored.scores], played: true } : null;
  if (stored.status === 'closed') return { scores: plan.seats.map(() => 0), played: false };
  const room = await deps.tables.room(stored.id);
  // Left behind (its process stopped before telling the others): read again, so it can be led here.
  if (room && room.currentStatus !== stored.status) await room.catchUp();
  if (stored.status === 'open') {
    if (room) await startGameTable(t, plan, room, stored);
    return null;
  }
  // Being played: an absent person (a bot took the seat after the grace) or a withdrawn entrant forfeits.
  const absent = stored.substitutes.flatMap((seat) =>
    stored.seats[seat]?.kind === 'human' ? [plan.seats[seat]!] : [],
  );
  const forfeited = [...new Set([...absent, ...withdrawn])];
  if (forfeited.length === 0) return null;
  await store.forfeit(t.id, plan.round, plan.table, plan.game, forfeited.join(','));
  await closeTable(deps, row.table);
  return { scores: forfeitScores(plan, forfeited), played: false };
}

async function closeTable(deps: AdvanceDeps, table: string): Promise<void> {
  if (table.startsWith(NO_TABLE)) return;
  const room = await deps.tables.room(table);
  await room?.closeByModerator();
}

/** Store a claimed game's table under its id, then start it with its deal. */
async function openTable(
  deps: AdvanceDeps,
  t: StoredTournament,
  plan: GamePlan,
  entries: ReadonlyMap<string, StoredEntry>,
  id: string,
): Promise<void> {
  const planned = planGameTable(t, plan, entries, deps.clock.now(), id);
  if (!planned.ok) {
    deps.log.error({ tournament: t.id, problem: planned.error }, 'game table not planned');
    return;
  }
  const stored = planned.value;
  await deps.storage.createTable(stored);
  const host = stored.seats.find((s) => s.kind === 'human');
  const room = deps.tables.open(stored, host?.kind === 'human' ? host.name : 'Tournament');
  const started = await startGameTable(t, plan, room, stored);
  const people = stored.seats.flatMap((s) => (s.kind === 'human' ? [s.user] : []));
  if (started.ok && people.length > 0)
    deps.alerts?.gameStarts(people, { id: t.id, name: t.settings.name }, id, (user) => room.isWatching(user));
}
