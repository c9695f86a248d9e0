import { parseArgs } from 'node:util';

/** The commands, in the order the overview lists them. */
export const COMMAND_NAMES = [
  'replay',
  'tiles',
  'selfplay',
  'bench',
  'arena',
  'demo',
  'play',
  'ladder',
  'tournament',
  'analyse',
  'train',
  'import-bga',
] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];

export function isCommand(name: string): name is CommandName {
  return (COMMAND_NAMES as readonly string[]).includes(name);
}

/**
 * Whether a command's arguments ask for its usage: `--help` or `-h` anywhere before a `--`.
 * Read leniently, before the command's own strict reading refuses `--help` as unknown.
 */
export function asksForHelp(argv: readonly string[]): boolean {
  const { values } = parseArgs({ args: [...argv], strict: false, allowPositionals: true });
  return values.help === true || values.h === true;
}
