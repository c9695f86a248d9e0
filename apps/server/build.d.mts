/** The server's output folder (apps/server/dist). */
export const DIST: string;
/** The built server, as `npm start` runs it. */
export const MAIN: string;
/** Bundle the server, its bots' worker and its SQLite checkpointer to JavaScript in dist/. */
export function build(): Promise<void>;
/** The code with every character outside ASCII written as its `\u` escape (comments are all it changes). */
export function asciiOnly(code: string): string;
