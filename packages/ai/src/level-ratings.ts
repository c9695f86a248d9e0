import type { LevelId } from './levels.js';

/** A level's rating as the ladder measured it: Elo with greedy at 1000, and its 95% interval. */
export interface MeasuredRating {
  readonly elo: number;
  readonly ci95: readonly [number, number];
}

export interface LadderMeasurement {
  /** `carcassonne ladder --preset P --games N --seed S` reproduces it. */
  readonly gamesPerPairing: number;
  readonly seed: string;
  readonly levels: Readonly<Record<LevelId, MeasuredRating>>;
}

/**
 * Measured with `carcassonne ladder` (2 players, seats swapped, the levels' own budgets); the
 * web game shows these beside the levels' names. Re-measure after changing a level.
 */
export const LEVEL_RATINGS: Readonly<Record<string, LadderMeasurement>> = {
  modern: {
    gamesPerPairing: 30,
    seed: 'ladder-1',
    levels: {
      level1: { elo: 393, ci95: [299, 487] },
      level2: { elo: 691, ci95: [628, 755] },
      level3: { elo: 974, ci95: [919, 1028] },
      level4: { elo: 1143, ci95: [995, 1290] },
      // The learned leaf with the dead and scarce features at 800 iterations (6 December; the
      // sixteen alone: 1451 [1223, 1679]; with the built-in leaf at 400: 1312 [1110, 1513]).
      level5: { elo: 1501, ci95: [1258, 1744] },
    },
  },
  classic: {
    gamesPerPairing: 30,
    seed: 'ladder-1',
    levels: {
      level1: { elo: 267, ci95: [152, 382] },
      level2: { elo: 671, ci95: [604, 739] },
      level3: { elo: 965, ci95: [909, 1020] },
      level4: { elo: 1179, ci95: [1022, 1335] },
      // The learned leaf at 800 iterations with 16 root options (4 December; with 12: 1537
      // [1288, 1785]; at 400: 1602 [1328, 1875]; the built-in leaf at 400: 1487 [1253, 1720]).
      level5: { elo: 1602, ci95: [1328, 1875] },
    },
  },
  winter: {
    gamesPerPairing: 30,
    seed: 'ladder-1',
    levels: {
      level1: { elo: 366, ci95: [268, 464] },
      level2: { elo: 694, ci95: [630, 758] },
      level3: { elo: 973, ci95: [918, 1027] },
      level4: { elo: 1203, ci95: [1043, 1363] },
      // The learned leaf at 800 iterations (1 December; with the built-in leaf at 800: 1372
      // [1162, 1583], at 400: 1511 [1275, 1747]: 30 games against level 4 decide little).
      level5: { elo: 1626, ci95: [1350, 1901] },
    },
  },
  // With expansions: 30 games per searching pairing, as the base games (10 until 2 December 2026
  // for all but all three and Inns & Cathedrals alone; measured again after level 4 came to
  // search 40 iterations there: docs/bots.md).
  'modern+inns-and-cathedrals+traders-and-builders+the-river': {
    gamesPerPairing: 30,
    seed: 'ladder-1',
    levels: {
      level1: { elo: 458, ci95: [373, 543] },
      level2: { elo: 702, ci95: [640, 763] },
      level3: { elo: 968, ci95: [914, 1022] },
      level4: { elo: 1167, ci95: [1014, 1319] },
      level5: { elo: 1433, ci95: [1212, 1654] },
    },
  },
  'modern+inns-and-cathedrals': {
    gamesPerPairing: 30,
    seed: 'ladder-1',
    levels: {
      level1: { elo: 384, ci95: [290, 478] },
      level2: { elo: 644, ci95: [575, 714] },
      level3: { elo: 987, ci95: [931, 1043] },
      level4: { elo: 1171, ci95: [1020, 1321] },
      level5: { elo: 1300, ci95: [1100, 1499] },
    },
  },
  'modern+the-river': {
    gamesPerPairing: 30,
    seed: 'ladder-1',
    levels: {
      level1: { elo: 184, ci95: [56, 312] },
      level2: { elo: 437, ci95: [328, 546] },
      level3: { elo: 970, ci95: [911, 1030] },
      level4: { elo: 1237, ci95: [1066, 1408] },
      level5: { elo: 1467, ci95: [1240, 1695] },
    },
  },
  'modern+traders-and-builders': {
    gamesPerPairing: 30,
    seed: 'ladder-1',
    levels: {
      level1: { elo: 557, ci95: [482, 632] },
      level2: { elo: 763, ci95: [707, 820] },
      level3: { elo: 1049, ci95: [995, 1104] },
      level4: { elo: 1297, ci95: [1133, 1461] },
      level5: { elo: 1605, ci95: [1367, 1844] },
    },
  },
  'modern+inns-and-cathedrals+traders-and-builders': {
    gamesPerPairing: 30,
    seed: 'ladder-1',
    levels: {
      level1: { elo: 538, ci95: [462, 615] },
      level2: { elo: 772, ci95: [716, 827] },
      level3: { elo: 1006, ci95: [953, 1058] },
      level4: { elo: 1147, ci95: [1005, 1290] },
      level5: { elo: 1395, ci95: [1185, 1606] },
    },
  },
  'modern+inns-and-cathedrals+the-river': {
    gamesPerPairing: 30,
    seed: 'ladder-1',
    levels: {
      level1: { elo: 278, ci95: [168, 389] },
      level2: { elo: 586, ci95: [504, 667] },
      level3: { elo: 1025, ci95: [968, 1083] },
      level4: { elo: 1256, ci95: [1095, 1417] },
      level5: { elo: 1348, ci95: [1143, 1552] },
    },
  },
  'modern+traders-and-builders+the-river': {
    gamesPerPairing: 30,
    seed: 'ladder-1',
    levels: {
      level1: { elo: 495, ci95: [414, 577] },
      level2: { elo: 718, ci95: [657, 780] },
      level3: { elo: 1042, ci95: [987, 1097] },
      level4: { elo: 1211, ci95: [1063, 1359] },
      level5: { elo: 1380, ci95: [1179, 1582] },
    },
  },
  // The Abbot (modern rules). This set and the three after it: 30 games per searching pairing
  // since 2 December 2026, with level 4 at 40 iterations (docs/ratings-newer-sets.md).
  'modern+the-abbot': {
    gamesPerPairing: 30,
    seed: 'ladder-1',
    levels: {
      level1: { elo: 460, ci95: [372, 547] },
      level2: { elo: 770, ci95: [714, 827] },
      level3: { elo: 988, ci95: [935, 1041] },
      level4: { elo: 1274, ci95: [1100, 1449] },
      level5: { elo: 1430, ci95: [1209, 1650] },
    },
  },
  // The strategic variant (modern rules, hands of three).
  'modern+strategic': {
    gamesPerPairing: 30,
    seed: 'ladder-1',
    levels: {
      level1: { elo: 613, ci95: [545, 682] },
      level2: { elo: 793, ci95: [740, 846] },
      level3: { elo: 1006, ci95: [954, 1058] },
      level4: { elo: 1272, ci95: [1104, 1441] },
      level5: { elo: 1441, ci95: [1224, 1658] },
    },
  },
  // Abbey & Mayor (modern rules, with the wagon, the barn and the final abbey round).
  'modern+abbey-and-mayor': {
    gamesPerPairing: 30,
    seed: 'ladder-1',
    levels: {
      level1: { elo: 393, ci95: [297, 488] },
      level2: { elo: 714, ci95: [652, 777] },
      level3: { elo: 1013, ci95: [959, 1068] },
      level4: { elo: 1244, ci95: [1084, 1404] },
      level5: { elo: 1360, ci95: [1155, 1566] },
    },
  },
  // The Princess & the Dragon (modern rules).
  'modern+princess-and-dragon': {
    gamesPerPairing: 30,
    seed: 'ladder-1',
    levels: {
      level1: { elo: 746, ci95: [687, 804] },
      level2: { elo: 897, ci95: [849, 944] },
      level3: { elo: 1065, ci95: [1014, 1117] },
      level4: { elo: 1182, ci95: [1043, 1321] },
      level5: { elo: 1448, ci95: [1236, 1660] },
    },
  },
  // Classic with expansions (measured again on 2 December 2026, with level 4 at 40 iterations but
  // with The River alone): 30 games per searching pairing (docs/ratings-expansions.md).
  'classic+inns-and-cathedrals+traders-and-builders+the-river': {
    gamesPerPairing: 30,
    seed: 'ladder-1',
    levels: {
      level1: { elo: 454, ci95: [366, 542] },
      level2: { elo: 751, ci95: [693, 810] },
      level3: { elo: 1007, ci95: [953, 1060] },
      level4: { elo: 1176, ci95: [1028, 1323] },
      level5: { elo: 1345, ci95: [1144, 1546] },
    },
  },
  'classic+inns-and-cathedrals': {
    gamesPerPairing: 30,
    seed: 'ladder-1',
    levels: {
      level1: { elo: 409, ci95: [319, 500] },
      level2: { elo: 656, ci95: [589, 723] },
      level3: { elo: 971, ci95: [915, 1026] },
      level4: { elo: 1140, ci95: [992, 1288] },
      level5: { elo: 1528, ci95: [1274, 1782] },
    },
  },
  'classic+traders-and-builders': {
    gamesPerPairing: 30,
    seed: 'ladder-1',
    levels: {
      level1: { elo: 545, ci95: [470, 620] },
      level2: { elo: 747, ci95: [691, 803] },
      level3: { elo: 956, ci95: [903, 1009] },
      level4: { elo: 1223, ci95: [1054, 1391] },
      level5: { elo: 1531, ci95: [1289, 1773] },
    },
  },
  'classic+the-river': {
    gamesPerPairing: 30,
    seed: 'ladder-1',
    levels: {
      level1: { elo: 400, ci95: [307, 493] },
      level2: { elo: 645, ci95: [574, 716] },
      level3: { elo: 1037, ci95: [980, 1094] },
      level4: { elo: 1236, ci95: [1082, 1389] },
      level5: { elo: 1466, ci95: [1251, 1681] },
    },
  },
  'the-city': {
    gamesPerPairing: 30,
    seed: 'ladder-1',
    levels: {
      level1: { elo: 616, ci95: [547, 685] },
      level2: { elo: 812, ci95: [761, 864] },
      level3: { elo: 988, ci95: [936, 1039] },
      level4: { elo: 1186, ci95: [1034, 1338] },
      level5: { elo: 1355, ci95: [1151, 1560] },
    },
  },
};

