/** The CLI's output folder (apps/cli/dist). */
export const DIST: string;
/** Where the build lists its input files (size and modification time), for the freshness check. */
export const INPUTS: string;
/** Bundle the CLI and its arena worker to JavaScript in dist/. */
export function build(): Promise<void>;
