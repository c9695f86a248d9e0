import { LEVEL_IDS, LEVEL_NUMBERS, type LevelId } from './levels.js';

/**
 * The bots a seat may hold. The five levels (levels.ts) are the bots for people: a seat names one
 * (`level3`) and it plays with that level's own budget, as the CLI's `--bots level3`.
 * The first protocol named a kind and a level (`mcts` + 1–5); that form is still accepted, and
 * `mcts` at level N plays as `levelN`.
 */
export const PLAIN_BOTS = ['random', 'greedy', 'mcts'] as const;
export type PlainBot = (typeof PLAIN_BOTS)[number];
export const SEAT_BOTS = [...LEVEL_IDS, ...PLAIN_BOTS] as const;
export type SeatBot = (typeof SEAT_BOTS)[number];

export function isLevelBot(bot: string): bot is LevelId {
  return (LEVEL_IDS as readonly string[]).includes(bot);
}

/** The level a bot seat plays at: its own, `mcts` at level N as `levelN`; random and greedy have none. */
export function seatLevel(bot: SeatBot, level: number): LevelId | null {
  if (isLevelBot(bot)) return bot;
  if (bot === 'mcts') return LEVEL_IDS.find((id) => LEVEL_NUMBERS[id] === level) ?? null;
  return null;
}