/** Presets rated as another one: the second edition's classic differs by one scoring rule. */
const RATED_AS: Readonly<Record<string, string>> = { 'classic-se': 'classic' };

/**
 * The expansions' rule options and their names, in the engine's table order (`EXPANSIONS`; a
 * test keeps the two alike). Kept here so that the page's first screen need not load the engine.
 */
const EXPANSION_OPTIONS = [
  ['innsAndCathedrals', 'inns-and-cathedrals'],
  ['tradersAndBuilders', 'traders-and-builders'],
  ['theRiver', 'the-river'],
  ['theAbbot', 'the-abbot'],
  ['abbeyAndMayor', 'abbey-and-mayor'],
  ['princessAndDragon', 'princess-and-dragon'],
] as const;

/**
 * What a rating is kept under: the preset, followed by the expansions its options switch on
 * (`modern+inns-and-cathedrals+the-river`), then `strategic` for the strategic variant (hands of
 * three, another game again), as `carcassonne ladder --preset P --expansions E,F [--strategic]`
 * measures it.
 */
export function ratingKey(preset: string, options: Readonly<Record<string, unknown>> = {}): string {
  const names = EXPANSION_OPTIONS.filter(([option]) => options[option] === true).map(([, name]) => name);
  return [preset, ...names, ...(options.strategic === true ? ['strategic'] : [])].join('+');
}

/**
 * A level's measured rating under a rating key (`ratingKey`: a preset, with expansions or not),
 * if it was measured there. With expansions no base game's rating stands in: they are other games.
 */
export function levelRating(level: string, key: string): MeasuredRating | undefined {
  const [preset = '', ...expansions] = key.split('+');
  const alias = RATED_AS[preset];
  const table = LEVEL_RATINGS[key] ?? (alias ? LEVEL_RATINGS[[alias, ...expansions].join('+')] : undefined);
  return table?.levels[level as LevelId];
}
