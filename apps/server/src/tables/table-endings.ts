import { winningSeats, type GameEnding, type PublicUser, type RatingChange } from '@carcassonne/protocol';
import { randomId, randomInvite } from '../core/identity.js';
import { MIN_RATED_MOVES } from '../ratings/ratings.js';
import type { StoredEvent, StoredTable, TableChange } from '../storage/types.js';
import { endRatings, storedChange } from './end-ratings.js';
import { failure, success, type Outcome } from '../core/outcome.js';
import type { RoomCore } from './room-core.js';
import type { TableBroadcast } from './table-broadcast.js';
import type { TableClocks } from './table-clocks.js';
import type { TableReplication } from './table-replication.js';
import type { ReadonlySeats } from './seat-set.js';

/**
 * Stores and opens a new table (the hub's part of a rematch); `withdraw` closes it again when the
 * rematch went to another table first (`table-host.ts`).
 */
export type OpenTable = (table: StoredTable, hostName: string) => Promise<{ withdraw(): Promise<void> }>;

/** What the endings call of the other parts. */
type EndingsSlice = RoomCore & {
  readonly broadcast: Pick<TableBroadcast, 'publish'>;
  readonly clocks: Pick<TableClocks, 'nextDeadline' | 'schedule'>;
  readonly replication: Pick<TableReplication, 'catchUp'>;
};

/**
 * How a game ends besides its last move: a resignation (2 players: the other wins; more: a bot
 * plays the seat out and it ranks last), an abort while some seat's player has made fewer than
 * `MIN_RATED_MOVES` moves (no rating; a resignation then aborts too), and the rematch after the
 * end. Also the ending of every finished game (docs/server/ratings.md; its ratings:
 * `end-ratings.ts`).
 */
export class TableEndings {
  constructor(private readonly p: EndingsSlice) {}

  async resign(user: PublicUser): Promise<Outcome<{ seat: number }>> {
    const t = this.p.t;
    const refused = this.playing(user);
    if (!refused.ok) return refused;
    const seat = refused.value;
    if (t.history.resigned.has(seat)) return failure('resigned', 'you have already resigned this game');
    if (t.seats.length === 2) {
      // Too early for a rated game: the resignation aborts it (unrated). At a table that is not
      // rated a resignation is one at any time.
      const end = t.settings.rated && this.early() ? 'aborted' : 'resigned';
      await this.finish(end, [{ seq: t.seq + 1, event: { kind: 'resigned', seat } }], new Set([seat]));
      return success({ seat });
    }
    // More players: the bot plays the seat out; it ranks last at the end.
    t.substitutes.add(seat);
    t.timedOut.delete(seat);
    const deadline = this.p.clocks.nextDeadline();
    const event: StoredEvent = { seq: t.seq + 1, event: { kind: 'resigned', seat } };
    const change: TableChange = { substitutes: [...t.substitutes], deadline };
    await this.p.deps.storage.updateTable(t.id, change, [event]);
    t.deadline = deadline;
    t.seq = event.seq;
    this.p.written(change, [event]);
    this.p.broadcast.publish([event]);
    this.p.clocks.schedule();
    this.p.deps.changed(this.p.room);
    return success({ seat });
  }

  /** End without rating, while some seat's player has made fewer than `MIN_RATED_MOVES` moves. */
  async abort(user: PublicUser): Promise<Outcome<Record<string, never>>> {
    const t = this.p.t;
    const refused = this.playing(user);
    if (!refused.ok) return refused;
    if (!this.early())
      return failure('too-late-to-abort', `every player has made ${MIN_RATED_MOVES} moves: resign instead`);
    await this.finish('aborted', [], t.history.resigned);
    return success({});
  }

  /**
   * The same table again (same seats and options, the seat order rotated by one), its host the
   * player who asked, everyone who was seated already in their seat. One per table: a second
   * request is refused with the table made by the first.
   */
  async rematch(
    user: PublicUser,
    open: OpenTable,
  ): Promise<Outcome<{ table: string; invite: string | null }>> {
    const t = this.p.t;
    if (t.status !== 'finished') return failure('not-over', 'a rematch is offered once the game is over');
    if (t.seatOf(user.id) === null) return failure('not-seated', 'you had no seat at this table');
    if (t.history.rematch !== null)
      return failure('rematch-taken', `the rematch was already made: table ${t.history.rematch}`);
    const now = this.p.deps.clock.now();
    const seats = t.seats.map((_, i) => t.seats[(i + 1) % t.seats.length]!);
    const table: StoredTable = {
      id: randomId(),
      host: user.id,
      game: t.game,
      settings: t.settings,
      invite: t.invite === null ? null : randomInvite(),
      status: 'open',
      seats,
      setup: null,
      deadline: null,
      substitutes: [],
      testTiles: t.testTiles,
      createdAt: now,
      finishedAt: null,
      scores: null,
    };
    // The table first: if it cannot be made, no offer is stored and the request can be made again.
    const opened = await open(table, user.name);
    const event: StoredEvent = { seq: t.seq + 1, event: { kind: 'rematch', table: table.id, by: user.id } };
    try {
      await this.p.deps.storage.updateTable(t.id, {}, [event]);
    } catch (e) {
      // Another process stored its rematch first (the same event number): this table goes, and
      // the asker is pointed to that one. (A failed withdrawal is logged by the new table.)
      await opened.withdraw().catch(() => undefined);
      await this.p.replication.catchUp();
      if (t.history.rematch !== null)
        return failure('rematch-taken', `the rematch was already made: table ${t.history.rematch}`);
      throw e;
    }
    t.seq = event.seq;
    this.p.written({}, [event]);
    this.p.broadcast.publish([event]);
    return success({ table: table.id, invite: table.invite });
  }

