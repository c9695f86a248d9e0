/**
 * Bad input to tournaments: impossible settings, a guest organizer, one organizer's limit,
 * registering twice, joining after the start, checking in outside the window, a withdrawn
 * player's moves, forged results and actions of people without the right. Each is one clear
 * error, and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TOURNAMENT_LIMITS,
  type TournamentSettingsRequest,
  type TournamentView,
} from '@carcassonne/protocol';
import { account, player, startTestServer, type Player, type TestServer } from './helpers.js';
import { api, createTournament, quickSettings, signed, view, viewUntil } from './tournament-helpers.js';

type Refusal = { error: { code: string; message: string } };
let server: TestServer;
let organizer: Player;
let ann: Player;
let bob: Player;
/** A guest: neither organizes nor enters. */
let gus: Player;

beforeAll(async () => {
  server = await startTestServer({ config: { tournamentTickMs: 40 } });
  organizer = await account(server, 'Orga');
  ann = await account(server, 'Ann');
  bob = await account(server, 'Bob');
  gus = await player(server, 'Gus');
});
afterAll(() => server.stop());

const create = (who: Player, settings: TournamentSettingsRequest) =>
  api<Refusal>(server, 'POST', '/api/tournaments', { ...signed(who), settings });

/** The tournament as everyone sees it, with its version: what a refusal must leave as it is. */
const snapshot = async (id: string): Promise<TournamentView> => view(server, id);

describe('impossible settings', () => {
  const cases: [string, Partial<TournamentSettingsRequest>, string, RegExp][] = [
    ['too many rounds', { rounds: 20, maxPlayers: 8 }, 'bad-tournament-settings', /at most 7 rounds/],
    [
      'an even best-of',
      { format: 'single-elimination', gamesPerMatch: 2 },
      'bad-tournament-settings',
      /best of 1, 3 or 5/,
    ],
    [
      'duplicate tie-break without duplicate deals',
      { tieBreaks: ['duplicate'] },
      'bad-tournament-settings',
      /duplicate deals/,
    ],
    ['a start in the past', { startsAt: Date.now() - 1000 }, 'bad-tournament-settings', /past/],
    [
      'registration opening after the start',
      { registrationOpensAt: Date.now() + 10 * 86_400_000 },
      'bad-tournament-settings',
      /registration/,
    ],
    ['an arena without its minutes', { format: 'arena' }, 'bad-tournament-settings', /arena: \{ minutes/],
    [
      'an arena of matches',
      { format: 'arena', arena: { minutes: 10, berserk: false }, gamesPerMatch: 2 },
      'bad-tournament-settings',
      /single games/,
    ],
    [
      'berserk without a time bank',
      { format: 'arena', arena: { minutes: 10, berserk: true } },
      'bad-tournament-settings',
      /time-bank clock/,
    ],
    [
      'arena minutes on a Swiss',
      { arena: { minutes: 10, berserk: false } },
      'bad-tournament-settings',
      /arena format only/,
    ],
    ['an unknown preset', { preset: 'chess' }, 'unknown-preset', /./],
  ];
  for (const [what, overrides, code, words] of cases)
    it(`refuses ${what}`, async () => {
      const before = await api<{ total: number }>(server, 'GET', '/api/tournaments');
      const refused = await create(organizer, quickSettings(overrides));
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.body.error.code).toBe(code);
      expect(refused.body.error.message).toMatch(words);
      expect((await api<{ total: number }>(server, 'GET', '/api/tournaments')).body.total).toBe(
        before.body.total,
      );
    });

  it('refuses an unknown field and a guest organizer', async () => {
    const unknown = await api<Refusal>(server, 'POST', '/api/tournaments', {
      ...signed(organizer),
      settings: { ...quickSettings({}), prize: 100 },
    });
    expect(unknown.status).toBe(400);
    const guest = await create(gus, quickSettings({}));
    expect(guest.status).toBe(403);
    expect(guest.body.error.code).toBe('tournament-registered-only');
  });
});

it('limits the tournaments one organizer has at once', async () => {
  const other = await account(server, 'Busy');
  for (let i = 0; i < TOURNAMENT_LIMITS.perOrganizer; i++)
    await createTournament(server, other, quickSettings({}, 3_600_000));
  const refused = await create(other, quickSettings({}, 3_600_000));
  expect(refused.status).toBe(409);
  expect(refused.body.error.code).toBe('too-many-tournaments');
});

it('refuses a banned player, and lists the tournaments a player entered', async () => {
  const id = await createTournament(server, organizer, quickSettings({}, 3_600_000));
  const cid = await player(server, 'Cid');
  const ban = await api(server, 'POST', '/api/moderation/ban', {
    ...signed(organizer),
    target: cid.guest.user.id,
    reason: 'test',
    minutes: 60,
  });
  expect(ban.status).toBe(200);
  const before = await snapshot(id);
  const banned = await api<Refusal>(server, 'POST', `/api/tournaments/${id}/register`, signed(cid));
  expect([banned.status, banned.body.error.code]).toEqual([403, 'banned']);
  expect(await snapshot(id)).toEqual(before);
  await api(server, 'POST', `/api/tournaments/${id}/register`, signed(bob));
  const listed = await api<{ tournaments: { id: string }[]; total: number }>(
    server,
    'GET',
    `/api/players/${bob.guest.user.id}/tournaments`,
  );
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  expect(listed.body.tournaments.map((t) => t.id)).toContain(id);
  expect(
    (await api<{ total: number }>(server, 'GET', `/api/players/${cid.guest.user.id}/tournaments`)).body.total,
  ).toBe(0);
});

