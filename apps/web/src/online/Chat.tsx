import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { ChatChannel } from '@carcassonne/protocol';
import type { CodedError } from '../game/errors.js';
import { useT } from '../ui/context.js';
import type { OnlineClient, TableFeed } from './connection.js';
import { RefusalText } from './ChatTools.js';
import { ChatInput, ChatLines } from './ChatLines.js';
import { loadIdentity } from './identity.js';
import { chatHidden, hideChat } from './moderation.js';
import { useModerator } from './Standing.js';

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
  const [problem, setProblem] = useState<CodedError | null>(null);
  const [hidden, setHidden] = useState(() => chatHidden(feed.id));
  // Players blocked from this page: their lines go at once (the server sends no more of them).
  const [blocked, setBlocked] = useState<readonly string[]>([]);
  const identity = loadIdentity();
  const me = identity?.user.id === client.user.id ? identity : null;
  const moderator = useModerator();
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
      <ChatLines
        lines={lines}
        label={t(channel === 'players' ? 'online.chatPlayers' : 'online.chatSpectators')}
        me={me}
        moderator={moderator}
        place={(line) => ({ table: feed.id, channel, line })}
        onBlocked={(user) => setBlocked([...blocked, user])}
      />
      {closed ? (
        <p class="muted" data-chat-closed>
          {t('online.spectatorChatClosed')}
        </p>
      ) : (
        <ChatInput
          action="send-chat"
          send={async (text) => {
            const a = await client.request({ type: 'chat', table: feed.id, text });
            return a.ok ? null : a;
          }}
        />
      )}
      <div class="chat-actions">
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
      </div>
      {problem && <RefusalText problem={problem} />}
    </section>
  );
}
