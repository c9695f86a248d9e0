import {
  TOURNAMENT_LIMITS,
  type CreatedTournament,
  type MyTournament,
  type PublicUser,
  type TournamentEntrant,
  type TournamentList,
  type TournamentModerateRequest,
  type TournamentSettingsRequest,
  type TournamentStatus,
  type TournamentView,
  type TournamentWatch,
} from '@carcassonne/protocol';
import { randomId, randomInvite, randomSeed } from '../core/identity.js';
import { failure, success, type Outcome } from '../core/outcome.js';
import type { StoredTournament } from '../storage/tournaments.js';
import { advance, currentGames, type AdvanceDeps } from './advance.js';
import { tournamentNamed, withdraw } from './entries.js';
import { checkTournamentSettings } from './settings.js';
import { stateOf, summaryOf, viewOf } from './view.js';

export interface TournamentServiceDeps extends AdvanceDeps {
  /** Accept test-only settings (`testTiles`). */
  readonly testOptions: boolean;
  /** Whether the user is one of the server's moderators (moderation's own check). */
  readonly isModerator: (user: PublicUser) => Promise<boolean>;
  /** Why the user may not play now (a ban in force, moderation's guard), or null. */
  readonly playRefusal: (userId: string) => Promise<Outcome<never> | null>;
}

const ACTIVE: readonly TournamentStatus[] = ['upcoming', 'running', 'paused'];
const LISTS: Readonly<Record<'upcoming' | 'running' | 'finished', readonly TournamentStatus[]>> = {
  upcoming: ['upcoming'],
  running: ['running', 'paused'],
  finished: ['finished', 'cancelled'],
};

/** The tournaments' requests that read or change more than one entry (docs/server/tournaments.md). */
export class TournamentService {
  constructor(readonly deps: TournamentServiceDeps) {}

  private async name(user: string): Promise<string> {
    return (await this.deps.storage.user(user))?.name ?? '?';
  }

  async create(user: PublicUser, request: TournamentSettingsRequest): Promise<Outcome<CreatedTournament>> {
    if (user.username === null)
      return failure('tournament-registered-only', 'only registered players organize or enter tournaments');
    const banned = await this.deps.playRefusal(user.id);
    if (banned) return banned;
    const now = this.deps.clock.now();
    const settings = checkTournamentSettings(request, now, this.deps.testOptions);
    if (!settings.ok) return settings;
    const store = this.deps.storage.tournaments;
    if ((await store.countOf(user.id, ACTIVE)) >= TOURNAMENT_LIMITS.perOrganizer)
      return failure(
        'too-many-tournaments',
        `a player organizes at most ${TOURNAMENT_LIMITS.perOrganizer} tournaments not over at once`,
      );
    const t: StoredTournament = {
      id: randomId(),
      organizer: user.id,
      status: 'upcoming',
      settings: settings.value,
      secret: `${randomSeed()}${randomSeed()}`,
      invite: settings.value.visibility === 'invitation' ? randomInvite() : null,
      state: null,
      version: 0,
      createdAt: now,
    };
    await store.create(t);
    return success({ tournament: t.id, invite: t.invite });
  }

  async list(
    which: 'upcoming' | 'running' | 'finished',
    offset: number,
    limit: number,
  ): Promise<TournamentList> {
    const store = this.deps.storage.tournaments;
    const page = await store.list(LISTS[which], offset, limit, which === 'finished');
    const tournaments = await Promise.all(
      page.tournaments.map(async (t) => {
        const entries = await store.entries(t.id);
        return summaryOf(t, await this.name(t.organizer), entries.filter((e) => !e.withdrawn).length);
      }),
    );
    return { tournaments, total: page.total, offset };
  }

  /** The tournaments a person entered (withdrawn or not), the latest start first. */
  async ofPlayer(user: string, offset: number, limit: number): Promise<TournamentList> {
    const store = this.deps.storage.tournaments;
    const page = await store.ofPlayer(user, offset, limit);
    const tournaments = await Promise.all(
      page.tournaments.map(async (t) => {
        const entries = await store.entries(t.id);
        return summaryOf(t, await this.name(t.organizer), entries.filter((e) => !e.withdrawn).length);
      }),
    );
    return { tournaments, total: page.total, offset };
  }

  async view(id: string): Promise<Outcome<TournamentView>> {
    const found = await tournamentNamed(this.deps.storage, id);
    if (!found.ok) return found;
    const t = found.value;
    const store = this.deps.storage.tournaments;
    const [entries, games] = await Promise.all([store.entries(id), store.games(id)]);
    return success(viewOf(t, await this.name(t.organizer), entries, games, this.deps.clock.now()));
  }

