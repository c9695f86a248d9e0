import {
  gameDefinition,
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

/** What names a table's tiles: its game, its preset and its rule options (the expansions among them). */
export interface TileSource {
  readonly game: string;
  readonly preset: string;
  readonly options?: Readonly<Record<string, unknown>>;
}

/**
 * The tiles of a table, local or online, and of its replays: its preset's set with the tiles of
 * the expansions its options switch on (the engine's `tileCatalog`, the catalog its match lists).
 * The page's one look-up of a tile's drawing and symmetry.
 */
export function tilesOf(source: TileSource): TileCatalog | undefined {
  return gameDefinition(source.game)?.tileCatalog(source.preset, source.options);
}

/** The look of a preset: the art of its tile set. */
export function lookOf(preset: string): Look {
  return LOOKS[presetInfo(preset)?.tileSet ?? ''] ?? 'summer';
}

/** A tile's drawing data, from a table's tiles (`tilesOf`). */
export function tileDefIn(tiles: TileCatalog | undefined, id: string): TileDef | undefined {
  return tiles?.get(id)?.def;
}

/** For a rotation, the first rotation that gives the same placement (symmetric tiles). */
export function rotClassIn(tiles: TileCatalog | undefined, id: string, rotation: Rotation): Rotation {
  return ROT[tiles?.get(id)?.rotationClass[rotation / 90] ?? rotation / 90]!;
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
    // The strategic variant: the hand of the seat whose view this is.
    ...('hand' in v && v.hand ? { hand: v.hand } : {}),
  };
}
