import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { ChatChannel } from '@carcassonne/protocol';
import { LIMITS } from '@carcassonne/protocol/plain';
import type { CodedError } from '../game/errors.js';
import { useT } from '../ui/context.js';
import type { OnlineClient, TableFeed } from './connection.js';
import { LineActions, RefusalText } from './ChatTools.js';
import { loadIdentity } from './identity.js';
import { chatHidden, hideChat } from './moderation.js';
import { ScrollList } from '../ui/ScrollList.js';

/** Our channel by our role now: the players' once we hold a seat, the spectators' otherwise. */
export function roleChannel(feed: TableFeed, userId: string): ChatChannel {
  const seated = feed.state?.seats.some((s) => s.kind === 'human' && s.user === userId) ?? false;
  return seated ? 'players' : 'spectators';
}

/**
 * The table's chat for our channel (players or spectators), which follows our role: a spectator
 * who takes a seat moves to the players' chat (the server sends that channel's recent lines). The
 * host may close the spectators' chat. Lines are text, never markup.
 */
export function Chat({ client, feed }: { client: OnlineClient; feed: TableFeed }): JSX.Element {
  const t = useT();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<CodedError | null>(null);
  const [hidden, setHidden] = useState(() => chatHidden(feed.id));
  // Players blocked from this page: their lines go at once (the server sends no more of them).
  const [blocked, setBlocked] = useState<readonly string[]>([]);
  const identity = loadIdentity();
  const me = identity?.user.id === client.user.id ? identity : null;
  const channel = roleChannel(feed, client.user.id);
  // Lines of the channel we just left are not shown under the new heading while the new ones come.
  const lines = (feed.channel === channel ? feed.chat : []).filter((l) => !blocked.includes(l.user));
  const toggle = (
    <button
      type="button"
      data-action="hide-chat"
      aria-pressed={hidden}
      onClick={() => {
        hideChat(feed.id, !hidden);
        setHidden(!hidden);
      }}
    >
      {t(hidden ? 'mod.showChat' : 'mod.hideChat')}
    </button>
  );
  if (hidden)
    return (
      <section class="chat" data-channel={channel} data-hidden>
        <h3>{t(channel === 'players' ? 'online.chatPlayers' : 'online.chatSpectators')}</h3>
        <p class="muted">{t('mod.chatHidden')}</p>
        {toggle}
      </section>
    );
  const isHost = feed.state?.host === client.user.id;
  const spectatorsOpen = feed.state?.settings.spectatorChat !== false;
  const closed = channel === 'spectators' && !spectatorsOpen;
  return (
    <section class="chat" data-channel={channel}>
      <h3>{t(channel === 'players' ? 'online.chatPlayers' : 'online.chatSpectators')}</h3>
      <ScrollList
        class="chat-lines"
        aria-label={t(channel === 'players' ? 'online.chatPlayers' : 'online.chatSpectators')}
      >
        {lines.map((l, i) => (
          <li key={`${l.at}-${i}`} data-chat-line>
            <strong>{l.name}</strong>: {l.text}
            {me && l.user !== me.user.id && (
              <LineActions
                identity={me}
                line={{ table: feed.id, channel, line: l }}
                onBlocked={(user) => setBlocked([...blocked, user])}
              />
            )}
          </li>
        ))}
      </ScrollList>
      {closed ? (
        <p class="muted" data-chat-closed>
          {t('online.spectatorChatClosed')}
        </p>
      ) : (
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            if (!text.trim()) return;
            const a = await client.request({ type: 'chat', table: feed.id, text });
            if (!a.ok) return setProblem(a);
            setProblem(null);
            setText('');
          }}
        >
          <input
            name="chat"
            maxLength={LIMITS.chatLength}
            aria-label={t('online.chat')}
            value={text}
            onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)}
          />{' '}
          <button type="submit" data-action="send-chat">
            {t('online.send')}
          </button>
        </form>
      )}
      {isHost && (
        <button
          type="button"
          data-action="spectator-chat"
          aria-pressed={!spectatorsOpen}
          onClick={async () => {
            const a = await client.request({ type: 'spectator-chat', table: feed.id, on: !spectatorsOpen });
            setProblem(a.ok ? null : a);
          }}
        >
          {t(spectatorsOpen ? 'online.spectatorChatClose' : 'online.spectatorChatOpen')}
        </button>
      )}
      {toggle}
      {problem && <RefusalText problem={problem} />}
    </section>
  );
}
