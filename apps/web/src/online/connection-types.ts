/** The connection's types the pages use (`connection.ts` implements them). */
import type {
  ChatChannel,
  ChatLine,
  ClientMessageType,
  ClientRequest,
  ErrorCode,
  ReplyOrRefusal,
  TableEvent,
  TableState,
} from '@carcassonne/protocol';

/** A request of type K as the page writes it: the message without its id (the client adds it). */
export type Request<K extends ClientMessageType = ClientMessageType> = ClientRequest<K>;
/**
 * Why a request was refused: a code of the server's declared list (or the engine's, for a move),
 * or `disconnected` when the connection dropped first; the sentence is the server's English.
 * Pages show it in their language with `errorText`.
 */
export interface RequestRefusal {
  readonly code: ErrorCode | 'disconnected';
  readonly message: string;
}
/** The answer to a request of type K: the result the protocol declares for K, or a refusal. */
export type RequestAnswer<K extends ClientMessageType = ClientMessageType> = ReplyOrRefusal<
  K,
  RequestRefusal
>;

/** One followed table: its events so far, the latest state and the chat of our channel. */
export interface TableFeed {
  readonly id: string;
  invite: string | null;
  events: { seq: number; event: TableEvent }[];
  state: TableState | null;
  lastSeq: number;
  chat: ChatLine[];
  channel: ChatChannel | null;
  /** The legal moves the server sent for our decision (seat and view version). */
  legal: { seat: number; version: number; moves: readonly string[] } | null;
  /** The strategic variant: our hand as the server last sent it (seat and view version). */
  hand?: { seat: number; version: number; tiles: readonly string[] };
  /** Why the server refused to let us follow the table (private, unknown), if it did. */
  problem: RequestRefusal | null;
}

export type Status = 'connecting' | 'open' | 'offline';
