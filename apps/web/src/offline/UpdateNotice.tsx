import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useT } from '../ui/context.js';
import { onUpdateReady, updateReady } from './updates.js';

/** "A new version is ready — reload", with the button that takes it (`updates.ts`). */
export function UpdateNotice(): JSX.Element | null {
  const t = useT();
  const [, redraw] = useState(0);
  useEffect(() => onUpdateReady(() => redraw((n) => n + 1)), []);
  const take = updateReady();
  if (!take) return null;
  return (
    <div class="notice good" role="status" data-update="ready">
      {t('offline.updateReady')}
      <button type="button" data-action="take-update" onClick={() => take()}>
        {t('offline.reload')}
      </button>
    </div>
  );
}
