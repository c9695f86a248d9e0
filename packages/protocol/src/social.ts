import { Type, type TProperties, type TSchema } from '@sinclair/typebox';
import type { LevelId } from './levels.js';
import type { TimeControl } from './client.js';
import { QUICK_PLAYERS } from './quick-players.js';

/**
 * Quick games and friends: the client messages (their schemas join `CLIENT_SCHEMAS`), their
 * results and the server's pushes. See docs/server/social.md, "Quick games" and "Friends".
 */

export { QUICK_PLAYERS };

const UserId = Type.String({ pattern: '^[A-Za-z0-9_-]{6,32}$' });
const ChallengeId = Type.String({ pattern: '^[A-Za-z0-9_-]{6,32}$' });
const Preset = Type.String({ pattern: '^[a-z0-9-]{1,32}$' });

/**
 * The schemas of the quick-game and friends messages. client.ts hands in its message id and time
 * control schemas (this file imports no value of client.ts, which imports it).
 */
export function socialSchemas<M extends TSchema, C extends TSchema>(messageId: M, clock: C) {
  const message = <K extends string, T extends TProperties>(type: K, fields: T) =>
    Type.Object({ type: Type.Literal(type), id: messageId, ...fields }, { additionalProperties: false });
  return {
    /** Queue for a quick game: the preset, how many players, the clock, rated or not. */
    quick: message('quick', {
      preset: Preset,
      players: Type.Integer({ minimum: QUICK_PLAYERS.min, maximum: QUICK_PLAYERS.max }),
      clock,
      rated: Type.Boolean(),
    }),
    /** Leave the quick-game queue. */
    'quick-cancel': message('quick-cancel', {}),
    /** Take the offer of a game against bots instead (after the queue's wait). */
    'quick-bots': message('quick-bots', {}),
    /** Follow (`on`) or unfollow a player. */
    follow: message('follow', { user: UserId, on: Type.Boolean() }),
    /** The players I follow, who of them is online and where they play; my open challenges. */
    friends: message('friends', {}),
    /** Challenge a player to a two-player table with these options. */
    challenge: message('challenge', { user: UserId, preset: Preset, clock, rated: Type.Boolean() }),
    /** Accept or decline a challenge sent to me. */
    'challenge-answer': message('challenge-answer', { challenge: ChallengeId, accept: Type.Boolean() }),
  };
}

/** What the player chose for a quick game (also the options of a challenge). */
export interface QuickChoice {
  readonly preset: string;
  readonly players: number;
  readonly clock: TimeControl;
  readonly rated: boolean;
}

/** A followed player: online or not, and the games they play now. */
export interface Friend {
  readonly id: string;
  readonly name: string;
  readonly online: boolean;
  readonly playing: readonly { readonly table: string; readonly preset: string }[];
}

/** `cancelled`: one of the two blocked the other while it was pending. */
export type ChallengeStatus = 'pending' | 'accepted' | 'declined' | 'expired' | 'cancelled';

export interface Challenge {
  readonly id: string;
  readonly from: { readonly id: string; readonly name: string };
  readonly to: { readonly id: string; readonly name: string };
  readonly preset: string;
  readonly clock: TimeControl;
  readonly rated: boolean;
  readonly status: ChallengeStatus;
  readonly createdAt: number;
  /** When a pending challenge lapses (ms since the epoch). */
  readonly expiresAt: number;
  /** The table an accepted challenge made. */
  readonly table: string | null;
}

export interface SocialResults {
  readonly quick: { readonly window: number; readonly botsAfter: number };
  readonly 'quick-cancel': { readonly left: boolean };
  readonly 'quick-bots': { readonly table: string };
  readonly follow: { readonly on: boolean };
  readonly friends: { readonly friends: readonly Friend[]; readonly challenges: readonly Challenge[] };
  readonly challenge: { readonly challenge: Challenge };
  readonly 'challenge-answer': { readonly table: string | null };
}

/** What the server pushes about quick games and challenges (no reply to a request). */
export type SocialMessage =
  /** The queue seated you at a started table: watch it. */
  | { readonly type: 'quick-seated'; readonly table: string }
  /** You waited the queue's wait: `quick-bots` starts a game against bots of this level. */
  | { readonly type: 'quick-offer'; readonly level: LevelId }
  /** A challenge to you, or the answer to yours (its status; the table when accepted). */
  | { readonly type: 'challenge'; readonly challenge: Challenge }
  /** A player you follow signed in or left somewhere: `friends` says whether they are online now. */
  | { readonly type: 'friend-presence'; readonly user: string };
