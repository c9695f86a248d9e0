import type { JSX } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { initialLang, rememberLang, isLang, type Key, type Lang } from './i18n/words.js';
import { loadedTranslator, loadLang } from './i18n/load.js';
import { LangContext, TContext } from './ui/context.js';
import { NewGame } from './ui/NewGame.js';
import { lazyComponent, whenIdle } from './ui/lazy.js';
import type { Controller } from './game/controller.js';
import { urlNumber } from './bots/url.js';
import { defaultConfig, randomSeed, toSetup, type GameConfig } from './game/config.js';
import type { Table } from './game/table.js';
import {
  currentSaveId,
  readSaves,
  removeSave,
  setCurrentSave,
  writeSave,
  type SavedGame,
} from './game/autosave.js';
import { errorText, type CodedError } from './game/errors.js';
import { ContinueList } from './ui/ContinueList.js';
import { TopMenu } from './ui/TopMenu.js';
import { go, useRoute } from './route.js';
import { pageTitle } from './online/page-title.js';
import { setPageTitle } from './online/tab-badge.js';
import { UpdateNotice } from './offline/UpdateNotice.js';

const params = new URLSearchParams(typeof location !== 'undefined' ? location.search : '');
const OPTS = {
  botDelay: Number(params.get('botDelay') ?? 450),
  mctsMs: Number(params.get('mctsMs') ?? 800),
  stepMs: Number(params.get('stepMs') ?? 1800),
  botIterations: urlNumber('botIterations', 0),
};
const storage = (() => {
  try {
    return localStorage;
  } catch {
    return null;
  }
})();

// Screens past the first one load on demand (each its own chunk): the board and the play panel
// (fetched once the first screen is drawn: it is the next one), the replay and the online screens.
const Play = lazyComponent(async () => (await import('./ui/Play.js')).Play);
const Replay = lazyComponent(async () => (await import('./ui/Replay.js')).Replay);
const Online = lazyComponent(async () => (await import('./online/Online.js')).Online);
const BgaImport = lazyComponent(async () => (await import('./ui/BgaImport.js')).BgaImport);
const LinkScreen = lazyComponent(async () => (await import('./review/LinkScreen.js')).LinkScreen);
// The controller and the engine, loaded with the play screen (game/local.ts); there once a game is.
type LocalGame = typeof import('./game/local.js');
let localGame: LocalGame | null = null;
const loadLocal = async (): Promise<LocalGame> => {
  localGame ??= await import('./game/local.js');
  return localGame;
};

type Screen = { kind: 'new' } | { kind: 'play' } | { kind: 'replay'; table: Table };
/** A message above the page, kept as words to look up so a language switch re-renders it. */
type Notice = { readonly key: Key; readonly error?: CodedError; readonly bad: boolean };

/** The game that was on screen before a reload, to take up again. */
function currentSave(): SavedGame | null {
  const id = currentSaveId(storage);
  return (id ? readSaves(storage).find((s) => s.id === id) : undefined) ?? null;
}

/** The language the page opens in: the remembered one, else the browser's, else English. */
export function firstLang(): Lang {
  return initialLang(storage, typeof navigator !== 'undefined' ? (navigator.languages ?? []) : []);
}