  /**
   * The ending of the game as it stands: who resigned, who abandoned, and whether it is rated
   * (`guest`: some person's seat is a guest's, from `guests()`).
   */
  ending(end: GameEnding['end'], resigned: ReadonlySeats, guest: boolean): GameEnding {
    const t = this.p.t;
    const abandoned = t.seats.flatMap((s, i) => {
      const why = t.history.reasons.get(i);
      return s.kind === 'human' &&
        t.substitutes.has(i) &&
        !resigned.has(i) &&
        (why === 'absent' || why === 'timeouts')
        ? [i]
        : [];
    });
    const timedOut = abandoned.filter((i) => t.history.reasons.get(i) === 'timeouts');
    const people = t.seats.every((s) => s.kind === 'human');
    const countsAll = abandoned.length === 0 || t.settings.abandon === 'rated';
    const ratable = t.settings.rated && people && end !== 'aborted';
    const early = t.settings.rated && people && this.early();
    const guests = t.settings.rated && people && !early && guest;
    const unrated = early ? 'early' : guests ? 'guest' : null;
    return {
      end,
      resigned: [...resigned].sort((a, b) => a - b),
      abandoned,
      ...(timedOut.length > 0 ? { timedOut } : {}),
      rated: ratable && countsAll && unrated === null,
      ...(unrated ? { unrated } : {}),
    };
  }

  /**
   * Whether some person's seat at a rated table is a guest's (a user without a registered account,
   * as stored when the game ends): only accounts play rated.
   */
  async guests(): Promise<boolean> {
    const t = this.p.t;
    if (!t.settings.rated) return false;
    const users = t.seats.flatMap((s) => (s.kind === 'human' ? [s.user] : []));
    const found = await Promise.all(users.map((id) => this.p.deps.storage.user(id)));
    return found.some((u) => !u?.username);
  }

  /** Whether some person's seat has made fewer than `MIN_RATED_MOVES` moves themselves. */
  early(): boolean {
    const t = this.p.t;
    return t.seats.some((s, i) => s.kind === 'human' && (t.history.playerMoves[i] ?? 0) < MIN_RATED_MOVES);
  }

  /**
   * The winners' names: the best score among the seats that neither resigned nor left the game
   * (a seat the bot played out after its player left is never a winner).
   */
  winners(scores: readonly number[], ending: GameEnding): string[] {
    const names = this.p.t.match?.players.map((pl) => pl.name) ?? [];
    return winningSeats(scores, ending).flatMap((i) => names[i] ?? []);
  }

  /** End the game now (a resignation of 2, an abort): stored, then the ratings, then told. */
  private async finish(end: GameEnding['end'], before: StoredEvent[], resigned: ReadonlySeats) {
    const p = this.p;
    const t = p.t;
    const match = t.match!;
    const scores = match.scores;
    const ending = this.ending(end, resigned, await this.guests());
    const winners = this.winners(scores, ending);
    const seq = t.seq + before.length + 1;
    const finished = (ratings: RatingChange[], ending: GameEnding): StoredEvent => ({
      seq,
      event: { kind: 'finished', scores, winners, ratings, ending },
    });
    const ratings = endRatings(p, scores, ending, finished);
    const now = p.deps.clock.now();
    const change: TableChange = {
      status: 'finished',
      deadline: null,
      finishedAt: now,
      scores,
      ending,
      substitutes: [],
    };
    // The end and its ratings in one transaction, as for a last move (the end's event comes
    // from the ratings, computed in it).
    const events = await p.deps.storage.updateTable(
      t.id,
      change,
      ratings ? before : [...before, finished([], ending)],
      ratings ?? undefined,
    );
    t.status = 'finished';
    t.deadline = null;
    t.finishedAt = now;
    t.scores = scores;
    t.substitutes.clear();
    t.timedOut.clear();
    t.seq = seq;
    p.log.info({ end, scores }, 'game ended');
    p.written(storedChange(change, events), events);
    p.broadcast.publish(events);
    p.clocks.schedule();
    p.deps.changed(p.room);
  }

  /** The seat of a player at a game being played, or why not. */
  private playing(user: PublicUser): Outcome<number> {
    const t = this.p.t;
    if (t.status === 'finished') return failure('game-over', 'the game is over');
    if (t.status !== 'playing' || !t.match) return failure('not-started', 'the game has not started');
    const seat = t.seatOf(user.id);
    return seat === null ? failure('not-seated', 'you have no seat at this table') : success(seat);
  }
}
