import type { GameId, OptionInfo, PresetInfo, SeatRange } from '@carcassonne/engine';

/**
 * What the first screen needs to know of the engine's games and presets: seats, colours, rule
 * options, tile sets and counts. Copied from the registry so the new-game screen loads without
 * the engine (the engine comes with the play screen); `test/catalogue.test.ts` checks the copy
 * against the registry.
 */
export interface GameEntry {
  readonly id: GameId;
  readonly seats: SeatRange;
  readonly colors: readonly string[];
  readonly options: readonly OptionInfo[];
}

const SWITCHES = [true, false] as const;
const OFF_ON = [false, true] as const;

export const GAME_ENTRIES: Readonly<Record<GameId, GameEntry>> = {
  carcassonne: {
    id: 'carcassonne',
    seats: { min: 2, max: 5, raisedBy: { option: 'innsAndCathedrals', name: 'Inns & Cathedrals', max: 6 } },
    colors: ['red', 'blue', 'green', 'yellow', 'black', 'gray'],
    options: [
      { key: 'farmers', values: SWITCHES },
      { key: 'smallCityTwoPoints', values: SWITCHES },
      { key: 'farmerScoring', values: ['perCity4', 'perField3'] },
      { key: 'theRiver', values: OFF_ON },
      { key: 'innsAndCathedrals', values: OFF_ON },
      { key: 'tradersAndBuilders', values: OFF_ON },
      { key: 'theAbbot', values: OFF_ON },
      { key: 'abbeyAndMayor', values: OFF_ON },
      { key: 'princessAndDragon', values: OFF_ON },
      { key: 'strategic', values: OFF_ON },
    ],
  },
  'the-city': {
    id: 'the-city',
    seats: { min: 2, max: 4 },
    colors: ['red', 'blue', 'green', 'yellow'],
    options: [],
  },
};

const expansionsOff = {
  theRiver: false,
  innsAndCathedrals: false,
  tradersAndBuilders: false,
  theAbbot: false,
  abbeyAndMayor: false,
  princessAndDragon: false,
  strategic: false,
};
/** The add-ons a game starts without (the expansions and the strategic variant): named only when on. */
export const ADD_ONS: ReadonlySet<string> = new Set(Object.keys(expansionsOff));
const carcassonne = (
  id: string,
  tileSet: string,
  tiles: number,
  smallCityTwoPoints: boolean,
  farmerScoring: string,
  ratingFamily = 'carcassonne',
): PresetInfo => ({
  id,
  game: 'carcassonne',
  tileSet,
  tiles,
  ratingFamily,
  options: { farmers: true, smallCityTwoPoints, farmerScoring, ...expansionsOff },
});

/** Every preset, in the registry's menu order. */
export const PRESETS: readonly PresetInfo[] = [
  carcassonne('classic', 'base', 72, true, 'perCity4'),
  carcassonne('classic-se', 'base', 72, false, 'perCity4'),
  carcassonne('winter', 'winter', 84, false, 'perField3', 'winter'),
  carcassonne('modern', 'base', 72, false, 'perField3'),
  { id: 'the-city', game: 'the-city', tileSet: 'the-city', tiles: 75, ratingFamily: 'the-city', options: {} },
];

/** A preset by its id (undefined for anything else). */
export function presetEntry(id: unknown): PresetInfo | undefined {
  return typeof id === 'string' ? PRESETS.find((p) => p.id === id) : undefined;
}
