import type { JSX } from 'preact';
import type { CodedError } from '../game/errors.js';
import { useT } from '../ui/context.js';
import type { ApiResult } from './identity.js';

/**
 * The reason for a report and its send button (a player's page and a chat line share it). An
 * empty reason sends nothing; a refusal goes to `onProblem`; once sent, the reason is cleared.
 */
export function ReportForm({
  reason,
  onReason,
  send,
  onProblem,
  onSent,
}: {
  reason: string;
  onReason: (reason: string) => void;
  send: (reason: string) => Promise<ApiResult<unknown>>;
  onProblem: (problem: CodedError | null) => void;
  onSent: () => void;
}): JSX.Element {
  const t = useT();
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
        aria-label={t('mod.reportWhy')}
        placeholder={t('mod.reportWhy')}
        value={reason}
        onInput={(e) => onReason((e.currentTarget as HTMLInputElement).value)}
      />{' '}
      <button type="submit" data-action="send-report">
        {t('mod.reportSend')}
      </button>
    </form>
  );
}