it('refuses a guest’s registration as the page does, with the same words', async () => {
  // Organized by Ann: the organizer here has its limit's tournaments already.
  const id = await createTournament(server, ann, quickSettings({}, 3_600_000));
  const before = await snapshot(id);
  const guest = await api<Refusal>(server, 'POST', `/api/tournaments/${id}/register`, signed(gus));
  expect([guest.status, guest.body.error.code]).toEqual([403, 'tournament-registered-only']);
  expect(guest.body.error.message).toMatch(/registered players/);
  expect(await snapshot(id)).toEqual(before);
});

it('refuses registering twice, check-in outside its window, and leaves the entry as it was', async () => {
  const id = await createTournament(server, organizer, quickSettings({ checkInMinutes: 1 }, 3_600_000));
  expect((await api(server, 'POST', `/api/tournaments/${id}/register`, signed(ann))).status).toBe(200);
  const before = await snapshot(id);
  const twice = await api<Refusal>(server, 'POST', `/api/tournaments/${id}/register`, signed(ann));
  expect([twice.status, twice.body.error.code]).toEqual([409, 'already-entered']);
  const early = await api<Refusal>(server, 'POST', `/api/tournaments/${id}/check-in`, signed(ann));
  expect([early.status, early.body.error.code]).toEqual([409, 'check-in-closed']);
  const stranger = await api<Refusal>(server, 'POST', `/api/tournaments/${id}/unregister`, signed(bob));
  expect([stranger.status, stranger.body.error.code]).toEqual([409, 'not-entered']);
  const bots = await api<Refusal>(server, 'POST', `/api/tournaments/${id}/bots`, {
    ...signed(ann),
    bot: 'level1',
  });
  expect([bots.status, bots.body.error.code]).toEqual([403, 'not-organizer']);
  expect(await snapshot(id)).toEqual(before);
  const missing = await api<Refusal>(server, 'POST', '/api/tournaments/nosuchone/register', signed(ann));
  expect([missing.status, missing.body.error.code]).toEqual([404, 'no-such-tournament']);
});

it('refuses joining after the start, a withdrawn player’s moves, forged results and foreign actions', async () => {
  const id = await createTournament(server, organizer, quickSettings({ rounds: 1, maxPlayers: 4 }, 1500));
  await api(server, 'POST', `/api/tournaments/${id}/bots`, { ...signed(organizer), bot: 'level1' });
  await api(server, 'POST', `/api/tournaments/${id}/register`, signed(ann));
  await api(server, 'POST', `/api/tournaments/${id}/check-in`, signed(ann));
  const annId = ann.guest.user.id;
  const running = await viewUntil(server, id, (v) => v.live.some((l) => l.seats.includes(annId)));
  const late = await api<Refusal>(server, 'POST', `/api/tournaments/${id}/register`, signed(bob));
  // A Swiss of one round takes no late entrant once that round has started.
  expect([late.status, late.body.error.code]).toEqual([409, 'late-entry-closed']);
  const leave = await api<Refusal>(server, 'POST', `/api/tournaments/${id}/unregister`, signed(ann));
  expect([leave.status, leave.body.error.code]).toEqual([409, 'already-started']);
  // Forged results: there is no way to post one, and only moderators act on a running tournament.
  const forged = await api(server, 'POST', `/api/tournaments/${id}/result`, {
    ...signed(ann),
    scores: [99, 0],
  });
  expect(forged.status).toBe(404);
  const pause = await api<Refusal>(server, 'POST', `/api/tournaments/${id}/moderate`, {
    ...signed(ann),
    action: 'pause',
  });
  expect([pause.status, pause.body.error.code]).toEqual([403, 'not-organizer']);
  const remove = await api<Refusal>(server, 'POST', `/api/tournaments/${id}/moderate`, {
    ...signed(organizer),
    action: 'remove',
    entrant: annId,
  });
  // The first registered account is a moderator: the organizer here. Not so for Bob.
  expect(remove.status).toBe(200);
  const table = running.live.find((l) => l.seats.includes(annId))!.table;
  const stored = await server.storage.table(table);
  // Ann withdrawn: her game is forfeited and its table closed; her moves are refused.
  const done = await viewUntil(server, id, (v) => v.status === 'finished');
  const game = done.rounds[0]!.pairings.flatMap((p) => p.games).find((g) => g.table === table)!;
  expect(game.forfeit).toBe(annId);
  expect(game.scores).toEqual(game.seats.map((s) => (s === annId ? 0 : 1)));
  await ann.client.request({ type: 'watch', table, invite: stored!.invite! });
  const move = await ann.client.requestUnchecked({ type: 'move', table, move: 'A1', version: 0 });
  // The table is closed: "the game is not being played".
  expect([move.ok, move.code]).toEqual([false, 'not-started']);
  expect((await server.storage.table(table))!.status).toBe('closed');
  const after = await snapshot(id);
  expect(after.version).toBe(done.version);
  const again = await api<Refusal>(server, 'POST', `/api/tournaments/${id}/withdraw`, signed(ann));
  expect([again.status, again.body.error.code]).toEqual([409, 'tournament-over']);
}, 30_000);
