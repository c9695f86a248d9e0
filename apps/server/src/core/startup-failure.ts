/**
 * Why the server could not start, as one sentence for the person starting it (`main.ts` prints it
 * and exits with status 1, never a stack trace): a setting refused, the database not opened, Redis
 * not reached, the port taken.
 */
export const STARTUP_FAILURES = ['setting', 'database', 'redis', 'listen', 'internal'] as const;
export type StartupFailureCode = (typeof STARTUP_FAILURES)[number];

export interface StartupFailure {
  readonly code: StartupFailureCode;
  readonly sentence: string;
}

/** An error thrown while starting that already knows what went wrong where. */
export class StartupError extends Error {
  constructor(
    readonly code: StartupFailureCode,
    sentence: string,
  ) {
    super(sentence);
  }
}

/** Where the server was to listen, for the sentence about a port. */
export interface ListenTarget {
  readonly port: number;
  readonly host: string;
}

/** The failure behind `error`: a `StartupError` as it is, a refused `listen` in words, anything else as a bug. */
export function startupFailure(error: unknown, listen: ListenTarget | null): StartupFailure {
  if (error instanceof StartupError) return { code: error.code, sentence: error.message };
  const code = systemCode(error);
  if (listen && (code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL')) {
    const where = `port ${listen.port} on ${listen.host}`;
    const why =
      code === 'EADDRINUSE'
        ? 'is already in use (another server?): set PORT to a free port'
        : code === 'EACCES'
          ? 'may not be opened by this user: set PORT to 1024 or above'
          : 'is not an address of this machine: set HOST';
    return { code: 'listen', sentence: `${where} ${why}.` };
  }
  return { code: 'internal', sentence: `an unexpected error (a bug): ${sentence(messageOf(error))}` };
}

/** `text` ending as a sentence does. */
export function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** `error`'s own words (a thrown non-error as text). */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function systemCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}
