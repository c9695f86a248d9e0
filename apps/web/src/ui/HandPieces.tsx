import type { JSX } from 'preact';
import type { TileDef } from '@carcassonne/engine';
import { BarnShape } from '../board/barns.js';
import type { PlayerMark } from '../board/config.js';
import { Piece } from '../board/figures.js';
import { TileArt } from '../board/tiles.js';
import { ABBEY_TILE } from '../game/figures.js';
import type { HandCount, HandPiece } from '../game/hand-pieces.js';
import type { Look } from '../game/types.js';
import { useT } from './context.js';

/** A piece's room in the players table, in CSS pixels (local.css: its width and margins). */
const PIECE_WIDTH = 22;
/** The players table's cells' padding left and right (styles.css). */
const CELL_PADDING = 8;

/**
 * How many pieces a line: up to four on one (Abbey & Mayor's four), more on lines of three, so
 * that all the expansions' eight beside the goods still fit a phone's width.
 */
const perLine = (n: number): number => (n <= 4 ? n : 3);

/** A piece drawn small, in its player's colour, with the board's own art (the abbey: its tile). */
function PieceIcon({
  piece,
  mark,
  look,
  tileDef,
}: {
  piece: HandPiece;
  mark: PlayerMark;
  look: Look;
  tileDef: (id: string) => TileDef | undefined;
}): JSX.Element | null {
  if (piece === 'abbey') {
    const def = tileDef(ABBEY_TILE);
    return def ? (
      <svg viewBox="-4 -4 108 108" aria-hidden="true">
        <TileArt def={def} look={look} />
        <rect width="100" height="100" fill="none" stroke={mark.fill} stroke-width="10" />
      </svg>
    ) : null;
  }
  return (
    <svg viewBox="-17 -22 34 40" aria-hidden="true">
      {piece === 'barn' ? (
        <BarnShape at={[0, 0]} fill={mark.fill} ink={mark.ink} />
      ) : (
        <Piece at={[0, 0]} mark={mark} lying={false} figure={piece} />
      )}
    </svg>
  );
}

/** The players table's head of the pieces in hand (the expansions' pieces of one per player). */
export function HandPiecesHead(): JSX.Element {
  const t = useT();
  return (
    <th class="hand" title={t('panel.inHand')}>
      {t('panel.inHand')}
    </th>
  );
}

/** A player's pieces of `HandPiecesHead`: each one drawn, faded once out of hand, named with its count. */
export function HandPiecesCell({
  pieces,
  seat,
  mark,
  look,
  tileDef,
}: {
  pieces: readonly HandCount[];
  seat: number;
  mark: PlayerMark | undefined;
  look: Look;
  tileDef: (id: string) => TileDef | undefined;
}): JSX.Element {
  const t = useT();
  const colour = mark ?? { fill: '#888', ink: '#fff', letter: '', name: '' };
  return (
    <td class="hand" style={{ minWidth: `${perLine(pieces.length) * PIECE_WIDTH + CELL_PADDING}px` }}>
      {pieces.map(({ piece, counts }) => {
        const n = counts[seat] ?? 0;
        const label = `${t(`piece.${piece}`)}: ${n}`;
        return (
          <span
            key={piece}
            class={n > 0 ? 'hand-piece' : 'hand-piece out'}
            data-hand={piece}
            data-count={n}
            role="img"
            aria-label={label}
            title={label}
          >
            <PieceIcon piece={piece} mark={colour} look={look} tileDef={tileDef} />
          </span>
        );
      })}
    </td>
  );
}
