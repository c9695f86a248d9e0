/** Errors are values: a machine code and a sentence, sent to the client as an `error` message. */
export interface Problem {
  readonly code: string;
  readonly message: string;
}
export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: Problem };

export const success = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const failure = (code: string, message: string): { readonly ok: false; readonly error: Problem } => ({ ok: false, error: { code, message } });
