import type { JSX } from 'preact';
import type { CodedError } from '../game/errors.js';
import { useT } from '../ui/context.js';
import type { ApiResult } from './identity.js';

/**
 * The reason for a report and its send button (a player's page and a chat line share it; a
 * moderator's removal of a line too, with its own words). An empty reason sends nothing; a refusal
 * goes to `onProblem`; once sent, the reason is cleared.
 */
export function ReportForm({
  reason,
  onReason,
  send,
  onProblem,
  onSent,
  removal = false,
}: {
  reason: string;
  onReason: (reason: string) => void;
  send: (reason: string) => Promise<ApiResult<unknown>>;
  onProblem: (problem: CodedError | null) => void;
  onSent: () => void;
  /** A moderator removing a line: the reason is the log's, the button removes. */
  removal?: boolean;
}): JSX.Element {
  const t = useT();
  const why = removal ? t('mod.why') : t('mod.reportWhy');
  return (
    <form
      class="report-form"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!reason.trim()) return;
        const sent = await send(reason.trim());
        if (!sent.ok) return onProblem(sent);
        onProblem(null);
        onReason('');
        onSent();
      }}
    >
      <input
        name="report-reason"
        maxLength={500}
        aria-label={why}
        placeholder={why}
        value={reason}
        onInput={(e) => onReason((e.currentTarget as HTMLInputElement).value)}
      />{' '}
      <button type="submit" data-action={removal ? 'send-removal' : 'send-report'}>
        {removal ? t('mod.removeLine') : t('mod.reportSend')}
      </button>
    </form>
  );
}
