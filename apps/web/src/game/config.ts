import { seatsWith, type MatchSetup, type PresetInfo } from '@carcassonne/engine';
import { GAME_ENTRIES, PRESETS, type GameEntry } from './catalogue.js';
import type { Seat } from './types.js';
export { SEAT_KINDS } from './seats.js';

/** The game cards of the new-game screen, one per tile set; the rules come from the engine. */
export const CARDS = [
  { id: 'carcassonne', tileSet: 'base' },
  { id: 'winter', tileSet: 'winter' },
  { id: 'the-city', tileSet: 'the-city' },
] as const;
export type CardId = (typeof CARDS)[number]['id'];

/** What the new-game screen produces. */
export interface GameConfig {
  readonly game: CardId;
  readonly preset: string;
  readonly options: Readonly<Record<string, boolean | string>>;
  readonly seats: readonly Seat[];
  readonly seed: string;
  /** Player aids for everyone at the table (absent: off). */
  readonly aids?: boolean;
}

const NAMES = ['Anna', 'Bo', 'Carl', 'Dora', 'Emil', 'Frida'];

/**
 * Colour-blind-safe fills (Okabe & Ito) for the engine's colour names, plus a letter per seat;
 * the vermillion a shade darker and green with dark ink, so letters keep a 4.5:1 contrast.
 */
export const PALETTE: Readonly<Record<string, { fill: string; ink: string }>> = {
  red: { fill: '#B94E00', ink: '#fff' },
  blue: { fill: '#0072B2', ink: '#fff' },
  green: { fill: '#009E73', ink: '#111' },
  yellow: { fill: '#F0E442', ink: '#111' },
  black: { fill: '#2b2b2b', ink: '#fff' },
  // Inns & Cathedrals' sixth player: a light grey, far from black in lightness.
  gray: { fill: '#a9a9a9', ink: '#111' },
};

export function colorOf(name: string): { fill: string; ink: string } {
  return PALETTE[name] ?? { fill: '#888', ink: '#fff' };
}

/** The letter drawn on a player's followers: the initial, or the seat number when initials clash. */
export function seatLetters(names: readonly string[]): string[] {
  const initials = names.map((n) => (n.trim()[0] ?? '?').toUpperCase());
  return initials.map((c, i) => (initials.indexOf(c) === initials.lastIndexOf(c) ? c : String(i + 1)));
}

/** The presets a card offers (the first is its default). */
export function presetsOf(card: CardId): PresetInfo[] {
  const tileSet = CARDS.find((c) => c.id === card)!.tileSet;
  return PRESETS.filter((p) => p.tileSet === tileSet);
}

export function definitionOf(card: CardId): GameEntry {
  return GAME_ENTRIES[presetsOf(card)[0]!.game];
}

export const colorsOf = (card: CardId): readonly string[] => definitionOf(card).colors;

/** The players a config's game takes with its options (Inns & Cathedrals: a sixth). */
export const seatRange = (c: Pick<GameConfig, 'game' | 'options'>): [number, number] => {
  const s = seatsWith(definitionOf(c.game).seats, c.options);
  return [s.min, s.max];
};

export function defaultSeats(n: number, card: CardId): Seat[] {
  const colors = colorsOf(card);
  return Array.from({ length: n }, (_, i) => ({
    name: NAMES[i]!,
    color: colors[i]!,
    kind: i === 0 ? 'human' : 'greedy',
  }));
}

/** The config for a preset: its own option values. */
export function withPreset(c: GameConfig, preset: string): GameConfig {
  const info = PRESETS.find((p) => p.id === preset)!;
  return { ...c, preset, options: { ...info.options } };
}

/** Switch card: keep seats that fit, take the card's first preset. */
export function withCard(c: GameConfig, card: CardId): GameConfig {
  const n = Math.min(Math.max(c.seats.length, 2), seatRange({ game: card, options: {} })[1]);
  const fresh = defaultSeats(n, card);
  const allowed = colorsOf(card);
  const seats = c.seats
    .slice(0, n)
    .map((s, i) => (allowed.includes(s.color) ? s : { ...s, color: fresh[i]!.color }));
  return withPreset({ ...c, game: card, seats }, presetsOf(card)[0]!.id);
}

export function defaultConfig(): GameConfig {
  return withPreset(
    { game: 'carcassonne', preset: '', options: {}, seats: defaultSeats(2, 'carcassonne'), seed: '' },
    presetsOf('carcassonne')[0]!.id,
  );
}

/** What can stop a new game from starting, each one of the page's words (`configProblems`). */
export type ConfigProblem =
  | 'problem.seats'
  | 'problem.seatsRaised'
  | 'problem.name'
  | 'problem.sameName'
  | 'problem.sameColor'
  | 'problem.color';

/** Problems that stop a game from starting. */
export function configProblems(c: GameConfig): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  const [lo, hi] = seatRange(c);
  if (c.seats.length < lo || c.seats.length > hi)
    out.push(
      c.seats.length <= (definitionOf(c.game).seats.raisedBy?.max ?? hi)
        ? 'problem.seatsRaised'
        : 'problem.seats',
    );
  const names = c.seats.map((s) => s.name.trim());
  if (names.some((n) => n === '')) out.push('problem.name');
  if (new Set(names).size !== names.length) out.push('problem.sameName');
  if (new Set(c.seats.map((s) => s.color)).size !== c.seats.length) out.push('problem.sameColor');
  const allowed = colorsOf(c.game);
  if (c.seats.some((s) => !allowed.includes(s.color))) out.push('problem.color');
  return out;
}

/** The engine setup for a config; a blank seed gets a fresh random one (shown and saved). */
export function toSetup(c: GameConfig, freshSeed: () => string): MatchSetup {
  const def = definitionOf(c.game);
  return {
    game: def.id,
    preset: c.preset,
    ...(def.options.length > 0 ? { options: { ...c.options } } : {}),
    players: c.seats.map((s) => ({ name: s.name.trim(), color: s.color })),
    seed: c.seed.trim() || freshSeed(),
  };
}

export function randomSeed(): string {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return (a[0]! % 1_000_000).toString().padStart(6, '0');
}
