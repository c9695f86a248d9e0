import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { ChatChannel, ModerationAction, QueueResponse, ReportView } from '@carcassonne/protocol';
import { BAN_COVERS, type BanCover } from '@carcassonne/protocol/plain';
import type { CodedError } from '../game/errors.js';
import { useLang, useT } from '../ui/context.js';
import { tableHash, tournamentHash } from '../route.js';
import { RefusalText } from './ChatTools.js';
import type { Identity } from './identity.js';
import { act, queue, timeText } from './moderation.js';

type Act = (action: ModerationAction, body: Readonly<Record<string, unknown>>) => Promise<void>;

/**
 * The moderators' page (`#/moderation`): the reports queue with the chat around each reported
 * line, the actions on a report (warn, mute, ban, lift, remove a line, close the table, done),
 * and the log of every moderator action. Anyone else is told the page is for moderators (the
 * server refuses them all the same).
 */
export function ModerationPage({ identity }: { identity: Identity }): JSX.Element {
  const t = useT();
  const lang = useLang();
  const [data, setData] = useState<QueueResponse | null>(null);
  const [problem, setProblem] = useState<CodedError | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const load = async () => {
    const answer = await queue(identity);
    if (!answer.ok) return setProblem(answer);
    setProblem(null);
    setData(answer.value);
  };
  useEffect(() => {
    void load();
  }, [identity.user.id]);
  const run: Act = async (action, body) => {
    const answer = await act(identity, action, body);
    if (!answer.ok) return setProblem(answer);
    setDone(t('mod.didIt', { action: t(ACTION_WORDS[action]) }));
    await load();
  };
  if (problem?.code === 'forbidden')
    return (
      <main class="moderation">
        <p data-moderation="refused">{t('mod.notAdmin')}</p>
      </main>
    );
  const open = data?.reports.filter((r) => r.resolved === null) ?? [];
  const handled = data?.reports.filter((r) => r.resolved !== null) ?? [];
  return (
    <main class="moderation" data-moderation="page">
      <h2>{t('mod.title')}</h2>
      {done && (
        <p class="notice" role="status" data-done>
          {done}
        </p>
      )}
      {problem && <RefusalText problem={problem} />}
      <h3>{t('mod.reports')}</h3>
      {data && open.length === 0 && <p class="muted">{t('mod.noReports')}</p>}
      <ol class="reports">
        {open.map((r) => (
          <Report key={r.id} report={r} run={run} />
        ))}
      </ol>
      {handled.length > 0 && (
        <details>
          <summary>{t('mod.handled')}</summary>
          <ol class="reports">
            {handled.map((r) => (
              <li key={r.id}>
                {t('mod.reportBy', { reporter: r.reporter.name, player: r.player.name })}: {r.reason}
              </li>
            ))}
          </ol>
        </details>
      )}
      <h3>{t('mod.audit')}</h3>
      <table class="audit" data-audit>
        <tbody>
          {(data?.audit ?? []).map((e) => (
            <tr key={e.id} data-audit-action={e.action}>
              <td>{timeText(e.at, lang)}</td>
              <td>{e.moderator.name}</td>
              <td>{t(ACTION_WORDS[e.action])}</td>
              <td>{e.target?.name ?? e.table ?? ''}</td>
              <td>{e.detail ?? ''}</td>
              <td>{e.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

const ACTION_WORDS = {
  warn: 'mod.warn',
  mute: 'mod.mute',
  ban: 'mod.ban',
  lift: 'mod.lift',
  'remove-chat': 'mod.removeLine',
  'close-table': 'mod.closeTable',
  resolve: 'mod.resolve',
} as const satisfies Record<ModerationAction, string>;

/** One open report: who, why, the lines around it, and the actions on it. */
function Report({ report, run }: { report: ReportView; run: Act }): JSX.Element {
  const t = useT();
  const lang = useLang();
  const [reason, setReason] = useState('');
  const [minutes, setMinutes] = useState(60);
  // What a ban covers besides the account: new guests from its addresses or browsers (docs/server/moderation.md).
  const [covers, setCovers] = useState<readonly BanCover[]>([]);
  const toggle = (cover: BanCover, on: boolean) =>
    setCovers((now) => (on ? [...now.filter((c) => c !== cover), cover] : now.filter((c) => c !== cover)));
  const why = reason.trim() || report.reason;
  const target = { target: report.player.id, reason: why };
  const channel: ChatChannel = report.channel ?? 'players';
  // A line of a tournament's chat is named by its tournament; a table's by its table and channel.
  const place = report.tournament
    ? { tournament: report.tournament }
    : report.table
      ? { table: report.table, channel }
      : null;
  return (
    <li data-report={report.id}>
      <p>
        <strong>{t('mod.reportBy', { reporter: report.reporter.name, player: report.player.name })}</strong> (
        {timeText(report.at, lang)}): {report.reason}
        {report.table && (
          <>
            {' '}
            <a href={tableHash(report.table, null)}>{report.table}</a>
          </>
        )}
        {report.tournament && (
          <>
            {' '}
            <a href={tournamentHash(report.tournament)} data-report-tournament={report.tournament}>
              {report.tournament}
            </a>
          </>
        )}
      </p>
      {report.context.length > 0 && (
        <ol class="chat-lines">
          {report.context.map((l) => (
            <li
              key={`${l.at}:${l.user}`}
              data-reported-line={report.line?.at === l.at && report.line.user === l.user ? '' : undefined}
            >
              <strong>{l.name}</strong>: {l.text}{' '}
              {place && (
                <button
                  type="button"
                  class="link"
                  data-action="remove-line"
                  onClick={() =>
                    run('remove-chat', {
                      line: { ...place, author: l.user, at: l.at },
                      reason: why,
                    })
                  }
                >
                  {t('mod.removeLine')}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      <div class="report-actions">
        <label>
          {t('mod.why')}{' '}
          <input
            name="moderation-reason"
            maxLength={500}
            value={reason}
            placeholder={report.reason}
            onInput={(e) => setReason((e.currentTarget as HTMLInputElement).value)}
          />
        </label>{' '}
        <label>
          {t('mod.minutes')}{' '}
          <input
            name="moderation-minutes"
            type="number"
            min={1}
            value={minutes}
            onInput={(e) => setMinutes(Math.max(1, Number((e.currentTarget as HTMLInputElement).value) || 1))}
          />
        </label>
        <fieldset class="ban-covers">
          <legend>{t('mod.covers')}</legend>
          {BAN_COVERS.map((cover) => (
            <label key={cover}>
              <input
                type="checkbox"
                name={`ban-cover-${cover}`}
                checked={covers.includes(cover)}
                onChange={(e) => toggle(cover, (e.currentTarget as HTMLInputElement).checked)}
              />{' '}
              {t(cover === 'address' ? 'mod.coverAddress' : 'mod.coverDevice')}
            </label>
          ))}
        </fieldset>
        <p>
          <button
            type="button"
            data-action="warn"
            onClick={() => run('warn', { ...target, report: report.id })}
          >
            {t('mod.warn')}
          </button>{' '}
          <button
            type="button"
            data-action="mute"
            onClick={() => run('mute', { ...target, minutes, report: report.id })}
          >
            {t('mod.mute')}
          </button>{' '}
          <button
            type="button"
            data-action="ban"
            onClick={() =>
              run('ban', { ...target, minutes, report: report.id, ...(covers.length > 0 ? { covers } : {}) })
            }
          >
            {t('mod.ban')}
          </button>{' '}
          <button type="button" data-action="lift" onClick={() => run('lift', target)}>
            {t('mod.lift')}
          </button>{' '}
          {report.table && (
            <button
              type="button"
              data-action="close-table"
              onClick={() => run('close-table', { table: report.table, reason: why })}
            >
              {t('mod.closeTable')}
            </button>
          )}{' '}
          <button
            type="button"
            data-action="resolve"
            onClick={() => run('resolve', { report: report.id, reason: why })}
          >
            {t('mod.resolve')}
          </button>
        </p>
      </div>
    </li>
  );
}
