import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { TournamentView } from '@carcassonne/protocol';
import { errorText, type CodedError } from '../game/errors.js';
import { useT } from '../ui/context.js';
import type { Identity } from '../online/identity.js';
import { moderateTournament, removeEntrant, type ModeratorAction } from './api.js';

/** The actions open to a moderator in each state (the server checks them again). */
const ACTIONS: Readonly<Record<TournamentView['status'], readonly ModeratorAction[]>> = {
  upcoming: ['cancel'],
  running: ['pause', 'cancel'],
  paused: ['resume', 'cancel'],
  finished: [],
  cancelled: [],
};
const WORDS = { pause: 'tour.pause', resume: 'tour.resume', cancel: 'tour.cancel' } as const;

/** A moderator's tools on one tournament: what the panel and the standings' rows offer. */
export interface TournamentModeration {
  readonly actions: readonly ModeratorAction[];
  readonly run: (action: ModeratorAction) => Promise<void>;
  /** Remove an entrant (confirmed first); null when it cannot apply (not a moderator, or over). */
  readonly remove: ((entrant: string, name: string) => void) | null;
  readonly problem: CodedError | null;
  readonly busy: boolean;
}

/**
 * A moderator's tools on a tournament not over (`moderator`, from the server's standing): pause,
 * resume, cancel (confirmed: the tables being played close without a result), and removing an
 * entrant from their row of the standings (confirmed: as a withdrawal).
 */
export function useModeration(
  view: TournamentView | null,
  identity: Identity | null,
  moderator: boolean,
  onChanged: () => void,
): TournamentModeration {
  const t = useT();
  const [problem, setProblem] = useState<CodedError | null>(null);
  const [busy, setBusy] = useState(false);
  const allowed = identity !== null && moderator;
  const done = (r: { ok: true } | ({ ok: false } & CodedError)) => {
    setBusy(false);
    setProblem(r.ok ? null : r);
    if (r.ok) onChanged();
  };
  const actions = allowed && view ? ACTIONS[view.status] : [];
  return {
    actions,
    busy,
    problem,
    run: async (action) => {
      if (!identity || !view || (action === 'cancel' && !confirm(t('tour.modCancelSure')))) return;
      setBusy(true);
      done(await moderateTournament(view.id, identity, action));
    },
    remove:
      identity && view && actions.length > 0
        ? (entrant, name) => {
            if (!confirm(t('tour.removeSure', { name }))) return;
            setBusy(true);
            void removeEntrant(view.id, identity, entrant).then(done);
          }
        : null,
  };
}

/** The moderator's panel: pause or resume and cancel; a refusal in the page's language. */
export function ModeratorPanel({ moderation }: { moderation: TournamentModeration }): JSX.Element | null {
  const t = useT();
  if (moderation.actions.length === 0) return null;
  return (
    <section class="tournament-moderator" aria-labelledby="tour-moderator" data-moderator-tools>
      <h3 id="tour-moderator">{t('tour.modTools')}</h3>
      <p class="entry-actions">
        {moderation.actions.map((action) => (
          <button
            key={action}
            type="button"
            data-action={`tournament-moderate-${action}`}
            disabled={moderation.busy}
            onClick={() => void moderation.run(action)}
          >
            {t(WORDS[action])}
          </button>
        ))}
      </p>
      {moderation.problem && (
        <p class="problem" role="alert">
          {errorText(moderation.problem, t)}
        </p>
      )}
    </section>
  );
}
