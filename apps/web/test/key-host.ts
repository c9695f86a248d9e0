import type { BoardConfig } from '../src/board/config.js';
import type { KeyHost } from '../src/board/keys.js';

/** A board's keyboard host for tests: nothing pointed at, every camera and board action a no-op, `over` replacing any part. */
export const keyHost = (cfg: BoardConfig, over: Partial<KeyHost> = {}): KeyHost => ({
  cfg,
  cursor: null,
  ordered: [],
  wallFocus: null,
  specialFocus: null,
  typed: { current: { digits: '', at: 0 } },
  setCursor: () => {},
  setWallFocus: () => {},
  setSpecialFocus: () => {},
  reveal: () => {},
  pan: () => {},
  zoom: () => {},
  fit: () => {},
  rotate: () => {},
  placeAt: () => {},
  ...over,
});
