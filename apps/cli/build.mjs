// Builds the CLI to JavaScript: one CommonJS bundle per entry (the command line, each command, the
// arena's and the bots' workers), each with the engine and the bots it needs inside, so a start
// loads two files (main.js and its command) and none of Node's ES module loader.
// `node apps/cli/build.mjs` builds; bin/carcassonne.mjs rebuilds when a source changed.
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(fileURLToPath(import.meta.url));
export const DIST = join(ROOT, 'dist');
/** Every source file the bundles were built from, with its size and modification time. */
export const INPUTS = join(DIST, 'inputs.json');

/** Each command (src/commands/NAME.ts) is its own bundle, dist/NAME.js, which main.js requires. */
const COMMANDS = readdirSync(join(ROOT, 'src', 'commands'))
  .filter((name) => name.endsWith('.ts'))
  .map((name) => name.slice(0, -'.ts'.length));

/** main.ts's `import('./commands/NAME.js')` loads the command's own bundle beside it, and its
 * `import('./usage.js')` the usage texts' (for help only: they carry the engine's tables). */
const commandBundles = {
  name: 'command-bundles',
  setup(build) {
    build.onResolve({ filter: /^\.\/(commands\/[a-z-]+|usage)\.js$/ }, (args) =>
      args.importer === join(ROOT, 'src', 'main.ts')
        ? { path: args.path.replace('./commands/', './'), external: true }
        : undefined,
    );
  },
};

const TILE_TABLES = join(ROOT, 'src', 'tile-tables.ts');

/**
 * src/tile-tables.ts as the values it has now: the presets, the expansions' names, and each
 * preset's tile catalog as JSON, parsed when first asked for. Returns the module's source and the
 * files it was computed from.
 */
async function tileTables(esbuild) {
  const result = await esbuild({
    absWorkingDir: ROOT,
    entryPoints: [TILE_TABLES],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node22',
    metafile: true,
    write: false,
    logLevel: 'error',
  });
  const module = { exports: {} };
  new Function('module', 'exports', result.outputFiles[0].text)(module, module.exports);
  const { EXPANSION_NAMES, TABLE_PRESETS, presetCatalog } = module.exports;
  const catalogs = Object.fromEntries(
    TABLE_PRESETS.map(({ id }) => {
      const { name, total, start, tiles } = presetCatalog(id);
      return [id, JSON.stringify({ name, total, start, tiles })];
    }),
  );
  const contents = `// Computed by build.mjs from src/tile-tables.ts.
export const TABLE_PRESETS = ${JSON.stringify(TABLE_PRESETS)};
export const EXPANSION_NAMES = ${JSON.stringify(EXPANSION_NAMES)};
const CATALOGS = ${JSON.stringify(catalogs)};
const catalogs = new Map();
export function presetCatalog(preset) {
  let c = catalogs.get(preset);
  if (c === undefined && Object.hasOwn(CATALOGS, preset)) {
    const { name, total, start, tiles } = JSON.parse(CATALOGS[preset]);
    const byId = new Map(tiles.map((t) => [t.id, t]));
    c = { name, total, start, tiles, get: (id) => byId.get(id) };
    catalogs.set(preset, c);
  }
  return c;
}
`;
  return { contents, inputs: Object.keys(result.metafile.inputs) };
}

export async function build() {
  const { build: esbuild } = await import('esbuild');
  const tables = await tileTables(esbuild);
  const result = await esbuild({
    absWorkingDir: ROOT,
    entryPoints: {
      main: 'src/main.ts',
      usage: 'src/usage.ts',
      ...Object.fromEntries(COMMANDS.map((name) => [name, `src/commands/${name}.ts`])),
      'arena-worker': 'src/arena-worker.ts',
      'bot-worker': '../../packages/ai/src/worker/node-worker.ts',
    },
    outdir: DIST,
    bundle: true,
    plugins: [
      commandBundles,
      {
        name: 'tile-tables',
        setup: (build) =>
          build.onLoad({ filter: /[\\/]tile-tables\.ts$/ }, (args) =>
            args.path === TILE_TABLES ? { contents: tables.contents, loader: 'js' } : undefined,
          ),
      },
    ],
    platform: 'node',
    // CommonJS (dist/package.json says so): Node loads it without its ES module loader, whose own
    // start was most of what a short command cost above bare node.
    format: 'cjs',
    // `import()` of a command becomes `require()`, not an ES module import.
    supported: { 'dynamic-import': false },
    // The bundle's own URL, as an ES module's import.meta.url was: the workers are found beside it.
    define: { 'import.meta.url': 'import_meta_url' },
    inject: ['import-meta-url.mjs'],
    target: 'node22',
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'error',
  });
  mkdirSync(DIST, { recursive: true });
  // Write beside, then rename: a CLI starting meanwhile (parallel tests) never sees half a file.
  // package.json first (it makes the .js files CommonJS), main.js last: main.js is only ever seen
  // beside the commands it requires.
  writeAtomically(join(DIST, 'package.json'), '{ "type": "commonjs" }\n');
  const isMain = (file) => /^main\.js(\.map)?$/.test(relative(DIST, file.path));
  const files = [...result.outputFiles].sort((a, b) => Number(isMain(a)) - Number(isMain(b)));
  for (const file of files) writeAtomically(file.path, file.contents);
  // Bundles of earlier builds (a command since removed, the chunks of the ES module build).
  const written = new Set(files.map((file) => file.path));
  for (const name of readdirSync(DIST))
    if (/\.js(\.map)?$/.test(name) && !written.has(join(DIST, name))) rmSync(join(DIST, name));
  const sources = new Set([...Object.keys(result.metafile.inputs), ...tables.inputs]);
  const inputs = [...sources].map((path) => {
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
