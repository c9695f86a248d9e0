import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { ALL_PRESETS, type GameId } from '@carcassonne/engine';
import { TOURNAMENT_LIMITS } from '@carcassonne/protocol/plain';
import { errorText, type CodedError } from '../game/errors.js';
import { useT } from '../ui/context.js';
import { ExpansionOptions, expansionOptions } from '../online/ExpansionOptions.js';
import type { Identity } from '../online/identity.js';
import { presetName } from '../online/preset-names.js';
import { go, hashOf } from '../route.js';
import { createTournament } from './api.js';
import {
  defaultForm,
  formProblems,
  settingsRequest,
  type FormError,
  type FormField,
  type SettingsForm,
} from './settings-form.js';
import {
  Check,
  ChoiceField,
  FieldError,
  FieldGroup,
  invalidProps,
  NumberField,
  TimeField,
} from './FormFields.js';
import { FormatFields } from './FormatFields.js';
import { ClockFields } from './ClockFields.js';

/** The form of a new tournament (registered players): every setting, checked before it is sent. */
export function CreateTournament({ identity }: { identity: Identity | null }): JSX.Element {
  const t = useT();
  const [form, setForm] = useState<SettingsForm>(() => defaultForm(Date.now()));
  const [expansions, setExpansions] = useState<ReadonlySet<string>>(new Set());
  const [shown, setShown] = useState<ReadonlyMap<FormField, FormError>>(new Map());
  const [problem, setProblem] = useState<CodedError | null>(null);
  const set = <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const game = (ALL_PRESETS.find((p) => p.id === form.preset)?.game ?? 'carcassonne') as GameId;
  const registered = identity !== null && identity.user.username !== null;
  const submit = async () => {
    const complete = { ...form, options: expansionOptions(game, expansions) };
    const found = formProblems(complete, Date.now());
    setShown(new Map(found.map((p) => [p.field, p.error])));
    if (found.length > 0 || !identity) return;
    const testTiles = Number(new URLSearchParams(location.search).get('testTiles')) || 0;
    const r = await createTournament(identity, settingsRequest(complete, testTiles));
    if (!r.ok) return setProblem(r);
    go({ kind: 'tournament', id: r.value.tournament, deal: null, invite: r.value.invite });
  };
  const err = (field: FormField) => shown.get(field);
  return (
    <main class="newgame tournament-create">
      <p>
        <a href={hashOf({ kind: 'tournaments' })}>{t('tour.all')}</a>
      </p>
      <h2>{t('tour.create')}</h2>
      {!registered && (
        <p class="notice" data-create="refused">
          {t(identity ? 'tform.guests' : 'tform.signIn')}
        </p>
      )}
      <form
        noValidate
        data-form="tournament"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label class="form-field">
          <span>{t('tour.name')}</span>{' '}
          <input
            name="name"
            required
            maxLength={TOURNAMENT_LIMITS.nameLength}
            value={form.name}
            onInput={(e) => set('name', (e.currentTarget as HTMLInputElement).value)}
            {...invalidProps('name', err('name'))}
          />
          <FieldError field="name" error={err('name')} />
        </label>
        <FieldGroup legend={t('tform.game')}>
          <ChoiceField
            field="preset"
            label={t('tour.game')}
            value={form.preset}
            values={ALL_PRESETS.map((p) => p.id)}
            words={(p) => presetName(t, p)}
            onValue={(p) => set('preset', p)}
          />
          <ExpansionOptions game={game} preset={form.preset} on={expansions} onChange={setExpansions} />
          <ClockFields form={form} error={err('clockValue')} set={set} />
        </FieldGroup>
        <FormatFields form={form} set={set} err={err} />
        <FieldGroup legend={t('tform.when')}>
          <TimeField
            field="startsAt"
            label={t('tour.starts')}
            value={form.startsAt}
            error={err('startsAt')}
            onValue={(v) => set('startsAt', v)}
          />
          <TimeField
            field="registrationOpensAt"
            label={t('tform.registrationOpens')}
            value={form.registrationOpensAt}
            error={err('registrationOpensAt')}
            onValue={(v) => set('registrationOpensAt', v)}
          />
          <NumberField
            field="checkInMinutes"
            label={t('tform.checkInMinutes')}
            value={form.checkInMinutes}
            min={0}
            max={TOURNAMENT_LIMITS.maxCheckInMinutes}
            error={err('checkInMinutes')}
            onValue={(n) => set('checkInMinutes', n)}
          />
        </FieldGroup>
        <FieldGroup legend={t('tform.who')}>
          <NumberField
            field="maxPlayers"
            label={t('tform.maxPlayers')}
            value={form.maxPlayers}
            min={2}
            max={TOURNAMENT_LIMITS.maxPlayers}
            error={err('maxPlayers')}
            onValue={(n) => set('maxPlayers', n)}
          />
          <Check name="rated" label={t('tour.rated')} checked={form.rated} onValue={(b) => set('rated', b)} />
          <ChoiceField
            field="visibility"
            label={t('tour.visibility')}
            value={form.visibility}
            values={['public', 'invitation'] as const}
            words={(v) => t(`tour.visibility.${v}`)}
            onValue={(v) => set('visibility', v)}
          />
        </FieldGroup>
        <p>
          <button type="submit" class="primary" data-action="create-tournament" disabled={!registered}>
            {t('tour.create')}
          </button>
        </p>
        {shown.size > 0 && (
          <p class="problem" role="alert">
            {t('tform.fix', { n: shown.size })}
          </p>
        )}
        {problem && (
          <p class="problem" role="alert" data-refused={problem.code}>
            {errorText(problem, t)}
            {problem.code === 'bad-tournament-settings' && problem.message && ` (${problem.message})`}
          </p>
        )}
      </form>
    </main>
  );
}
