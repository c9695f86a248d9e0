import type { JSX } from 'preact';
import type { TimeControl, TournamentView } from '@carcassonne/protocol';
import { hasKey, type T } from '../i18n/words.js';
import { useLang, useT } from '../ui/context.js';
import { presetName } from '../online/preset-names.js';
import { dateTime } from '../online/when.js';

/** A clock in words: "10 min + 10 s", "30 s a move", "3 days a move", "no clock". */
export function clockText(clock: TimeControl, t: T): string {
  switch (clock.kind) {
    case 'none':
      return t('tour.clock.none');
    case 'move':
      return t('tour.clock.move', { n: clock.seconds });
    case 'days':
      return t('tour.clock.days', { n: clock.days });
    case 'bank':
      return t('tour.clock.bank', { n: clock.minutes, s: clock.increment });
  }
}

/** What the organizer chose, as a list of terms. */
export function SettingsSummary({ view }: { view: TournamentView }): JSX.Element {
  const t = useT();
  const lang = useLang();
  const s = view.settings;
  const row = (label: string, value: string, name: string) => (
    <div key={name} data-setting={name}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  const options = Object.entries(s.options)
    .filter(([, on]) => on === true)
    .map(([k]) => {
      const key = `option.${k}`;
      return hasKey(key) ? t(key) : k;
    });
  return (
    <details class="tournament-settings" open={view.status === 'upcoming'} data-settings="summary">
      <summary>{t('tour.settings')}</summary>
      <dl class="settings-list">
        {row(t('tour.organizer'), view.organizer.name, 'organizer')}
        {row(t('tour.format'), t(`tour.format.${s.format}`), 'format')}
        {row(t('tour.game'), presetName(t, s.preset), 'preset')}
        {options.length > 0 && row(t('tour.expansions'), options.join(', '), 'options')}
        {row(t('tour.clock'), clockText(s.clock, t), 'clock')}
        {(s.format === 'swiss' || s.format === 'round-robin') &&
          row(t('tour.rounds'), s.rounds > 0 ? String(s.rounds) : t('tour.byFormat'), 'rounds')}
        {s.tableSize > 2 && row(t('tour.tableSize'), String(s.tableSize), 'table-size')}
        {row(
          s.format.endsWith('elimination') ? t('tour.bestOf') : t('tour.gamesPerMatch'),
          String(s.gamesPerMatch),
          'games',
        )}
        {s.arena &&
          row(
            t('tour.arena'),
            t(s.arena.berserk ? 'tour.arenaBerserk' : 'tour.arenaMinutes', { n: s.arena.minutes }),
            'arena',
          )}
        {row(t('tour.deals'), t(s.duplicate ? 'tour.duplicateOn' : 'tour.duplicateOff'), 'duplicate')}
        {row(t('tour.ranking'), t(`tour.ranking.${s.ranking}`), 'ranking')}
        {row(t('tour.tieBreaks'), s.tieBreaks.map((b) => t(`tour.tb.${b}`)).join(' › ') || '—', 'tie-breaks')}
        {row(t('tour.starts'), dateTime(s.startsAt, lang), 'starts')}
        {row(t('tour.registration'), dateTime(s.registrationOpensAt, lang), 'registration')}
        {row(
          t('tour.checkIn'),
          s.checkInMinutes > 0 ? t('tour.checkInBefore', { n: s.checkInMinutes }) : t('tour.noCheckIn'),
          'check-in',
        )}
        {row(t('tour.players'), t('tour.ofMax', { n: view.entrants.length, max: s.maxPlayers }), 'players')}
        {row(t('tour.rated'), t(s.rated ? 'tour.yes' : 'tour.no'), 'rated')}
        {row(t('tour.visibility'), t(`tour.visibility.${s.visibility}`), 'visibility')}
      </dl>
    </details>
  );
}
