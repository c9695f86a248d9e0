import type { Logger } from '../tables/table-room.js';
import { definitionOfPreset } from '@carcassonne/engine';
import {
  clockProblem,
  type Challenge,
  type ClientMessageOf,
  type Friend,
  type PublicUser,
  type ServerMessage,
} from '@carcassonne/protocol';
import type { SocialHub } from './social-hub.js';
import { randomId } from '../core/identity.js';
import type { Rate } from '../core/limiter.js';
import { failure, success, type Outcome } from '../core/outcome.js';
import type { NamedChallenge } from '../storage/friends.js';
import type { Presence } from './presence.js';
import { openSeatedTable } from './seated-table.js';

/** Players one player may follow. */
export const FOLLOW_MAX = 500;
/** A pending challenge lapses after this long (ms). */
export const CHALLENGE_LIFE_MS = 10 * 60_000;
/** Challenges a player may send. */
export const CHALLENGES_SENT: Rate = { limit: 5, windowMs: 150_000 };
/** Challenges a player may receive, from everyone together (many fresh guests cannot flood one player). */
export const CHALLENGES_RECEIVED: Rate = { limit: 10, windowMs: 600_000 };

/** Something to tell a player outside the page (push, e-mail): a challenge sent to them, or answered. */
export type Notice = { readonly kind: 'challenge'; readonly challenge: Challenge };
/**
 * The notifier's hook (`HubOptions.notify`): called once per notice, after it is stored, besides
 * the message the player's open pages get. It must not throw; what it does is its own business.
 */
export type Notify = (user: string, notice: Notice) => void;

export interface FriendsOptions {
  readonly hub: SocialHub;
  readonly presence: Presence;
  readonly deliver: (users: readonly string[], message: ServerMessage) => void;
  readonly log: Logger;
  readonly notify?: Notify;
}

const named = (c: NamedChallenge): Challenge => ({
  id: c.id,
  from: { id: c.from, name: c.fromName },
  to: { id: c.to, name: c.toName },
  preset: c.preset,
  clock: c.clock,
  rated: c.rated,
  status: c.status,
  createdAt: c.createdAt,
  expiresAt: c.expiresAt,
  table: c.table,
});

/** Following players, their presence, and challenges between two players (docs/server/social.md, "Friends"). */
/** The followers told at once when a player signs in or leaves (the others see it at their next look). */
export const PRESENCE_TOLD = 1000;

export class Friends {
  constructor(private readonly options: FriendsOptions) {}

  /**
   * A player signed in here, or their last connection here closed: the open pages of those who
   * follow them (on every process) are told, and ask `friends` again. Faults are logged.
   */
  presenceChanged(user: string): void {
    this.options.hub.storage.friends
      .followers(user, PRESENCE_TOLD)
      .then((followers) => {
        if (followers.length > 0) this.options.deliver(followers, { type: 'friend-presence', user });
      })
      .catch((e: unknown) => this.options.log.warn({ user, err: String(e) }, 'could not tell the followers'));
  }

  async follow(user: PublicUser, target: string, on: boolean): Promise<Outcome<{ on: boolean }>> {
    const { storage, clock } = this.options.hub;
    if (target === user.id) return failure('bad-request', 'you cannot follow yourself');
    if (!on) {
      await storage.friends.unfollow(user.id, target);
      return success({ on });
    }
    if (!(await storage.user(target))) return failure('no-such-player', 'there is no such player');
    const following = await storage.friends.following(user.id);
    if (following.length >= FOLLOW_MAX && !following.some((f) => f.id === target))
      return failure('bad-request', `a player follows at most ${FOLLOW_MAX} players`);
    await storage.friends.follow(user.id, target, clock.now());
    return success({ on });
  }

  async list(user: PublicUser): Promise<Outcome<{ friends: Friend[]; challenges: Challenge[] }>> {
    const { storage, clock } = this.options.hub;
    const following = await storage.friends.following(user.id);
    const online = await this.options.presence.of(following.map((f) => f.id));
    const friends = following.map((f): Friend => {
      const playing = online.get(f.id);
      return { id: f.id, name: f.name, online: playing !== undefined, playing: playing ?? [] };
    });
    const now = clock.now();
    // Lapsed challenges are written `expired` as they are read.
    await storage.friends.expireChallenges(user.id, now);
    const challenges = (await storage.friends.pendingChallenges(user.id, now)).map(named);
    return success({ friends, challenges });
  }

