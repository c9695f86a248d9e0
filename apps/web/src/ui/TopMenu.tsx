import type { JSX } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { LANG_NAMES } from '../i18n/words.js';
import { useT } from './context.js';

/** What the header's buttons do: the page that owns the screens decides. */
export interface MenuActions {
  readonly online: () => void;
  readonly puzzles: () => void;
  readonly newGame: () => void;
  /** Absent when there is no local game on screen to save. */
  readonly save: (() => void) | null;
  readonly load: () => void;
  readonly replay: () => void;
  readonly bga: () => void;
}

/**
 * The width the header needs for every entry in one row beside the title, measured while they all
 * show (the second entries' box is laid out as if they stood in the row themselves).
 */
function oneRowWidth(header: HTMLElement, nav: HTMLElement): number {
  const px = (v: string) => Number.parseFloat(v) || 0;
  const row = getComputedStyle(header);
  const entries = [...nav.children]
    .flatMap((c) => (c.classList.contains('more') ? [...c.children] : [c]))
    .map((c) => c.getBoundingClientRect().width)
    .filter((w) => w > 0);
  const gaps = px(getComputedStyle(nav).columnGap) * (entries.length - 1);
  const title = header.querySelector('h1')?.scrollWidth ?? 0;
  return (
    px(row.paddingLeft) +
    px(row.paddingRight) +
    title +
    px(row.columnGap) +
    gaps +
    entries.reduce((a, b) => a + b, 0) +
    1
  );
}

/**
 * The header's menu. When every entry fits in one row beside the title they all stand there; else
 * (a phone, a tablet, a language with long words) "play online" and "new game" stay in the row, and
 * the rest (puzzles, save, load, replay, import, the language) open under a "More" button, so that
 * the header keeps one row and no entry lies past the window's edge. An entry taken, Escape or a
 * tap elsewhere closes the list.
 */
export function TopMenu({
  actions,
  lang,
  onLang,
}: {
  actions: MenuActions;
  lang: string;
  onLang: (lang: string) => void;
}): JSX.Element {
  const t = useT();
  const [open, setOpen] = useState(false);
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    const away = (e: Event) => {
      if (!nav.current?.contains(e.target as Node)) setOpen(false);
    };
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', key);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', key);
    };
  }, [open]);
  // Whether the entries need "More": measured with every entry shown (again in a new language),
  // and again whenever the header's width changes.
  const [compact, setCompact] = useState(false);
  const needed = useRef(0);
  useLayoutEffect(() => setCompact(false), [lang]);
  useLayoutEffect(() => {
    const el = nav.current;
    const header = el?.parentElement;
    if (!el || !header) return;
    const fit = () => {
      if (!compact) needed.current = oneRowWidth(header, el);
      const want = header.clientWidth < needed.current;
      if (want !== compact) setCompact(want);
    };
    fit();
    // The list closes when its entries go back into the row (it would open by itself later).
    if (!compact) setOpen(false);
    const watch = new ResizeObserver(fit);
    watch.observe(header);
    return () => watch.disconnect();
  }, [compact, lang]);
  // An entry taken from the list closes it.
  const pick = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <nav ref={nav} data-compact={compact}>
      <button type="button" data-action="online" onClick={actions.online}>
        {t('menu.online')}
      </button>
      <button type="button" data-action="new" onClick={actions.newGame}>
        {t('menu.new')}
      </button>
      <button
        type="button"
        class="more-toggle"
        data-action="menu"
        aria-expanded={open}
        aria-controls="more-menu"
        onClick={() => setOpen(!open)}
      >
        {t('menu.more')} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div class="more" id="more-menu" data-open={open}>
        <button type="button" data-action="puzzles" onClick={pick(actions.puzzles)}>
          {t('puzzle.menu')}
        </button>
        <button
          type="button"
          data-action="save"
          disabled={!actions.save}
          onClick={pick(() => actions.save?.())}
        >
          {t('menu.save')}
        </button>
        <button type="button" data-action="load" onClick={pick(actions.load)}>
          {t('menu.load')}
        </button>
        <button type="button" data-action="replay" onClick={pick(actions.replay)}>
          {t('menu.replay')}
        </button>
        <button type="button" data-action="bga" onClick={pick(actions.bga)}>
          {t('bga.open')}
        </button>
        <label class="lang">
          <span class="sr">{t('lang.label')}</span>
          <select
            aria-label={t('lang.label')}
            value={lang}
            onChange={(e) => {
              onLang((e.currentTarget as HTMLSelectElement).value);
              setOpen(false);
            }}
          >
            {Object.entries(LANG_NAMES).map(([k, name]) => (
              <option value={k} key={k}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </div>
    </nav>
  );
}
