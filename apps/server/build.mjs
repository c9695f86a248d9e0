// Builds the server to JavaScript: dist/main.mjs (the server with the engine, the bots and the
// protocol inside; npm packages stay in node_modules) and dist/node-entry.mjs (the bots' worker
// thread). `npm start` and `npm run serve` run the build: plain node then loads two files, with no
// TypeScript loader. Under tsx every process (and every bot worker) also held the loader's own
// thread and the sources it compiled: at 1,000 tables in the load test about 60 MB of the resident
// memory (docs/performance.md).
// `node apps/server/build.mjs` builds; `import { build } from './build.mjs'` builds from a test.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(fileURLToPath(import.meta.url));
export const DIST = join(ROOT, 'dist');
export const MAIN = join(DIST, 'main.mjs');

/** npm packages and Node's own modules are loaded from node_modules; the workspace's are bundled. */
const npmPackagesOutside = {
  name: 'npm-packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@carcassonne/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function build() {
  const { build: esbuild } = await import('esbuild');
  const result = await esbuild({
    absWorkingDir: ROOT,
    entryPoints: {
      main: 'src/main.ts',
      // packages/ai's nodeBotRunner starts `./node-entry.mjs` beside the module that holds it,
      // which in the bundle is main.mjs: the worker's own bundle goes there under that name.
      'node-entry': '../../packages/ai/src/worker/node-worker.ts',
      // The SQLite checkpointer's thread, started as `./sqlite-checkpoint.mjs` beside main.mjs likewise.
      'sqlite-checkpoint': 'src/storage/sqlite-checkpoint.mjs',
    },
    outExtension: { '.js': '.mjs' },
    outdir: DIST,
    bundle: true,
    plugins: [npmPackagesOutside],
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: 'linked',
    write: false,
    logLevel: 'error',
  });
  mkdirSync(DIST, { recursive: true });
  // Write beside, then rename: a server starting meanwhile never reads half a file; main.mjs last.
  const isMain = (file) => file.path.startsWith(MAIN);
  const files = [...result.outputFiles].sort((a, b) => Number(isMain(a)) - Number(isMain(b)));
  for (const file of files) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.path.endsWith('.mjs') ? asciiOnly(file.text) : file.contents);
    renameSync(temporary, file.path);
  }
}

/**
 * The code with every character outside ASCII written as its `\u` escape. esbuild escapes them in
 * strings and names but keeps the comments as written, and one `·` or `–` there makes V8 hold the
 * whole source, which it keeps for as long as the process runs, at two bytes a character: the
 * server's bundle is about 1 MB, in the main thread and in every bot thread. Only comments are
 * left to change, so the code means the same.
 */
export function asciiOnly(code) {
  return code.replace(/[^\0-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) await build();
