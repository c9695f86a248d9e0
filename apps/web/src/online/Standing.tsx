import { createContext, type JSX } from 'preact';
import { useContext, useEffect, useState } from 'preact/hooks';
import type { StandingResponse } from '@carcassonne/protocol';
import { useLang, useT } from '../ui/context.js';
import type { Identity } from './identity.js';
import { standing, timeText } from './moderation.js';

const SEEN = 'carcassonne.seen-warnings';

/** The newest warning dismissed in this browser (0: none). */
function seenWarning(): number {
  try {
    return Number(localStorage.getItem(SEEN) ?? 0) || 0;
  } catch {
    return 0;
  }
}

function noteSeen(id: number): void {
  try {
    localStorage.setItem(SEEN, String(id));
  } catch {
    /* private mode: shown again next time */
  }
}

/**
 * One's standing with the moderators, read once for the online screens (the banner below, and
 * whether the lobby's line links to the moderation page): null until read, or signed out.
 * `news` counts what a moderator did to this user while the page was open: it is read again.
 */
export function useStanding(identity: Identity | null, news: number): StandingResponse | null {
  const [state, setState] = useState<StandingResponse | null>(null);
  useEffect(() => {
    setState(null);
    if (!identity) return;
    let live = true;
    void standing(identity).then((a) => {
      if (live && a.ok) setState(a.value);
    });
    return () => {
      live = false;
    };
  }, [identity?.user.id, news]);
  return state;
}

/** The standing `useStanding` read for the online screens, handed to every screen below them. */
export const StandingContext = createContext<StandingResponse | null>(null);

/**
 * Whether the signed-in user moderates, from the standing the online screens read once: the chats
 * then offer to remove a line, the tournament page its moderator's tools. Guests never moderate.
 * The server checks every action again; this only decides what is shown.
 */
export function useModerator(): boolean {
  return useContext(StandingContext)?.admin ?? false;
}

/**
 * One's standing above the online screens: a ban or mute in force (why and until when), warnings
 * not yet dismissed. (A moderator's link to their page is in the lobby's line, `AccountBar`.)
 */
export function Standing({ state }: { state: StandingResponse | null }): JSX.Element | null {
  const t = useT();
  const lang = useLang();
  const [seen, setSeen] = useState<number>(seenWarning);
  if (!state) return null;
  const { ban, mute } = state;
  const warnings = state.warnings.filter((w) => w.id > seen);
  const dismiss = () => {
    const last = Math.max(seen, ...warnings.map((w) => w.id));
    noteSeen(last);
    setSeen(last);
  };
  return (
    <section class="standing" aria-label={t('a11y.notices')}>
      {ban && (
        <p class="notice bad" role="alert" data-standing="ban">
          {t('mod.bannedUntil', { time: timeText(ban.until ?? 0, lang), reason: ban.reason })}
        </p>
      )}
      {mute && (
        <p class="notice bad" role="alert" data-standing="mute">
          {t('mod.mutedUntil', { time: timeText(mute.until ?? 0, lang), reason: mute.reason })}
        </p>
      )}
      {warnings.map((w) => (
        <p key={w.id} class="notice" role="alert" data-standing="warn">
          {t('mod.warned', { reason: w.reason })}{' '}
          <button type="button" onClick={dismiss}>
            {t('mod.dismiss')}
          </button>
        </p>
      ))}
    </section>
  );
}
