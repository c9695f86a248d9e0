import type { JSX } from 'preact';
import { useT } from '../ui/context.js';

/** What the online screens say without a network: online play waits, the local game plays. */
export function OfflineNotice({ onLocal }: { onLocal: () => void }): JSX.Element {
  const t = useT();
  return (
    <div class="notice bad" role="alert" data-connection="no-network">
      {t('offline.online')}
      <button type="button" data-action="play-local" onClick={onLocal}>
        {t('offline.playLocal')}
      </button>
    </div>
  );
}
