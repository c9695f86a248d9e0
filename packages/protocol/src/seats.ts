import { Type, type Static } from '@sinclair/typebox';
import { BOT_LEVELS, LEVEL_IDS, LEVEL_NUMBERS } from './levels.js';
import { PLAIN_BOTS } from './seat-bots.js';

export { PLAIN_BOTS, SEAT_BOTS, isLevelBot, seatLevel, type PlainBot, type SeatBot } from './seat-bots.js';

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
