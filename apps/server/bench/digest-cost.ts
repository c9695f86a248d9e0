// What a delta's digest costs the server a move (docs/deploy/server-trials.md): the views of
// seeded 2-player games played at random, each digested three ways — as a table's
// `ViewDigester` does (its chains carried on), from the start (`viewDigest`, what a client
// does), and as the digest was before its history was chained (the view's whole JSON without the
// board) — in µs a view, the best of five rounds.
// Run: node --import tsx apps/server/bench/digest-cost.ts [preset] [games]
import { createMatch, type GameView, Mulberry32 } from '@carcassonne/engine';
import { textDigest, ViewDigester, viewDigest } from '@carcassonne/protocol';

const PRESET = process.argv[2] ?? 'classic';
const GAMES = Number(process.argv[3] ?? 10);
const ROUNDS = 5;

const players = [
  { name: 'Ada', color: 'red' },
  { name: 'Bo', color: 'blue' },
] as const;

/** Each game's views after each move, without the board (as the server digests them). */
function gamesViews(): GameView[][] {
  return Array.from({ length: GAMES }, (_, g) => {
    const created = createMatch({ preset: PRESET, players, seed: `digest-${g}` });
    if (!created.ok) throw new Error(created.error.message);
    const match = created.value;
    const rng = new Mulberry32(g + 1);
    const views: GameView[] = [];
    while (!match.finished) {
      const legal = match.legalMoves();
      const played = match.play(match.actor, legal[rng.int(legal.length)]!);
      if (!played.ok) throw new Error(played.error.message);
      views.push(match.publicViewWithoutBoard() as unknown as GameView);
    }
    return views;
  });
}

const games = gamesViews();
const viewCount = games.reduce((n, views) => n + views.length, 0);
const ways: Record<string, (views: readonly GameView[]) => number> = {
  'carried on (the server)': (views) => {
    const digester = new ViewDigester();
    let x = 0;
    for (const v of views) x ^= digester.of(v);
    return x;
  },
  'from the start (a client)': (views) => {
    let x = 0;
    for (const v of views) x ^= viewDigest(v);
    return x;
  },
  'the whole view (before)': (views) => {
    let x = 0;
    for (const v of views) x ^= textDigest(JSON.stringify({ ...v, board: undefined }));
    return x;
  },
};
const textBytes = games.flat().reduce((n, v) => n + JSON.stringify({ ...v, board: undefined }).length, 0);
console.log(
  `${PRESET}: ${GAMES} games, ${viewCount} views, the whole view ${Math.round(textBytes / viewCount)} bytes on average`,
);
for (const [name, digestAll] of Object.entries(ways)) {
  let best = Number.POSITIVE_INFINITY;
  let check = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const start = process.hrtime.bigint();
    for (let repeat = 0; repeat < 20; repeat++) for (const views of games) check ^= digestAll(views);
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1000 / (20 * viewCount));
  }
  console.log(`${name.padEnd(28)} ${best.toFixed(2)} µs a view (${check & 1})`);
}
