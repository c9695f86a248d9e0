import type { MyGame, TableEvent, TableState } from '@carcassonne/protocol';

/**
 * In-page alerts of an online table: when it becomes my turn, a game of mine ends or someone
 * joins my table, the tab's title and icon say so ("(1) Your turn — Carcassonne", a dot on the
 * icon) until I look at the tab again or act in it, and a short sound plays (made with WebAudio,
 * no file), unless muted in the settings (kept in this browser). Nothing for my own actions,
 * nothing twice for one event. In the lobby also when a game of mine started that I did not
 * start here (a tournament's game, started by the server).
 */
export type AlertKind = 'turn' | 'over' | 'joined' | 'started';

export interface SoundSettings {
  readonly muted: boolean;
  /** 0 to 1. */
  readonly volume: number;
}

export const DEFAULT_SOUND_SETTINGS: SoundSettings = { muted: false, volume: 0.5 };
const SETTINGS_KEY = 'carcassonne.alerts';

function store(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

export function loadSoundSettings(): SoundSettings {
  try {
    const kept = JSON.parse(store()?.getItem(SETTINGS_KEY) ?? 'null') as Partial<SoundSettings> | null;
    const volume = typeof kept?.volume === 'number' ? Math.min(1, Math.max(0, kept.volume)) : undefined;
    return {
      muted: typeof kept?.muted === 'boolean' ? kept.muted : DEFAULT_SOUND_SETTINGS.muted,
      volume: volume ?? DEFAULT_SOUND_SETTINGS.volume,
    };
  } catch {
    return DEFAULT_SOUND_SETTINGS;
  }
}

export function saveSoundSettings(settings: SoundSettings): void {
  try {
    store()?.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // A browser that keeps nothing: the settings last as long as the page.
  }
}

/** What a follower of a table knows at one moment: its state and its events so far. */
export interface TableMoment {
  readonly state: TableState;
  readonly events: readonly { readonly seq: number; readonly event: TableEvent }[];
}

/**
 * The alerts due between two moments of a table for the user `me` (none for the first moment seen,
 * none for a spectator): my turn begins (unless with the start I made as the host); the game I
 * play ends, unless by my own move or resignation; another person takes a seat at my table.
 */
export function alertsBetween(before: TableMoment | null, after: TableMoment, me: string): AlertKind[] {
  const seatOf = (s: TableState) => s.seats.findIndex((x) => x.kind === 'human' && x.user === me);
  const seat = seatOf(after.state);
  if (!before || seat < 0) return [];
  const was = before.state;
  const now = after.state;
  const alerts: AlertKind[] = [];
  const myTurn = (s: TableState) => s.status === 'playing' && s.actor === seatOf(s) && s.actor >= 0;
  // Only the host starts a game: their first turn then comes from their own click.
  const iStarted = was.status === 'open' && now.host === me;
  if (myTurn(now) && !myTurn(was) && !iStarted) alerts.push('turn');
  if (now.status === 'finished' && was.status !== 'finished' && !endedByMe(after.events, seat))
    alerts.push('over');
  const others = (s: TableState) =>
    new Set(s.seats.flatMap((x) => (x.kind === 'human' && x.user !== me ? [x.user] : [])));
  const seen = others(was);
  if (now.status === 'open' && [...others(now)].some((u) => !seen.has(u))) alerts.push('joined');
  return alerts;
}

/** Whether the last move or resignation before the end was mine. */
function endedByMe(events: TableMoment['events'], seat: number): boolean {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]?.event;
    if (e?.kind === 'resigned') return e.seat === seat;
    if (e?.kind === 'move') return e.seat === seat && e.by === 'player';
  }
  return false;
}

/** A lobby alert and the table that brought it. */
export interface GameAlert {
  readonly kind: AlertKind;
  readonly table: string;
}

/**
 * The alerts due between two readings of "my games" (the lobby reads them again now and then):
 * a game where it became my turn, a game that came into the list already being played and not
 * at my turn (a tournament's game, started by the server), a game being played that left the list
 * (it ended). None for the first reading; one of each kind (the first table that brought it).
 */
export function gameAlerts(before: readonly MyGame[] | null, after: readonly MyGame[]): GameAlert[] {
  if (!before) return [];
  const was = new Map(before.map((g) => [g.table, g]));
  const still = new Set(after.map((g) => g.table));
  const alerts: GameAlert[] = [];
  const turn = after.find((g) => g.yourTurn && !was.get(g.table)?.yourTurn);
  if (turn) alerts.push({ kind: 'turn', table: turn.table });
  const started = after.find((g) => g.status === 'playing' && !g.yourTurn && !was.has(g.table));
  if (started) alerts.push({ kind: 'started', table: started.table });
  const ended = before.find((g) => g.status === 'playing' && !still.has(g.table));
  if (ended) alerts.push({ kind: 'over', table: ended.table });
  return alerts;
}

/** The notes of each alert's sound (Hz), played one after the other. */
const NOTES: Readonly<Record<AlertKind, readonly number[]>> = {
  turn: [660, 880],
  over: [880, 660, 440],
  joined: [523, 784],
  started: [523, 659, 784],
};
const NOTE_SECONDS = 0.12;

let context: AudioContext | null = null;

/**
 * Browsers let a page's audio start only after the person acted in it: the audio is made ready at
 * their first click or key, so that a later alert (with no click of its own) is heard.
 */
export function readyAudioOnFirstAction(): () => void {
  const ready = () => {
    if (loadSoundSettings().muted || typeof AudioContext === 'undefined') return;
    try {
      context ??= new AudioContext();
      if (context.state === 'suspended') void context.resume().catch(() => undefined);
    } catch {
      // No audio here.
    }
  };
  const options = { capture: true, once: true } as const;
  window.addEventListener('pointerdown', ready, options);
  window.addEventListener('keydown', ready, options);
  return () => {
    window.removeEventListener('pointerdown', ready, options);
    window.removeEventListener('keydown', ready, options);
  };
}

/** A short tone sequence through WebAudio (nothing when muted or where the browser has none). */
export function playAlert(kind: AlertKind, settings: SoundSettings = loadSoundSettings()): void {
  if (settings.muted || settings.volume <= 0 || typeof AudioContext === 'undefined') return;
  try {
    context ??= new AudioContext();
    const audio = context;
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const start = audio.currentTime + 0.01;
    NOTES[kind].forEach((frequency, i) => {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      const at = start + i * NOTE_SECONDS;
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(Math.max(0.0002, settings.volume * 0.4), at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_SECONDS);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + NOTE_SECONDS);
    });
  } catch {
    // No sound here (a browser without audio): the title and icon still say it.
  }
}
