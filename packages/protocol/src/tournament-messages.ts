import { Type, type TSchema } from '@sinclair/typebox';
import { LIMITS } from './limits.js';
import type { ChatLine } from './server.js';
import type { TournamentStatus } from './tournaments.js';

const TournamentId = Type.String({ pattern: '^[A-Za-z0-9_-]{6,40}$' });

/**
 * The tournaments' WebSocket message (its schema joins `CLIENT_SCHEMAS`), its result and the
 * server's push (docs/server/tournaments.md, "Following a tournament"). client.ts hands in its
 * message id schema (this file imports no value of client.ts, which imports it).
 */
export function tournamentSchemas<M extends TSchema>(messageId: M) {
  return {
    /** Be told (`on`) or no longer told when a tournament changes. */
    'tournament-follow': Type.Object(
      {
        type: Type.Literal('tournament-follow'),
        id: messageId,
        tournament: TournamentId,
        on: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
    /** A line to the tournament's chat (its sender follows the tournament; table chat's rules). */
    'tournament-chat': Type.Object(
      {
        type: Type.Literal('tournament-chat'),
        id: messageId,
        tournament: TournamentId,
        text: Type.String({ minLength: 1, maxLength: LIMITS.chatLength * 2 }),
      },
      { additionalProperties: false },
    ),
  };
}

export interface TournamentResults {
  /** `version`: the tournament's now (the page reads its view, then waits for pushes). */
  readonly 'tournament-follow': { readonly on: boolean; readonly version: number };
  readonly 'tournament-chat': Record<string, never>;
}

/**
 * Pushed to the connections following a tournament when it changed (a round paired, a result, its
 * status, an entry): the page reads `GET /api/tournaments/:id` again.
 */
export type TournamentMessage = {
  readonly type: 'tournament';
  readonly tournament: string;
  readonly version: number;
  readonly status: TournamentStatus;
};

/**
 * Lines of a tournament's chat, pushed to its followers: its recent lines when following starts
 * (also when none), then each new line, oldest first.
 */
export type TournamentChatMessage = {
  readonly type: 'tournament-chat';
  readonly tournament: string;
  readonly lines: readonly ChatLine[];
};

/** A moderator removed lines of a tournament's chat (by author and time): clients drop them from view. */
export type TournamentChatRemovedMessage = {
  readonly type: 'tournament-chat-removed';
  readonly tournament: string;
  readonly lines: readonly { readonly user: string; readonly at: number }[];
};
