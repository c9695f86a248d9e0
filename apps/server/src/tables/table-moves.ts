import type { PlayOutcome } from '@carcassonne/engine';
import type { BotReason, GameEnding, PublicUser, RatingChange } from '@carcassonne/protocol';
import { StorageConflict, type StoredEvent, type StoredMove, type TableChange } from '../storage/types.js';
import type { RoomCore } from './room-core.js';
import type { TableBroadcast } from './table-broadcast.js';
import type { TableClocks } from './table-clocks.js';
import type { TableEndings } from './table-endings.js';
import type { TableReplication } from './table-replication.js';
import { endRatings, storedChange } from './end-ratings.js';
import { failure, success, type Outcome } from '../core/outcome.js';
import type { RatingUpdate } from '../storage/ratings.js';

type Acknowledged = Outcome<{ version: number; seq: number }>;

/** What the commit of moves calls of the other parts. */
type MovesSlice = RoomCore & {
  readonly broadcast: Pick<TableBroadcast, 'publish'>;
  readonly clocks: Pick<TableClocks, 'banksAfter' | 'nextDeadline' | 'schedule'>;
  readonly endings: Pick<TableEndings, 'ending' | 'guests' | 'winners'>;
  readonly replication: Pick<TableReplication, 'catchUp'>;
};

/**
 * The commit of a move the game accepted: stored (with the end of the game and its ratings)
 * before anyone hears of it, and only then acknowledged and broadcast. A move whose commit failed
 * is not acknowledged; its retry is recognised if the commit was stored after all.
 */
export class TableMoves {
  /** Moves answered `storage-failed` (user:number → move): their commit may have succeeded all the same (made at the first: most tables have none). */
  private uncertain: Map<string, string> | null = null;

  constructor(private readonly p: MovesSlice) {}

  /** Commit an accepted move (and the end of the game) before anyone hears of it, then broadcast. */
  async commit(
    outcome: PlayOutcome,
    by: 'player' | 'bot',
    userId: string | null,
    clientId: string | null,
    substitutesChanged = false,
  ): Promise<Acknowledged> {
    const p = this.p;
    const t = p.t;
    const match = t.match!;
    const now = p.deps.clock.now();
    const moveSeq = t.seq + 1;
    const { seat, move, version } = outcome;
    // A bot's move for a person is marked with the reason (the game log shows it).
    const reason: BotReason | null =
      by === 'bot' && t.seats[seat]?.kind === 'human'
        ? t.timedOut.has(seat)
          ? 'timeout'
          : (t.history.reasons.get(seat) ?? 'absent')
        : null;
    const banks = t.settings.clock.kind === 'none' ? null : p.clocks.banksAfter(seat, by);
    t.timedOut.delete(seat);
    const moveEvent = {
      kind: 'move',
      seat,
      move,
      version,
      by,
      events: outcome.events,
      ...(reason ? { for: reason } : {}),
      ...(banks ? { banks } : {}),
    } as const;
    const events: StoredEvent[] = [{ seq: moveSeq, event: moveEvent }];
    let change: TableChange;
    let ratings: RatingUpdate | null = null;
    if (match.finished) {
      const scores = match.scores;
      const resigned = t.history.resigned;
      let guest: boolean;
      try {
        guest = await p.endings.guests();
      } catch (e) {
        return this.failed(e, outcome, userId, clientId);
      }
      const ending = p.endings.ending('played', resigned, guest);
      const left = ending.resigned.length + ending.abandoned.length > 0;
      const winners = left ? p.endings.winners(scores, ending) : match.report().winners;
      const finished = (changes: RatingChange[], end: GameEnding): StoredEvent => ({
        seq: moveSeq + 1,
        event: { kind: 'finished', scores, winners, ratings: changes, ending: end },
      });
      // The end's event comes from the ratings, computed where the end is stored.
      ratings = endRatings(p, scores, ending, finished);
      if (!ratings) events.push(finished([], ending));
      change = { status: 'finished', deadline: null, finishedAt: now, scores, ending, substitutes: [] };
    } else {
      // Only what changed: most moves (no clock, nobody replaced) leave the table's row alone.
      const deadline = p.clocks.nextDeadline(banks ?? undefined);
      change = {
        ...(deadline !== t.deadline ? { deadline } : {}),
        ...(substitutesChanged ? { substitutes: [...t.substitutes] } : {}),
      };
    }
    let stored: readonly StoredEvent[];
    try {
      stored = await p.deps.storage.commitMove(
        { tableId: t.id, number: version - 1, seat, move, userId, clientId, seq: moveSeq, at: now },
        change,
        events,
        ratings ?? undefined,
      );
    } catch (e) {
      return this.failed(e, outcome, userId, clientId);
    }
    p.deps.moved?.();
    t.seq = stored[stored.length - 1]!.seq;
    if (change.status) t.status = change.status;
    if (change.deadline !== undefined) t.deadline = change.deadline;
    if (change.finishedAt !== undefined) t.finishedAt = change.finishedAt;
    if (change.scores !== undefined) t.scores = change.scores;
    if (t.status === 'finished') {
      t.substitutes.clear();
      p.log.info({ scores: t.scores }, 'game finished');
    }
    p.written(storedChange(change, stored), stored);
    p.broadcast.publish(stored);
    p.clocks.schedule();
    p.deps.changed(p.room);
    return success({ version, seq: moveSeq });
  }

