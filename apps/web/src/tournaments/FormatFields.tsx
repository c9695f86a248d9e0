import type { JSX } from 'preact';
import { TOURNAMENT_FORMATS, TOURNAMENT_LIMITS } from '@carcassonne/protocol/plain';
import { useT } from '../ui/context.js';
import type { FormError, FormField, SettingsForm } from './settings-form.js';
import { Check, ChoiceField, FieldError, FieldGroup, NumberField } from './FormFields.js';
import { TieBreakPicker } from './TieBreakPicker.js';

/** The create form's format: rounds, match length, arena time, duplicate deals, ranking and tie-breaks. */
export function FormatFields({
  form,
  set,
  err,
}: {
  form: SettingsForm;
  set: <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) => void;
  err: (field: FormField) => FormError | undefined;
}): JSX.Element {
  const t = useT();
  return (
    <FieldGroup legend={t('tour.format')}>
      <ChoiceField
        field="format"
        label={t('tour.format')}
        value={form.format}
        values={TOURNAMENT_FORMATS}
        words={(f) => t(`tour.format.${f}`)}
        onValue={(f) => set('format', f)}
      />
      {form.format !== 'arena' && (
        <NumberField
          field="rounds"
          label={t('tform.rounds')}
          value={form.rounds}
          min={1}
          max={TOURNAMENT_LIMITS.maxRounds}
          error={err('rounds')}
          onValue={(n) => set('rounds', n)}
          optional
        />
      )}
      {form.format === 'swiss' && (
        <NumberField
          field="tableSize"
          label={t('tform.tableSize')}
          value={form.tableSize}
          min={2}
          max={5}
          error={err('tableSize')}
          onValue={(n) => set('tableSize', n)}
        />
      )}
      <FieldError field="tableSize" error={form.format === 'swiss' ? undefined : err('tableSize')} />
      {form.format !== 'arena' && (
        <NumberField
          field="gamesPerMatch"
          label={t(form.format.endsWith('elimination') ? 'tour.bestOf' : 'tour.gamesPerMatch')}
          value={form.gamesPerMatch}
          min={1}
          max={6}
          error={err('gamesPerMatch')}
          onValue={(n) => set('gamesPerMatch', n)}
        />
      )}
      {/* An arena plays single games; berserk halves a time bank, so it needs one. */}
      {form.format === 'arena' && (
        <NumberField
          field="arenaMinutes"
          label={t('tform.arenaMinutes')}
          value={form.arenaMinutes}
          min={1}
          max={1440}
          error={err('arenaMinutes')}
          onValue={(n) => set('arenaMinutes', n)}
        />
      )}
      {form.format === 'arena' && form.clock === 'bank' && (
        <Check
          name="berserk"
          label={t('tform.berserk')}
          checked={form.berserk}
          onValue={(b) => set('berserk', b)}
        />
      )}
      <Check
        name="duplicate"
        label={t('tform.duplicate')}
        checked={form.duplicate}
        onValue={(b) => set('duplicate', b)}
      />
      <FieldError field="duplicate" error={err('duplicate')} />
      <ChoiceField
        field="ranking"
        label={t('tour.ranking')}
        value={form.ranking}
        values={['score', 'duplicate'] as const}
        words={(r) => t(`tour.ranking.${r}`)}
        onValue={(r) => set('ranking', r)}
      />
      <TieBreakPicker value={form.tieBreaks} onValue={(v) => set('tieBreaks', v)} />
    </FieldGroup>
  );
}
