// Measures how much CPU time (user + system) commands take to run, in interleaved rounds: each
// round runs every command once, in turn, so a busy moment of a shared machine weighs on all alike.
// The first command is the reference (bare node by default); each other is given as the median of
// its own times and the median, over the rounds, of its time divided by the reference's.
//
//   node apps/cli/scripts/start-time.mjs [--runs 30] ['node -e 0'] 'node apps/cli/dist/main.js tiles' …
//
// A command runs under bash, whose `times` reports its children's CPU time to the millisecond.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';

const args = process.argv.slice(2);
let runs = 30;
if (args[0] === '--runs') {
  runs = Number(args[1]);
  args.splice(0, 2);
}
if (!Number.isInteger(runs) || runs < 1 || args.length === 0) {
  console.error("usage: start-time.mjs [--runs N] ['REFERENCE'] 'COMMAND' …");
  process.exit(2);
}
const commands = args.length === 1 ? ['node -e 0', ...args] : args;

/** The CPU time in milliseconds of one run of `command`, its output thrown away. */
function cpuTime(command) {
  const run = spawnSync('/bin/bash', ['-c', `${command} >/dev/null 2>&1 || echo failed >&2; times`], {
    encoding: 'utf8',
  });
  if (run.stderr.includes('failed')) throw new Error(`${command} failed`);
  // `times` prints the shell's own times, then its children's: "0m0.101s 0m0.020s".
  const children = run.stdout.trim().split('\n').at(-1);
  const [user, system] = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(
    (m) => Number(m[1]) * 60_000 + Number(m[2]) * 1000,
  );
  return user + system;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const loadBefore = load();
const times = commands.map(() => []);
for (let round = 0; round < runs; round++) {
  // Every other round in reverse order: no command always runs right after the same one.
  const order = commands.map((_, i) => i);
  if (round % 2 === 1) order.reverse();
  for (const i of order) times[i].push(cpuTime(commands[i]));
}
console.log(`${runs} interleaved rounds, load average ${loadBefore} before, ${load()} after`);
const reference = times[0];
commands.forEach((command, i) => {
  const ratio = median(times[i].map((t, round) => t / reference[round]));
  const ratioText = i === 0 ? 'reference' : `${ratio.toFixed(2)}×`;
  console.log(`${median(times[i]).toFixed(0).padStart(5)} ms  ${ratioText.padEnd(9)}  ${command}`);
});
