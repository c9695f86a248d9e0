import { LIMITS } from '@carcassonne/protocol';

/** Users (or anonymous connections) whose recent message ids are remembered. */
export const MAX_OWNERS = 10_000;

/**
 * Per user (or anonymous connection): its recent message ids and the answer each got, so that a
 * request sent again after a reconnect is answered, not done twice. The last `LIMITS.recentIds`
 * ids of the `MAX_OWNERS` most recently active owners are kept.
 */
export class RecentAnswers {
  private readonly owners = new Map<string, Map<string, Promise<string>>>();

  /** An owner's answers by message key; the owner becomes the most recently active. */
  of(owner: string): Map<string, Promise<string>> {
    let seen = this.owners.get(owner);
    if (seen) this.owners.delete(owner);
    else seen = new Map();
    // Most recently active owners last; the oldest are forgotten beyond the bound.
    this.owners.set(owner, seen);
    if (this.owners.size > MAX_OWNERS) this.owners.delete(this.owners.keys().next().value!);
    return seen;
  }

  /** An answer remembered among an owner's (from `of`); the oldest is forgotten beyond the bound. */
  remember(seen: Map<string, Promise<string>>, key: string, answer: Promise<string>): void {
    seen.set(key, answer);
    if (seen.size > LIMITS.recentIds) seen.delete(seen.keys().next().value!);
  }

  forget(owner: string): void {
    this.owners.delete(owner);
  }
}
