import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { CodedError } from '../game/errors.js';
import { useT } from '../ui/context.js';
import { RefusalText } from './ChatTools.js';
import type { Identity } from './identity.js';
import { blocks, reportPlayer, setBlock } from './moderation.js';
import { ReportForm } from './ReportForm.js';

/**
 * Block or unblock a player from their page (their chat hidden for us; never seated together),
 * or report them with a reason.
 */
export function BlockButton({
  identity,
  player,
  name,
}: {
  identity: Identity;
  player: string;
  name: string;
}): JSX.Element | null {
  const t = useT();
  const [blocked, setBlocked] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<CodedError | null>(null);
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState('');
  const [reported, setReported] = useState(false);
  useEffect(() => {
    let live = true;
    void blocks(identity).then((a) => {
      if (live && a.ok) setBlocked(a.value.blocked.some((u) => u.id === player));
    });
    return () => {
      live = false;
    };
  }, [identity.user.id, player]);
  if (blocked === null) return null;
  return (
    <p class="block-player">
      {blocked && <span data-blocked>{t('mod.blocked', { name })} </span>}
      <button
        type="button"
        data-action={blocked ? 'unblock-player' : 'block-player'}
        onClick={async () => {
          const a = await setBlock(identity, player, !blocked);
          if (!a.ok) return setProblem(a);
          setProblem(null);
          setBlocked(a.value.blocked.some((u) => u.id === player));
        }}
      >
        {t(blocked ? 'mod.unblock' : 'mod.block')}
      </button>{' '}
      <button type="button" data-action="report-player" onClick={() => setReporting(!reporting)}>
        {t('mod.report')}
      </button>
      {reporting && (
        <ReportForm
          reason={reason}
          onReason={setReason}
          send={(r) => reportPlayer(identity, player, r)}
          onProblem={setProblem}
          onSent={() => {
            setReporting(false);
            setReported(true);
          }}
        />
      )}
      {reported && (
        <span class="muted" role="status" data-reported>
          {' '}
          {t('mod.reported')}
        </span>
      )}
      {problem && <RefusalText problem={problem} />}
    </p>
  );
}