  /** Withdraw oneself; the games left are forfeited at once (the step runs here, by compare-and-set). */
  async withdraw(user: PublicUser, id: string): Promise<Outcome<TournamentEntrant>> {
    const found = await tournamentNamed(this.deps.storage, id);
    if (!found.ok) return found;
    const done = await withdraw(this.deps, found.value, user.id);
    if (done.ok) await advance(this.deps, id);
    return done;
  }

  /** My entry and the tables of my games being played now, with their invites. */
  async mine(user: PublicUser, id: string): Promise<Outcome<MyTournament>> {
    const found = await tournamentNamed(this.deps.storage, id);
    if (!found.ok) return found;
    const t = found.value;
    const store = this.deps.storage.tournaments;
    const view = viewOf(t, '', await store.entries(id), await store.games(id), this.deps.clock.now());
    const entrant = view.entrants.find((e) => e.id === user.id) ?? null;
    const games: MyTournament['games'][number][] = [];
    for (const live of view.live) {
      if (!live.seats.includes(user.id)) continue;
      const table = await this.deps.storage.table(live.table);
      if (table?.invite) games.push({ round: live.round, table: table.id, invite: table.invite });
    }
    return success({ entrant, games });
  }

  /**
   * A table's invite to watch it, unless the asker still has to play its deal at another table:
   * then `deal-hidden`. The players of its match may always watch it.
   */
  async watch(user: PublicUser, id: string, tableId: string): Promise<Outcome<TournamentWatch>> {
    const found = await tournamentNamed(this.deps.storage, id);
    if (!found.ok) return found;
    const game = await this.deps.storage.tournaments.gameOf(tableId);
    const table = await this.deps.storage.table(tableId);
    if (!game || game.tournament !== id || !table?.invite)
      return failure('no-such-table', 'no table of this tournament has that id');
    const state = stateOf(found.value);
    const plan = state?.rounds[game.round - 1]?.tables.find((t) => t.table === game.pairing)?.games[
      game.game
    ];
    if (!state || !plan) return failure('no-such-table', 'no table of this tournament has that id');
    const seated = plan.seats.includes(user.id);
    const round = state.rounds[game.round - 1]!;
    const stillToPlay = round.tables.some((t) =>
      t.games.some(
        (g) =>
          g.deal === plan.deal &&
          g.seats.includes(user.id) &&
          !round.results.some((r) => r.table === g.table && r.game === g.game) &&
          !(seated && g.table === plan.table),
      ),
    );
    if (stillToPlay)
      return failure('deal-hidden', 'you still have to play this deal: its games are hidden until then');
    return success({ table: tableId, invite: table.invite });
  }

  /** A moderator's action; the organizer may also cancel before the start. */
  async moderate(
    user: PublicUser,
    request: TournamentModerateRequest,
    id: string,
  ): Promise<Outcome<TournamentView>> {
    const found = await tournamentNamed(this.deps.storage, id);
    if (!found.ok) return found;
    const t = found.value;
    const moderator = await this.deps.isModerator(user);
    const organizerCancel = request.action === 'cancel' && t.organizer === user.id && t.status === 'upcoming';
    if (!moderator && !organizerCancel) return failure('not-organizer', 'only a moderator may do this');
    const store = this.deps.storage.tournaments;
    if (request.action === 'remove') {
      if (request.entrant === undefined) return failure('bad-request', 'remove names the entrant');
      const done = await withdraw(this.deps, t, request.entrant);
      if (!done.ok) return done;
      await advance(this.deps, id);
      return this.view(id);
    }
    const next: Record<'pause' | 'resume' | 'cancel', [readonly TournamentStatus[], TournamentStatus]> = {
      pause: [['running'], 'paused'],
      resume: [['paused'], 'running'],
      cancel: [ACTIVE, 'cancelled'],
    };
    const [from, to] = next[request.action];
    if (!from.includes(t.status))
      return failure('tournament-over', `a ${t.status} tournament cannot be ${to}`);
    if (!(await store.update(id, t.version, { status: to })))
      return failure('stale-state', 'the tournament changed meanwhile: try again');
    if (to === 'cancelled') await this.closeTables(t);
    return this.view(id);
  }

  private async closeTables(t: StoredTournament): Promise<void> {
    const state = stateOf(t);
    if (!state) return;
    const games = await this.deps.storage.tournaments.games(t.id);
    for (const g of currentGames(state)) {
      const row = games.find((r) => r.round === g.round && r.pairing === g.table && r.game === g.game);
      if (row) await (await this.deps.tables.room(row.table))?.closeByModerator();
    }
  }
}
