import type { JSX } from 'preact';
import type { Key } from '../i18n/index.js';
import { useT } from './context.js';

/** Beside an option that cannot be ticked: the ticked option in its way ("· not with The River"). */
export function NotWith({ option }: { option: string | undefined }): JSX.Element | null {
  const t = useT();
  if (option === undefined) return null;
  return (
    <small class="not-with" data-not-with={option}>
      {' · '}
      {t('option.notWith', { other: t(`option.${option}` as Key) })}
    </small>
  );
}
