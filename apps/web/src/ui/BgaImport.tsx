import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { Dialog } from './Dialog.js';
import { useT } from './context.js';
import { readBgaLog } from '../game/bga.js';
import { errorText } from '../game/errors.js';
import type { Table } from '../game/table.js';

/**
 * The paste box for a Board Game Arena game: its log (JSON) becomes a record of ours through
 * the engine's import (docs/bga.md), opened in the replay viewer. A log that cannot be imported
 * is refused with its reason; nothing else changes.
 */
export function BgaImport({
  onTable,
  onClose,
}: {
  onTable: (table: Table) => void;
  onClose: () => void;
}): JSX.Element {
  const t = useT();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const run = () => {
    const loaded = readBgaLog(text);
    if (!loaded.ok) return setProblem(t('bga.failed', { message: errorText(loaded.error, t) }));
    onTable(loaded.table);
  };
  return (
    <Dialog labelledBy="bga-title" onClose={onClose} class="bga-import">
      <h2 id="bga-title">{t('bga.title')}</h2>
      <p>{t('bga.help')}</p>
      <textarea
        name="bga-log"
        aria-label={t('bga.title')}
        data-autofocus
        rows={10}
        cols={60}
        value={text}
        onInput={(e) => setText((e.currentTarget as HTMLTextAreaElement).value)}
      />
      {problem && (
        <p class="problem" role="alert" data-bga-problem>
          {problem}
        </p>
      )}
      <div class="actions">
        <button
          type="button"
          class="primary"
          data-action="bga-import"
          disabled={text.trim() === ''}
          onClick={run}
        >
          {t('bga.import')}
        </button>
        <button type="button" data-action="bga-close" aria-label={t('notice.close')} onClick={onClose}>
          ×
        </button>
      </div>
    </Dialog>
  );
}
