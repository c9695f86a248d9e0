import { describe, expect, it } from 'vitest';
import { fnv1a } from '../../src/index.js';
import { BASE_PRESETS, PRESETS, type BasePreset } from '../../src/carcassonne/public.js';
import { expansionOptions, withExpansions, type ExpansionName } from '../../src/carcassonne/expansions.js';
import { compiled, TILE_SETS } from '../../src/carcassonne/tile-sets.js';
import { randomGame } from '../../src/carcassonne/random.js';
import type { Game } from '../../src/carcassonne/game.js';
import { COMBINATIONS } from './random.js';

/**
 * The same seeds give the same random games on the fast core, for every preset and combination
 * of expansions: a digest of each game's moves, scores, discards, goods and events, pinned.
 * Work on the core's speed must leave these unchanged; only a change of the rules may change
 * them (then print `digests()` and pin the new values, saying why in the commit).
 */
const GAMES = 12;

function digest(preset: BasePreset, names: readonly ExpansionName[]): number {
  const p = PRESETS[preset];
  const options = { ...p.options, ...expansionOptions(names) };
  const tileSet = compiled(withExpansions(TILE_SETS[p.tileSet], names));
  const lines: string[] = [];
  let reused: Game | undefined;
  for (let i = 0; i < GAMES; i++) {
    const players = 2 + (i % 4);
    const seed = `pin-${i}`;
    // Every game on a fresh core, and on one reused across games of the same size.
    const fresh = randomGame({ tileSet, options, players, seed, recordEvents: i % 3 === 0, moveSeed: i });
    if (reused?.nPlayers !== players || (reused.events !== null) !== (i % 3 === 0)) reused = undefined;
    reused = randomGame({ tileSet, options, players, seed, recordEvents: i % 3 === 0, moveSeed: i }, reused);
    for (const g of [fresh, reused])
      lines.push(
        [
          g.history.join(','),
          [...g.scores].join(','),
          g.discards,
          [...g.figures.goods].join(','),
          g.events ? JSON.stringify(g.events) : '',
        ].join('|'),
      );
  }
  return fnv1a(lines.join('\n'));
}

const ALL: readonly (readonly ExpansionName[])[] = [[], ...COMBINATIONS];

function digests(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const preset of BASE_PRESETS)
    for (const names of ALL) out[[preset, ...names].join('+')] = digest(preset, names);
  return out;
}

