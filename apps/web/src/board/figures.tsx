import type { JSX } from 'preact';
import type { Figure } from '../game/figures.js';
import type { PlayerMark } from './config.js';
import type { Pt } from './geometry.js';
import { Meeple } from './pieces.js';

/** The builder: a tall standing figure with a broad hat, unlike a follower's outline. */
const BUILDER = 'M-2-12L-9-9L-9-7L-4-7L-6 13L6 13L4-7L9-7L9-9L2-12Z';
/** The pig: a round body with legs, an ear and a snout. */
const PIG_BODY =
  'M-11 1C-11-6-4-8 2-8C8-8 12-4 12 1C12 5 9 7 7 7L7 11L4 11L4 8L-4 8L-4 11L-7 11L-7 7C-10 6-11 4-11 1Z';

/** The wagon: a cart's box with a shaft, on two wheels (the wheels drawn over it). */
const WAGON = 'M-11-7L9-7L9 4L-11 4Z M9-2L13-2';

/** A piece in the player's colour, drawn as the light-haloed, dark-outlined follower is. */
function Shape({ d, mark, extra }: { d: string; mark: PlayerMark; extra?: JSX.Element }): JSX.Element {
  return (
    <>
      <path d={d} fill="none" stroke="#fff" stroke-width="4.4" stroke-linejoin="round" />
      <path d={d} fill={mark.fill} stroke="#111" stroke-width="1.6" stroke-linejoin="round" />
      {extra}
    </>
  );
}

/**
 * A piece on the board: a follower, the big follower (drawn larger), the abbot (a follower with a
 * mitre), the mayor (a follower with a chain of office), the builder, the pig or the wagon
 * (their own outlines). `data-piece` names it for tests and styles.
 */
export function Piece({
  at,
  mark,
  lying,
  figure,
}: {
  at: Pt;
  mark: PlayerMark;
  lying: boolean;
  figure: Figure | undefined;
}): JSX.Element {
  // The Abbot's abbot: a follower's outline with a gold mitre on its head.
  // Abbey & Mayor's mayor: a follower's outline with a gold chain across it (local.css).
  if (figure === undefined || figure === 'big' || figure === 'abbot' || figure === 'mayor')
    return (
      <g data-piece={figure ?? 'follower'} class={figure === undefined ? undefined : `piece-${figure}`}>
        <Meeple at={at} mark={mark} lying={lying} mitre={figure === 'abbot'} />
        {figure === 'mayor' ? (
          <path
            class="mayor-chain"
            d={`M${at[0] - 5} ${at[1] - 3}Q${at[0]} ${at[1] + 3} ${at[0] + 5} ${at[1] - 3}`}
          />
        ) : null}
      </g>
    );
  const wheels = (
    <>
      <circle cx="-6" cy="7" r="3.4" fill="#6b4423" stroke="#111" stroke-width="1.2" />
      <circle cx="4" cy="7" r="3.4" fill="#6b4423" stroke="#111" stroke-width="1.2" />
    </>
  );
  const snout = (
    <>
      <ellipse cx="11" cy="0" rx="2.6" ry="2.2" fill="#f4b6c2" stroke="#111" stroke-width="1" />
      <path d="M4-8L6-12L8-7Z" fill={mark.fill} stroke="#111" stroke-width="1" />
    </>
  );
  return (
    <g data-piece={figure} transform={`translate(${at[0]} ${at[1]})`} class="meeple">
      <title>{mark.name}</title>
      <g class="meeple-body">
        {figure === 'builder' ? (
          <Shape d={BUILDER} mark={mark} />
        ) : figure === 'wagon' ? (
          <Shape d={WAGON} mark={mark} extra={wheels} />
        ) : (
          <Shape d={PIG_BODY} mark={mark} extra={snout} />
        )}
      </g>
    </g>
  );
}