  async challenge(
    user: PublicUser,
    m: ClientMessageOf<'challenge'>,
  ): Promise<Outcome<{ challenge: Challenge }>> {
    const { storage, clock } = this.options.hub;
    const now = clock.now();
    if (m.user === user.id) return failure('bad-request', 'you cannot challenge yourself');
    const definition = definitionOfPreset(m.preset);
    if (!definition.ok) return failure('unknown-preset', definition.error.message);
    if (definition.value.seats.min > 2 || definition.value.seats.max < 2)
      return failure('bad-seats', `${definition.value.title} is not played by two`);
    const badClock = clockProblem(m.clock);
    if (badClock !== null) return failure('bad-clock', badClock);
    const target = await storage.user(m.user);
    if (!target) return failure('no-such-player', 'there is no such player');
    const sent = { key: `challenge:from:${user.id}`, rate: CHALLENGES_SENT };
    const received = { key: `challenge:to:${target.id}`, rate: CHALLENGES_RECEIVED };
    const full = await this.options.hub.limiter.take([sent, received], now);
    if (full === sent)
      return failure(
        'rate-limited',
        `at most ${CHALLENGES_SENT.limit} challenges in ${CHALLENGES_SENT.windowMs / 60_000} minutes`,
      );
    if (full === received)
      return failure(
        'rate-limited',
        `this player was challenged ${CHALLENGES_RECEIVED.limit} times in ${CHALLENGES_RECEIVED.windowMs / 60_000} minutes; try again later`,
      );
    const stored = {
      id: randomId(),
      from: user.id,
      to: target.id,
      preset: m.preset,
      clock: m.clock,
      rated: m.rated,
      status: 'pending' as const,
      createdAt: now,
      expiresAt: now + CHALLENGE_LIFE_MS,
      table: null,
    };
    await storage.friends.addChallenge(stored);
    const challenge = named({ ...stored, fromName: user.name, toName: target.name });
    this.tell([target.id], challenge);
    return success({ challenge });
  }

  async answer(
    user: PublicUser,
    m: ClientMessageOf<'challenge-answer'>,
  ): Promise<Outcome<{ table: string | null }>> {
    const { storage, clock } = this.options.hub;
    const now = clock.now();
    const found = await storage.friends.challenge(m.challenge);
    const gone = () => failure('no-such-challenge', 'there is no such challenge waiting for an answer');
    if (found?.status === 'pending' && found.expiresAt <= now)
      await storage.friends.expireChallenges(found.to, now);
    if (found?.status !== 'pending' || found.expiresAt <= now) return gone();
    if (found.to !== user.id) return failure('forbidden', 'this challenge is not for you');
    // Blocked since it was sent (a block cancels it; one made on another process a moment ago may race).
    if (m.accept && (await this.options.hub.moderation.avoid(found.from, found.to))) {
      await this.cancel(found, now);
      return failure('blocked', 'one of you blocked the other: no challenges between you');
    }
    if (!(await storage.friends.settleChallenge(found.id, m.accept ? 'accepted' : 'declined', now, null)))
      return gone();
    if (!m.accept) {
      this.tell([found.from], named({ ...found, status: 'declined' }));
      return success({ table: null });
    }
    const challenger = await storage.user(found.from);
    if (!challenger) return failure('no-such-player', 'the challenger is gone');
    const made = await openSeatedTable(this.options.hub, {
      people: [challenger, user],
      bots: [],
      choice: { preset: found.preset, clock: found.clock, rated: found.rated },
      visibility: 'private',
    });
    if (!made.ok) return made;
    await storage.friends.challengeTable(found.id, made.value.table);
    this.tell([found.from, found.to], named({ ...found, status: 'accepted', table: made.value.table }));
    return made;
  }

  /** A block between `a` and `b`: their pending challenges, both ways, are cancelled (both told). */
  async cancelBetween(a: string, b: string): Promise<number> {
    const { storage, clock } = this.options.hub;
    const now = clock.now();
    const between = (await storage.friends.pendingChallenges(a, now)).filter(
      (c) => (c.from === a && c.to === b) || (c.from === b && c.to === a),
    );
    let cancelled = 0;
    for (const c of between) if (await this.cancel(c, now)) cancelled++;
    return cancelled;
  }

  private async cancel(challenge: NamedChallenge, now: number): Promise<boolean> {
    if (!(await this.options.hub.storage.friends.settleChallenge(challenge.id, 'cancelled', now, null)))
      return false;
    this.tell([challenge.from, challenge.to], named({ ...challenge, status: 'cancelled' }));
    return true;
  }

  /** The players' open pages get the challenge; the notifier hook gets it too. */
  private tell(users: readonly string[], challenge: Challenge): void {
    this.options.deliver(users, { type: 'challenge', challenge });
    for (const u of users) {
      try {
        this.options.notify?.(u, { kind: 'challenge', challenge });
      } catch {
        // The notifier's faults are its own.
      }
    }
  }
}
