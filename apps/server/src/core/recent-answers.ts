import { LIMITS, type MessageId } from '@carcassonne/protocol';

/** Users (or anonymous connections) whose recent message ids are remembered. */
export const MAX_OWNERS = 10_000;

/**
 * An owner's answers by message id (a Map tells the number 5 from the string "5"): the answer
 * while it is being made, then its text alone.
 */
export type Answered = Map<MessageId, string | Promise<string>>;

/**
 * Per user (or anonymous connection): its recent message ids and the answer each got, so that a
 * request sent again after a reconnect is answered, not done twice. The last `LIMITS.recentIds`
 * ids of the `MAX_OWNERS` most recently active owners are kept. With 64 answers per connected
 * person this is among the largest things a busy server holds, hence no promise and no key text
 * kept per answer.
 */
export class RecentAnswers {
  private readonly owners = new Map<string, Answered>();

  /** An owner's answers by message id; the owner becomes the most recently active. */
  of(owner: string): Answered {
    let seen = this.owners.get(owner);
    if (seen) this.owners.delete(owner);
    else seen = new Map();
    // Most recently active owners last; the oldest are forgotten beyond the bound.
    this.owners.set(owner, seen);
    if (this.owners.size > MAX_OWNERS) this.owners.delete(this.owners.keys().next().value!);
    return seen;
  }

  /** An answer remembered among an owner's (from `of`); the oldest is forgotten beyond the bound. */
  remember(seen: Answered, id: MessageId, answer: Promise<string>): void {
    seen.set(id, answer);
    if (seen.size > LIMITS.recentIds) seen.delete(seen.keys().next().value!);
    // Once made, the text replaces the promise (in place: the order of forgetting is kept).
    answer.then(
      (text) => {
        if (seen.get(id) === answer) seen.set(id, text);
      },
      () => undefined,
    );
  }

  forget(owner: string): void {
    this.owners.delete(owner);
  }
}
