/**
 * A stand-in for the browser's WebSocket: records what is sent, lets the test answer. Every socket
 * made is kept in `FakeSocket.all`, in order; a test empties it before each case.
 */
export class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: { type: string; id: string }[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string): void {
    this.sent.push(JSON.parse(text) as { type: string; id: string });
  }
  /** Closes and reports it, each time it is called. */
  close(): void {
    this.readyState = 3;
    this.onclose?.();
  }
  open(): void {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  answer(frame: object): void {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  /** The first request of this type sent. */
  request(type: string) {
    return this.sent.find((m) => m.type === type);
  }
}
