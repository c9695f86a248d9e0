import { replayRecord, type ReplayEvent, type ReplayReport } from '@carcassonne/engine';
import { parse, UsageError } from '../args.js';
import { printError } from '../output.js';
import { plain } from '../quote.js';
import { readStandardInput, readTextFile } from '../read-input.js';

export async function replayCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, { json: { type: 'boolean' } });
  const file = positionals[0];
  if (file === undefined || positionals.length > 1)
    throw new UsageError('usage: carcassonne replay FILE [--json] (FILE - reads standard input)');
  const text = file === '-' ? await readStandardInput() : readTextFile(file);
  if (!text.ok) {
    printError(`error: ${text.error.message}`);
    return 2;
  }
  const r = replayRecord(text.value);
  if (!r.ok) {
    printError(`error: ${r.error.message}`);
    return r.error.exit;
  }
  if (values.json) console.log(JSON.stringify(r.value, null, 2));
  else console.log(describeReport(r.value));
  return 0;
}

export function describeEvent(e: ReplayEvent): string {
  const when = e.move === null ? 'final' : `move ${e.move}`;
  if (e.kind === 'discard') return `${when}: tile ${plain(e.tile ?? '')} fits nowhere and is discarded`;
  const plural = (n: number | undefined, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const what =
    e.kind === 'farm'
      ? `farm with ${e.cities} completed ${e.cities === 1 ? 'city' : 'cities'}`
      : e.kind === 'monastery'
        ? `monastery (${e.tiles} tiles around)`
        : e.kind === 'market'
          ? `market of ${plural(e.tiles, 'tile')} and ${plural(e.kinds, 'kind')}`
          : e.kind === 'district'
            ? `district next to ${plural(e.markets, 'market')}`
            : e.kind === 'guard'
              ? 'guard'
              : e.kind === 'goods'
                ? 'majority of a good'
                : e.kind === 'pig'
                  ? 'pig in a farm they won'
                  : e.kind === 'tower'
                    ? `tower over ${plural(e.tiles, 'wall piece')}`
                    : e.kind === 'fairy'
                      ? // The Princess & the Dragon (PD7): 1 point a turn, 3 when the feature scores.
                        e.points === 1
                        ? 'fairy beside their follower at the start of their turn'
                        : 'fairy beside their follower on the feature scored'
                      : `${e.kind} of ${plural(e.tiles, 'tile')}`;
  const players = e.players ?? [];
  // Abbey & Mayor (AM3): a mayor in a city without coats of arms counts nothing, so nobody may win it.
  if (players.length === 0)
    return `${when}: nobody scores ${e.points} for a ${what} (its mayor, without coats of arms, counts nothing)`;
  return `${when}: ${players.map((name) => plain(name)).join(' and ')} score${players.length === 1 ? 's' : ''} ${e.points} for a ${what}`;
}

export function describeReport(r: ReplayReport): string {
  const lines = r.events.map(describeEvent);
  const scores = Object.entries(r.scores)
    .map(([name, score]) => `${plain(name)} ${score}`)
    .join(', ');
  lines.push(
    r.finished
      ? `Final scores: ${scores}. Winner${r.winners.length > 1 ? 's' : ''}: ${r.winners.map((name) => plain(name)).join(', ')}`
      : `Game in progress. Scores: ${scores}`,
  );
  return lines.join('\n');
}
