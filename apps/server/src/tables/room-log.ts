/** A room's log: what it writes to, and one made only when first written to. */
export interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * The log `make` gives, made when first written to: most tables never log, and a logger with its
 * own fields per table in memory adds up over thousands of tables.
 */
export function lazyLog(make: () => Logger): Logger {
  let log: Logger | null = null;
  const made = () => (log ??= make());
  return {
    info: (obj, msg) => made().info(obj, msg),
    warn: (obj, msg) => made().warn(obj, msg),
    error: (obj, msg) => made().error(obj, msg),
  };
}
