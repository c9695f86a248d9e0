import type { JSX } from 'preact';
import { useT } from '../ui/context.js';

/** The rules for players, by topic (docs/tournament-rules.md says the same at length). */
export const RULE_TOPICS = [
  'entry',
  'score',
  'swiss',
  'round-robin',
  'elimination',
  'arena',
  'duplicate',
  'tie-breaks',
  'forfeits',
] as const;

/** How tournaments work, folded under the list and a tournament's page. */
export function TournamentRules(): JSX.Element {
  const t = useT();
  return (
    <details class="tournament-rules" data-rules="tournaments">
      <summary>{t('tour.rules')}</summary>
      {RULE_TOPICS.map((topic) => (
        <section key={topic} data-rule={topic}>
          <h4>{t(`trules.${topic}.title`)}</h4>
          <p>{t(`trules.${topic}`)}</p>
        </section>
      ))}
    </details>
  );
}
