import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import type { PlayerMark } from '../board/config.js';
import type { UiEvent } from '../game/types.js';
import { describeEvent } from '../game/words.js';
import type { TileDef } from '@carcassonne/engine';
import { useT } from './context.js';
import { Icon } from './icons.js';

const reducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Points flying from the feature on the board to the player's score in the panel. */
function flyPoints(e: UiEvent, marks: readonly PlayerMark[]): void {
  if (reducedMotion() || typeof document === 'undefined') return;
  const from = document.querySelector('.score-flash.step .points')?.getBoundingClientRect();
  if (!from || typeof document.body.animate !== 'function') return;
  for (const p of e.players) {
    const to = document.querySelector(`.players [data-player="${p}"] .score`)?.getBoundingClientRect();
    if (!to) continue;
    const el = document.createElement('div');
    el.className = 'fly';
    el.setAttribute('aria-hidden', 'true');
    el.textContent = `+${e.points}`;
    el.style.background = marks[p]?.fill ?? '#333';
    el.style.color = marks[p]?.ink ?? '#fff';
    document.body.append(el);
    const a = el.animate(
      [
        { transform: `translate(${from.left}px, ${from.top}px) scale(1.4)` },
        { transform: `translate(${to.left}px, ${to.top}px) scale(0.8)` },
      ],
      { duration: 900, easing: 'cubic-bezier(.5,0,.3,1)', fill: 'forwards' },
    );
    a.onfinish = () => el.remove();
  }
}

/**
 * The final scoring, one feature at a time: which step, what scored in words, and the controls
 * (back, pause or play, next, skip to the result).
 */
export function ScoringSteps({
  steps,
  k,
  auto,
  names,
  marks,
  tileDef,
  onStep,
  onAuto,
  onSkip,
}: {
  steps: readonly UiEvent[];
  k: number;
  auto: boolean;
  names: readonly string[];
  marks: readonly PlayerMark[];
  tileDef: (id: string) => TileDef | undefined;
  onStep: (k: number) => void;
  onAuto: (on: boolean) => void;
  onSkip: () => void;
}): JSX.Element {
  const t = useT();
  const e = steps[k];
  useEffect(() => {
    if (e) requestAnimationFrame(() => flyPoints(e, marks));
  }, [k]);
  return (
    <section
      class="steps"
      aria-label={t('steps.title')}
      data-step={k}
      data-steps={steps.length}
      data-kind={e?.kind}
    >
      <p class="what" aria-live="polite">
        <strong>{t('steps.count', { i: k + 1, n: steps.length })}</strong>{' '}
        {e ? describeEvent(e, names, t, tileDef, false) : ''}
      </p>
      <div class="controls">
        <button
          type="button"
          data-action="step-prev"
          disabled={k === 0}
          aria-label={t('replay.prev')}
          onClick={() => onStep(k - 1)}
        >
          <Icon name="prev" />
        </button>
        <button
          type="button"
          data-action="step-auto"
          aria-label={auto ? t('steps.pause') : t('steps.play')}
          onClick={() => onAuto(!auto)}
        >
          <Icon name={auto ? 'pause' : 'play'} />
        </button>
        <button
          type="button"
          data-action="step-next"
          aria-label={t('replay.next')}
          onClick={() => onStep(k + 1)}
        >
          <Icon name="next" />
        </button>
        <button type="button" class="primary" data-action="skip-scoring" onClick={onSkip}>
          {t('steps.skip')}
        </button>
      </div>
    </section>
  );
}
