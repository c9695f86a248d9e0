/**
 * The Node.js versions the CLI and the server run on: the LTS lines 22 (from 22.13, the oldest every
 * locked package accepts) and 24, and any later line. The root package.json's `engines` says the
 * same (test/supported-node.test.ts holds them together).
 */
export const NODE_ENGINES = '^22.13.0 || >=24';

/** The sentence a program prints before it refuses to run on `version` (`process.version`), or
 * undefined when that version is supported. */
export function nodeRefusal(program: string, version: string): string | undefined {
  const match = /^v?(\d+)\.(\d+)\./.exec(version);
  const major = Number(match?.[1]);
  const minor = Number(match?.[2]);
  if (major === 22 ? minor >= 13 : major >= 24) return undefined;
  return (
    `${program} needs Node.js 22 (22.13 or later) or 24, not ${version}: ` +
    '`eval "$(.ci/node 24)"` in the repository puts Node 24 from the npm registry on the PATH.'
  );
}

/** Ends the process with the refusal (exit 1) when this Node is too old. Shared by the CLI and the
 * server, the first thing each does. */
export function exitUnlessSupportedNode(program: string): void {
  const refusal = nodeRefusal(program, process.version);
  if (refusal === undefined) return;
  process.stderr.write(`${refusal}\n`);
  process.exit(1);
}
