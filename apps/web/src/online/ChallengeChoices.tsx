import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { ALL_PRESETS } from '@carcassonne/engine';
import type { TimeControl } from '@carcassonne/protocol';
import { useT } from '../ui/context.js';
import { presetName } from './preset-names.js';
import { QUICK_CLOCKS, quickPlayers } from './quick-choices.js';

/** What a challenge asks for: the game, the clock and whether it is rated. */
export interface ChallengeChoice {
  readonly preset: string;
  readonly clock: TimeControl;
  readonly rated: boolean;
}

/** The choices of a challenge, kept by the screen that sends it. */
export function useChallengeChoice(): {
  choice: ChallengeChoice;
  fields: JSX.Element;
} {
  const t = useT();
  const [preset, setPreset] = useState('classic');
  const [clock, setClock] = useState(0);
  const [rated, setRated] = useState(true);
  const fields = (
    <>
      <select
        name="challenge-preset"
        aria-label={t('new.game')}
        value={preset}
        onChange={(e) => setPreset((e.currentTarget as HTMLSelectElement).value)}
      >
        {ALL_PRESETS.filter((p) => quickPlayers(p.id).includes(2)).map((p) => (
          <option key={p.id} value={p.id}>
            {presetName(t, p.id)}
          </option>
        ))}
      </select>{' '}
      <select
        name="challenge-clock"
        aria-label={t('online.clock')}
        value={clock}
        onChange={(e) => setClock(Number((e.currentTarget as HTMLSelectElement).value))}
      >
        {QUICK_CLOCKS.map((c, i) => (
          <option key={c.kind} value={i}>
            {c.kind === 'move'
              ? t('quick.clockMove', { n: c.seconds })
              : c.kind === 'bank'
                ? t('quick.clockBank', { m: c.minutes, s: c.increment })
                : t('online.clockNone')}
          </option>
        ))}
      </select>{' '}
      <label>
        <input
          type="checkbox"
          name="challenge-rated"
          checked={rated}
          onChange={(e) => setRated((e.currentTarget as HTMLInputElement).checked)}
        />{' '}
        {t('online.rated')}
      </label>
    </>
  );
  return { choice: { preset, clock: QUICK_CLOCKS[clock] ?? { kind: 'none' }, rated }, fields };
}
