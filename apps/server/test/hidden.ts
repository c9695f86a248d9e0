import { loadMatch, type AnyRecord } from '@carcassonne/engine';
import type { ServerMessage } from '@carcassonne/protocol';

/**
 * Checks that a frame reveals nothing of the bag: no `seed` or `bag` key, no `tiles` list, not the
 * seed's text, the view's public history equal to the real draws so far, the view byte for byte
 * the one of a twin game whose unseen tiles come in the reverse order (so no key or list order
 * follows the bag), and the next three tiles never as a list in the frame unless the public
 * history itself contains them. A delta's tiles must be the next real draws (public once drawn).
 */
export function hiddenInformationProblems(
  raw: string,
  record: AnyRecord,
  drawnSoFar: { n: number },
): string[] {
  const problems: string[] = [];
  const bag = record.tiles ?? [];
  const seed = record.seed;
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
    if (JSON.stringify(drawn) !== JSON.stringify(bag.slice(0, drawn.length)))
      problems.push('public history differs from the real draws');
    drawnSoFar.n = drawn.length;
    const twin = twinView(record, view as { drawnTiles: readonly string[]; moves: readonly string[] });
    if (twin === null) problems.push('the twin game did not replay');
    else if (twin !== JSON.stringify(view))
      problems.push('the view differs from that of a game with the unseen tiles reordered');
  }
  const delta = frame.type === 'event' ? frame.delta : undefined;
  if (delta) {
    if (
      JSON.stringify(delta.drawn) !==
      JSON.stringify(bag.slice(drawnSoFar.n, drawnSoFar.n + delta.drawn.length))
    )
      problems.push("a delta's tiles differ from the real draws");
    drawnSoFar.n += delta.drawn.length;
  }
  const next = bag.slice(drawnSoFar.n, drawnSoFar.n + 3);
  if (next.length === 3) {
    const needle = JSON.stringify(next).slice(1, -1);
    const history = JSON.stringify(bag.slice(0, drawnSoFar.n));
    if (raw.includes(needle) && !history.includes(needle))
      problems.push(`contains the next three tiles ${needle}`);
  }
  return problems;
}

/**
 * The view (JSON) of the same game with the tiles not yet drawn in the reverse order (in The City
 * across its stacks); null if it does not replay.
 */
function twinView(
  record: AnyRecord,
  view: { drawnTiles: readonly string[]; moves: readonly string[] },
): string | null {
  const tiles = record.tiles ?? [];
  const drawn = view.drawnTiles.length;
  // The City's stacks are face down too: the unseen tiles are reversed over all of them.
  const reordered = [...tiles.slice(0, drawn), ...tiles.slice(drawn).reverse()];
  const { seed: _seed, ...rest } = record;
  const twin = loadMatch({ ...rest, tiles: reordered, moves: view.moves });
  return twin.ok ? JSON.stringify(twin.value.publicView()) : null;
}

/** Visit every (key, value) pair below `value`, array elements included (their key is the index). */
function walk(value: unknown, visit: (key: string, value: unknown) => void): void {
  if (value === null || typeof value !== 'object') return;
  for (const [k, v] of Object.entries(value)) {
    visit(k, v);
    walk(v, visit);
  }
}
