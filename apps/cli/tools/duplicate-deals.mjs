// One bot against another over duplicate deals (docs/referee.md): each file is one deal's
// `carcassonne arena --games 2 --json` (the deal played in both seat orders); a deal's two games
// are averaged first, then the mean over the deals with a normal 95% interval, for the bot's
// final margin and its share of the wins (a shared win counts a half), and the Elo of the share.
//   node apps/cli/tools/duplicate-deals.mjs BOT DEAL.json...
import { readFileSync } from 'node:fs';

const [bot, ...files] = process.argv.slice(2);
if (!bot || files.length === 0) {
  console.error('usage: node apps/cli/tools/duplicate-deals.mjs BOT DEAL.json...');
  process.exit(2);
}

const mean = (v) => v.reduce((s, x) => s + x, 0) / v.length;
function interval(v) {
  const m = mean(v);
  const sd = Math.sqrt(v.reduce((s, x) => s + (x - m) ** 2, 0) / Math.max(1, v.length - 1));
  const half = (1.96 * sd) / Math.sqrt(v.length);
  return { mean: m, sd, low: m - half, high: m + half };
}
// A share of 0 or 1 (few deals) is held just inside, so that the Elo stays a number.
const elo = (share) => {
  const s = Math.min(0.999, Math.max(0.001, share));
  return 400 * Math.log10(s / (1 - s));
};

const margins = [];
const shares = [];
let games = 0;
let wins = 0;
const both = [0, 0, 0];
for (const file of files) {
  const deal = JSON.parse(readFileSync(file, 'utf8'));
  const mine = deal.bots?.[bot];
  if (!mine) throw new Error(`${file}: no bot ${bot}`);
  margins.push(mine.meanMargin);
  shares.push(mine.winRate);
  games += deal.games;
  wins += mine.wins;
  both[Math.round(mine.wins)] += 1;
}
const margin = interval(margins);
const share = interval(shares);
const round = (x, d = 1) => Number(x.toFixed(d));
console.log(
  JSON.stringify(
    {
      bot,
      deals: files.length,
      games,
      wins,
      dealsWonBoth: both[2],
      dealsWonOne: both[1],
      dealsWonNeither: both[0],
      margin: {
        mean: round(margin.mean, 2),
        ci95: [round(margin.low, 2), round(margin.high, 2)],
        sd: round(margin.sd),
      },
      share: { mean: round(share.mean, 3), ci95: [round(share.low, 3), round(share.high, 3)] },
      elo: {
        mean: Math.round(elo(share.mean)),
        ci95: [Math.round(elo(share.low)), Math.round(elo(share.high))],
      },
    },
    null,
    2,
  ),
);
