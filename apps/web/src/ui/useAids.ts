import { useState } from 'preact/hooks';
import type { Aids } from '@carcassonne/engine';
import type { BoardConfig } from '../board/config.js';
import { boardAids } from '../game/aids.js';
import type { Square } from '../game/types.js';

/** What the player aids remember on screen: the square inspected and whether owners are shown. */
export interface AidsChoice {
  readonly inspected: Square | null;
  readonly setInspected: (s: Square | null) => void;
  readonly showOwners: boolean;
  readonly setShowOwners: (on: boolean) => void;
}

export function useAidsChoice(): AidsChoice {
  const [inspected, setInspected] = useState<Square | null>(null);
  const [showOwners, setShowOwners] = useState(false);
  return { inspected, setInspected, showOwners, setShowOwners };
}

/** The board's configuration with the aids drawn on it (unchanged without aids). */
export function withAids(cfg: BoardConfig, aids: Aids | null, c: AidsChoice): BoardConfig {
  if (!aids) return cfg;
  return {
    ...cfg,
    aids: boardAids(aids, c.inspected, c.showOwners),
    events: { ...cfg.events, inspect: c.setInspected },
  };
}
