import { winningSeats, type GameEnding, type PublicUser, type RatingChange } from '@carcassonne/protocol';
import { randomId, randomInvite } from '../identity.js';
import { GLICKO_START } from '../glicko.js';
import { changeOf, departureRatings, isProvisional, ratingFamily, ratingPace } from '../ratings.js';
import type { RatingUpdate, StoredEvent, StoredTable, TableChange } from '../storage/types.js';
import { failure, success, type Outcome } from './outcome.js';
import type { RoomParts } from './room-parts.js';

export interface Ratings {
  readonly changes: RatingChange[];
  /** What to store with the game's end. */
  readonly update: RatingUpdate;
}

/**
 * Stores and opens a new table (the hub's part of a rematch); `withdraw` closes it again when the
 * rematch went to another table first (`rematch-opener.ts`).
 */
export type OpenTable = (table: StoredTable, hostName: string) => Promise<{ withdraw(): Promise<void> }>;

/**
 * How a game ends besides its last move: a resignation (2 players: the other wins; more: a bot
 * plays the seat out and it ranks last), an abort before every seat has moved (no rating), and
 * the rematch after the end. Also the ending and ratings of every finished game (docs/server.md,
 * "Ratings"): resigned seats rank last, an abandoned seat makes the game unrated for the others
 * and a loss for the one who left.
 */
export class TableEndings {
  constructor(private readonly p: RoomParts) {}

  async resign(user: PublicUser): Promise<Outcome<{ seat: number }>> {
    const t = this.p.t;
    const refused = this.playing(user);
    if (!refused.ok) return refused;
    const seat = refused.value;
    if (t.history.resigned.has(seat)) return failure('resigned', 'you have already resigned this game');
    if (t.seats.length === 2) {
      await this.finish('resigned', [{ seq: t.seq + 1, event: { kind: 'resigned', seat } }], new Set([seat]));
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
    this.p.replication.written(change, [event]);
    this.p.broadcast.publish([event]);
    this.p.clocks.schedule();
    this.p.deps.changed(this.p.room);
    return success({ seat });
  }

  /** End without rating, while some seat has not made its first move. */
  async abort(user: PublicUser): Promise<Outcome<Record<string, never>>> {
    const t = this.p.t;
    const refused = this.playing(user);
    if (!refused.ok) return refused;
    if (t.seats.every((_, i) => t.history.moved.has(i)))
      return failure('too-late-to-abort', 'every player has moved: resign instead');
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
    this.p.replication.written({}, [event]);
    this.p.broadcast.publish([event]);
    return success({ table: table.id, invite: table.invite });
  }

  /** The ending of the game as it stands: who resigned, who abandoned, and whether it is rated. */
  ending(end: GameEnding['end'], resigned: ReadonlySet<number>): GameEnding {
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
    return {
      end,
      resigned: [...resigned].sort((a, b) => a - b),
      abandoned,
      ...(timedOut.length > 0 ? { timedOut } : {}),
      rated: t.settings.rated && people && end !== 'aborted' && countsAll,
    };
  }

  /** The rating changes of a finished game (null: the table is not rated, or has a bot seat). */
  async ratings(scores: readonly number[], ending: GameEnding): Promise<Ratings | null> {
    const t = this.p.t;
    if (!t.settings.rated || ending.end === 'aborted') return null;
    const users: string[] = [];
    for (const s of t.seats) {
      if (s.kind !== 'human') return null;
      users.push(s.user);
    }
    const family = ratingFamily(t.settings.preset);
    if (family === null) return null;
    const pace = ratingPace(t.settings.clock);
    const current = await this.p.deps.storage.standings.current(users, family, pace);
    const rows = departureRatings(
      users.map((user, i) => ({
        ...(current.get(user) ?? GLICKO_START),
        user,
        score: scores[i] ?? 0,
        games: current.get(user)?.games ?? 0,
      })),
      // A table rated despite abandonment ranks the seats that left last, as resignations.
      t.settings.abandon === 'rated'
        ? { resigned: new Set([...ending.resigned, ...ending.abandoned]), abandoned: new Set<number>() }
        : { resigned: new Set(ending.resigned), abandoned: new Set(ending.abandoned) },
    );
    const changes = rows.map((row) => ({
      ...changeOf(row),
      provisionalBefore: isProvisional(current.get(row.user)?.deviation ?? GLICKO_START.deviation),
    }));
    const at = this.p.deps.clock.now();
    return { changes, update: { family, pace, tableId: t.id, at, rows } };
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
  private async finish(end: GameEnding['end'], before: StoredEvent[], resigned: ReadonlySet<number>) {
    const p = this.p;
    const t = p.t;
    const match = t.match!;
    const scores = match.scores;
    const ending = this.ending(end, resigned);
    const ratings = await this.ratings(scores, ending);
    const winners = this.winners(scores, ending);
    const finished: StoredEvent = {
      seq: t.seq + before.length + 1,
      event: { kind: 'finished', scores, winners, ratings: ratings?.changes ?? [], ending },
    };
    const events = [...before, finished];
    const now = p.deps.clock.now();
    const change: TableChange = {
      status: 'finished',
      deadline: null,
      finishedAt: now,
      scores,
      ending,
      substitutes: [],
    };
    // The end and its ratings in one transaction, as for a last move.
    await p.deps.storage.updateTable(t.id, change, events, ratings?.update);
    t.status = 'finished';
    t.deadline = null;
    t.finishedAt = now;
    t.scores = scores;
    t.substitutes.clear();
    t.timedOut.clear();
    t.seq = finished.seq;
    p.log.info({ end, scores }, 'game ended');
    p.replication.written(change, events);
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
