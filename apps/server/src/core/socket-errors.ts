/**
 * Faults of a client, not of the server: a frame the socket cannot read (over the size limit, not
 * UTF-8, a bad opcode) or a connection reset. Logged at warn level, once per connection, as one
 * line without a stack trace (a client cannot flood the log); the error level is kept for the
 * server's own faults.
 */

export interface WarnLog {
  warn(obj: object, msg: string): void;
}

const warned = new WeakSet<object>();

/** Whether this connection was already logged (then nothing more is). */
export function warnOnce(connection: object, log: WarnLog, fields: object, words: string): void {
  if (warned.has(connection)) return;
  warned.add(connection);
  log.warn(fields, `${words} (further ones on this connection are not logged)`);
}

/**
 * The error of a WebSocket's frames, logged once. The socket library has already begun the close
 * with its code (1009 too large, 1007 not UTF-8, 1002 protocol) and ends the socket itself.
 */
export function quietSocketError(error: Error, socket: object, log: WarnLog): void {
  const code = (error as { code?: unknown }).code;
  warnOnce(
    socket,
    log,
    { problem: { code: typeof code === 'string' ? code : error.name, message: error.message } },
    'unreadable WebSocket frame or connection fault',
  );
}
