import type { JSX } from 'preact';
import type { PlayerStatistics } from '@carcassonne/protocol';
import { hasKey } from '../i18n/words.js';
import { useT } from '../ui/context.js';

/** A player's statistics: average score, points and features by kind, followers' efficiency. */
export function ProfileStats({ stats }: { stats: PlayerStatistics }): JSX.Element {
  const t = useT();
  const kinds = Object.keys(stats.pointsByKind);
  const kindName = (kind: string) => {
    const key = `kind.${kind}`;
    return hasKey(key) ? t(key) : kind;
  };
  return (
    <section class="profile-stats" data-statistics>
      <h3>{t('ratings.statistics')}</h3>
      <dl>
        <dt>{t('ratings.averageScore')}</dt>
        <dd data-average-score>{stats.averageScore ?? '—'}</dd>
        <dt>
          <abbr title={t('ratings.efficiencyHelp')}>{t('ratings.efficiency')}</abbr>
        </dt>
        <dd data-follower-efficiency>{stats.followerEfficiency ?? '—'}</dd>
      </dl>
      {kinds.length > 0 && (
        <table class="breakdown">
          <caption>{t('ratings.replayed', { n: stats.replayed })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('ratings.kind')}</th>
              <th scope="col">{t('ratings.features')}</th>
              <th scope="col">{t('ratings.points')}</th>
            </tr>
          </thead>
          <tbody>
            {kinds.map((k) => (
              <tr key={k} data-kind={k}>
                <th scope="row">{kindName(k)}</th>
                <td>{stats.featuresByKind[k] ?? 0}</td>
                <td>{stats.pointsByKind[k] ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
