import type { JSX } from 'preact';
import type { PlayerMark } from '../board/config.js';
import type { UiGoods } from '../game/figures.js';
import { GOOD_NAMES, type GoodName, goodsMajorities } from '../game/goods.js';
import type { UiView } from '../game/types.js';
import { useT } from './context.js';
import { Chip } from './Chip.js';

/** The goods' colours and letters, as the tiles mark them (board/tiles.tsx). */
const MARKS = {
  wine: { fill: '#8e2f4f', letter: 'W' },
  grain: { fill: '#e0b43a', letter: 'G' },
  cloth: { fill: '#3f7fbf', letter: 'C' },
} as const;

/** A good's symbol: a disc in its colour with its letter. */
function GoodSymbol({ good }: { good: GoodName }): JSX.Element {
  const m = MARKS[good];
  return (
    <svg class="good-symbol" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <circle cx="8" cy="8" r="7" fill={m.fill} stroke="#fff" stroke-width="1" />
      <text x="8" y="11.5" font-size="10" text-anchor="middle" fill="#fff">
        {m.letter}
      </text>
    </svg>
  );
}

/** A player's goods (Traders & Builders): a count per good. */
export function GoodsCell({ goods }: { goods: UiGoods | undefined }): JSX.Element {
  const t = useT();
  const g = goods ?? { wine: 0, grain: 0, cloth: 0 };
  const label = GOOD_NAMES.map((n) => `${g[n]} ${t(`goods.${n}`)}`).join(', ');
  return (
    <td class="goods" data-goods={`${g.wine},${g.grain},${g.cloth}`} title={label} aria-label={label}>
      {GOOD_NAMES.map((n) => (
        <span key={n} data-good={n}>
          <GoodSymbol good={n} />
          {g[n]}{' '}
        </span>
      ))}
    </td>
  );
}

/** The players table's head of the goods column (only with Traders & Builders). */
export function GoodsHead(): JSX.Element {
  const t = useT();
  return <th title={t('goods.tally')}>{t('goods.tally')}</th>;
}

/** Shown while this turn is a builder's second tile. */
export function SecondTile({ view }: { view: UiView }): JSX.Element | null {
  const t = useT();
  if (!view.expansion?.secondTile || view.finished) return null;
  return (
    <p class="second-tile" data-second-tile="true" role="status">
      {t('builder.second')}
    </p>
  );
}

/** The final goods majorities: who holds the most of each good (10 points each). */
export function GoodsMajorities({
  view,
  marks,
}: {
  view: UiView;
  marks: readonly PlayerMark[];
}): JSX.Element | null {
  const t = useT();
  const goods = view.expansion?.goods;
  if (!goods) return null;
  const won = goodsMajorities(goods);
  // A row per player (as the score table above it), so that five or six players still fit a phone.
  return (
    <div class="breakdown-scroll">
      <table class="breakdown goods-majorities reflow" data-goods-majorities="true">
        <thead>
          <tr>
            <th scope="col">{t('goods.tally')}</th>
            {GOOD_NAMES.map((n) => (
              <th scope="col" key={n}>
                <GoodSymbol good={n} /> {t(`goods.${n}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.players.map((p, i) => (
            <tr key={p.name} data-player={i}>
              <td class="lead">
                <Chip mark={marks[i]} /> {p.name}
              </td>
              {GOOD_NAMES.map((n) => (
                <td
                  key={n}
                  data-good={n}
                  data-label={t(`goods.${n}`)}
                  data-majority={won[n].includes(i) ? 'true' : undefined}
                >
                  {goods[i]?.[n] ?? 0}
                  {won[n].includes(i) ? ' ★ +10' : ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
