import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Challenge, Friend } from '@carcassonne/protocol';
import { errorText, type CodedError } from '../game/errors.js';
import { useT } from '../ui/context.js';
import type { OnlineClient } from './connection.js';
import { presetName } from './preset-names.js';
import { useChallengeChoice } from './ChallengeChoices.js';
import { playerHash, tableHash } from '../route.js';

/** How often the list of friends is read again while shown (ms). */
const REFRESH_MS = 15_000;

/**
 * The players I follow: online or not, the games they play (to watch), a challenge to a table
 * of two with the options chosen here; following a player by their id.
 */
export function FriendsPanel({ client }: { client: OnlineClient }): JSX.Element {
  const t = useT();
  const me = client.user.id;
  const [friends, setFriends] = useState<readonly Friend[]>([]);
  const [sent, setSent] = useState<readonly Challenge[]>([]);
  const [id, setId] = useState('');
  const { choice, fields } = useChallengeChoice();
  const [note, setNote] = useState<string | null>(null);
  const [problem, setProblem] = useState<CodedError | null>(null);
  const open = client.status === 'open';

  const refresh = async () => {
    const a = await client.request({ type: 'friends' });
    if (!a.ok) return;
    setFriends(a.result.friends);
    setSent(a.result.challenges.filter((c) => c.from.id === me));
  };
  useEffect(() => {
    if (!open) return;
    void refresh();
    const timer = setInterval(() => void refresh(), REFRESH_MS);
    const stop = client.onSocial((m) => {
      // A challenge, or a player followed who signed in or left: the list again.
      if (m.type === 'challenge' || m.type === 'friend-presence') void refresh();
    });
    return () => {
      clearInterval(timer);
      stop();
    };
  }, [client, open]);

  const follow = async (user: string, on: boolean) => {
    setProblem(null);
    const a = await client.request({ type: 'follow', user, on });
    if (!a.ok) return setProblem(a);
    setId('');
    await refresh();
  };
  const challenge = async (friend: Friend) => {
    setProblem(null);
    const a = await client.request({
      type: 'challenge',
      user: friend.id,
      ...choice,
    });
    if (!a.ok) return setProblem(a);
    setNote(t('friends.challenged', { name: friend.name }));
    await refresh();
  };

  return (
    <section class="friends lobby-list">
      <h3>{t('friends.title')}</h3>
      <p class="muted" data-my-id={me}>
        {t('friends.yourId', { id: me })}
      </p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void follow(id.trim(), true);
        }}
      >
        <input
          name="friend-id"
          placeholder={t('friends.playerId')}
          required
          value={id}
          onInput={(e) => setId((e.currentTarget as HTMLInputElement).value)}
        />{' '}
        <button type="submit" data-action="follow">
          {t('friends.follow')}
        </button>
      </form>
      <p>{fields}</p>
      {friends.length === 0 && <p class="muted">{t('friends.none')}</p>}
      <ul>
        {friends.map((f) => (
          <li key={f.id} data-friend={f.id} data-online={String(f.online)}>
            <a href={playerHash(f.id)}>{f.name}</a> ·{' '}
            <span class="muted">{f.online ? t('friends.online') : t('friends.offline')}</span>
            {f.playing.map((g) => (
              <span key={g.table}>
                {' '}
                ·{' '}
                <a href={tableHash(g.table, null)}>{t('friends.watch', { game: presetName(t, g.preset) })}</a>
              </span>
            ))}{' '}
            <button type="button" data-action="challenge" onClick={() => void challenge(f)}>
              {t('friends.challenge')}
            </button>{' '}
            <button type="button" data-action="unfollow" onClick={() => void follow(f.id, false)}>
              {t('friends.unfollow')}
            </button>
          </li>
        ))}
      </ul>
      {sent.map((c) => (
        <p key={c.id} class="muted" data-sent-challenge={c.id}>
          {t('friends.challengeTo', { name: c.to.name, game: presetName(t, c.preset) })}
        </p>
      ))}
      {note && <p class="muted">{note}</p>}
      {problem && <p class="problem">{errorText(problem, t)}</p>}
    </section>
  );
}