  /** The commit threw: the move is not acknowledged; the memory (already past it) is read again. */
  private async failed(
    e: unknown,
    outcome: PlayOutcome,
    userId: string | null,
    clientId: string | null,
  ): Promise<Acknowledged> {
    const p = this.p;
    const t = p.t;
    t.stale = true;
    if (e instanceof StorageConflict) {
      // Followers here get the winner's events now (its Redis message will find them known).
      await p.replication.catchUp().catch(() => undefined);
      // The "winner" may be this very move, stored by an attempt whose answer was lost.
      const own = userId && clientId ? await this.storedMove(userId, clientId) : null;
      if (own) return success({ version: own.number + 1, seq: own.seq });
      return failure(
        'stale-state',
        'the table changed meanwhile (another move was stored first); here is its state',
      );
    }
    p.log.error({ err: e }, 'could not store a move; replaying the table from the database');
    await p.replication.catchUp().catch(() => undefined);
    // The commit may have succeeded with only its answer lost: then the move was played.
    const stored = userId && clientId ? await this.storedMove(userId, clientId) : null;
    if (stored) return success({ version: stored.number + 1, seq: stored.seq });
    if (userId) {
      // A retry of this move is checked against the database (see refused).
      this.uncertain ??= new Map();
      const uncertain = this.uncertain;
      if (uncertain.size >= 16) uncertain.delete(uncertain.keys().next().value!);
      uncertain.set(`${userId}:${outcome.version - 1}`, outcome.move);
    }
    return failure(
      'storage-failed',
      'the move could not be saved (database unavailable); it was not played, please try again',
    );
  }

  /** The move this user sent with this message id, if it was stored (null if unknown or unreadable). */
  private storedMove(userId: string, clientId: string): Promise<StoredMove | null> {
    return this.p.deps.storage.moveByClientId(this.p.t.id, userId, clientId).catch(() => null);
  }

  /**
   * A refused move may be a repeat of one accepted before a restart (same message id), or the
   * retry of one answered `storage-failed` here that was stored after all (same move number and
   * move): answer it as acknowledged.
   */
  async refused<T extends { ok: false }>(
    user: PublicUser,
    clientId: string,
    move: string,
    version: number,
    refusal: T,
  ): Promise<T | Acknowledged> {
    const storage = this.p.deps.storage;
    const id = this.p.t.id;
    const earlier = await storage.moveByClientId(id, user.id, clientId);
    if (earlier) return success({ version: earlier.number + 1, seq: earlier.seq });
    const key = `${user.id}:${version}`;
    if (this.uncertain?.get(key) !== move) return refusal;
    const stored = (await storage.moves(id)).find((m) => m.number === version);
    if (!stored) return refusal;
    this.uncertain?.delete(key);
    if (stored.move !== move || stored.userId !== user.id) return refusal;
    return success({ version: stored.number + 1, seq: stored.seq });
  }
}
