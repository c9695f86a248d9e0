import { Type, type Static } from '@sinclair/typebox';
import { BOT_LEVELS, LEVEL_IDS, LEVEL_NUMBERS, type LevelId } from './levels.js';

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

const SEAT_WORDS =
  "a seat is { kind: 'open' }, { kind: 'me' }, { kind: 'bot', bot: 'level1' … 'level5' } or, as before, { kind: 'bot', bot: 'random' | 'greedy' | 'mcts', level: 1 … 5 }";

/** A bot seat as a client asks for it: a level (its number may be repeated), or a plain bot with a level. */
export const BotSeatSpecs = [
  ...LEVEL_IDS.map((id) =>
    Type.Object(
      {
        kind: Type.Literal('bot'),
        bot: Type.Literal(id),
        level: Type.Optional(Type.Literal(LEVEL_NUMBERS[id])),
      },
      { additionalProperties: false },
    ),
  ),
  Type.Object(
    {
      kind: Type.Literal('bot'),
      bot: Type.Union(PLAIN_BOTS.map((b) => Type.Literal(b))),
      level: Type.Union(BOT_LEVELS.map((l) => Type.Literal(l))),
    },
    { additionalProperties: false },
  ),
];

export const SeatSpec = Type.Union(
  [
    Type.Object({ kind: Type.Literal('open') }, { additionalProperties: false }),
    /** The creator sits here. */ Type.Object({ kind: Type.Literal('me') }, { additionalProperties: false }),
    ...BotSeatSpecs,
  ],
  { description: SEAT_WORDS },
);
export type SeatSpec = Static<typeof SeatSpec>;
