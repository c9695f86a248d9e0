// Prints the gzipped size of the JavaScript loaded on first visit (entry + its static imports),
// and fails the build when it exceeds the budget of 54 KB, half the one script of before the
// split: the engine, the bots' code, the board, the replay, the online screens, the rules pages
// and the languages other than English load when first needed (docs/performance.md).
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const first = new Set();
const next = new Set();
for (const m of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\.?\/?(assets\/[^"]+\.js)"[^>]*>/g))
  (m[0].includes('data-next-screen') ? next : first).add(m[1]);
let total = 0;
for (const f of first) total += gzipSync(readFileSync(join(dist, f))).length;
const all = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
let worker = 0;
let preloaded = 0;
for (const f of all) {
  const size = gzipSync(readFileSync(join(dist, 'assets', f))).length;
  if (next.has(`assets/${f}`)) preloaded += size;
  else if (!first.has(`assets/${f}`)) worker += size;
}
const kb = (n) => (n / 1024).toFixed(1);
const BUDGET_KB = 54;
console.log(`first-load JavaScript: ${kb(total)} KB gzipped (${first.size} file(s)); budget ${BUDGET_KB} KB`);
console.log(`fetched for the next screen (modulepreload, run when it opens): ${kb(preloaded)} KB gzipped`);
console.log(`loaded on demand (other screens, languages, rules, bot worker): ${kb(worker)} KB gzipped`);
if (total > BUDGET_KB * 1024) {
  console.error(`first-load JavaScript is over the ${BUDGET_KB} KB budget`);
  process.exit(1);
}