const PINNED: Record<string, number> = {
  classic: 1568264471,
  'classic+inns-and-cathedrals': 1355366719,
  'classic+traders-and-builders': 20921837,
  'classic+inns-and-cathedrals+traders-and-builders': 2954545989,
  'classic+the-river': 2059506727,
  'classic+inns-and-cathedrals+the-river': 2685239769,
  'classic+traders-and-builders+the-river': 1266950629,
  'classic+inns-and-cathedrals+traders-and-builders+the-river': 1622265983,
  'classic-se': 3794887015,
  'classic-se+inns-and-cathedrals': 2684831989,
  'classic-se+traders-and-builders': 191160561,
  'classic-se+inns-and-cathedrals+traders-and-builders': 3800981777,
  'classic-se+the-river': 2832619843,
  'classic-se+inns-and-cathedrals+the-river': 4222951671,
  'classic-se+traders-and-builders+the-river': 600487483,
  'classic-se+inns-and-cathedrals+traders-and-builders+the-river': 548832503,
  winter: 3980569001,
  'winter+inns-and-cathedrals': 814568099,
  'winter+traders-and-builders': 4091929641,
  'winter+inns-and-cathedrals+traders-and-builders': 1558000565,
  'winter+the-river': 806039059,
  'winter+inns-and-cathedrals+the-river': 3814505651,
  'winter+traders-and-builders+the-river': 2246470623,
  'winter+inns-and-cathedrals+traders-and-builders+the-river': 3550707931,
  modern: 338907189,
  'modern+inns-and-cathedrals': 2337072743,
  'modern+traders-and-builders': 986805741,
  'modern+inns-and-cathedrals+traders-and-builders': 1615361021,
  'modern+the-river': 2552092023,
  'modern+inns-and-cathedrals+the-river': 1681520317,
  'modern+traders-and-builders+the-river': 2582306049,
  'modern+inns-and-cathedrals+traders-and-builders+the-river': 3952754431,
  // The Abbot (its games pinned when it came; the 32 above unchanged by it).
  'classic+the-abbot': 1681849965,
  'classic+inns-and-cathedrals+the-abbot': 2178281651,
  'classic+traders-and-builders+the-abbot': 812199449,
  'classic+inns-and-cathedrals+traders-and-builders+the-abbot': 2973051423,
  'classic+the-river+the-abbot': 1637645923,
  'classic+inns-and-cathedrals+the-river+the-abbot': 3860218361,
  'classic+traders-and-builders+the-river+the-abbot': 1169620249,
  'classic+inns-and-cathedrals+traders-and-builders+the-river+the-abbot': 2321761865,
  'classic-se+the-abbot': 1823887809,
  'classic-se+inns-and-cathedrals+the-abbot': 3182068189,
  'classic-se+traders-and-builders+the-abbot': 423167539,
  'classic-se+inns-and-cathedrals+traders-and-builders+the-abbot': 2951748727,
  'classic-se+the-river+the-abbot': 2984477719,
  'classic-se+inns-and-cathedrals+the-river+the-abbot': 964199703,
  'classic-se+traders-and-builders+the-river+the-abbot': 744772873,
  'classic-se+inns-and-cathedrals+traders-and-builders+the-river+the-abbot': 1777166261,
  'winter+the-abbot': 3760289431,
  'winter+inns-and-cathedrals+the-abbot': 2714701979,
  'winter+traders-and-builders+the-abbot': 3143319943,
  'winter+inns-and-cathedrals+traders-and-builders+the-abbot': 140869849,
  'winter+the-river+the-abbot': 1080988891,
  'winter+inns-and-cathedrals+the-river+the-abbot': 3827051917,
  'winter+traders-and-builders+the-river+the-abbot': 4194997163,
  'winter+inns-and-cathedrals+traders-and-builders+the-river+the-abbot': 215860271,
  'modern+the-abbot': 3208016573,
  'modern+inns-and-cathedrals+the-abbot': 2011389369,
  'modern+traders-and-builders+the-abbot': 2286746615,
  'modern+inns-and-cathedrals+traders-and-builders+the-abbot': 133879809,
  'modern+the-river+the-abbot': 3253925127,
  'modern+inns-and-cathedrals+the-river+the-abbot': 2690985667,
  'modern+traders-and-builders+the-river+the-abbot': 3729690941,
  'modern+inns-and-cathedrals+traders-and-builders+the-river+the-abbot': 46683795,
  // Abbey & Mayor (its games pinned when it came; the 64 above unchanged by it).
  'classic+abbey-and-mayor': 2062433535,
  'classic+inns-and-cathedrals+abbey-and-mayor': 1276268117,
  'classic+traders-and-builders+abbey-and-mayor': 2778296061,
  'classic+inns-and-cathedrals+traders-and-builders+abbey-and-mayor': 363064189,
  'classic+the-river+abbey-and-mayor': 1407118895,
  'classic+inns-and-cathedrals+the-river+abbey-and-mayor': 1390662799,
  'classic+traders-and-builders+the-river+abbey-and-mayor': 52458155,
  'classic+inns-and-cathedrals+traders-and-builders+the-river+abbey-and-mayor': 2708248733,
  'classic+the-abbot+abbey-and-mayor': 663955827,
  'classic+inns-and-cathedrals+the-abbot+abbey-and-mayor': 2813474625,
  'classic+traders-and-builders+the-abbot+abbey-and-mayor': 1975158369,
  'classic+inns-and-cathedrals+traders-and-builders+the-abbot+abbey-and-mayor': 841330647,
  'classic+the-river+the-abbot+abbey-and-mayor': 968424065,
  'classic+inns-and-cathedrals+the-river+the-abbot+abbey-and-mayor': 2183498455,
  'classic+traders-and-builders+the-river+the-abbot+abbey-and-mayor': 396778171,
  'classic+inns-and-cathedrals+traders-and-builders+the-river+the-abbot+abbey-and-mayor': 1824508421,
  'classic-se+abbey-and-mayor': 2346550331,
  'classic-se+inns-and-cathedrals+abbey-and-mayor': 1964067273,
  'classic-se+traders-and-builders+abbey-and-mayor': 3293158055,
  'classic-se+inns-and-cathedrals+traders-and-builders+abbey-and-mayor': 2689605703,
  'classic-se+the-river+abbey-and-mayor': 1124269857,
  'classic-se+inns-and-cathedrals+the-river+abbey-and-mayor': 3468298137,
  'classic-se+traders-and-builders+the-river+abbey-and-mayor': 2961953657,
  'classic-se+inns-and-cathedrals+traders-and-builders+the-river+abbey-and-mayor': 2228765873,
  'classic-se+the-abbot+abbey-and-mayor': 382951099,
  'classic-se+inns-and-cathedrals+the-abbot+abbey-and-mayor': 3698743805,
  'classic-se+traders-and-builders+the-abbot+abbey-and-mayor': 2791324283,
  'classic-se+inns-and-cathedrals+traders-and-builders+the-abbot+abbey-and-mayor': 146636579,
  'classic-se+the-river+the-abbot+abbey-and-mayor': 737700979,
  'classic-se+inns-and-cathedrals+the-river+the-abbot+abbey-and-mayor': 1451994413,
  'classic-se+traders-and-builders+the-river+the-abbot+abbey-and-mayor': 1567726401,
  'classic-se+inns-and-cathedrals+traders-and-builders+the-river+the-abbot+abbey-and-mayor': 3826748547,
  'winter+abbey-and-mayor': 2330673687,
  'winter+inns-and-cathedrals+abbey-and-mayor': 3438378999,
  'winter+traders-and-builders+abbey-and-mayor': 166446335,
  'winter+inns-and-cathedrals+traders-and-builders+abbey-and-mayor': 1474217089,
  'winter+the-river+abbey-and-mayor': 1418087409,
  'winter+inns-and-cathedrals+the-river+abbey-and-mayor': 1699698815,
  'winter+traders-and-builders+the-river+abbey-and-mayor': 4242110761,
  'winter+inns-and-cathedrals+traders-and-builders+the-river+abbey-and-mayor': 1509016485,
  'winter+the-abbot+abbey-and-mayor': 2205166661,
  'winter+inns-and-cathedrals+the-abbot+abbey-and-mayor': 268566885,
  'winter+traders-and-builders+the-abbot+abbey-and-mayor': 2369136411,
  'winter+inns-and-cathedrals+traders-and-builders+the-abbot+abbey-and-mayor': 137879937,
  'winter+the-river+the-abbot+abbey-and-mayor': 305379249,
  'winter+inns-and-cathedrals+the-river+the-abbot+abbey-and-mayor': 1377411065,
  'winter+traders-and-builders+the-river+the-abbot+abbey-and-mayor': 2075799653,
  'winter+inns-and-cathedrals+traders-and-builders+the-river+the-abbot+abbey-and-mayor': 3864975431,
  'modern+abbey-and-mayor': 4288990927,
  'modern+inns-and-cathedrals+abbey-and-mayor': 1887360263,
  'modern+traders-and-builders+abbey-and-mayor': 804002901,
  'modern+inns-and-cathedrals+traders-and-builders+abbey-and-mayor': 1501132717,
  'modern+the-river+abbey-and-mayor': 2742755919,
  'modern+inns-and-cathedrals+the-river+abbey-and-mayor': 3573004059,
  'modern+traders-and-builders+the-river+abbey-and-mayor': 3267685593,
  'modern+inns-and-cathedrals+traders-and-builders+the-river+abbey-and-mayor': 3338068351,
  'modern+the-abbot+abbey-and-mayor': 2818122181,
  'modern+inns-and-cathedrals+the-abbot+abbey-and-mayor': 1430879579,
  'modern+traders-and-builders+the-abbot+abbey-and-mayor': 1222228641,
  'modern+inns-and-cathedrals+traders-and-builders+the-abbot+abbey-and-mayor': 776642105,
  'modern+the-river+the-abbot+abbey-and-mayor': 2972476577,
  'modern+inns-and-cathedrals+the-river+the-abbot+abbey-and-mayor': 2174425087,
  'modern+traders-and-builders+the-river+the-abbot+abbey-and-mayor': 1968297921,
  'modern+inns-and-cathedrals+traders-and-builders+the-river+the-abbot+abbey-and-mayor': 2549424697,
};

describe('random games on the fast core', () => {
  it('are the same games for the same seeds, with every preset and combination of expansions', () => {
    expect(digests()).toEqual(PINNED);
  });
});
