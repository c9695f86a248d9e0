import type { BoardConfig } from '../board/config.js';
import type { T } from '../i18n/index.js';

/** The words of the board's own buttons, in the page's language. */
export function boardWords(t: T): NonNullable<BoardConfig['words']> {
  return {
    zoomIn: t('board.zoomIn'),
    zoomOut: t('board.zoomOut'),
    fit: t('board.fit'),
    options: t('board.options'),
    confirm: t('touch.confirm'),
    rotate: t('touch.rotate'),
    cancel: t('touch.cancel'),
    take: t('touch.take'),
    offScreen: (side, n) => t(`board.off.${side}`, { n }),
  };
}
