// Points lost a move per player over many `carcassonne analyse --json` outputs (docs/referee.md):
// players pooled by name before `#` (an arena's `level5#1` and `level5#2` are one bot), each
// with the mean over all their moves, a normal 95% interval over the moves, and a 95% interval
// bootstrapped over the games (4,000 resamples from a fixed seed).
// With --pool every player of every game is one row ("all"), each game's player a sample.
//   node apps/cli/tools/yardstick.mjs [--pool] ANALYSIS.json...
import { readFileSync } from 'node:fs';

const mean = (v) => v.reduce((s, x) => s + x, 0) / v.length;

function normal(v) {
  const m = mean(v);
  const sd = Math.sqrt(v.reduce((s, x) => s + (x - m) ** 2, 0) / Math.max(1, v.length - 1));
  const half = (1.96 * sd) / Math.sqrt(v.length);
  return [m - half, m + half];
}

function bootstrap(games, reps = 4000) {
  let state = 12345;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const means = [];
  for (let r = 0; r < reps; r++)
    means.push(mean(games.flatMap(() => games[Math.floor(next() * games.length)])));
  means.sort((a, b) => a - b);
  return [means[Math.floor(reps * 0.025)], means[Math.floor(reps * 0.975)]];
}

const pool = process.argv.includes('--pool');
const files = process.argv.slice(2).filter((a) => a !== '--pool');
if (files.length === 0) {
  console.error('usage: node apps/cli/tools/yardstick.mjs [--pool] ANALYSIS.json...');
  process.exit(2);
}
const players = new Map();
for (const file of files) {
  const a = JSON.parse(readFileSync(file, 'utf8'));
  for (const p of a.players) {
    const lost = a.moves.filter((m) => m.player === p.name).map((m) => m.lost);
    const name = pool ? 'all' : p.name.split('#')[0];
    if (!players.has(name)) players.set(name, []);
    players.get(name).push(lost);
  }
}
const two = (x) => x.toFixed(2);
for (const [name, games] of players) {
  const all = games.flat();
  const [lo, hi] = normal(all);
  const [blo, bhi] = bootstrap(games);
  console.log(
    `${name}: ${games.length} game${games.length === 1 ? '' : 's'}, ${all.length} moves, ` +
      `${two(mean(all))} points lost a move [${two(lo)}, ${two(hi)}] over the moves, ` +
      `[${two(blo)}, ${two(bhi)}] bootstrapped over the games`,
  );
}
