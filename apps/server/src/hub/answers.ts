import type { ClientMessage, ClientMessageType, ErrorCode, ReplyResult } from '@carcassonne/protocol';
import type { ServerMessage } from '@carcassonne/protocol';
import { handle, handleMessage, type HubCore, type RequestContext, type Session } from './handlers.js';
import { RecentAnswers } from '../core/recent-answers.js';
import { failure, type Outcome } from '../core/outcome.js';
import type { Logger } from '../tables/table-room.js';
import { warnOnce } from '../core/socket-errors.js';
import { StorageConflict } from '../storage/types.js';
import type { Connection } from '../core/transport.js';
import { parseClientMessage } from '../core/validate.js';

import { REFUSED_WORDS, refusesWrites } from '../storage/write-health.js';

/** A frame's text: the only way a server message is written. */
export const frame = (message: ServerMessage): string => JSON.stringify(message);
type AnyResult = ReplyResult<ClientMessageType>;

/** An answer: the frame sent, and what is remembered of it to send it again (`sentAgain`). */
interface Made {
  readonly frame: string;
  readonly kept: string;
  /** A reply (not an error). */
  readonly ok: boolean;
}

/**
 * A reply is remembered by its result's text alone (its frame is written again around it with
 * the id: a third of the text for a short result) and an error by its whole frame after a `!`.
 * The reply is written as `frame` writes it (its keys in the same order), which the answers test
 * checks.
 */
export function made(replyTo: ClientMessage['id'], result: AnyResult): Made {
  const body = JSON.stringify(result);
  return { frame: replyText(replyTo, body), kept: body, ok: true };
}

/** An error's answer: remembered whole. */
function refusal(text: string): Made {
  return { frame: text, kept: `!${text}`, ok: false };
}

/** The frame of a remembered answer, for the request `replyTo` sent again. */
export function sentAgain(replyTo: ClientMessage['id'], kept: string): string {
  return kept.startsWith('!') ? kept.slice(1) : replyText(replyTo, kept);
}

const replyText = (replyTo: ClientMessage['id'], body: string): string =>
  `{"type":"reply","replyTo":${JSON.stringify(replyTo)},"result":${body}}`;

/** What answering needs of the hub's settings. */
export interface AnswerOptions {
  readonly log: Logger;
  /** Observes each answered move request: its time from arrival to answer, and the error code. */
  readonly moveAnswered?: (ms: number, code: ErrorCode | null) => void;
}

/**
 * Answers one client frame at a time for the hub: it validates the message, runs its handler
 * (handlers.ts) and sends exactly one reply or one error. Per user (or anonymous connection) it
 * remembers the answers of recent message ids (`core/recent-answers.ts`), so that a request sent again
 * after a reconnect gets its first answer instead of being done twice.
 */
export class Answers {
  private readonly recent = new RecentAnswers();

  constructor(
    private readonly hub: HubCore,
    private readonly options: AnswerOptions,
  ) {}

  /** An anonymous connection closed: its message ids are forgotten. */
  forget(conn: Connection): void {
    this.recent.forget(`c:${conn.id}`);
  }

  async process(conn: Connection, session: Session, text: string): Promise<void> {
    const parsed = parseClientMessage(text);
    if (!parsed.ok) {
      // A client's fault: one warn line per connection, no stack (error level is the server's own faults).
      const { code, message } = parsed.error;
      warnOnce(
        conn,
        this.options.log,
        { connection: conn.id, problem: { code, message } },
        'malformed message',
      );
      return conn.send(frame({ type: 'error', ...parsed.error }));
    }
    const message = parsed.value;
    // Signing in is not remembered by message id: it is answered each time.
    if (message.type === 'auth') {
      const signedIn = Promise.resolve(handle('auth', this.request(conn, session, ''), message));
      return conn.send((await this.answer(message.id, signedIn)).frame);
    }
    // Nor are the page's heartbeats: they would push the answers of moves out of the memory.
    if (message.type === 'ping') return conn.send(frame({ type: 'reply', replyTo: message.id, result: {} }));
    const owner = session.user ? `u:${session.user.id}` : `c:${conn.id}`;
    const key = `${typeof message.id}:${message.id}`;
    const seen = this.recent.of(owner);
    const earlier = seen.get(message.id);
    if (earlier !== undefined) return conn.send(sentAgain(message.id, await earlier));
    const started = performance.now();
    const outcome = Promise.resolve(handleMessage(this.request(conn, session, key), message));
    const answer = this.answer(message.id, outcome);
    // A move played is stored with its message id: sent again, it is refused as stale and the
    // database gives the same reply (`TableMoves.refused`), so memory holds it only until made.
    const lasting = message.type !== 'move';
    this.recent.remember(
      seen,
      message.id,
      answer.then((a) => ({ text: a.kept, lasting: lasting || !a.ok })),
    );
    conn.send((await answer).frame);
    if (message.type === 'move')
      this.options.moveAnswered?.(
        performance.now() - started,
        await outcome.then(
          (o) => (o.ok ? null : o.error.code),
          () => 'storage-failed',
        ),
      );
  }

  private request(conn: Connection, session: Session, key: string): RequestContext {
    return { hub: this.hub, conn, session, key };
  }

  private async answer(replyTo: ClientMessage['id'], outcome: Promise<Outcome<AnyResult>>): Promise<Made> {
    let result: Outcome<AnyResult>;
    try {
      result = await outcome;
    } catch (e) {
      if (e instanceof StorageConflict)
        result = failure('stale-state', 'the table changed meanwhile; here is its state');
      else if (refusesWrites(e)) {
        this.options.log.error({ err: e }, 'request failed: the database refuses writes');
        result = failure('storage-unwritable', REFUSED_WORDS);
      } else {
        this.options.log.error({ err: e }, 'request failed');
        result = failure(
          'storage-failed',
          'the database could not be reached; nothing was changed, please try again',
        );
      }
    }
    if (result.ok) return made(replyTo, result.value);
    return refusal(frame({ type: 'error', code: result.error.code, message: result.error.message, replyTo }));
  }
}
