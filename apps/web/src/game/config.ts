import type { Setup, CitySetup, BasePreset, FarmerScoring, PlayerColor, CityColor } from '@carcassonne/engine';
import type { Seat, SeatKind } from './types.js';

/** What the new-game screen produces. */
export interface GameConfig {
  readonly game: 'carcassonne' | 'winter' | 'the-city';
  readonly preset: BasePreset;
  readonly farmers: boolean;
  readonly smallCityTwoPoints: boolean;
  readonly farmerScoring: FarmerScoring;
  readonly seats: readonly Seat[];
  readonly seed: string;
}

export const BASE_COLORS: readonly PlayerColor[] = ['red', 'blue', 'green', 'yellow', 'black'];
export const CITY_COLORS: readonly CityColor[] = ['red', 'blue', 'green', 'yellow'];
export const SEAT_KINDS: readonly SeatKind[] = ['human', 'random', 'greedy', 'mcts'];
const NAMES = ['Anna', 'Bo', 'Carl', 'Dora', 'Emil'];

/** Colour-blind-safe fills (Okabe & Ito) for the engine's colour names, plus a letter per seat. */
export const PALETTE: Readonly<Record<string, { fill: string; ink: string }>> = {
  red: { fill: '#D55E00', ink: '#fff' },
  blue: { fill: '#0072B2', ink: '#fff' },
  green: { fill: '#009E73', ink: '#fff' },
  yellow: { fill: '#F0E442', ink: '#111' },
  black: { fill: '#2b2b2b', ink: '#fff' },
};

export function colorOf(name: string): { fill: string; ink: string } {
  return PALETTE[name] ?? { fill: '#888', ink: '#fff' };
}

/** The letter drawn on a player's followers: the initial, or the seat number when initials clash. */
export function seatLetters(names: readonly string[]): string[] {
  const initials = names.map((n) => (n.trim()[0] ?? '?').toUpperCase());
  return initials.map((c, i) => (initials.indexOf(c) === initials.lastIndexOf(c) ? c : String(i + 1)));
}

export function defaultSeats(n: number, game: GameConfig['game']): Seat[] {
  const colors = game === 'the-city' ? CITY_COLORS : BASE_COLORS;
  return Array.from({ length: n }, (_, i) => ({ name: NAMES[i]!, color: colors[i]!, kind: i === 0 ? 'human' : 'greedy' }));
}

export function defaultConfig(): GameConfig {
  return {
    game: 'carcassonne',
    preset: 'classic',
    farmers: true,
    smallCityTwoPoints: true,
    farmerScoring: 'perCity4',
    seats: defaultSeats(2, 'carcassonne'),
    seed: '',
  };
}

export const seatRange = (game: GameConfig['game']): [number, number] => (game === 'the-city' ? [2, 4] : [2, 5]);

/** Problems that stop a game from starting, as message keys. */
export function configProblems(c: GameConfig): string[] {
  const out: string[] = [];
  const [lo, hi] = seatRange(c.game);
  if (c.seats.length < lo || c.seats.length > hi) out.push('problem.seats');
  const names = c.seats.map((s) => s.name.trim());
  if (names.some((n) => n === '')) out.push('problem.name');
  if (new Set(names).size !== names.length) out.push('problem.sameName');
  if (new Set(c.seats.map((s) => s.color)).size !== c.seats.length) out.push('problem.sameColor');
  const allowed: readonly string[] = c.game === 'the-city' ? CITY_COLORS : BASE_COLORS;
  if (c.seats.some((s) => !allowed.includes(s.color))) out.push('problem.color');
  return out;
}

/** The engine setup for a config; a blank seed gets a fresh random one (shown and saved). */
export function toSetup(c: GameConfig, freshSeed: () => string): Setup | CitySetup {
  const seed = c.seed.trim() || freshSeed();
  if (c.game === 'the-city') {
    return {
      game: 'the-city',
      preset: 'the-city',
      players: c.seats.map((s) => ({ name: s.name.trim(), color: s.color as CityColor })),
      seed,
    };
  }
  return {
    game: 'carcassonne',
    preset: c.game === 'winter' ? 'winter' : c.preset,
    options: { farmers: c.farmers, smallCityTwoPoints: c.smallCityTwoPoints, farmerScoring: c.farmerScoring },
    players: c.seats.map((s) => ({ name: s.name.trim(), color: s.color as PlayerColor })),
    seed,
  };
}

export function randomSeed(): string {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return (a[0]! % 1_000_000).toString().padStart(6, '0');
}
