/**
 * A table's state and its deltas as the server builds them, around an engine match's views: the
 * protocol's delta tests and the web connection's share them.
 */
import type { GameMatch, GameView } from '@carcassonne/engine';
import { type TableDelta, viewDigest } from '../src/deltas.js';
import type { TableState } from '../src/server.js';

export const PLAYERS = [
  { name: 'Ann', color: 'red' },
  { name: 'Björn', color: 'blue' },
  { name: 'Cas', color: 'green' },
];

/** A playing public table `t1` of two open seats around `view`; with `aids`, the match's aids. */
export function tableStateOf(
  view: GameView,
  options: { readonly actor?: number; readonly aids?: boolean; readonly match?: GameMatch } = {},
): TableState {
  const aids = options.aids ?? false;
  return {
    id: 't1',
    game: view.game,
    status: 'playing',
    host: 'u1',
    hostName: 'Ann',
    expires: null,
    settings: {
      preset: view.preset,
      options: {},
      visibility: 'public',
      clock: { kind: 'none' },
      grace: null,
      rated: false,
      ...(aids ? { aids: true } : {}),
    },
    seats: [{ kind: 'open' }, { kind: 'open' }],
    view,
    actor: options.actor ?? 0,
    deadline: null,
    report: null,
    ...(aids ? { aids: options.match ? options.match.aids() : null } : {}),
  };
}

/** The delta from `before` to `after`, as the server writes it. */
export function deltaOf(before: GameView, after: GameView): TableDelta {
  return {
    from: before.version,
    version: after.version,
    drawn: after.drawnTiles.slice(before.drawnTiles.length),
    ...('revealedBy' in after && after.revealedBy
      ? { revealedBy: after.revealedBy.slice(before.drawnTiles.length) }
      : {}),
    digest: viewDigest(after),
  };
}
