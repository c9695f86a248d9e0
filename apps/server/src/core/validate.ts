import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { CLIENT_SCHEMAS, isMessageId, LIMITS } from '@carcassonne/protocol';
import type { ClientMessage, ClientMessageType, MessageId, ServerErrorCode } from '@carcassonne/protocol';
import { failure, success, type Outcome } from './outcome.js';

// Compiled once at start: one checker per message type.
const CHECKS = new Map<string, TypeCheck<(typeof CLIENT_SCHEMAS)[ClientMessageType]>>(
  Object.entries(CLIENT_SCHEMAS).map(([type, schema]) => [type, TypeCompiler.Compile(schema)]),
);

export interface Refusal {
  readonly code: ServerErrorCode;
  readonly message: string;
  readonly replyTo: MessageId | null;
}

/** Size, JSON, `type` and the schema of that type, in that order; the first failure is the answer. */
export function parseClientMessage(
  text: string,
): { ok: true; value: ClientMessage } | { ok: false; error: Refusal } {
  const refuse = (code: ServerErrorCode, message: string, replyTo: MessageId | null = null) => ({
    ok: false as const,
    error: { code, message, replyTo },
  });
  if (text.length > LIMITS.messageBytes || Buffer.byteLength(text, 'utf8') > LIMITS.messageBytes)
    return refuse('too-large', `a message may have at most ${LIMITS.messageBytes} bytes`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refuse('malformed-json', 'the message is not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return refuse('bad-message', 'a message is a JSON object');
  const record = value as Record<string, unknown>;
  const replyTo = isMessageId(record.id) ? record.id : null;
  const type = record.type;
  if (typeof type !== 'string') return refuse('bad-message', 'a message needs a "type"', replyTo);
  const check = CHECKS.get(type);
  if (!check)
    return refuse('unknown-type', `unknown message type ${JSON.stringify(type.slice(0, 40))}`, replyTo);
  if (!check.Check(value)) {
    const first = check.Errors(value).First();
    // A schema's description says what was expected where TypeBox only says "union" (the seats).
    const words = typeof first?.schema.description === 'string' ? ` (${first.schema.description})` : '';
    return refuse(
      'bad-message',
      `${type}: ${first ? `${first.path || '/'} ${first.message}${words}` : 'does not match its schema'}`,
      replyTo,
    );
  }
  return { ok: true, value: value as ClientMessage };
}

export { failure, success, type Outcome };
