/**
 * The Node.js versions the CLI and the server run on: the LTS lines 22 (from 22.13, the oldest every
 * locked package accepts) and 24, and any later line. The root package.json's `engines` says the
 * same (apps/cli/test/supported-node.test.ts holds them together). Shared by the CLI and the
 * server: one list of versions, one sentence.
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
    '`eval "$(.ci/node)"` in the repository puts Node 24 from the npm registry on the PATH.'
  );
}

/** What the check reads of the running program (Node's `process`). */
export interface NodeRuntime {
  readonly version: string;
  readonly stderr: { write(text: string): unknown };
  exit(code: number): never;
}

/** Ends the program with the refusal (exit 1) when this Node is too old: the first thing the CLI
 * and the server do. */
export function exitUnlessSupportedNode(program: string, runtime: NodeRuntime): void {
  const refusal = nodeRefusal(program, runtime.version);
  if (refusal === undefined) return;
  runtime.stderr.write(`${refusal}\n`);
  runtime.exit(1);
}
