import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { WallTarget } from '../game/types.js';
import { useT } from './context.js';
import { Icon } from './icons.js';

/**
 * Many choices at once (The City's gate can go on any of dozens of edges): one list to pick
 * from in words, and a button to take it, instead of dozens of buttons. The board offers the
 * same choices as targets (and N / P with Enter).
 */
export function ManyChoices({
  targets,
  label,
  onChoose,
}: {
  targets: readonly WallTarget[];
  label: (t: WallTarget) => string;
  onChoose: (t: WallTarget) => void;
}): JSX.Element {
  const t = useT();
  const [i, setI] = useState(0);
  return (
    <div class="many-choices">
      <label>
        {t('choice.pick', { n: targets.length })}
        <select
          data-wall-select
          value={String(i)}
          onChange={(e) => setI(Number((e.currentTarget as HTMLSelectElement).value))}
        >
          {targets.map((w, k) => (
            <option key={k} value={String(k)}>
              {k + 1}. {label(w)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        class="primary"
        data-action="take-choice"
        onClick={() => targets[i] && onChoose(targets[i]!)}
      >
        <Icon name="check" /> {t('choice.take')}
      </button>
    </div>
  );
}
