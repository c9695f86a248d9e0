import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { LIMITS } from '@carcassonne/protocol/plain';
import { errorText, type CodedError } from '../game/errors.js';
import { useT } from '../ui/context.js';
import type { OnlineClient, TableFeed } from './connection.js';

/** The table's chat for our channel (players or spectators). Lines are text, never markup. */
export function Chat({ client, feed }: { client: OnlineClient; feed: TableFeed }): JSX.Element {
  const t = useT();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<CodedError | null>(null);
  return (
    <section class="chat" data-channel={feed.channel ?? ''}>
      <h3>{t(feed.channel === 'players' ? 'online.chatPlayers' : 'online.chatSpectators')}</h3>
      <ol class="chat-lines">
        {feed.chat.map((l, i) => (
          <li key={`${l.at}-${i}`} data-chat-line>
            <strong>{l.name}</strong>: {l.text}
          </li>
        ))}
      </ol>
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
      {problem && <p class="problem">{errorText(problem, t)}</p>}
    </section>
  );
}
