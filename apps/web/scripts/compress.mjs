// Writes the gzip and brotli forms of the built web app's text files beside them (`x.js.gz`,
// `x.js.br`), at the strongest settings: the server holds them in memory and sends the one the
// browser accepts (apps/server/src/http/static-cache.ts). Files that do not shrink get none.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.html', '.js', '.css', '.json', '.svg', '.webmanifest', '.txt', '.ico']);
const dist = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

function* files(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (TEXT.has(extname(name))) yield path;
  }
}

let before = 0;
let gz = 0;
let br = 0;
for (const path of files(dist)) {
  const body = readFileSync(path);
  const gzip = gzipSync(body, { level: 9 });
  const brotli = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  before += body.length;
  if (gzip.length < body.length) {
    writeFileSync(`${path}.gz`, gzip);
    gz += gzip.length;
  }
  if (brotli.length < body.length) {
    writeFileSync(`${path}.br`, brotli);
    br += brotli.length;
  }
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`precompressed text files: ${kb(before)} → gzip ${kb(gz)}, brotli ${kb(br)}`);
