import type { JSX } from 'preact';
import { CLOCK_BOUNDS } from '@carcassonne/protocol/plain';
import { useT } from '../ui/context.js';
import type { FormError, SettingsForm } from './settings-form.js';
import { ChoiceField, NumberField } from './FormFields.js';

const KINDS = ['bank', 'days', 'move', 'none'] as const;

/** The clock: a time bank with its increment, days a move, seconds a move, or none. */
export function ClockFields({
  form,
  error,
  set,
}: {
  form: SettingsForm;
  error: FormError | undefined;
  set: <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) => void;
}): JSX.Element {
  const t = useT();
  const bounds =
    form.clock === 'bank'
      ? CLOCK_BOUNDS.bankMinutes
      : form.clock === 'days'
        ? CLOCK_BOUNDS.days
        : CLOCK_BOUNDS.moveSeconds;
  return (
    <>
      <ChoiceField
        field="clock"
        label={t('tour.clock')}
        value={form.clock}
        values={KINDS}
        words={(k) => t(`tform.clock.${k}`)}
        onValue={(k) => set('clock', k)}
      />
      {form.clock !== 'none' && (
        <NumberField
          field="clockValue"
          label={t(`tform.clockValue.${form.clock}`)}
          value={form.clockValue}
          min={bounds.min}
          max={bounds.max}
          error={error}
          onValue={(n) => set('clockValue', n)}
        />
      )}
      {form.clock === 'bank' && (
        <NumberField
          field="increment"
          label={t('tform.increment')}
          value={form.increment}
          min={CLOCK_BOUNDS.incrementSeconds.min}
          max={CLOCK_BOUNDS.incrementSeconds.max}
          error={undefined}
          onValue={(n) => set('increment', n)}
        />
      )}
    </>
  );
}
