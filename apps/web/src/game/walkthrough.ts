import type { UiEvent, UiFollower, UiScoredFollower } from './types.js';

/**
 * The final scoring stepped through feature by feature: the steps are the end-of-game scorings
 * in the engine's order; the scores shown at step k are those before the final scoring plus the
 * points of steps 0..k.
 */
export function finalSteps(events: readonly UiEvent[]): UiEvent[] {
  return events.filter((e) => e.move === null && e.kind !== 'discard');
}

/** Every player's score before the final scoring. */
export function scoresBeforeFinal(final: readonly number[], steps: readonly UiEvent[]): number[] {
  const out = [...final];
  for (const e of steps) for (const p of e.players) out[p] = (out[p] ?? 0) - e.points;
  return out;
}

/** Scores once steps 0..k have been scored (k = -1: none yet). */
export function scoresAtStep(final: readonly number[], steps: readonly UiEvent[], k: number): number[] {
  const out = scoresBeforeFinal(final, steps);
  for (const e of steps.slice(0, k + 1)) for (const p of e.players) out[p] = (out[p] ?? 0) + e.points;
  return out;
}

/**
 * The followers on the board at step k: those still standing at the end, and those of the
 * scorings not shown yet (the engine takes a feature's followers back when it scores it).
 */
export function followersAtStep(
  standing: readonly UiFollower[],
  steps: readonly UiEvent[],
  k: number,
): (UiFollower | (UiScoredFollower & { kind: string }))[] {
  const seen = new Set(standing.map((f) => `${f.x},${f.y},${f.port}`));
  const out: (UiFollower | (UiScoredFollower & { kind: string }))[] = [...standing];
  for (const e of steps.slice(Math.max(0, k))) {
    for (const f of e.followers ?? []) {
      const id = `${f.x},${f.y},${f.port}`;
      if (seen.has(id)) continue;
      seen.add(id);
      out.push({ ...f, kind: e.kind });
    }
  }
  return out;
}
