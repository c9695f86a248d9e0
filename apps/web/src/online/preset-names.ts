import { presetInfo } from '@carcassonne/engine';
import { CARDS, presetsOf } from '../game/config.js';
import type { Key } from '../i18n/en.js';
import type { useT } from '../ui/context.js';

/** A preset's name in the page's language (the dictionaries name games and rule presets). */
export function presetName(t: ReturnType<typeof useT>, preset: string): string {
  const info = presetInfo(preset);
  const card = info && CARDS.find((c) => c.tileSet === info.tileSet);
  if (!card) return preset;
  const game = t(`game.${card.id}`);
  return presetsOf(card.id).length > 1 ? `${game} · ${t(`preset.${preset}` as Key)}` : game;
}
