import { Match, type Setup } from '../src/carcassonne/public.js';

export const TWO = [
  { name: 'Anna', color: 'red' },
  { name: 'Bo', color: 'blue' },
] as const;

export function record(
  preset: string,
  tiles: string[],
  moves: string[],
  extra: Record<string, unknown> = {},
) {
  return {
    format: 'carcassonne-record/1',
    game: 'carcassonne',
    preset,
    players: TWO,
    tiles,
    moves,
    ...extra,
  };
}

export function match(setup: Partial<Setup> & { tiles?: string[] }): Match {
  const m = Match.create({ game: 'carcassonne', preset: 'classic', players: TWO, ...setup } as Setup);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}
