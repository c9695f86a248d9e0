/**
 * A usage error: printed as one line, exit 2. Known by its name, not its class: main.js and each
 * command's bundle carry their own copy of this class.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  /** The message names an option the command does not take: main points to its help. */
  readonly seeHelp: boolean;
  constructor(message: string, { seeHelp = false }: { seeHelp?: boolean } = {}) {
    super(message);
    this.seeHelp = seeHelp;
  }
}

export function isUsageError(e: unknown): e is UsageError {
  return e instanceof Error && e.name === 'UsageError';
}
