import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useLang, useT } from './context.js';
import { NotWith } from './NotWith.js';
import { ratingKey } from '@carcassonne/ai';
import { seatChoices } from '../game/seats.js';
import type { Key } from '../i18n/index.js';
import {
  CARDS,
  colorOf,
  colorsOf,
  configProblems,
  defaultSeats,
  definitionOf,
  presetsOf,
  seatRange,
  withCard,
  withPreset,
  type GameConfig,
} from '../game/config.js';
import type { Seat } from '../game/types.js';
import { RulesDialog } from './RulesDialog.js';
import { Icon } from './icons.js';

/** The new-game form: game, rules, seats (human or bot level, name, colour) and seed. */
export function NewGame({
  initial,
  onStart,
  onCancel,
  before,
}: {
  initial: GameConfig;
  onStart: (c: GameConfig) => void;
  onCancel: (() => void) | null;
  before?: JSX.Element;
}): JSX.Element {
  const t = useT();
  const lang = useLang();
  const [c, setC] = useState<GameConfig>(initial);
  const [rules, setRules] = useState(false);
  const problems = configProblems(c);
  const colors = colorsOf(c.game);
  const [lo, hi] = seatRange(c);
  const presets = presetsOf(c.game);
  const options = definitionOf(c.game).options;
  // Which options the engine would refuse beside those ticked: worked out once the engine is loaded.
  const [conflicts, setConflicts] = useState<ReadonlyMap<string, string>>(new Map());
  const optionsKey = `${c.game} ${c.preset} ${JSON.stringify(c.options)}`;
  useEffect(() => {
    let current = true;
    void import('../game/option-conflicts.js').then((m) => {
      if (current) setConflicts(m.optionConflicts(c));
    });
    return () => {
      current = false;
    };
  }, [optionsKey]);
  const choices = seatChoices(ratingKey(c.preset, c.options), lang, t);
  const setOption = (key: string, value: boolean | string) =>
    setC({ ...c, options: { ...c.options, [key]: value } });

  const setSeat = (i: number, patch: Partial<Seat>) =>
    setC({ ...c, seats: c.seats.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
  const addSeat = () => {
    const used = new Set(c.seats.map((s) => s.color));
    const color = colors.find((x) => !used.has(x)) ?? colors[0]!;
    const name =
      defaultSeats(hi, c.game).find((s) => !c.seats.some((o) => o.name === s.name))?.name ??
      `P${c.seats.length + 1}`;
    setC({ ...c, seats: [...c.seats, { name, color, kind: 'greedy' }] });
  };

  return (
    <main class="newgame">
      {before}
      <h2>{t('new.title')}</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (problems.length === 0) onStart(c);
        }}
      >
        <fieldset class="games">
          <legend>{t('new.game')}</legend>
          {CARDS.map(({ id }) => (
            <label key={id} class={`game-card game-${id} ${c.game === id ? 'on' : ''}`}>
              <input
                type="radio"
                name="game"
                value={id}
                checked={c.game === id}
                onChange={() => setC(withCard(c, id))}
              />
              <span>{t(`game.${id}`)}</span>
            </label>
          ))}
        </fieldset>
        {presets.length > 1 && (
          <fieldset>
            <legend>{t('new.preset')}</legend>
            <select
              name="preset"
              aria-label={t('new.preset')}
              value={c.preset}
              onChange={(e) => setC(withPreset(c, (e.currentTarget as HTMLSelectElement).value))}
            >
              {presets.map((p) => (
                <option key={p.id} value={p.id}>
                  {t(`preset.${p.id}` as Key)}
                </option>
              ))}
            </select>
          </fieldset>
        )}
        <button type="button" class="read-rules" data-action="read-rules" onClick={() => setRules(true)}>
          <Icon name="book" /> {t('rules.read')}
        </button>
        {rules && (
          <RulesDialog current={{ preset: c.preset, options: c.options }} onClose={() => setRules(false)} />
        )}
        {options.length > 0 && (
          <fieldset class="options">
            {options.map((o) =>
              o.values.every((v) => typeof v === 'boolean') ? (
                <label key={o.key} class={conflicts.has(o.key) ? 'unavailable' : undefined}>
                  <input
                    type="checkbox"
                    name={o.key}
                    checked={c.options[o.key] === true}
                    disabled={conflicts.has(o.key)}
                    onChange={(e) => setOption(o.key, (e.currentTarget as HTMLInputElement).checked)}
                  />
                  {t(`option.${o.key}` as Key)}
                  <NotWith option={conflicts.get(o.key)} />
                </label>
              ) : (
                <label key={o.key}>
                  {t(`option.${o.key}` as Key)}{' '}
                  <select
                    name={o.key}
                    value={String(c.options[o.key])}
                    onChange={(e) => setOption(o.key, (e.currentTarget as HTMLSelectElement).value)}
                  >
                    {o.values.map((v) => (
                      <option key={String(v)} value={String(v)}>
                        {t(`option.${o.key}.${String(v)}` as Key)}
                      </option>
                    ))}
                  </select>
                </label>
              ),
            )}
          </fieldset>
        )}
        <label class="aids-option">
          <input
            type="checkbox"
            name="aids"
            checked={c.aids === true}
            onChange={(e) => setC({ ...c, aids: (e.currentTarget as HTMLInputElement).checked })}
          />
          {t('new.aids')}
        </label>
        <fieldset class="seats">
          <legend>{t('new.players')}</legend>
          {c.seats.map((s, i) => (
            <div class="seat" key={i} data-seat={i}>
              <span class="swatch" style={{ background: colorOf(s.color).fill }} />
              <input
                aria-label={t('seat.name')}
                name={`name${i}`}
                value={s.name}
                maxLength={20}
                onInput={(e) => setSeat(i, { name: (e.currentTarget as HTMLInputElement).value })}
              />
              <select
                aria-label={t('seat.color')}
                name={`color${i}`}
                value={s.color}
                onChange={(e) => setSeat(i, { color: (e.currentTarget as HTMLSelectElement).value })}
              >
                {colors.map((col) => (
                  <option key={col} value={col}>
                    {t(`color.${col}` as Key)}
                  </option>
                ))}
              </select>
              <select
                aria-label={t('seat.kind')}
                name={`kind${i}`}
                value={s.kind}
                onChange={(e) =>
                  setSeat(i, { kind: (e.currentTarget as HTMLSelectElement).value as Seat['kind'] })
                }
              >
                {choices.map((k) => (
                  <option
                    key={k.kind}
                    value={k.kind}
                    data-elo={k.rating ? Math.round(k.rating.elo) : undefined}
                  >
                    {k.label}
                  </option>
                ))}
              </select>
              <button
                type="button"
                class="remove"
                disabled={c.seats.length <= lo}
                onClick={() => setC({ ...c, seats: c.seats.filter((_, j) => j !== i) })}
              >
                {t('new.remove')}
              </button>
            </div>
          ))}
          <button type="button" data-action="add-seat" disabled={c.seats.length >= hi} onClick={addSeat}>
            {t('new.addSeat')}
          </button>
        </fieldset>
        <label class="seed">
          {t('new.seed')}{' '}
          <input
            name="seed"
            value={c.seed}
            maxLength={40}
            onInput={(e) => setC({ ...c, seed: (e.currentTarget as HTMLInputElement).value })}
          />
        </label>
        {problems.map((p) => (
          <p class="problem" key={p}>
            {t(p)}
          </p>
        ))}
        <div class="actions">
          <button type="submit" class="primary" data-action="start" disabled={problems.length > 0}>
            {t('new.start')}
          </button>
          {onCancel && (
            <button type="button" onClick={onCancel}>
              ×
            </button>
          )}
        </div>
      </form>
    </main>
  );
}
