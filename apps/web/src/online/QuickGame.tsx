import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { ALL_PRESETS } from '@carcassonne/engine';
import type { LevelId, TimeControl } from '@carcassonne/protocol';
import { errorText, type CodedError } from '../game/errors.js';
import { useT } from '../ui/context.js';
import type { OnlineClient } from './connection.js';
import { presetName } from './preset-names.js';
import { QUICK_CLOCKS, quickPlayers } from './quick-choices.js';
import { go } from '../route.js';

/**
 * A quick game: choose the game, the players, the clock and whether it is rated, press Play, and
 * the server's queue seats you with people of your strength (docs/server/social.md, "Quick games");
 * after its wait it offers bots of your strength instead.
 */
export function QuickGame({ client }: { client: OnlineClient }): JSX.Element {
  const t = useT();
  const [preset, setPreset] = useState('classic');
  const [players, setPlayers] = useState(2);
  const [clock, setClock] = useState(0);
  const [rated, setRated] = useState(true);
  const [since, setSince] = useState<number | null>(null);
  const [offer, setOffer] = useState<LevelId | null>(null);
  const [problem, setProblem] = useState<CodedError | null>(null);
  const [, setTick] = useState(0);
  const choices = quickPlayers(preset);
  const n = choices.includes(players) ? players : (choices[0] ?? 2);
  const drops = client.drops;
  // Whether the server holds a wait of this panel (read when the panel goes away).
  const waiting = useRef(false);
  waiting.current = since !== null;
  // Leaving the lobby while waiting ends the wait (nobody would open the table it finds).
  useEffect(
    () => () => {
      if (waiting.current) void client.request({ type: 'quick-cancel' });
    },
    [client],
  );

  useEffect(
    () =>
      client.onSocial((m) => {
        if (m.type === 'quick-seated') {
          waiting.current = false;
          setSince(null);
          go({ kind: 'table', id: m.table, invite: null });
        } else if (m.type === 'quick-offer') setOffer(m.level);
      }),
    [client],
  );
  // The wait belongs to the connection: a new connection is not waiting any more.
  useEffect(() => {
    setSince(null);
    setOffer(null);
  }, [drops]);
  useEffect(() => {
    if (since === null) return;
    const timer = setInterval(() => setTick((k) => k + 1), 1000);
    return () => clearInterval(timer);
  }, [since]);

  const play = async () => {
    setProblem(null);
    const answer = await client.request({
      type: 'quick',
      preset,
      players: n,
      clock: QUICK_CLOCKS[clock] ?? { kind: 'none' },
      rated,
    });
    if (!answer.ok) return setProblem(answer);
    setOffer(null);
    setSince(Date.now());
  };
  const cancel = async () => {
    setSince(null);
    setOffer(null);
    await client.request({ type: 'quick-cancel' });
  };
  const bots = async () => {
    const answer = await client.request({ type: 'quick-bots' });
    if (!answer.ok) return setProblem(answer);
    waiting.current = false;
    setSince(null);
    setOffer(null);
    go({ kind: 'table', id: answer.result.table, invite: null });
  };
  const clockWords = (c: TimeControl) =>
    c.kind === 'move'
      ? t('quick.clockMove', { n: c.seconds })
      : c.kind === 'bank'
        ? t('quick.clockBank', { m: c.minutes, s: c.increment })
        : t('online.clockNone');

  return (
    <section class="quick-game" data-quick={since === null ? 'idle' : 'waiting'}>
      <h3>{t('quick.title')}</h3>
      <p class="muted">{t('quick.text')}</p>
      {since === null ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void play();
          }}
        >
          <label>
            {t('new.game')}{' '}
            <select
              name="quick-preset"
              value={preset}
              onChange={(e) => setPreset((e.currentTarget as HTMLSelectElement).value)}
            >
              {ALL_PRESETS.filter((p) => quickPlayers(p.id).length > 0).map((p) => (
                <option key={p.id} value={p.id}>
                  {presetName(t, p.id)}
                </option>
              ))}
            </select>
          </label>{' '}
          <label>
            {t('new.players')}{' '}
            <select
              name="quick-players"
              value={n}
              onChange={(e) => setPlayers(Number((e.currentTarget as HTMLSelectElement).value))}
            >
              {choices.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </select>
          </label>{' '}
          <label>
            {t('online.clock')}{' '}
            <select
              name="quick-clock"
              value={clock}
              onChange={(e) => setClock(Number((e.currentTarget as HTMLSelectElement).value))}
            >
              {QUICK_CLOCKS.map((c, i) => (
                <option key={c.kind} value={i}>
                  {clockWords(c)}
                </option>
              ))}
            </select>
          </label>{' '}
          <label>
            <input
              type="checkbox"
              name="quick-rated"
              checked={rated}
              onChange={(e) => setRated((e.currentTarget as HTMLInputElement).checked)}
            />{' '}
            {t('online.rated')}
          </label>{' '}
          <button type="submit" class="primary" data-action="quick-play">
            {t('quick.play')}
          </button>
        </form>
      ) : (
        <div role="status">
          <p>{t('quick.waiting', { s: Math.floor((Date.now() - since) / 1000) })}</p>
          {offer && (
            <p data-quick-offer={offer}>
              {t('quick.offer', { level: t(`level.${offer}`) })}{' '}
              <button type="button" data-action="quick-bots" onClick={() => void bots()}>
                {t('quick.bots')}
              </button>
            </p>
          )}
          <button type="button" data-action="quick-cancel" onClick={() => void cancel()}>
            {t('quick.cancel')}
          </button>
        </div>
      )}
      {problem && <p class="problem">{errorText(problem, t)}</p>}
    </section>
  );
}
