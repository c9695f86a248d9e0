import type { ServerMessage } from '@carcassonne/protocol';

/**
 * Checks that a frame reveals nothing of the bag: no `seed` or `bag` key, no `tiles` list, not the
 * seed's text, the view's public history equal to the real draws so far, every object in the view
 * with its keys sorted (so no key order can follow the bag), and the next three tiles never as a
 * list in the frame unless the public history itself contains them.
 */
export function hiddenInformationProblems(raw: string, bag: readonly string[], seed: string | undefined, drawnSoFar: { n: number }): string[] {
  const problems: string[] = [];
  const frame = JSON.parse(raw) as ServerMessage;
  if (seed && raw.includes(seed)) problems.push('contains the seed');
  walk(frame, (key, value) => {
    if (key === 'seed' || key === 'bag') problems.push(`has a "${key}" key`);
    if (key === 'tiles' && Array.isArray(value)) problems.push('has a "tiles" list');
  });
  const state = frame.type === 'event' || frame.type === 'state' ? frame.state : undefined;
  const view = state?.view as { drawnTiles?: readonly string[] } | null | undefined;
  if (view) {
    const drawn = view.drawnTiles ?? [];
    if (JSON.stringify(drawn) !== JSON.stringify(bag.slice(0, drawn.length))) problems.push('public history differs from the real draws');
    drawnSoFar.n = drawn.length;
    walk(view, (_key, value) => {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const keys = Object.keys(value);
        if (keys.some((k, i) => i > 0 && keys[i - 1]! > k)) problems.push(`keys not sorted: ${keys.slice(0, 5).join(',')}`);
      }
    });
  }
  const next = bag.slice(drawnSoFar.n, drawnSoFar.n + 3);
  if (next.length === 3) {
    const needle = JSON.stringify(next).slice(1, -1);
    const history = JSON.stringify(bag.slice(0, drawnSoFar.n));
    if (raw.includes(needle) && !history.includes(needle)) problems.push(`contains the next three tiles ${needle}`);
  }
  return problems;
}

/** Visit every (key, value) pair below `value`, array elements included (their key is the index). */
function walk(value: unknown, visit: (key: string, value: unknown) => void): void {
  if (value === null || typeof value !== 'object') return;
  for (const [k, v] of Object.entries(value)) {
    visit(k, v);
    walk(v, visit);
  }
}
