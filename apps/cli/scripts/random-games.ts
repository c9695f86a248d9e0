// A fixed number of seeded 2-player random games of classic with expansions, and a digest of their
// scores and histories: the same work on every run, so that an instruction count (valgrind's
// callgrind) measures the engine independently of the machine's load (docs/engine-speed.md).
// Run: node --import tsx apps/cli/scripts/random-games.ts [all | classic | E,F…] [games, default 1000]
import { carcassonne } from '@carcassonne/engine';
import { type Game, randomGame } from '@carcassonne/engine/internal';
import { rulesOf } from '../src/commands/bench.js';

const which = process.argv[2] ?? 'all';
const games = Number(process.argv[3] ?? 1000);
const names: readonly string[] = carcassonne.EXPANSION_NAMES;
const asked = which === 'all' ? names : which === 'classic' ? [] : which.split(',');
const expansions = asked.filter(carcassonne.isExpansionName);
if (expansions.length !== asked.length || !Number.isSafeInteger(games) || games < 1) {
  console.error(`usage: random-games.ts [all | classic | ${names.join(',')}] [games]`);
  process.exit(2);
}
const { set, options } = rulesOf('classic', expansions);
let g: Game | undefined;
let digest = 0;
for (let n = 0; n < games; n++) {
  g = randomGame({ tileSet: set, options, players: 2, seed: `bench${n}`, moveSeed: n }, g);
  digest = (digest * 31 + g.scores[0]! * 7 + g.scores[1]! + g.history.length) | 0;
}
console.log(`${which}: ${games} games, digest ${digest}`);
