import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { initialLang, LANG_NAMES, rememberLang, translator, isLang, type Lang } from '../i18n/index.js';
import { TContext } from './context.js';
import { NewGame } from './NewGame.js';
import { Play } from './Play.js';
import { Replay } from './Replay.js';
import { Controller } from '../game/controller.js';
import { defaultConfig, randomSeed, toSetup, type GameConfig } from '../game/config.js';
import { fileName, readRecord, seatsFor } from '../game/records.js';
import type { Table } from '../game/table.js';
import { WorkerHints } from '../bots/hint.js';

const params = new URLSearchParams(typeof location !== 'undefined' ? location.search : '');
const OPTS = { botDelay: Number(params.get('botDelay') ?? 450), mctsMs: Number(params.get('mctsMs') ?? 800) };
const storage = (() => {
  try {
    return localStorage;
  } catch {
    return null;
  }
})();

type Screen = { kind: 'new' } | { kind: 'play' } | { kind: 'replay'; table: Table };

export function App(): JSX.Element {
  const [lang, setLang] = useState<Lang>(() => initialLang(storage, typeof navigator !== 'undefined' ? navigator.languages ?? [] : []));
  const t = useMemo(() => translator(lang), [lang]);
  const [screen, setScreen] = useState<Screen>({ kind: 'new' });
  const [config, setConfig] = useState<GameConfig>(defaultConfig);
  const [ctl, setCtl] = useState<Controller | null>(null);
  const [notice, setNotice] = useState<{ text: string; bad: boolean } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const loadPurpose = useRef<'play' | 'replay'>('play');
  // Hints are a capability of local games: this page only plays locally, so it enables them.
  const hints = useMemo(() => new WorkerHints(), []);

  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = t('app.title');
  }, [lang]);
  useEffect(() => () => ctl?.dispose(), [ctl]);

  const chooseLang = (l: string) => {
    if (!isLang(l)) return;
    setLang(l);
    rememberLang(storage, l);
  };

  const start = (c: GameConfig) => {
    const setup = toSetup(c, randomSeed);
    const next = Controller.start(setup, [...c.seats], OPTS);
    if (typeof next === 'string') return setNotice({ text: next, bad: true });
    ctl?.dispose();
    setConfig(c);
    setCtl(next);
    setNotice(null);
    setScreen({ kind: 'play' });
    next.kick();
  };

  const save = () => {
    if (!ctl) return;
    const blob = new Blob([ctl.recordText()], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = fileName(ctl.table);
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  };

  const openFile = (purpose: 'play' | 'replay') => {
    loadPurpose.current = purpose;
    fileInput.current?.click();
  };

  const onFile = async (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const text = file.size > 2_000_000 ? null : await file.text();
    if (text === null) return setNotice({ text: t('load.error', { msg: t('load.tooBig') }), bad: true });
    const r = readRecord(text);
    if (!r.ok) {
      const msg = r.reason === 'too-big' ? t('load.tooBig') : r.message;
      return setNotice({ text: t('load.error', { msg }), bad: true });
    }
    if (loadPurpose.current === 'replay') return setScreen({ kind: 'replay', table: r.table });
    const seats = seatsFor(r.table, ctl?.seats ?? config.seats);
    const next = new Controller(r.table, seats, (r.table.record().seed as string | undefined) ?? '', OPTS);
    ctl?.dispose();
    setCtl(next);
    setScreen({ kind: 'play' });
    setNotice({ text: t('load.ok'), bad: false });
    next.kick();
  };

  return (
    <TContext.Provider value={t}>
      <div class="app">
        <header class="top">
          <h1>{t('app.title')}</h1>
          <nav>
            <button type="button" data-action="new" onClick={() => setScreen({ kind: 'new' })}>
              {t('menu.new')}
            </button>
            <button type="button" data-action="save" disabled={!ctl || screen.kind !== 'play'} onClick={save}>
              {t('menu.save')}
            </button>
            <button type="button" data-action="load" onClick={() => openFile('play')}>
              {t('menu.load')}
            </button>
            <button
              type="button"
              data-action="replay"
              onClick={() => (ctl && screen.kind === 'play' ? setScreen({ kind: 'replay', table: ctl.table }) : openFile('replay'))}
            >
              {t('menu.replay')}
            </button>
            <label class="lang">
              <span class="sr">{t('lang.label')}</span>
              <select aria-label={t('lang.label')} value={lang} onChange={(e) => chooseLang((e.currentTarget as HTMLSelectElement).value)}>
                {Object.entries(LANG_NAMES).map(([k, name]) => (
                  <option value={k} key={k}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
          </nav>
          <input ref={fileInput} type="file" accept=".json,.carc.json,application/json" hidden data-file="record" onChange={onFile} />
        </header>
        {notice && (
          <div class={`notice ${notice.bad ? 'bad' : 'good'}`} role={notice.bad ? 'alert' : 'status'}>
            {notice.text}
            <button type="button" aria-label="close" onClick={() => setNotice(null)}>
              ×
            </button>
          </div>
        )}
        {screen.kind === 'new' && <NewGame initial={config} onStart={start} onCancel={ctl ? () => setScreen({ kind: 'play' }) : null} />}
        {screen.kind === 'play' && ctl && <Play ctl={ctl} key={ctl.id} hints={hints} onReplay={() => setScreen({ kind: 'replay', table: ctl.table })} onNew={() => setScreen({ kind: 'new' })} />}
        {screen.kind === 'replay' && <Replay table={screen.table} onExit={() => setScreen(ctl ? { kind: 'play' } : { kind: 'new' })} onOpen={() => openFile('replay')} />}
      </div>
    </TContext.Provider>
  );
}
