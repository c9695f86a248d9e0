import { readFileSync } from 'node:fs';
import { replayRecord, type ReplayEvent, type ReplayReport } from '@carcassonne/engine';
import { parse, UsageError } from '../args.js';

export function replayCommand(argv: string[]): number {
  const { values, positionals } = parse(argv, { json: { type: 'boolean' } });
  const file = positionals[0];
  if (file === undefined || positionals.length > 1) throw new UsageError('usage: carcassonne replay FILE [--json]');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    console.error(`error: cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
    return 2;
  }
  const r = replayRecord(text);
  if (!r.ok) {
    console.error(`error: ${r.error.message}`);
    return r.error.exit;
  }
  if (values.json) console.log(JSON.stringify(r.value, null, 2));
  else console.log(describeReport(r.value));
  return 0;
}

export function describeEvent(e: ReplayEvent): string {
  const when = e.move === null ? 'final' : `move ${e.move}`;
  if (e.kind === 'discard') return `${when}: tile ${e.tile} fits nowhere and is discarded`;
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
              : e.kind === 'tower'
                ? `tower over ${plural(e.tiles, 'wall piece')}`
                : `${e.kind} of ${plural(e.tiles, 'tile')}`;
  return `${when}: ${(e.players ?? []).join(' and ')} score${(e.players ?? []).length === 1 ? 's' : ''} ${e.points} for a ${what}`;
}

export function describeReport(r: ReplayReport): string {
  const lines = r.events.map(describeEvent);
  const scores = Object.entries(r.scores)
    .map(([n, s]) => `${n} ${s}`)
    .join(', ');
  lines.push(r.finished ? `Final scores: ${scores}. Winner${r.winners.length > 1 ? 's' : ''}: ${r.winners.join(', ')}` : `Game in progress. Scores: ${scores}`);
  return lines.join('\n');
}
