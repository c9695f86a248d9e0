import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import type { Rotation } from '@carcassonne/engine';
import type { Square } from '../game/types.js';
import type { BoardConfig } from './config.js';
import { place, type DefAt, type Fresh } from './layers.js';
import { Textures, TileArt } from './tiles.js';

/** The drawing of each tile the board shows, once, for the `use` elements below to name. */
export function TileDefs({ cfg }: { cfg: BoardConfig }): JSX.Element {
  const ids = useMemo(() => {
    const s = new Set(cfg.tiles.map((t) => t.tile));
    if (cfg.drawn) s.add(cfg.drawn);
    if (cfg.pending) s.add(cfg.pending.tile);
    for (const m of cfg.marks ?? []) if (m.tile) s.add(m.tile.id);
    return [...s].sort();
  }, [cfg.tiles, cfg.drawn, cfg.pending, cfg.marks]);
  return (
    <defs>
      <Textures look={cfg.look} />
      {ids.map((id) => {
        const def = cfg.tileDef(id);
        return def ? (
          <g id={`t-${id}`} key={id}>
            <TileArt def={def} look={cfg.look} />
          </g>
        ) : null;
      })}
    </defs>
  );
}

/** The tiles on the board; those just placed slide in. */
export function PlacedTiles({ cfg, fresh }: { cfg: BoardConfig; fresh: Fresh }): JSX.Element {
  return (
    <>
      {cfg.tiles.map((t) => {
        const name = cfg.tileDef(t.tile)?.historical;
        const tile = (
          <use
            key={`${t.x},${t.y}`}
            href={`#t-${t.tile}`}
            transform={place(t.x, t.y, t.rotation)}
            data-historical={name}
          >
            {name && <title>{name}</title>}
          </use>
        );
        return fresh.tiles.has(`${t.x},${t.y}`) ? (
          <g key={`${t.x},${t.y}`} class="enter">
            {tile}
          </g>
        ) : (
          tile
        );
      })}
    </>
  );
}

/** The tile in hand, faint, where it would go on the square pointed at. */
export function GhostTile({
  cfg,
  at,
  rotation,
}: {
  cfg: BoardConfig;
  at: Square | null;
  rotation: Rotation | null;
}): JSX.Element | null {
  return at && rotation !== null && cfg.drawn ? (
    <use class="ghost" href={`#t-${cfg.drawn}`} transform={place(at.x, at.y, rotation)} />
  ) : null;
}

/** The tile placed this turn, before its follower is chosen. */
export function PendingTile({ cfg }: { cfg: BoardConfig }): JSX.Element | null {
  return cfg.pending ? (
    <use
      class="pending"
      href={`#t-${cfg.pending.tile}`}
      transform={place(cfg.pending.x, cfg.pending.y, cfg.pending.rotation)}
    />
  ) : null;
}

/** The tile on a square, or the pending one there, with its drawing data. */
export const defAt =
  (cfg: BoardConfig): DefAt =>
  (x, y) => {
    const t =
      cfg.tiles.find((p) => p.x === x && p.y === y) ??
      (cfg.pending && cfg.pending.x === x && cfg.pending.y === y ? cfg.pending : undefined);
    return t ? { def: cfg.tileDef(t.tile), r: t.rotation } : undefined;
  };
