import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { errorText, sanctionOfMessage, type CodedError } from '../game/errors.js';
import { useLang, useT } from '../ui/context.js';
import type { Identity } from './identity.js';
import { refOf, removeLine, reportLine, setBlock, timeText, type PlacedLine } from './moderation.js';
import { ReportForm } from './ReportForm.js';

/** A refusal in the page's language; a ban or mute also with its end and the moderator's reason. */
export function RefusalText({ problem }: { problem: CodedError }): JSX.Element {
  const t = useT();
  const lang = useLang();
  const sanction =
    problem.code === 'banned' || problem.code === 'muted' ? sanctionOfMessage(problem.message) : null;
  if (!sanction) return <p class="problem">{errorText(problem, t)}</p>;
  const key = problem.code === 'banned' ? 'mod.bannedUntil' : 'mod.mutedUntil';
  return (
    <p class="problem" data-sanction={problem.code}>
      {t(key, { time: timeText(sanction.until, lang), reason: sanction.reason })}
    </p>
  );
}

/**
 * What a player may do about someone else's chat line: report it (with a reason; the server keeps
 * the lines around it) or block its author; a moderator may also remove it for everyone (with the
 * reason for the log), at a table or in a tournament's chat alike.
 */
export function LineActions({
  identity,
  line,
  onBlocked,
  moderator = false,
}: {
  identity: Identity;
  line: PlacedLine;
  onBlocked: (user: string) => void;
  moderator?: boolean;
}): JSX.Element {
  const t = useT();
  const [reporting, setReporting] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const [problem, setProblem] = useState<CodedError | null>(null);
  return (
    <span class="chat-tools">
      {' '}
      <button type="button" class="link" data-action="report-line" onClick={() => setReporting(!reporting)}>
        {t('mod.report')}
      </button>{' '}
      <button
        type="button"
        class="link"
        data-action="block-player"
        onClick={async () => {
          const done = await setBlock(identity, line.line.user, true);
          if (!done.ok) return setProblem(done);
          onBlocked(line.line.user);
        }}
      >
        {t('mod.block')}
      </button>
      {moderator && (
        <>
          {' '}
          <button type="button" class="link" data-action="remove-line" onClick={() => setRemoving(!removing)}>
            {t('mod.removeLine')}
          </button>
        </>
      )}
      {removing && (
        <ReportForm
          removal
          reason={reason}
          onReason={setReason}
          send={(r) => removeLine(identity, refOf(line), r)}
          onProblem={setProblem}
          onSent={() => setRemoving(false)}
        />
      )}
      {reporting && (
        <ReportForm
          reason={reason}
          onReason={setReason}
          send={(r) => reportLine(identity, line, r)}
          onProblem={setProblem}
          onSent={() => {
            setReporting(false);
            setNote(t('mod.reported'));
          }}
        />
      )}
      {note && (
        <span class="muted" role="status" data-reported>
          {' '}
          {note}
        </span>
      )}
      {problem && <RefusalText problem={problem} />}
    </span>
  );
}
