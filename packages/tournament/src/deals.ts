import { sha256 } from './sha256.js';
import type { GamePlan, TournamentSettings } from './types.js';

/**
 * The seed of a deal: a one-way hash of the owner's secret and the deal's id, so a game's record
 * (which shows its seed) tells nothing of the tournament's other deals, and only the secret's
 * holder can make them. Every game created with the same seed draws the same tiles (in The City,
 * the same stacks).
 */
export function dealSeed(secret: string, deal: string): string {
  return sha256(`carcassonne-deal\u0000${secret}\u0000${deal}`).slice(0, 32);
}

/**
 * The games of one table: game g turns the seats g places (with two players, the seats swap each
 * game), so the first player alternates. With duplicate deals, every table of the round plays
 * deal `r{round}-{k}` in its games k·n … k·n + n − 1 (n the table's players): each deal is played
 * once from every seat. Without, every game has its own deal.
 */
export function tableGames(
  settings: TournamentSettings,
  round: number,
  table: number,
  players: readonly string[],
): GamePlan[] {
  const n = players.length;
  return Array.from({ length: settings.gamesPerMatch }, (_, game) => ({
    round,
    table,
    game,
    seats: players.map((_, s) => players[(s + game) % n]!),
    deal: settings.duplicate ? `r${round}-${Math.floor(game / n)}` : `r${round}-t${table}-g${game}`,
  }));
}
