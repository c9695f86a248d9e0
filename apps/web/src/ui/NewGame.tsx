import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { useT } from './context.js';
import type { Key } from '../i18n/en.js';
import { BASE_COLORS, CITY_COLORS, colorOf, configProblems, defaultSeats, SEAT_KINDS, seatRange, type GameConfig } from '../game/config.js';
import type { Seat } from '../game/types.js';

const GAMES = ['carcassonne', 'winter', 'the-city'] as const;
const PRESETS = ['classic', 'classic-se', 'modern'] as const;

/** The new-game form: game, rules, seats (human or bot level, name, colour) and seed. */
export function NewGame({ initial, onStart, onCancel }: { initial: GameConfig; onStart: (c: GameConfig) => void; onCancel: (() => void) | null }): JSX.Element {
  const t = useT();
  const [c, setC] = useState<GameConfig>(initial);
  const problems = configProblems(c);
  const colors = c.game === 'the-city' ? CITY_COLORS : BASE_COLORS;
  const [lo, hi] = seatRange(c.game);

  const setGame = (game: GameConfig['game']) => {
    const n = Math.min(Math.max(c.seats.length, 2), seatRange(game)[1]);
    const fresh = defaultSeats(n, game);
    const allowed: readonly string[] = game === 'the-city' ? CITY_COLORS : BASE_COLORS;
    const seats = c.seats.slice(0, n).map((s, i) => (allowed.includes(s.color) ? s : { ...s, color: fresh[i]!.color }));
    setC({ ...c, game, seats, ...(game === 'winter' ? { farmerScoring: 'perField3', smallCityTwoPoints: false } : {}) });
  };
  const setPreset = (preset: GameConfig['preset']) => {
    const p = { classic: [true, 'perCity4'], 'classic-se': [false, 'perCity4'], modern: [false, 'perField3'], winter: [false, 'perField3'] } as const;
    setC({ ...c, preset, smallCityTwoPoints: p[preset][0], farmerScoring: p[preset][1] });
  };
  const setSeat = (i: number, patch: Partial<Seat>) => setC({ ...c, seats: c.seats.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
  const addSeat = () => {
    const used = new Set(c.seats.map((s) => s.color));
    const color = colors.find((x) => !used.has(x)) ?? colors[0]!;
    const name = defaultSeats(hi, c.game).find((s) => !c.seats.some((o) => o.name === s.name))?.name ?? `P${c.seats.length + 1}`;
    setC({ ...c, seats: [...c.seats, { name, color, kind: 'greedy' }] });
  };

  return (
    <main class="newgame">
      <h2>{t('new.title')}</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (problems.length === 0) onStart(c);
        }}
      >
        <fieldset class="games">
          <legend>{t('new.game')}</legend>
          {GAMES.map((g) => (
            <label key={g} class={`game-card game-${g} ${c.game === g ? 'on' : ''}`}>
              <input type="radio" name="game" value={g} checked={c.game === g} onChange={() => setGame(g)} />
              <span>{t(`game.${g}` as Key)}</span>
            </label>
          ))}
        </fieldset>
        {c.game === 'carcassonne' && (
          <fieldset>
            <legend>{t('new.preset')}</legend>
            <select name="preset" value={c.preset} onChange={(e) => setPreset((e.currentTarget as HTMLSelectElement).value as GameConfig['preset'])}>
              {PRESETS.map((p) => (
                <option key={p} value={p}>
                  {t(`preset.${p}` as Key)}
                </option>
              ))}
            </select>
          </fieldset>
        )}
        {c.game !== 'the-city' && (
          <fieldset class="options">
            <label>
              <input type="checkbox" name="farmers" checked={c.farmers} onChange={(e) => setC({ ...c, farmers: (e.currentTarget as HTMLInputElement).checked })} />
              {t('new.farmers')}
            </label>
            <label>
              <input type="checkbox" name="smallCity" checked={c.smallCityTwoPoints} onChange={(e) => setC({ ...c, smallCityTwoPoints: (e.currentTarget as HTMLInputElement).checked })} />
              {t('new.smallCity')}
            </label>
            <label>
              {t('new.farmScoring')}{' '}
              <select name="farmScoring" value={c.farmerScoring} disabled={!c.farmers} onChange={(e) => setC({ ...c, farmerScoring: (e.currentTarget as HTMLSelectElement).value as GameConfig['farmerScoring'] })}>
                <option value="perCity4">{t('farm.perCity4')}</option>
                <option value="perField3">{t('farm.perField3')}</option>
              </select>
            </label>
          </fieldset>
        )}
        <fieldset class="seats">
          <legend>{t('new.players')}</legend>
          {c.seats.map((s, i) => (
            <div class="seat" key={i} data-seat={i}>
              <span class="swatch" style={{ background: colorOf(s.color).fill }} />
              <input aria-label={t('seat.name')} name={`name${i}`} value={s.name} maxLength={20} onInput={(e) => setSeat(i, { name: (e.currentTarget as HTMLInputElement).value })} />
              <select aria-label={t('seat.color')} name={`color${i}`} value={s.color} onChange={(e) => setSeat(i, { color: (e.currentTarget as HTMLSelectElement).value })}>
                {colors.map((col) => (
                  <option key={col} value={col}>
                    {t(`color.${col}` as Key)}
                  </option>
                ))}
              </select>
              <select aria-label={t('seat.human')} name={`kind${i}`} value={s.kind} onChange={(e) => setSeat(i, { kind: (e.currentTarget as HTMLSelectElement).value as Seat['kind'] })}>
                {SEAT_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`seat.${k}` as Key)}
                  </option>
                ))}
              </select>
              <button type="button" class="remove" disabled={c.seats.length <= lo} onClick={() => setC({ ...c, seats: c.seats.filter((_, j) => j !== i) })}>
                {t('new.remove')}
              </button>
            </div>
          ))}
          <button type="button" data-action="add-seat" disabled={c.seats.length >= hi} onClick={addSeat}>
            {t('new.addSeat')}
          </button>
        </fieldset>
        <label class="seed">
          {t('new.seed')} <input name="seed" value={c.seed} maxLength={40} onInput={(e) => setC({ ...c, seed: (e.currentTarget as HTMLInputElement).value })} />
        </label>
        {problems.map((p) => (
          <p class="problem" key={p}>
            {t(p as Key)}
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
