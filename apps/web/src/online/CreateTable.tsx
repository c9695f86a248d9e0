import type { JSX } from 'preact';
import { ExpansionOptions, expansionOptions } from './ExpansionOptions.js';
import { useState } from 'preact/hooks';
import { ALL_PRESETS, gameDefinition, seatsWith } from '@carcassonne/engine';
import type { SeatSpec } from '@carcassonne/protocol';
import type { TimeControl } from '@carcassonne/protocol';
import { errorText, type CodedError } from '../game/errors.js';
import { useLang, useT } from '../ui/context.js';
import { ratingKey } from '@carcassonne/ai';
import { botChoice, OFFERED_BOTS, type OfferedBot } from './bots.js';
import type { OnlineClient } from './connection.js';
import { go } from '../route.js';
import { presetName } from './preset-names.js';

type SeatChoice = 'open' | OfferedBot;

/** The lobby's form for a new table: game, seats (people or bots), visibility, clock, rated, expansions. */
export function CreateTable({ client }: { client: OnlineClient }): JSX.Element {
  const t = useT();
  const lang = useLang();
  const [preset, setPreset] = useState('classic');
  const info = ALL_PRESETS.find((p) => p.id === preset)!;
  const [expansions, setExpansions] = useState<ReadonlySet<string>>(new Set());
  const options = expansionOptions(info.game, expansions);
  // Inns & Cathedrals lets a sixth player sit down.
  const range = seatsWith(gameDefinition(info.game)?.seats ?? { min: 2, max: 5 }, options);
  const [count, setCount] = useState(2);
  const [seats, setSeats] = useState<SeatChoice[]>(['open', 'open', 'open', 'open', 'open']);
  const [visibility, setVisibility] = useState<'public' | 'private'>('public');
  const [clock, setClock] = useState<TimeControl['kind']>('none');
  const [clockValue, setClockValue] = useState(60);
  const [increment, setIncrement] = useState(10);
  const [rated, setRated] = useState(true);
  const [aids, setAids] = useState(false);
  const [problem, setProblem] = useState<CodedError | null>(null);
  const n = Math.min(Math.max(count, range.min), range.max);
  const others = seats.slice(0, n - 1);
  const hasBot = others.some((s) => s !== 'open');

  const create = async () => {
    const spec: SeatSpec[] = [
      { kind: 'me' },
      ...others.map(
        (s): SeatSpec =>
          s === 'open'
            ? { kind: 'open' }
            : s === 'random' || s === 'greedy'
              ? { kind: 'bot', bot: s, level: 1 }
              : { kind: 'bot', bot: s },
      ),
    ];
    const time: TimeControl =
      clock === 'none'
        ? { kind: 'none' }
        : clock === 'move'
          ? { kind: 'move', seconds: clockValue }
          : clock === 'bank'
            ? { kind: 'bank', minutes: clockValue, increment }
            : { kind: 'days', days: clockValue };
    // Test servers accept a short bag (`?testTiles=N` in the page URL); others refuse it.
    const testTiles = Number(new URLSearchParams(location.search).get('testTiles')) || 0;
    const answer = await client.request({
      type: 'create',
      preset,
      seats: spec,
      visibility,
      clock: time,
      rated: rated && !hasBot,
      options,
      ...(aids ? { aids: true } : {}),
      ...(testTiles > 0 ? { testTiles } : {}),
    });
    if (!answer.ok) return setProblem(answer);
    go({ kind: 'table', id: answer.result.table, invite: answer.result.invite });
  };

  return (
    <form
      class="create-table"
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}
    >
      <fieldset>
        <legend>{t('online.create')}</legend>
        <label>
          {t('new.game')}{' '}
          <select
            name="preset"
            value={preset}
            onChange={(e) => setPreset((e.currentTarget as HTMLSelectElement).value)}
          >
            {ALL_PRESETS.map((p) => (
              <option key={p.id} value={p.id}>
                {presetName(t, p.id)}
              </option>
            ))}
          </select>
        </label>{' '}
        <ExpansionOptions game={info.game} preset={preset} on={expansions} onChange={setExpansions} />
        <label>
          {t('new.players')}{' '}
          <select
            name="seats"
            value={n}
            onChange={(e) => setCount(Number((e.currentTarget as HTMLSelectElement).value))}
          >
            {Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i).map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </label>
        <ol class="seat-list">
          <li>{t('online.you')}</li>
          {others.map((s, i) => (
            <li key={i}>
              <select
                name={`seat${i + 1}`}
                aria-label={t('a11y.seat', { n: i + 2 })}
                value={s}
                onChange={(e) =>
                  setSeats(
                    seats.map((x, j) =>
                      j === i ? ((e.currentTarget as HTMLSelectElement).value as SeatChoice) : x,
                    ),
                  )
                }
              >
                <option value="open">{t('online.openSeat')}</option>
                {OFFERED_BOTS.map((b) => (
                  <option key={b} value={b}>
                    {botChoice(t, lang, b, ratingKey(preset, options))}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ol>
        <label>
          <select
            name="visibility"
            aria-label={t('a11y.visibility')}
            value={visibility}
            onChange={(e) =>
              setVisibility((e.currentTarget as HTMLSelectElement).value as 'public' | 'private')
            }
          >
            <option value="public">{t('online.public')}</option>
            <option value="private">{t('online.private')}</option>
          </select>
        </label>{' '}
        <label>
          {t('online.clock')}{' '}
          <select
            name="clock"
            value={clock}
            onChange={(e) => {
              const k = (e.currentTarget as HTMLSelectElement).value as TimeControl['kind'];
              setClock(k);
              setClockValue(k === 'days' ? 3 : k === 'bank' ? 5 : 60);
            }}
          >
            <option value="none">{t('online.clockNone')}</option>
            <option value="move">{t('online.clockMove')}</option>
            <option value="days">{t('online.clockDays')}</option>
            <option value="bank">{t('clock.bankOption')}</option>
          </select>
        </label>{' '}
        {clock !== 'none' && (
          <input
            name="clockValue"
            type="number"
            min={1}
            max={clock === 'days' ? 30 : clock === 'bank' ? 180 : 3600}
            value={clockValue}
            onInput={(e) => setClockValue(Number((e.currentTarget as HTMLInputElement).value))}
          />
        )}{' '}
        {clock === 'bank' && (
          <label>
            {t('clock.increment')}{' '}
            <input
              name="clockIncrement"
              type="number"
              min={0}
              max={300}
              value={increment}
              onInput={(e) => setIncrement(Number((e.currentTarget as HTMLInputElement).value))}
            />
          </label>
        )}{' '}
        <label>
          <input
            type="checkbox"
            name="rated"
            checked={rated && !hasBot}
            disabled={hasBot}
            onChange={(e) => setRated((e.currentTarget as HTMLInputElement).checked)}
          />{' '}
          {t('online.rated')}
        </label>{' '}
        <label>
          <input
            type="checkbox"
            name="aids"
            checked={aids}
            onChange={(e) => setAids((e.currentTarget as HTMLInputElement).checked)}
          />{' '}
          {t('new.aids')}
        </label>
        <div class="actions">
          <button type="submit" class="primary" data-action="create">
            {t('online.createButton')}
          </button>
        </div>
        {problem && <p class="problem">{errorText(problem, t)}</p>}
      </fieldset>
    </form>
  );
}
