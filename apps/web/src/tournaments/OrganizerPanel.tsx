import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { TournamentView } from '@carcassonne/protocol';
import { LEVEL_IDS, type LevelId } from '@carcassonne/protocol/plain';
import { errorText, type CodedError } from '../game/errors.js';
import { useLang, useT } from '../ui/context.js';
import { botChoice } from '../online/bots.js';
import type { Identity } from '../online/identity.js';
import { addBot, cancelTournament } from './api.js';

/**
 * The organizer's tools before the start: enter a bot, cancel the tournament (unless the
 * organizer is a moderator too, whose own panel has the one Cancel).
 */
export function OrganizerPanel({
  view,
  identity,
  onChanged,
  moderatorCancels = false,
}: {
  view: TournamentView;
  identity: Identity | null;
  onChanged: () => void;
  moderatorCancels?: boolean;
}): JSX.Element | null {
  const t = useT();
  const lang = useLang();
  const [bot, setBot] = useState<LevelId>('level1');
  const [problem, setProblem] = useState<CodedError | null>(null);
  if (!identity || identity.user.id !== view.organizer.id || view.status !== 'upcoming') return null;
  const done = (r: { ok: true } | ({ ok: false } & CodedError)) => {
    setProblem(r.ok ? null : r);
    if (r.ok) onChanged();
  };
  return (
    <section class="tournament-organizer" aria-labelledby="tour-organizer">
      <h3 id="tour-organizer">{t('tour.organizerTools')}</h3>
      <p>
        <label>
          {t('tour.bot')}{' '}
          <select
            name="tournament-bot"
            value={bot}
            onChange={(e) => {
              const level = LEVEL_IDS.find((l) => l === (e.currentTarget as HTMLSelectElement).value);
              if (level) setBot(level);
            }}
          >
            {LEVEL_IDS.map((level) => (
              <option key={level} value={level}>
                {botChoice(t, lang, level, view.settings.preset)}
              </option>
            ))}
          </select>
        </label>{' '}
        <button
          type="button"
          data-action="tournament-add-bot"
          onClick={() => void addBot(view.id, identity, bot).then(done)}
        >
          {t('tour.addBot')}
        </button>
      </p>
      {!moderatorCancels && (
        <p>
          <button
            type="button"
            data-action="tournament-cancel"
            onClick={() => {
              if (confirm(t('tour.cancelSure'))) void cancelTournament(view.id, identity).then(done);
            }}
          >
            {t('tour.cancel')}
          </button>
        </p>
      )}
      {problem && (
        <p class="problem" role="alert">
          {errorText(problem, t)}
        </p>
      )}
    </section>
  );
}
