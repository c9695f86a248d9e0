import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { SessionsResponse } from '@carcassonne/protocol';
import { errorText, type CodedError } from '../game/errors.js';
import { useT } from '../ui/context.js';
import { listSessions, logout, revokeSession } from './accounts.js';
import type { Identity } from './identity.js';

/**
 * On one's own player page: where one is signed in, each sign-in revocable, and "sign out
 * everywhere" — for a guest only after the lobby's warning, as a guest signed out is gone.
 */
export function Sessions({
  identity,
  onSignedOut,
}: {
  identity: Identity;
  onSignedOut: () => void;
}): JSX.Element {
  const t = useT();
  const [list, setList] = useState<SessionsResponse | null>(null);
  const [problem, setProblem] = useState<CodedError | null>(null);
  const load = () => void listSessions(identity).then((r) => (r.ok ? setList(r.value) : setProblem(r)));
  useEffect(load, [identity]);
  const when = (ms: number) => new Date(ms).toLocaleString();
  return (
    <section class="sessions" data-sessions={list?.sessions.length ?? 0}>
      <h3>{t('online.sessions')}</h3>
      {list && <p class="muted">{t('online.sessionsText', { days: list.idleDays })}</p>}
      {problem && <p class="problem">{errorText(problem, t)}</p>}
      <ul>
        {list?.sessions.map((s) => (
          <li key={s.id} data-session={s.id} data-current={String(s.current)}>
            {s.label ?? t('online.unknownDevice')} ·{' '}
            {t('online.lastUsed', { date: when(s.lastUsedAt ?? s.createdAt) })}
            {s.current ? (
              <strong> · {t('online.thisDevice')}</strong>
            ) : (
              <>
                {' '}
                <button
                  type="button"
                  data-action="revoke-session"
                  onClick={async () => {
                    const r = await revokeSession(identity, s.id);
                    if (!r.ok) setProblem(r);
                    load();
                  }}
                >
                  {t('online.revoke')}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      <button
        type="button"
        data-action="sign-out-everywhere"
        onClick={async () => {
          if (identity.user.username === null && !confirm(t('online.signOutGuest'))) return;
          const r = await logout(identity, true);
          if (!r.ok) return setProblem(r);
          onSignedOut();
        }}
      >
        {t('online.signOutEverywhere')}
      </button>
    </section>
  );
}
