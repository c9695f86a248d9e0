import { definitionOfPreset } from '@carcassonne/engine';
import {
  type TOURNAMENT_FORMATS,
  TOURNAMENT_LIMITS,
  type TOURNAMENT_TIE_BREAKS,
  type TournamentSettingsRequest,
} from '@carcassonne/protocol';
import {
  checkSettings,
  roundRobinRounds,
  type FORMATS,
  type TIE_BREAKS,
  type TournamentSettings,
} from '@carcassonne/tournament';
import { failure, success, type Outcome } from '../core/outcome.js';
import { planTable } from '../tables/table-plan.js';
import type { StoredTournamentSettings } from '../storage/tournaments.js';

/** The protocol and the pure package list the formats and tie-breaks each on their own: the same lists. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameFormats: Same<(typeof TOURNAMENT_FORMATS)[number], (typeof FORMATS)[number]> = true;
const sameTieBreaks: Same<(typeof TOURNAMENT_TIE_BREAKS)[number], (typeof TIE_BREAKS)[number]> = true;
void sameFormats;
void sameTieBreaks;

const DAY = 24 * 60 * 60_000;

/** The pure package's settings for these players (rounds capped to what they can play). */
export function pureSettings(
  s: StoredTournamentSettings,
  players: readonly { id: string; rating: number }[],
  capRounds: boolean,
): unknown {
  const base = {
    format: s.format,
    players,
    tableSize: s.tableSize,
    gamesPerMatch: s.gamesPerMatch,
    duplicate: s.duplicate,
    tieBreaks: s.tieBreaks,
    ranking: s.ranking,
    ...(s.arena ? { arena: s.arena } : {}),
  };
  if (s.format !== 'swiss' && s.format !== 'round-robin') return base;
  // At most one cycle: a round robin's whole cycle, a Swiss's rounds without a repeated pairing
  // (tables of more than two may meet again: not cut).
  if (s.tableSize > 2) return { ...base, rounds: s.rounds };
  const most = roundRobinRounds(players.length);
  return { ...base, rounds: capRounds ? Math.max(1, Math.min(s.rounds, most)) : s.rounds };
}

/**
 * An organizer's settings, checked against the server's limits, the game's definition (preset,
 * options, clock: as a table's `create` would be) and the pure package's `checkSettings` for a
 * full tournament (`maxPlayers` entrants). Each impossible setting is refused with a sentence.
 */
export function checkTournamentSettings(
  request: TournamentSettingsRequest,
  now: number,
  testOptions: boolean,
): Outcome<StoredTournamentSettings> {
  const bad = (message: string) => failure('bad-tournament-settings', message);
  const name = request.name.normalize('NFC').trim();
  if (name.length === 0) return bad('the name has a visible character');
  if (request.arena?.berserk === true && request.clock.kind !== 'bank')
    return bad('berserk halves a time bank: it needs a time-bank clock');
  const definition = definitionOfPreset(request.preset);
  if (!definition.ok) return failure('unknown-preset', definition.error.message);
  if (request.testTiles !== undefined && !testOptions)
    return failure('bad-option', 'testTiles is only accepted by a server started with test options');
  const trial = planTable(
    {
      type: 'create',
      id: 0,
      preset: request.preset,
      ...(request.options ? { options: request.options } : {}),
      seats: Array.from({ length: request.tableSize ?? 2 }, () => ({ kind: 'open' as const })),
      visibility: 'private',
      clock: request.clock,
      ...(request.testTiles !== undefined ? { testTiles: request.testTiles } : {}),
    },
    { id: 'organizer', name: 'Organizer', username: null },
    now,
    testOptions,
  );
  if (!trial.ok) return trial;
  if (request.startsAt <= now) return bad('the start is in the past');
  if (request.startsAt > now + TOURNAMENT_LIMITS.maxDaysAhead * DAY)
    return bad(`the start is at most ${TOURNAMENT_LIMITS.maxDaysAhead} days ahead`);
  const opens = request.registrationOpensAt ?? now;
  if (opens >= request.startsAt) return bad('registration opens before the start');
  if (request.format.endsWith('elimination') && request.gamesPerMatch % 2 === 0)
    return bad(`an elimination match is best of 1, 3 or 5, not ${request.gamesPerMatch}`);
  const settings: StoredTournamentSettings = {
    name,
    game: definition.value.id,
    preset: request.preset,
    options: request.options ?? {},
    clock: request.clock,
    format: request.format,
    rounds: request.rounds ?? 0,
    tableSize: request.tableSize ?? 2,
    gamesPerMatch: request.gamesPerMatch,
    duplicate: request.duplicate,
    tieBreaks: request.tieBreaks ?? [],
    ranking: request.ranking ?? 'score',
    arena: request.arena ?? null,
    startsAt: request.startsAt,
    registrationOpensAt: opens,
    checkInMinutes: request.checkInMinutes,
    maxPlayers: request.maxPlayers,
    rated: request.rated,
    visibility: request.visibility,
    testTiles: request.testTiles ?? null,
  };
  const full = Array.from({ length: request.maxPlayers }, (_, i) => ({ id: `p${i + 1}`, rating: 0 }));
  const pure = checkSettings({
    ...(pureSettings(settings, full, false) as Record<string, unknown>),
    ...(request.rounds === undefined ? { rounds: undefined } : {}),
    ...(request.tieBreaks === undefined ? { tieBreaks: undefined } : {}),
  });
  if (!pure.ok) return bad(pure.error.message);
  return success(completed(settings, pure.value));
}

/** The settings with the pure package's defaults filled in (rounds, tie-breaks). */
function completed(s: StoredTournamentSettings, pure: TournamentSettings): StoredTournamentSettings {
  return { ...s, rounds: pure.rounds, tieBreaks: pure.tieBreaks };
}
