import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Challenge } from '@carcassonne/protocol';
import { errorText, type CodedError } from '../game/errors.js';
import { useT } from '../ui/context.js';
import type { OnlineClient } from './connection.js';
import { presetName } from './preset-names.js';
import { go } from '../route.js';

/**
 * Challenges in the page, on every online screen: one to me (accept or decline), the refusal of
 * mine; an accepted challenge opens its table for both players.
 */
export function ChallengeNotices({ client }: { client: OnlineClient }): JSX.Element | null {
  const t = useT();
  const me = client.user.id;
  const [incoming, setIncoming] = useState<readonly Challenge[]>([]);
  const [declined, setDeclined] = useState<Challenge | null>(null);
  const [problem, setProblem] = useState<CodedError | null>(null);
  const open = client.status === 'open';

  useEffect(() => {
    if (!open) return;
    void client.request({ type: 'friends' }).then((a) => {
      if (a.ok) setIncoming(a.result.challenges.filter((c) => c.to.id === me));
    });
  }, [client, open, me]);
  useEffect(
    () =>
      client.onSocial((m) => {
        if (m.type !== 'challenge') return;
        const c = m.challenge;
        if (c.status === 'pending' && c.to.id === me)
          setIncoming((list) => [c, ...list.filter((x) => x.id !== c.id)]);
        else setIncoming((list) => list.filter((x) => x.id !== c.id));
        if (c.status === 'declined' && c.from.id === me) setDeclined(c);
        if (c.status === 'accepted' && c.table && c.from.id === me)
          go({ kind: 'table', id: c.table, invite: null });
      }),
    [client, me],
  );

  const answer = async (c: Challenge, accept: boolean) => {
    setIncoming((list) => list.filter((x) => x.id !== c.id));
    const a = await client.request({ type: 'challenge-answer', challenge: c.id, accept });
    if (!a.ok) return setProblem(a);
    if (a.result.table) go({ kind: 'table', id: a.result.table, invite: null });
  };

  if (incoming.length === 0 && !declined && !problem) return null;
  return (
    <div class="notice challenges" role="status">
      {incoming.map((c) => (
        <p key={c.id} data-challenge={c.id}>
          {t('friends.challengeFrom', { name: c.from.name, game: presetName(t, c.preset) })}{' '}
          <button
            type="button"
            class="primary"
            data-action="challenge-accept"
            onClick={() => void answer(c, true)}
          >
            {t('friends.accept')}
          </button>{' '}
          <button type="button" data-action="challenge-decline" onClick={() => void answer(c, false)}>
            {t('friends.decline')}
          </button>
        </p>
      ))}
      {declined && (
        <p data-declined={declined.id}>
          {t('friends.declined', { name: declined.to.name })}{' '}
          <button type="button" onClick={() => setDeclined(null)}>
            ×
          </button>
        </p>
      )}
      {problem && <p class="problem">{errorText(problem, t)}</p>}
    </div>
  );
}
