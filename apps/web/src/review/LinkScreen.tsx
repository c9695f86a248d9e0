import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { errorText, type CodedError } from '../game/errors.js';
import { readRecord } from '../game/records.js';
import type { Table } from '../game/table.js';
import { fetchRecord } from '../online/records.js';
import { useT } from '../ui/context.js';
import { Replay } from '../ui/Replay.js';
import { OnlineReplay } from '../online/OnlineReplay.js';
import { linkRecord } from '../game/links.js';
import { PuzzleScreen } from './PuzzleScreen.js';
import { go, type LinkRoute } from '../route.js';

type Loaded =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly error: CodedError }
  | { readonly kind: 'ready'; readonly table: Table };

/** The record a link names: an online game's from the server, a local game's from the fragment; both through `readRecord`. */
async function recordOf(link: Exclude<LinkRoute, { kind: 'puzzle' }>): Promise<Loaded> {
  const text =
    link.kind === 'review'
      ? await fetchRecord(link.table, link.invite).then((r) =>
          r.ok ? r : { ok: false as const, error: { code: r.code, message: r.message } },
        )
      : await linkRecord(link.data);
  if (!text.ok) return { kind: 'failed', error: text.error };
  const r = readRecord(text.text);
  return r.ok ? { kind: 'ready', table: r.table } : { kind: 'failed', error: r.error };
}

/** What a link opens: a replay at a move (online or local game), or a puzzle. */
export function LinkScreen({ link }: { link: LinkRoute }): JSX.Element {
  if (link.kind === 'puzzle') return <PuzzleScreen id={link.id} />;
  return <LinkedReplay link={link} />;
}

function LinkedReplay({ link }: { link: Exclude<LinkRoute, { kind: 'puzzle' }> }): JSX.Element {
  const t = useT();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const key = link.kind === 'review' ? `r:${link.table}:${link.invite}` : `g:${link.data}`;
  useEffect(() => {
    let current = true;
    setLoaded({ kind: 'loading' });
    void recordOf(link).then((r) => current && setLoaded(r));
    return () => {
      current = false;
    };
  }, [key]);
  if (loaded.kind === 'loading') return <main class="link">{t('review.loading')}</main>;
  if (loaded.kind === 'failed')
    return (
      <main class="link">
        <p class="problem" role="alert" data-link-error={loaded.error.code}>
          {t('link.error', { msg: errorText(loaded.error, t) })}
        </p>
      </main>
    );
  const exit = () => go({ kind: 'local' });
  const start = link.move !== null ? { start: link.move } : {};
  if (link.kind === 'review')
    return (
      <OnlineReplay
        key={`${key}:${link.move}`}
        table={loaded.table}
        game={{ table: link.table, invite: link.invite }}
        {...start}
        onExit={exit}
        onOpen={exit}
      />
    );
  return <Replay key={`${key}:${link.move}`} table={loaded.table} {...start} onExit={exit} onOpen={exit} />;
}
