import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { VacationStatus } from '@carcassonne/protocol';
import { errorText, type CodedError } from '../game/errors.js';
import { useLang, useT } from '../ui/context.js';
import { call, type Identity } from './identity.js';
import { dateTime } from './when.js';

const signedIn = (id: Identity) => ({ user: id.user.id, secret: id.secret });

/** A registered player's vacation: the one running, the days left this year, take one or end it. */
export function VacationPanel({ identity }: { identity: Identity }): JSX.Element {
  const t = useT();
  const lang = useLang();
  const [status, setStatus] = useState<VacationStatus | null>(null);
  const [days, setDays] = useState(7);
  const [problem, setProblem] = useState<CodedError | null>(null);
  const registered = identity.user.username !== null;
  useEffect(() => {
    if (!registered) return;
    void call<VacationStatus>('/api/vacation/status', signedIn(identity)).then(
      (r) => r.ok && setStatus(r.value),
    );
  }, [identity, registered]);
  const act = async (path: string, body: object) => {
    const r = await call<VacationStatus>(path, body);
    if (r.ok) {
      setStatus(r.value);
      setProblem(null);
    } else setProblem(r);
  };
  return (
    <section class="lobby-list vacation" data-vacation={status?.current ? 'on' : 'off'}>
      <h3>{t('vacation.title')}</h3>
      {!registered && <p class="muted">{t('vacation.guests')}</p>}
      {registered && status && (
        <>
          <p class="muted">
            {t('vacation.explain', { n: status.daysPerYear })}{' '}
            {t('vacation.used', { used: status.usedDays, n: status.daysPerYear })}
          </p>
          {status.current ? (
            <p>
              {t('vacation.until', { date: dateTime(status.current.until, lang) })}{' '}
              <button
                type="button"
                data-action="end-vacation"
                onClick={() => void act('/api/vacation/end', signedIn(identity))}
              >
                {t('vacation.end')}
              </button>
            </p>
          ) : (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                void act('/api/vacation', { ...signedIn(identity), days });
              }}
            >
              <label>
                {t('vacation.days')}{' '}
                <input
                  type="number"
                  name="vacation-days"
                  min={1}
                  max={Math.max(1, status.daysPerYear - status.usedDays)}
                  value={days}
                  onInput={(e) => setDays(Number((e.currentTarget as HTMLInputElement).value))}
                />
              </label>{' '}
              <button
                type="submit"
                data-action="take-vacation"
                disabled={status.usedDays >= status.daysPerYear}
              >
                {t('vacation.take')}
              </button>
            </form>
          )}
        </>
      )}
      {problem && <p class="problem">{errorText(problem, t)}</p>}
    </section>
  );
}
