import {
  definitionOfPreset,
  presetInfo,
  type AnyView,
  type Rotation,
  type TileCatalog,
  type TileDef,
} from '@carcassonne/engine';
import { expansionOf } from './figures.js';
import type { Look, UiView } from './types.js';

const ROT: readonly Rotation[] = [0, 90, 180, 270];
/** The art drawn for each tile set. */
const LOOKS: Readonly<Record<string, Look>> = { base: 'summer', winter: 'winter', 'the-city': 'city' };

/** The tile set a preset plays with (from its game's definition). */
export function catalogOf(preset: string): TileCatalog | undefined {
  const def = definitionOfPreset(preset);
  return def.ok ? def.value.tileCatalog(preset) : undefined;
}

/** The look of a preset: the art of its tile set. */
export function lookOf(preset: string): Look {
  return LOOKS[presetInfo(preset)?.tileSet ?? ''] ?? 'summer';
}

/** A tile's drawing data. */
export function tileDefOf(preset: string, id: string): TileDef | undefined {
  return catalogOf(preset)?.get(id)?.def;
}

/** For a rotation, the first rotation that gives the same placement (symmetric tiles). */
export function rotClassOf(preset: string, id: string, rotation: Rotation): Rotation {
  return ROT[catalogOf(preset)?.get(id)?.rotationClass[rotation / 90] ?? rotation / 90]!;
}

/** One view of any game, as the page draws it (from the engine's player view, local or online). */
export function uiViewOf(v: AnyView): UiView {
  // Remaining tiles: one count per tile (older views of The City gave one per stack: added up).
  const remaining: Record<string, number> = {};
  const stacks: readonly Readonly<Record<string, number>>[] = Array.isArray(v.remaining)
    ? v.remaining
    : [v.remaining];
  for (const stack of stacks)
    for (const [id, n] of Object.entries(stack)) remaining[id] = (remaining[id] ?? 0) + n;
  const walls = 'wall' in v ? v : null;
  const expansion = expansionOf(v);
  return {
    game: v.game,
    look: lookOf(v.preset),
    preset: v.preset,
    players: v.players,
    actor: 'actor' in v ? v.actor : v.finished ? -1 : v.current,
    current: v.current,
    phase: v.phase,
    drawn: v.drawn,
    board: v.board,
    followers: v.followers,
    wall: walls?.wall ?? [],
    towers: walls?.towers ?? [],
    scores: v.scores,
    supply: v.supply,
    towersLeft: walls?.towersLeft ?? null,
    wallSupply: walls?.wallSupply ?? null,
    remaining,
    tilesLeft: v.tilesLeft,
    finished: v.finished,
    moveCount: v.moveCount,
    ...(expansion ? { expansion } : {}),
  };
}
