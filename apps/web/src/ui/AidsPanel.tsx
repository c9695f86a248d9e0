import type { JSX } from 'preact';
import type { Aids, TileDef } from '@carcassonne/engine';
import { useT } from './context.js';
import { TilePreview } from './TilePreview.js';
import { fitsAt } from '../game/aids.js';
import type { Look, Square } from '../game/types.js';
import type { PlayerMark } from '../board/config.js';
import './aids.css';

/**
 * The player aids beside the board (a table with aids on): the tiles still to come by kind, the
 * score of each player if the game ended now, the owners' marks on demand, and what fits the
 * open square pointed at (with its rotations). The engine computes them all.
 */
export function AidsPanel({
  aids,
  marks,
  look,
  tileDef,
  inspected,
  showOwners,
  onOwners,
}: {
  aids: Aids;
  marks: readonly PlayerMark[];
  look: Look;
  tileDef: (id: string) => TileDef | undefined;
  inspected: Square | null;
  showOwners: boolean;
  onOwners: (on: boolean) => void;
}): JSX.Element {
  const t = useT();
  const fits = inspected ? fitsAt(aids, inspected) : null;
  return (
    <section class="aids-panel" aria-label={t('aids.title')}>
      <h3>{t('aids.title')}</h3>
      <details class="aids-remaining" open>
        <summary>{t('aids.remaining')}</summary>
        <ul>
          {Object.entries(aids.remaining).map(([id, n]) => {
            const def = tileDef(id);
            return (
              <li key={id} data-remaining={id} data-count={n}>
                {def && <TilePreview def={def} look={look} size={30} title={id} />}
                <span>×{n}</span>
              </li>
            );
          })}
        </ul>
      </details>
      <div class="aids-projected">
        <span>{t('aids.projected')}</span>
        <ol>
          {aids.projected.map((p, i) => (
            <li key={i} data-projected={i}>
              <span class="swatch" style={{ background: marks[i]?.fill }} /> {marks[i]?.name} {p}
            </li>
          ))}
        </ol>
      </div>
      <label class="aids-owners">
        <input
          type="checkbox"
          data-action="aids-owners"
          checked={showOwners}
          onChange={(e) => onOwners((e.currentTarget as HTMLInputElement).checked)}
        />
        {t('aids.owners')}
      </label>
      <p class="aids-dead-count" data-dead-count={aids.dead.length}>
        {t('aids.dead', { n: aids.dead.length })}
      </p>
      <div class="aids-fits" data-fits={fits ? `${fits.x},${fits.y}` : undefined} aria-live="polite">
        {!fits ? (
          <p>{t('aids.point')}</p>
        ) : fits.tiles.length === 0 ? (
          <p class="aids-none">{t('aids.none', { x: fits.x, y: fits.y })}</p>
        ) : (
          <>
            <p>{t('aids.fits', { x: fits.x, y: fits.y })}</p>
            <ul>
              {fits.tiles.map((f) => {
                const def = tileDef(f.tile);
                return (
                  <li key={f.tile} data-fit={f.tile} data-rotations={f.rotations.join(' ')}>
                    {def &&
                      f.rotations.map((r) => (
                        <TilePreview
                          key={r}
                          def={def}
                          look={look}
                          size={30}
                          rotation={r}
                          title={`${f.tile} ${r}°`}
                        />
                      ))}
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
