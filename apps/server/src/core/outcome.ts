import type { ErrorCode, Problem } from '@carcassonne/protocol';

/** Errors are values: a declared code and a sentence, sent to the client as an `error` message. */
export type { Problem };
export type Outcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: Problem };

export const success = <T>(value: T): Outcome<T> => ({ ok: true, value });
type Failure = { readonly ok: false; readonly error: Problem };
export const failure = (code: ErrorCode, message: string): Failure => ({
  ok: false,
  error: { code, message },
});

/** An HTTP API error body: `{ error: { code, message } }` with a declared code. */
export const problem = (code: ErrorCode, message: string) => ({ error: { code, message } });
