// The attacker's side of the attack benchmark (`tools/attack.ts`): HTTP and WebSocket clients
// bound to its own loopback address, which count what the server refused or closed.
import { request } from 'node:http';
import WebSocket from 'ws';
import type { GuestResponse } from '@carcassonne/protocol';

/** What the server did to the attacker: refusals by code, closed connections. */
export class Tally {
  readonly refusals = new Map<string, number>();
  closures = 0;
  sent = 0;

  refused(code: string): void {
    this.refusals.set(code, (this.refusals.get(code) ?? 0) + 1);
  }

  json(): { sent: number; closures: number; refusals: Record<string, number> } {
    return { sent: this.sent, closures: this.closures, refusals: Object.fromEntries(this.refusals) };
  }
}

/** One HTTP request with a JSON body from `from`; its status and body (null when it failed). */
export function postJson(
  base: string,
  path: string,
  body: object,
  from: string,
  timeoutMs = 120_000,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve) => {
    const text = JSON.stringify(body);
    const req = request(
      new URL(path, base),
      {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) },
        timeout: timeoutMs,
      },
      (res) => {
        let data = '';
        res.on('data', (d: Buffer) => (data += d.toString()));
        res.on('end', () => {
          let parsed: unknown = null;
          try {
            parsed = JSON.parse(data);
          } catch {
            parsed = null;
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve({ status: 0, body: null }));
    req.end(text);
  });
}

/** A guest of the attacker, or null when the server refused to make one. */
export async function attackerGuest(
  base: string,
  name: string,
  from: string,
  tally: Tally,
): Promise<GuestResponse | null> {
  const r = await postJson(base, '/api/guests', { name }, from);
  if (r.status === 201) return r.body as GuestResponse;
  tally.refused(`guest-http-${r.status}`);
  return null;
}

type Reply = { readonly ok: boolean; readonly code: string | null; readonly result: unknown };

/**
 * A WebSocket of the attacker: requests with ids (answered or not: a closed connection answers
 * every pending one with `closed`), every refusal counted in the tally.
 */
export class AttackSocket {
  private readonly pending = new Map<string, (r: Reply) => void>();
  private next = 1;
  closed = false;

  private constructor(
    private readonly socket: WebSocket,
    private readonly tally: Tally,
  ) {
    socket.on('message', (data) => {
      let frame: { type?: string; replyTo?: unknown; code?: string; result?: unknown };
      try {
        frame = JSON.parse(String(data)) as typeof frame;
      } catch {
        return;
      }
      if (frame.type !== 'reply' && frame.type !== 'error') return;
      if (frame.type === 'error') tally.refused(frame.code ?? 'error');
      const settle = this.pending.get(String(frame.replyTo));
      if (!settle) return;
      this.pending.delete(String(frame.replyTo));
      settle({ ok: frame.type === 'reply', code: frame.code ?? null, result: frame.result });
    });
    socket.on('close', () => {
      if (!this.closed) tally.closures++;
      this.closed = true;
      for (const settle of this.pending.values()) settle({ ok: false, code: 'closed', result: null });
      this.pending.clear();
    });
    socket.on('error', () => undefined);
  }

  /** A connection from `from`, signed in as `guest` when given; null when refused. */
  static async open(
    wsUrl: string,
    from: string,
    tally: Tally,
    guest: GuestResponse | null,
  ): Promise<AttackSocket | null> {
    const socket = new WebSocket(wsUrl, { localAddress: from });
    const opened = await new Promise<boolean>((resolve) => {
      socket.once('open', () => resolve(true));
      socket.once('error', () => resolve(false));
      socket.once('close', () => resolve(false));
    });
    if (!opened) {
      tally.refused('connect');
      return null;
    }
    const s = new AttackSocket(socket, tally);
    if (guest) {
      const auth = await s.request({ type: 'auth', user: guest.user.id, secret: guest.secret });
      if (!auth.ok) return null;
    }
    return s;
  }

  request(message: object): Promise<Reply> {
    if (this.closed) return Promise.resolve({ ok: false, code: 'closed', result: null });
    const id = `x-${this.next++}`;
    this.tally.sent++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.socket.send(JSON.stringify({ ...message, id }));
    });
  }

  /** Send without waiting for the answer. */
  fire(message: object): void {
    if (this.closed) return;
    this.tally.sent++;
    this.socket.send(JSON.stringify({ ...message, id: `f-${this.next++}` }));
  }

  /** Stop reading: the server's frames pile up in its buffers (a slow reader). */
  stopReading(): void {
    const raw = (this.socket as unknown as { _socket?: { pause(): void } })._socket;
    raw?.pause();
  }

  close(): void {
    this.closed = true;
    this.socket.terminate();
  }
}
