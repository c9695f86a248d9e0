// Builds the CLI to JavaScript: one bundle per entry (the command and the arena worker), with the
// engine and the bots inside, so a start loads one file instead of compiling TypeScript.
// `node apps/cli/build.mjs` builds; bin/carcassonne.mjs rebuilds when a source changed.
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(fileURLToPath(import.meta.url));
export const DIST = join(ROOT, 'dist');
/** Every source file the bundles were built from, with its size and modification time. */
export const INPUTS = join(DIST, 'inputs.json');

export async function build() {
  const { build: esbuild } = await import('esbuild');
  const result = await esbuild({
    absWorkingDir: ROOT,
    entryPoints: {
      main: 'src/main.ts',
      'arena-worker': 'src/arena-worker.ts',
      'bot-worker': '../../packages/ai/src/worker/node-worker.ts',
    },
    outdir: DIST,
    bundle: true,
    // Each command is its own chunk (main.ts imports it when it runs), shared code in common chunks.
    splitting: true,
    // Beside the entries: a chunk resolves the workers (`new URL('./arena-worker.js', import.meta.url)`).
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'error',
  });
  mkdirSync(DIST, { recursive: true });
  // Write beside, then rename: a CLI starting meanwhile (parallel tests) never sees half a file.
  // Chunks first, the entries last: an entry is only ever seen beside the chunks it imports.
  const entries = new Set(
    Object.keys(result.metafile.outputs).filter((o) => result.metafile.outputs[o].entryPoint),
  );
  const isEntry = (file) =>
    entries.has(
      relative(ROOT, file.path)
        .split(sep)
        .join('/')
        .replace(/\.map$/, ''),
    );
  const files = [...result.outputFiles].sort((a, b) => Number(isEntry(a)) - Number(isEntry(b)));
  for (const file of files) writeAtomically(file.path, file.contents);
  // Chunks of earlier builds (their names carry a hash of their contents) are no longer imported.
  const written = new Set(files.map((file) => file.path));
  for (const name of readdirSync(DIST))
    if (/-[A-Z0-9]{8}\.js(\.map)?$/.test(name) && !written.has(join(DIST, name))) rmSync(join(DIST, name));
  const inputs = Object.keys(result.metafile.inputs).map((path) => {
    const absolute = join(ROOT, path);
    const stat = statSync(absolute);
    return { path: relative(DIST, absolute).split(sep).join('/'), size: stat.size, mtimeMs: stat.mtimeMs };
  });
  writeAtomically(INPUTS, `${JSON.stringify(inputs, null, 1)}\n`);
}

function writeAtomically(path, contents) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) await build();
