import type { ChatChannel, ChatLine, Sanction, ServerMessage } from '@carcassonne/protocol';
import type { StoredEvent, TableChange } from '../storage/types.js';

/**
 * What the processes of a cluster tell one another through Redis (cluster.ts carries them): the
 * features that publish or read one name its type here, so the cluster needs none of them.
 */

/** What a room tells the other processes after each write (the change and the events it stored). */
export interface TableUpdate {
  readonly change: TableChange;
  readonly events: readonly StoredEvent[];
}

/** A moderation change another process must know of (through Redis). */
export type ModerationNews =
  | { readonly what: 'block'; readonly blocker: string; readonly blocked: string; readonly on: boolean }
  | {
      readonly what: 'chat-removed';
      readonly table: string;
      readonly channel: ChatChannel;
      readonly lines: readonly { readonly user: string; readonly at: number }[];
    }
  | {
      readonly what: 'tournament-chat-removed';
      readonly tournament: string;
      readonly lines: readonly { readonly user: string; readonly at: number }[];
    }
  | { readonly what: 'sanction'; readonly user: string; readonly sanction: Sanction | null };

/** A message between processes, on one channel. */
export type ClusterMessage =
  | { readonly kind: 'update'; readonly origin: string; readonly table: string; readonly update: TableUpdate }
  /** Who is connected through `origin`, per table (one message per lease round for all its tables). */
  | {
      readonly kind: 'presence';
      readonly origin: string;
      readonly tables: Readonly<Record<string, readonly string[]>>;
      readonly until: number;
    }
  | { readonly kind: 'table'; readonly origin: string; readonly table: string }
  /** A chat line stored through `origin`, for the followers of its channel here. */
  | {
      readonly kind: 'chat';
      readonly origin: string;
      readonly table: string;
      readonly channel: ChatChannel;
      readonly line: ChatLine;
    }
  /** A message for the connections of these users, wherever they are connected (quick games, challenges). */
  | {
      readonly kind: 'note';
      readonly origin: string;
      readonly users: readonly string[];
      readonly message: ServerMessage;
    }
  /** Blocks changed, or chat lines were removed (moderation/service.ts). */
  | { readonly kind: 'moderation'; readonly origin: string; readonly news: ModerationNews };
