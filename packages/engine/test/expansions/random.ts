import { fnv1a, Mulberry32 } from '../../src/index.js';
import { BASE_PRESETS, Match, type BasePreset } from '../../src/carcassonne/public.js';
import { checkPlacement } from '../../src/carcassonne/checks.js';
import { EXPANSION_NAMES, expansionOptions, type ExpansionName } from '../../src/carcassonne/expansions.js';
import type { Placement } from '../../src/core/match.js';
import { ROTATIONS } from '../../src/core/ports.js';

export const PLAYERS = [
  { name: 'Anna', color: 'red' },
  { name: 'Bo', color: 'blue' },
  { name: 'Cy', color: 'green' },
  { name: 'Di', color: 'yellow' },
  { name: 'Ed', color: 'black' },
  // Inns & Cathedrals' sixth player.
  { name: 'Fay', color: 'gray' },
] as const;

/**
 * Every non-empty combination of the expansions but The Princess & the Dragon (pinned before it
 * came); `WITH_DRAGON` every one with it (the oracles and property tests play both lists).
 */
const OLDER = EXPANSION_NAMES.filter((n) => n !== 'princess-and-dragon');
export const COMBINATIONS: ExpansionName[][] = [];
for (let mask = 1; mask < 1 << OLDER.length; mask++)
  COMBINATIONS.push(OLDER.filter((_, i) => (mask >> i) & 1));
export const WITH_DRAGON: ExpansionName[][] = [[], ...COMBINATIONS].map((c) => [...c, 'princess-and-dragon']);

export function presetOf(i: number): BasePreset {
  return BASE_PRESETS[i % BASE_PRESETS.length]!;
}

export function createMatch(
  names: readonly ExpansionName[],
  i: number,
  seed = `x-${names.join('+')}-${i}`,
): Match {
  const created = Match.create({
    game: 'carcassonne',
    preset: presetOf(i),
    options: expansionOptions(names),
    // 2–5 players in turn; with Inns & Cathedrals 2–6.
    players: PLAYERS.slice(0, 2 + (i % (names.includes('inns-and-cathedrals') ? 5 : 4))),
    seed,
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

/**
 * Every placement of the drawn tile on every empty square next to a tile, in every rotation,
 * that the checked match's own check accepts — found without the core's list of legal moves.
 */
export function acceptedPlacements(m: Match): string[] {
  const g = m.game;
  const tile = m.drawnTile;
  if (tile === null) return [];
  const t = g.types[g.drawn]!;
  const seen = new Set<string>();
  const out: string[] = [];
  for (let p = 0; p < g.placedCount; p++) {
    const cell = g.placedCell[p]!;
    for (const [dx, dy] of [
      [0, -1],
      [1, 0],
      [0, 1],
      [-1, 0],
    ] as const) {
      const x = g.xOf(cell) + dx;
      const y = g.yOf(cell) + dy;
      for (let r = 0; r < 4; r++) {
        const key = `${x},${y},${t.rotClass[r]}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const pl: Placement = { x, y, rotation: ROTATIONS[r]! };
        if (checkPlacement(m, tile, pl).ok) out.push(key);
      }
    }
  }
  return out.sort();
}

export function listedPlacements(m: Match): string[] {
  const t = m.game.types[m.game.drawn];
  if (t === undefined) return [];
  return m
    .legalPlacements()
    .map((p) => `${p.x},${p.y},${t.rotClass[p.rotation / 90]}`)
    .sort();
}

export function moveRng(names: readonly ExpansionName[], i: number): Mulberry32 {
  return new Mulberry32(fnv1a(`moves-${names.join('+')}-${i}`));
}
