import { LIMITS, type MessageId } from '@carcassonne/protocol';
import { generationTurn, Generations } from './generations.js';

/** Users (or anonymous connections) whose recent message ids are remembered. */
export const MAX_OWNERS = 10_000;

/**
 * How long an answer is kept at least (at most twice this): well past the time a client takes
 * to notice a dead link (30 s of silence) and reconnect to send its unanswered requests again.
 */
export const ANSWER_KEPT_MS = 120_000;

type Answer = string | Promise<string>;

/**
 * An owner's answers by message id (`===` tells the number 5 from the string "5"): the answer
 * while it is being made, then its text alone. Kept by age as `Generations` keeps its entries,
 * but as one array `[id, answer, id, answer, …]`, oldest first: an owner keeps at most
 * `LIMITS.recentIds`, so a scan is as quick as a lookup, and two maps an owner were about 1 KB of
 * the server's heap for each player of the 5,000-table load test.
 */
export class Answered {
  private entries: (MessageId | Answer)[] = [];
  /** Entries before this one (counted in pairs) are of the older generation. */
  private youngFrom = 0;
  private since: number;

  constructor(
    private readonly period: number,
    private readonly max: number,
    now: number,
  ) {
    this.since = now;
  }

  get size(): number {
    return this.entries.length / 2;
  }

  /** Turns the generations if a period has passed: the old go, the young become old. */
  age(now: number): void {
    const turn = generationTurn(this.since, this.period, now);
    if (turn === null) return;
    if (turn === 'age') this.entries.splice(0, 2 * this.youngFrom);
    else this.entries = [];
    this.youngFrom = this.size;
    this.since = now;
  }

  get(id: MessageId): Answer | undefined {
    const at = this.indexOf(id);
    return at < 0 ? undefined : (this.entries[at + 1] as Answer);
  }

  /** The answer becomes the youngest; the oldest are forgotten beyond the bound. */
  set(id: MessageId, answer: Answer): void {
    this.delete(id);
    this.entries.push(id, answer);
    while (this.size > this.max) this.remove(0);
  }

  /** Replaces the answer kept under the id, in place (its age and order are kept); else nothing. */
  replace(id: MessageId, from: Answer, to: Answer): void {
    const at = this.indexOf(id);
    if (at >= 0 && this.entries[at + 1] === from) this.entries[at + 1] = to;
  }

  /** Forgets the answer kept under the id if it is still `from`. */
  drop(id: MessageId, from: Answer): void {
    const at = this.indexOf(id);
    if (at >= 0 && this.entries[at + 1] === from) this.remove(at);
  }

  delete(id: MessageId): void {
    const at = this.indexOf(id);
    if (at >= 0) this.remove(at);
  }

  private indexOf(id: MessageId): number {
    for (let i = this.entries.length - 2; i >= 0; i -= 2) if (this.entries[i] === id) return i;
    return -1;
  }

  private remove(at: number): void {
    this.entries.splice(at, 2);
    if (at < 2 * this.youngFrom) this.youngFrom--;
  }
}

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
    const seen = this.owners.get(owner) ?? new Answered(ANSWER_KEPT_MS, LIMITS.recentIds, now);
    seen.age(now);
    // Most recently active owners last; the oldest are forgotten beyond the bound.
    this.owners.set(owner, seen);
    return seen;
  }

  /**
   * An answer remembered among an owner's (from `of`); the oldest is forgotten beyond the bound.
   * Once made, its text replaces the promise (in place: the order of forgetting is kept), unless
   * it is not `lasting` (one the database gives again by itself): then it is forgotten.
   */
  remember(
    seen: Answered,
    id: MessageId,
    made: Promise<{ readonly text: string; readonly lasting: boolean }>,
  ): void {
    const answer = made.then((m) => m.text);
    seen.set(id, answer);
    made.then(
      (m) => (m.lasting ? seen.replace(id, answer, m.text) : seen.drop(id, answer)),
      () => undefined,
    );
  }

  forget(owner: string): void {
    this.owners.delete(owner);
  }
}
