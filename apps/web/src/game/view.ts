import { tileSet, cityTileSet, type CityPlayerView, type PlayerView, type Rotation, type TileDef } from '@carcassonne/engine';
import type { Look, UiView } from './types.js';

const ROT: readonly Rotation[] = [0, 90, 180, 270];

/** The look of a game from its view (Winter has its own tiles). */
export function lookOf(view: PlayerView | CityPlayerView): Look {
  if (view.game === 'the-city') return 'city';
  return view.preset === 'winter' ? 'winter' : 'summer';
}

/** A tile's drawing data for a look. */
export function tileDefOf(look: Look, id: string): TileDef | undefined {
  if (look === 'city') return cityTileSet().byId.get(id)?.base.def;
  return tileSet(look === 'winter' ? 'winter' : 'base').byId.get(id)?.def;
}

/** For a rotation, the first rotation that gives the same placement (symmetric tiles). */
export function rotClassOf(look: Look, id: string, rotation: Rotation): Rotation {
  const t = look === 'city' ? cityTileSet().byId.get(id)?.base : tileSet(look === 'winter' ? 'winter' : 'base').byId.get(id);
  return ROT[t?.rotClass[rotation / 90] ?? rotation / 90]!;
}

/** One view of either game, as the page draws it (from the engine's player view, local or online). */
export function uiViewOf(v: PlayerView | CityPlayerView): UiView {
  if (v.game === 'the-city') {
    const remaining: Record<string, number> = {};
    for (const stack of v.remaining) for (const [id, n] of Object.entries(stack)) remaining[id] = (remaining[id] ?? 0) + n;
    return {
      game: 'the-city',
      look: 'city',
      preset: 'the-city',
      players: v.players,
      actor: v.actor,
      current: v.current,
      phase: v.phase,
      drawn: v.drawn,
      board: v.board,
      followers: v.followers,
      wall: v.wall,
      towers: v.towers,
      scores: v.scores,
      supply: v.supply,
      towersLeft: v.towersLeft,
      wallSupply: v.wallSupply,
      remaining,
      tilesLeft: v.tilesLeft,
      finished: v.finished,
      moveCount: v.moveCount,
    };
  }
  return {
    game: 'carcassonne',
    look: lookOf(v),
    preset: v.preset,
    players: v.players,
    actor: v.finished ? -1 : v.current,
    current: v.current,
    phase: v.phase,
    drawn: v.drawn,
    board: v.board,
    followers: v.followers,
    wall: [],
    towers: [],
    scores: v.scores,
    supply: v.supply,
    towersLeft: null,
    wallSupply: null,
    remaining: v.remaining,
    tilesLeft: v.tilesLeft,
    finished: v.finished,
    moveCount: v.moveCount,
  };
}
