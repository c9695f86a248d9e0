import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { ChatLine } from '@carcassonne/protocol';
import { LIMITS } from '@carcassonne/protocol/plain';
import type { CodedError } from '../game/errors.js';
import { useT } from '../ui/context.js';
import type { OnlineClient } from '../online/connection.js';
import { RefusalText } from '../online/ChatTools.js';
import { ScrollList } from '../ui/ScrollList.js';

/** Lines kept on the page (the server sends its recent lines when following starts). */
const SHOWN = 200;

/**
 * The tournament's chat: one channel for everybody following the tournament (the page follows it
 * while open, useTournament.ts). Lines come as `tournament-chat` pushes; the server refuses the
 * muted, the banned and those over the rate limits as at a table. Lines are text, never markup.
 */
export function TournamentChat({ id, client }: { id: string; client: OnlineClient | null }): JSX.Element {
  const t = useT();
  const [lines, setLines] = useState<readonly ChatLine[]>([]);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<CodedError | null>(null);
  const open = client !== null && client.status === 'open';
  useEffect(() => {
    if (!client || !open) return;
    const off = client.onTournament((m) => {
      if (m.type !== 'tournament-chat' || m.tournament !== id) return;
      // The recent lines come again on each follow: a line is named by its author and time.
      setLines((shown) => {
        const known = new Set(shown.map((l) => `${l.user}/${l.at}`));
        const fresh = m.lines.filter((l) => !known.has(`${l.user}/${l.at}`));
        return [...shown, ...fresh].slice(-SHOWN);
      });
    });
    // Following again sends the recent lines, which may have come before this panel listened.
    void client.request({ type: 'tournament-follow', tournament: id, on: true });
    return off;
  }, [client, open, id]);
  return (
    <section class="chat tournament-chat" aria-labelledby="tour-chat" data-tournament-chat>
      <h3 id="tour-chat">{t('tour.chat')}</h3>
      {lines.length === 0 ? (
        <p class="muted">{t('tour.chatEmpty')}</p>
      ) : (
        <ScrollList class="chat-lines" aria-label={t('tour.chat')}>
          {lines.map((l) => (
            <li key={`${l.user}/${l.at}`} data-chat-line>
              <strong>{l.name}</strong>: {l.text}
            </li>
          ))}
        </ScrollList>
      )}
      {client && open ? (
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            if (!text.trim()) return;
            const a = await client.request({ type: 'tournament-chat', tournament: id, text });
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
          <button type="submit" data-action="send-tournament-chat">
            {t('online.send')}
          </button>
        </form>
      ) : (
        <p class="muted">{t('tour.chatSignIn')}</p>
      )}
      {problem && <RefusalText problem={problem} />}
    </section>
  );
}
