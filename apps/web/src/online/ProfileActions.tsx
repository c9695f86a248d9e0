import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { errorText, type CodedError } from '../game/errors.js';
import { useT } from '../ui/context.js';
import type { OnlineClient } from './connection.js';
import { useChallengeChoice } from './ChallengeChoices.js';
import { go } from '../route.js';

/**
 * On another player's page: follow or unfollow them, and challenge them to a game of two with the
 * options chosen here (the table opens when they accept).
 */
export function ProfileActions({
  client,
  player,
  name,
}: {
  client: OnlineClient;
  player: string;
  name: string;
}): JSX.Element | null {
  const t = useT();
  const me = client.user.id;
  const open = client.status === 'open';
  const [following, setFollowing] = useState<boolean | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [problem, setProblem] = useState<CodedError | null>(null);
  const { choice, fields } = useChallengeChoice();

  useEffect(() => {
    if (!open) return;
    let live = true;
    void client.request({ type: 'friends' }).then((a) => {
      if (live && a.ok) setFollowing(a.result.friends.some((f) => f.id === player));
    });
    return () => {
      live = false;
    };
  }, [client, open, player]);
  // The challenger is taken to the table when the player accepts.
  useEffect(
    () =>
      client.onSocial((m) => {
        if (m.type !== 'challenge') return;
        const c = m.challenge;
        if (c.status === 'accepted' && c.table && c.from.id === me && c.to.id === player)
          go({ kind: 'table', id: c.table, invite: null });
        if (c.status === 'declined' && c.from.id === me && c.to.id === player)
          setNote(t('friends.declined', { name }));
      }),
    [client, me, player, name],
  );

  if (following === null) return null;
  const follow = async () => {
    setProblem(null);
    const a = await client.request({ type: 'follow', user: player, on: !following });
    if (!a.ok) return setProblem(a);
    setFollowing(a.result.on);
  };
  const challenge = async () => {
    setProblem(null);
    const a = await client.request({ type: 'challenge', user: player, ...choice });
    if (!a.ok) return setProblem(a);
    setNote(t('friends.challenged', { name }));
  };
  return (
    <section class="profile-actions" data-following={String(following)}>
      <p>
        <button type="button" data-action={following ? 'unfollow' : 'follow'} onClick={() => void follow()}>
          {t(following ? 'friends.unfollow' : 'friends.follow')}
        </button>
      </p>
      <p>
        {fields}{' '}
        <button type="button" data-action="challenge" onClick={() => void challenge()}>
          {t('friends.challenge')}
        </button>
      </p>
      {note && (
        <p class="muted" data-challenge-note>
          {note}
        </p>
      )}
      {problem && <p class="problem">{errorText(problem, t)}</p>}
    </section>
  );
}
