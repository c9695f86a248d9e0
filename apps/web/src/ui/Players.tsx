import type { JSX } from 'preact';
import type { TileDef } from '@carcassonne/engine';
import { useState } from 'preact/hooks';
import type { PlayerMark } from '../board/config.js';
import { breakdown } from '../game/breakdown.js';
import type { Seat, UiEvent, UiView } from '../game/types.js';
import type { Key } from '../i18n/index.js';
import { useLang, useT } from './context.js';
import { seatLabel } from '../game/seats.js';
import { ScoreTrack } from './ScoreTrack.js';
import { GoodsCell, GoodsHead, SecondTile } from './Goods.js';
import { HandPiecesCell, HandPiecesHead } from './HandPieces.js';
import { handCountsOf } from '../game/hand-pieces.js';
import { Chip } from './Chip.js';

/**
 * One row per player: colour and letter, name, score, followers (and towers) left, the expansions'
 * pieces still in hand; breakdown on demand. The local and the online table both show it.
 */
export function Players({
  view,
  seats,
  marks,
  events,
  scores = view.scores,
  tileDef,
}: {
  view: UiView;
  seats: readonly Seat[];
  marks: readonly PlayerMark[];
  events: readonly UiEvent[];
  scores?: readonly number[];
  /** The table's tiles (the abbey in hand is drawn as its tile). */
  tileDef: (id: string) => TileDef | undefined;
}): JSX.Element {
  const t = useT();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const b = breakdown(view.game, view.players.length, events);
  const goods = view.expansion?.goods;
  const hand = handCountsOf(view);
  return (
    <section class="players">
      <SecondTile view={view} />
      <table>
        <thead>
          <tr>
            <th>
              <span class="sr">{t('a11y.mark')}</span>
            </th>
            <th>
              <span class="sr">{t('final.player')}</span>
            </th>
            <th>{t('panel.score')}</th>
            <th title={t('panel.followers')}>♟</th>
            {view.towersLeft && <th title={t('panel.towers')}>♜</th>}
            {goods && <GoodsHead />}
            {hand.length > 0 && <HandPiecesHead />}
          </tr>
        </thead>
        <tbody>
          {view.players.map((p, i) => (
            <tr key={p.name} class={i === view.actor ? 'active' : ''} data-player={i}>
              <td>
                <Chip mark={marks[i]} />
              </td>
              <td class="name">
                {p.name}
                {seats[i]?.kind !== 'human' && (
                  <small class="bot"> · {seatLabel(seats[i]?.kind ?? 'human', lang, t)}</small>
                )}
              </td>
              <td class="score" data-score={scores[i]}>
                {scores[i]}
              </td>
              <td>{view.supply[i]}</td>
              {view.towersLeft && <td>{view.towersLeft[i]}</td>}
              {goods && <GoodsCell goods={goods[i]} />}
              {hand.length > 0 && (
                <HandPiecesCell pieces={hand} seat={i} mark={marks[i]} look={view.look} tileDef={tileDef} />
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <ScoreTrack scores={scores} marks={marks} />
      <details open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
        <summary>{t('panel.score')} …</summary>
        <table class="breakdown">
          <thead>
            <tr>
              <th scope="col">{t('breakdown.kind')}</th>
              {view.players.map((p, i) => (
                <th scope="col" key={p.name} data-breakdown-player={i}>
                  <Chip mark={marks[i]} decorative /> {p.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {b.kinds.map((k) => (
              <tr key={k}>
                <th scope="row">{t(`kind.${k}` as Key)}</th>
                {view.players.map((p, i) => (
                  <td key={p.name}>{b.byKind[i]?.[k] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
