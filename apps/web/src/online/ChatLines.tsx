import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { ChatLine } from '@carcassonne/protocol';
import { LIMITS } from '@carcassonne/protocol/plain';
import type { CodedError } from '../game/errors.js';
import { useT } from '../ui/context.js';
import { ScrollList } from '../ui/ScrollList.js';
import { LineActions, RefusalText } from './ChatTools.js';
import type { Identity } from './identity.js';
import type { PlacedLine } from './moderation.js';

/**
 * The lines of one chat (a table's channel or a tournament's), text, never markup. A signed-in
 * reader may report or block the author of another's line, a moderator also remove it.
 */
export function ChatLines({
  lines,
  label,
  me,
  moderator,
  place,
  onBlocked,
}: {
  lines: readonly ChatLine[];
  label: string;
  /** The reader, when signed in with this browser's identity. */
  me: Identity | null;
  moderator: boolean;
  /** Where a line was said, as a report or a removal names it. */
  place: (line: ChatLine) => PlacedLine;
  onBlocked: (user: string) => void;
}): JSX.Element {
  return (
    <ScrollList class="chat-lines" aria-label={label}>
      {lines.map((l, i) => (
        <li key={`${l.at}-${l.user}-${i}`} data-chat-line>
          <strong>{l.name}</strong>: {l.text}
          {me && l.user !== me.user.id && (
            <LineActions identity={me} line={place(l)} moderator={moderator} onBlocked={onBlocked} />
          )}
        </li>
      ))}
    </ScrollList>
  );
}

/** A chat's input and send button; a refusal (a mute, a ban, the rate limit) shows under it. */
export function ChatInput({
  send,
  action,
}: {
  /** Send a line: null once accepted, else the refusal. */
  send: (text: string) => Promise<CodedError | null>;
  /** The button's `data-action`. */
  action: string;
}): JSX.Element {
  const t = useT();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<CodedError | null>(null);
  return (
    <>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          if (!text.trim()) return;
          const refused = await send(text);
          setProblem(refused);
          if (!refused) setText('');
        }}
      >
        <input
          name="chat"
          maxLength={LIMITS.chatLength}
          aria-label={t('online.chat')}
          value={text}
          onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)}
        />{' '}
        <button type="submit" data-action={action}>
          {t('online.send')}
        </button>
      </form>
      {problem && <RefusalText problem={problem} />}
    </>
  );
}
