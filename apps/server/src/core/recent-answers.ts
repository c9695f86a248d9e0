import { LIMITS, type MessageId } from '@carcassonne/protocol';
import { Generations } from './generations.js';

/** Users (or anonymous connections) whose recent message ids are remembered. */
export const MAX_OWNERS = 10_000;

/**
 * How long an answer is kept at least (at most twice this): well past the time a client takes
 * to notice a dead link (30 s of silence) and reconnect to send its unanswered requests again.
 */
export const ANSWER_KEPT_MS = 120_000;

/**
 * An owner's answers by message id (a Map tells the number 5 from the string "5"): the answer
 * while it is being made, then its text alone.
 */
export type Answered = Generations<MessageId, string | Promise<string>>;

/**
 * Per user (or anonymous connection): its recent message ids and the answer each got, so that a
 * request sent again after a reconnect is answered, not done twice. The last `LIMITS.recentIds`
 * ids of the last `ANSWER_KEPT_MS` (to twice that) are kept, of the `MAX_OWNERS` most recently
 * active owners; an owner silent that long is forgotten whole. With up to 64 answers per
 * connected person this is among the largest things a busy server holds, hence no promise, no
 * key text and no time kept per answer.
 */
export class RecentAnswers {
  private readonly owners: Generations<string, Answered>;

  constructor(private readonly now: () => number = Date.now) {
    this.owners = new Generations(ANSWER_KEPT_MS, MAX_OWNERS, now());
  }

  /** An owner's answers by message id; the owner becomes the most recently active. */
  of(owner: string): Answered {
    const now = this.now();
    this.owners.age(now);
    const seen = this.owners.get(owner) ?? new Generations(ANSWER_KEPT_MS, LIMITS.recentIds, now);
    seen.age(now);
    // Most recently active owners last; the oldest are forgotten beyond the bound.
    this.owners.set(owner, seen);
    return seen;
  }

  /** An answer remembered among an owner's (from `of`); the oldest is forgotten beyond the bound. */
  remember(seen: Answered, id: MessageId, answer: Promise<string>): void {
    seen.set(id, answer);
    // Once made, the text replaces the promise (in place: the order of forgetting is kept).
    answer.then(
      (text) => seen.replace(id, answer, text),
      () => undefined,
    );
  }

  forget(owner: string): void {
    this.owners.delete(owner);
  }
}
