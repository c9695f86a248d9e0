import type { JSX } from 'preact';
import { useMemo, useRef } from 'preact/hooks';
import type { Rotation, TileDef } from '@carcassonne/engine';
import type { BoardConfig } from './config.js';
import { Piece } from './figures.js';
import { LastMove, spotOnBoard, type WallSlot } from './pieces.js';
import { segmentAtPort } from './tiles.js';
import { DragonFigure } from './scenery.js';

/** The transform that puts a tile's drawing on square (x, y) in rotation r. */
export const place = (x: number, y: number, r: number): string =>
  `translate(${x * 100} ${y * 100})${r ? ` rotate(${r} 50 50)` : ''}`;

/** A tile on the board (or the one pending) with its drawing data. */
export type DefAt = (x: number, y: number) => { def: TileDef | undefined; r: Rotation } | undefined;

export interface Fresh {
  readonly tiles: ReadonlySet<string>;
  readonly followers: ReadonlySet<string>;
}

/**
 * What arrived with the latest change of the board (a move by anyone), to slide in; nothing on
 * the first drawing or after a jump (load, undo). Kept until the board changes again.
 */
export function useFresh(cfg: BoardConfig): Fresh {
  const seen = useRef<{ tiles: Set<string>; followers: Set<string> } | null>(null);
  const tileKeys = cfg.tiles.map((t) => `${t.x},${t.y}`).join(' ');
  const followerKeys = cfg.followers.map((f) => `${f.x},${f.y},${f.port}`).join(' ');
  return useMemo(() => {
    const tiles = new Set(tileKeys ? tileKeys.split(' ') : []);
    const followers = new Set(followerKeys ? followerKeys.split(' ') : []);
    const before = seen.current;
    seen.current = { tiles, followers };
    if (!before) return { tiles: new Set<string>(), followers: new Set<string>() };
    const newTiles = [...tiles].filter((k) => !before.tiles.has(k));
    const newFollowers = [...followers].filter((k) => !before.followers.has(k));
    return {
      tiles: new Set(newTiles.length <= 2 ? newTiles : []),
      followers: new Set(newFollowers.length <= 2 ? newFollowers : []),
    };
  }, [tileKeys, followerKeys]);
}

/** Two wall choices on one edge (a wall piece with or without a guard) sit side by side. */
export function wallSlots(targets: BoardConfig['wallTargets']): WallSlot[] {
  const byEdge = new Map<string, number[]>();
  targets.forEach((t, i) => {
    const k = t.edge ? `${t.edge.x},${t.edge.y},${t.edge.side}` : `none${i}`;
    byEdge.set(k, [...(byEdge.get(k) ?? []), i]);
  });
  const out: WallSlot[] = [];
  for (const list of byEdge.values()) {
    list.forEach((i, j) => {
      out[i] = list.length === 1 ? 'single' : j === 0 ? 'first' : 'second';
    });
  }
  return out;
}

/** The pieces on the board: followers, big followers, builders and pigs. */
export function PieceLayer({
  cfg,
  fresh,
  defOf,
}: {
  cfg: BoardConfig;
  fresh: Fresh;
  defOf: DefAt;
}): JSX.Element {
  return (
    <>
      {cfg.followers.map((f) => {
        const d = defOf(f.x, f.y);
        const mark = cfg.players[f.player];
        const seg = d?.def ? segmentAtPort(d.def, d.r, f.port) : undefined;
        const id = `${f.x},${f.y},${f.port}`;
        return mark ? (
          <g key={`f${id}${f.figure ?? ''}`} class={fresh.followers.has(id) ? 'drop' : undefined}>
            <Piece
              at={spotOnBoard(d?.def, f.x, f.y, d?.r ?? 0, f.port)}
              mark={mark}
              lying={seg?.kind === 'field' || seg?.kind === 'district'}
              figure={f.figure}
            />
          </g>
        ) : null;
      })}
    </>
  );
}

/** The Princess & the Dragon: the dragon over its square, the fairy (a green star) in its square's corner. */
export function DragonAndFairy({ cfg }: { cfg: BoardConfig }): JSX.Element | null {
  const { dragon, fairy } = cfg;
  if (!dragon && !fairy) return null;
  return (
    <g class="neutral-figures" pointer-events="none">
      {dragon && <DragonFigure x={dragon.x} y={dragon.y} />}
      {fairy && (
        <g
          class="fairy"
          data-fairy={`${fairy.x},${fairy.y}`}
          transform={`translate(${fairy.x * 100 + 78} ${fairy.y * 100 + 22})`}
        >
          <circle r="14" fill="#2f8f4e" stroke="#fff" stroke-width="3" />
          <path d="M0-9l2.6 5.4 6 .8-4.3 4.2 1 5.9L0 4.5l-5.3 2.8 1-5.9-4.3-4.2 6-.8z" fill="#fff" />
        </g>
      )}
    </g>
  );
}

/** Each player's last tile framed, or the last tile placed. */
export function LastMarks({ cfg }: { cfg: BoardConfig }): JSX.Element | null {
  if (cfg.lastMoves)
    return (
      <>
        {cfg.lastMoves.map((m) => (
          <LastMove key={`lm${m.player}`} x={m.x} y={m.y} mark={cfg.players[m.player]} player={m.player} />
        ))}
      </>
    );
  const at = cfg.lastPlaced;
  return at ? <rect class="last" x={at.x * 100 + 2} y={at.y * 100 + 2} width="96" height="96" /> : null;
}

/** The squares the tile in hand fits on (with how many rotations fit). */
export function LegalSquares({ legal }: { legal: ReadonlyMap<string, ReadonlySet<Rotation>> }): JSX.Element {
  return (
    <>
      {[...legal.keys()].map((k) => {
        const [x, y] = k.split(',').map(Number) as [number, number];
        return (
          <rect
            key={`l${k}`}
            class="legal"
            data-square={k}
            data-rotations={legal.get(k)?.size}
            x={x * 100 + 4}
            y={y * 100 + 4}
            width="92"
            height="92"
            rx="8"
          />
        );
      })}
    </>
  );
}

/** A placement proposed by a tap, framed until confirmed. */
export function ProposalLayer({ cfg }: { cfg: BoardConfig }): JSX.Element | null {
  const p = cfg.proposal;
  if (!p || !cfg.drawn) return null;
  return (
    <g class="proposal" data-proposal={`${p.x},${p.y}`} data-rotation={p.rotation}>
      <use href={`#t-${cfg.drawn}`} transform={place(p.x, p.y, p.rotation)} />
      <rect class="proposal-frame" x={p.x * 100 + 2} y={p.y * 100 + 2} width="96" height="96" rx="4" />
    </g>
  );
}
