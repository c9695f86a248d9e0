/** What the rooms and the hub know of a client connection: an id and a way to send it text. */
export interface Connection {
  readonly id: number;
  /** The client's address, for per-address caps and limits (absent: counted as one unknown address). */
  readonly address?: string;
  /** Send one frame (already JSON). Frames to a closed connection are dropped. */
  send(text: string): void;
  close(code?: number, reason?: string): void;
}
