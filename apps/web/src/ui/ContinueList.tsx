import type { JSX } from 'preact';
import { presetEntry } from '../game/catalogue.js';
import type { SavedGame } from '../game/autosave.js';
import { CARDS } from '../game/config.js';
import { useLang, useT } from './context.js';

/** How long ago, in the page's language ("5 minutes ago"). */
function ago(then: number, now: number, lang: string): string {
  const s = Math.round((then - now) / 1000);
  const f = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  if (Math.abs(s) < 60) return f.format(Math.min(0, s), 'second');
  if (Math.abs(s) < 3600) return f.format(Math.round(s / 60), 'minute');
  if (Math.abs(s) < 86400) return f.format(Math.round(s / 3600), 'hour');
  return f.format(Math.round(s / 86400), 'day');
}

/** Unfinished games kept in this browser, to take up again (or forget). */
export function ContinueList({
  saves,
  onContinue,
  onForget,
}: {
  saves: readonly SavedGame[];
  onContinue: (s: SavedGame) => void;
  onForget: (s: SavedGame) => void;
}): JSX.Element | null {
  const t = useT();
  const lang = useLang();
  const open = saves.filter((s) => !s.finished);
  if (open.length === 0) return null;
  const now = Date.now();
  return (
    <section class="continue" aria-labelledby="continue-title">
      <h2 id="continue-title">{t('continue.title')}</h2>
      <ul>
        {open.map((s) => {
          const tileSet = presetEntry(s.record.preset)?.tileSet;
          const card = CARDS.find((c) => c.tileSet === tileSet)?.id;
          return (
            <li key={s.id} data-save={s.id}>
              <div class="what">
                <strong>{card ? t(`game.${card}`) : s.record.preset}</strong>{' '}
                <span>{s.seats.map((p) => p.name).join(', ')}</span>
                <small class="muted">
                  {' · '}
                  {t('continue.detail', { moves: s.moves, n: s.tilesLeft })} · {ago(s.savedAt, now, lang)}
                </small>
              </div>
              <button type="button" class="primary" data-action="continue" onClick={() => onContinue(s)}>
                {t('continue.resume')}
              </button>
              <button
                type="button"
                data-action="forget"
                aria-label={t('continue.forgetGame', { who: s.seats.map((p) => p.name).join(', ') })}
                onClick={() => onForget(s)}
              >
                {t('continue.forget')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
