import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { errorText, type CodedError } from '../game/errors.js';
import { useT } from './context.js';
import { absolute } from '../game/links.js';

/**
 * A button that copies the link of what is on screen: the link is also shown (selected, to copy
 * by hand where the clipboard is refused) with a note when it is copied.
 */
export function CopyLink({ hash }: { hash: () => Promise<string | CodedError> }): JSX.Element {
  const t = useT();
  const [link, setLink] = useState<string | null>(null);
  const [problem, setProblem] = useState<CodedError | null>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const h = await hash();
    if (typeof h !== 'string') {
      setProblem(h);
      setLink(null);
      return;
    }
    const url = absolute(h);
    setProblem(null);
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div class="copy-link">
      <button type="button" data-action="copy-link" onClick={() => void copy()}>
        {t('link.copy')}
      </button>
      {link !== null && (
        <input
          readOnly
          value={link}
          data-link={link}
          aria-label={t('link.label')}
          onFocus={(e) => (e.currentTarget as HTMLInputElement).select()}
        />
      )}
      {copied && (
        <span class="note" role="status">
          {t('link.copied')}
        </span>
      )}
      {problem && (
        <p class="problem" role="alert">
          {errorText(problem, t)}
        </p>
      )}
    </div>
  );
}