export function App(): JSX.Element {
  const [lang, setLang] = useState<Lang>(firstLang);
  const t = useMemo(() => loadedTranslator(lang), [lang]);
  const [resumed] = useState(currentSave);
  const [screen, setScreen] = useState<Screen>(resumed ? { kind: 'play' } : { kind: 'new' });
  const route = useRoute();
  const local = (next: Screen) => {
    if (route.kind !== 'local') go({ kind: 'local' });
    setScreen(next);
  };
  const [config, setConfig] = useState<GameConfig>(defaultConfig);
  const [ctl, setCtl] = useState<Controller | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [bga, setBga] = useState(false);
  const [saves, setSaves] = useState<SavedGame[]>(() => readSaves(storage));
  const fileInput = useRef<HTMLInputElement>(null);
  const loadPurpose = useRef<'play' | 'replay'>('play');

  /** The local game's code, or a notice when it cannot be fetched (the network is down, a new version replaced it). */
  const withLocal = async (): Promise<LocalGame | null> => {
    try {
      return await loadLocal();
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      setNotice({ key: 'load.failed', error: { code: 'start', message }, bad: true });
      return null;
    }
  };

  useEffect(() => {
    if (resumed)
      void withLocal().then((game) => {
        const c = game?.Controller.resume(resumed, OPTS) ?? 'not loaded';
        if (typeof c === 'string') setScreen({ kind: 'new' });
        else setCtl(c);
      });
    else
      whenIdle(() => {
        void Play.preload();
        void loadLocal();
      });
  }, []);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  useEffect(() => setPageTitle(pageTitle(route, screen.kind, t)), [lang, route, screen.kind]);
  useEffect(() => () => ctl?.dispose(), [ctl]);
  // Autosave: the game is written to localStorage whenever its moves change, and reopened on reload.
  useEffect(() => {
    if (!ctl) return;
    setCurrentSave(storage, ctl.gameId);
    let saved = -1;
    const persist = () => {
      const n = ctl.table.moves().length;
      if (n === saved) return;
      saved = n;
      if (!writeSave(storage, ctl.snapshot()) && storage) setNotice({ key: 'save.failed', bad: true });
    };
    persist();
    ctl.kick();
    return ctl.subscribe(persist);
  }, [ctl]);
  // Before the start screen is painted: it never shows the list of an earlier visit.
  useLayoutEffect(() => {
    if (screen.kind === 'new') setSaves(readSaves(storage));
  }, [screen.kind]);

  const chooseLang = (l: string) => {
    if (!isLang(l)) return;
    void loadLang(l).then(() => {
      setLang(l);
      rememberLang(storage, l);
    });
  };

  const start = async (c: GameConfig) => {
    const game = await withLocal();
    if (!game) return;
    const setup = toSetup(c, randomSeed);
    const next = game.Controller.start(setup, [...c.seats], OPTS);
    if (typeof next === 'string')
      return setNotice({ key: 'load.failed', error: { code: 'start', message: next }, bad: true });
    ctl?.dispose();
    next.aids = c.aids === true;
    setConfig(c);
    setCtl(next);
    setNotice(null);
    setScreen({ kind: 'play' });
  };

  const resume = async (saved: SavedGame) => {
    if (ctl?.gameId === saved.id) return setScreen({ kind: 'play' });
    const game = await withLocal();
    if (!game) return;
    const next = game.Controller.resume(saved, OPTS);
    if (typeof next === 'string')
      return setNotice({ key: 'load.error', error: { code: 'saved', message: next }, bad: true });
    ctl?.dispose();
    setCtl(next);
    setNotice(null);
    setScreen({ kind: 'play' });
  };

  const forget = (saved: SavedGame) => {
    removeSave(storage, saved.id);
    setSaves(readSaves(storage));
    if (ctl?.gameId === saved.id) {
      ctl.dispose();
      setCtl(null);
    }
  };

  const save = () => {
    if (!ctl || !localGame) return;
    const blob = new Blob([ctl.recordText()], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = localGame.fileName(ctl.table);
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
    if (text === null)
      return setNotice({ key: 'load.error', error: { code: 'too-big', message: 'too big' }, bad: true });
    const game = await withLocal();
    if (!game) return;
    const r = game.readRecord(text);
    if (!r.ok) return setNotice({ key: 'load.error', error: r.error, bad: true });
    if (loadPurpose.current === 'replay') return local({ kind: 'replay', table: r.table });
    if (route.kind !== 'local') go({ kind: 'local' });
    const seats = game.seatsFor(r.table, ctl?.seats ?? config.seats);
    const next = new game.Controller(
      r.table,
      seats,
      (r.table.record().seed as string | undefined) ?? '',
      OPTS,
    );
    ctl?.dispose();
    setCtl(next);
    setScreen({ kind: 'play' });
    setNotice({ key: 'load.ok', bad: false });
  };

  // The local game on screen, which the header can save or replay (null: none).
  const playing = ctl && screen.kind === 'play' && route.kind === 'local' ? ctl : null;

  return (
    <LangContext.Provider value={lang}>
      <TContext.Provider value={t}>
        <div class="app">
          <header class="top">
            <h1>{t('app.title')}</h1>
            <TopMenu
              lang={lang}
              onLang={chooseLang}
              actions={{
                online: () => go({ kind: 'lobby' }),
                puzzles: () => go({ kind: 'link', link: { kind: 'puzzle', id: null } }),
                newGame: () => local({ kind: 'new' }),
                save: playing ? save : null,
                load: () => openFile('play'),
                replay: () =>
                  playing ? setScreen({ kind: 'replay', table: playing.table }) : openFile('replay'),
                bga: () => setBga(true),
              }}
            />
            <input
              ref={fileInput}
              type="file"
              accept=".json,.carc.json,application/json"
              hidden
              data-file="record"
              onChange={onFile}
            />
          </header>
          <UpdateNotice />
          {notice && (
            <div class={`notice ${notice.bad ? 'bad' : 'good'}`} role={notice.bad ? 'alert' : 'status'}>
              {t(notice.key, { msg: notice.error ? errorText(notice.error, t) : '' })}
              <button type="button" aria-label={t('notice.close')} onClick={() => setNotice(null)}>
                ×
              </button>
            </div>
          )}
          {bga && (
            <BgaImport
              onClose={() => setBga(false)}
              onTable={(table) => {
                setBga(false);
                local({ kind: 'replay', table });
              }}
            />
          )}
          {route.kind === 'link' && <LinkScreen link={route.link} />}
          {route.kind !== 'local' && route.kind !== 'link' && <Online route={route} />}
          {route.kind === 'local' && screen.kind === 'new' && (
            <NewGame
              initial={config}
              onStart={(c) => void start(c)}
              onCancel={ctl && !ctl.table.finished ? () => setScreen({ kind: 'play' }) : null}
              before={<ContinueList saves={saves} onContinue={(s) => void resume(s)} onForget={forget} />}
            />
          )}
          {route.kind === 'local' && screen.kind === 'play' && ctl && (
            <Play
              ctl={ctl}
              key={ctl.id}
              onReplay={() => setScreen({ kind: 'replay', table: ctl.table })}
              onNew={() => setScreen({ kind: 'new' })}
            />
          )}
          {route.kind === 'local' && screen.kind === 'replay' && (
            <Replay
              table={screen.table}
              onExit={() => setScreen(ctl ? { kind: 'play' } : { kind: 'new' })}
              onOpen={() => openFile('replay')}
            />
          )}
        </div>
      </TContext.Provider>
    </LangContext.Provider>
  );
}
