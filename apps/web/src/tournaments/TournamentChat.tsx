import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { ChatLine } from '@carcassonne/protocol';
import { useT } from '../ui/context.js';
import type { OnlineClient } from '../online/connection.js';
import { ChatInput, ChatLines } from '../online/ChatLines.js';
import type { Identity } from '../online/identity.js';
import { useModerator } from '../online/Standing.js';

/** Lines kept on the page (the server sends its recent lines when following starts). */
const SHOWN = 200;
/** A line is named by its author and time. */
const nameOf = (l: { user: string; at: number }) => `${l.user}/${l.at}`;

/**
 * The tournament's chat: one channel for everybody following the tournament (the page follows it
 * while open, useTournament.ts). Lines come as `tournament-chat` pushes; the server refuses the
 * muted, the banned and those over the rate limits as at a table. Its lines, input and tools
 * (report, block, a moderator's remove) are the table chat's own (online/ChatLines.tsx).
 */
export function TournamentChat({
  id,
  client,
  identity,
}: {
  id: string;
  client: OnlineClient | null;
  identity: Identity | null;
}): JSX.Element {
  const t = useT();
  const [lines, setLines] = useState<readonly ChatLine[]>([]);
  // Players blocked from this page: their lines go at once (the server sends no more of them).
  const [blocked, setBlocked] = useState<readonly string[]>([]);
  const open = client !== null && client.status === 'open';
  const me = identity && client && identity.user.id === client.user.id ? identity : null;
  const moderator = useModerator();
  useEffect(() => {
    if (!client || !open) return;
    const off = client.onTournament((m) => {
      if (m.type === 'tournament-chat-removed' && m.tournament === id) {
        // A moderator removed these lines for everyone.
        const gone = new Set(m.lines.map(nameOf));
        setLines((shown) => shown.filter((l) => !gone.has(nameOf(l))));
      }
      if (m.type !== 'tournament-chat' || m.tournament !== id) return;
      // The recent lines come again on each follow: a line is named by its author and time.
      setLines((shown) => {
        const known = new Set(shown.map(nameOf));
        const fresh = m.lines.filter((l) => !known.has(nameOf(l)));
        return [...shown, ...fresh].slice(-SHOWN);
      });
    });
    // Following again sends the recent lines, which may have come before this panel listened.
    void client.request({ type: 'tournament-follow', tournament: id, on: true });
    return off;
  }, [client, open, id]);
  const shown = lines.filter((l) => !blocked.includes(l.user));
  return (
    <section class="chat tournament-chat" aria-labelledby="tour-chat" data-tournament-chat>
      <h3 id="tour-chat">{t('tour.chat')}</h3>
      {shown.length === 0 ? (
        <p class="muted">{t('tour.chatEmpty')}</p>
      ) : (
        <ChatLines
          lines={shown}
          label={t('tour.chat')}
          me={me}
          moderator={moderator}
          place={(line) => ({ tournament: id, line })}
          onBlocked={(user) => setBlocked([...blocked, user])}
        />
      )}
      {client && open ? (
        <ChatInput
          action="send-tournament-chat"
          send={async (text) => {
            const a = await client.request({ type: 'tournament-chat', tournament: id, text });
            return a.ok ? null : a;
          }}
        />
      ) : (
        <p class="muted">{t('tour.chatSignIn')}</p>
      )}
    </section>
  );
}
