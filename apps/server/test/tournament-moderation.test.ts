/**
 * Moderators and invitations: a paused tournament pairs no new round until resumed; a cancelled one
 * closes its tables being played; an invitation tournament takes only who brings its invite, and
 * its cap holds.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TournamentView } from '@carcassonne/protocol';
import { advance } from '../src/tournaments/advance.js';
import { stepsOf } from './tournament-helpers.js';
import { account, startTestServer, type Player, type TestServer } from './helpers.js';
import { api, createTournament, quickSettings, signed, view, viewUntil } from './tournament-helpers.js';

type Refusal = { error: { code: string } };
let server: TestServer;
let moderator: Player;

beforeAll(async () => {
  server = await startTestServer({ config: { tournamentTickMs: 30 } });
  // The first registered account is a moderator.
  moderator = await account(server, 'Mod');
});
afterAll(() => server.stop());

const moderate = (id: string, action: 'pause' | 'resume' | 'cancel') =>
  api<TournamentView & Refusal>(server, 'POST', `/api/tournaments/${id}/moderate`, {
    ...signed(moderator),
    action,
  });

it('pauses between rounds, resumes, and cancels closing the tables in play', async () => {
  const id = await createTournament(server, moderator, quickSettings({ rounds: 3, maxPlayers: 4 }, 1000));
  for (let i = 0; i < 4; i++)
    await api(server, 'POST', `/api/tournaments/${id}/bots`, { ...signed(moderator), bot: 'level1' });
  // Every table of round 1 opened (a paused tournament opens none).
  await viewUntil(
    server,
    id,
    (v) => v.rounds.length === 1 && v.rounds[0]!.pairings.every((p) => p.games[0]!.table !== null),
  );
  const paused = await moderate(id, 'pause');
  expect(paused.body.status).toBe('paused');
  // The round in play ends; no next round is paired while paused.
  const held = await viewUntil(server, id, (v) => v.rounds.length > 0 && v.rounds.at(-1)!.finished);
  const rounds = held.rounds.length;
  // Steps of the tournament now (as its leader takes them) pair nothing and open no table.
  for (let i = 0; i < 3; i++) await advance(stepsOf(server), id);
  expect((await view(server, id)).rounds).toHaveLength(rounds);
  expect((await moderate(id, 'pause')).body.error.code).toBe('tournament-over');
  expect((await moderate(id, 'resume')).body.status).toBe('running');
  const next = await viewUntil(server, id, (v) => v.rounds.length > rounds && v.live.length > 0);
  const cancelled = await moderate(id, 'cancel');
  expect(cancelled.body.status).toBe('cancelled');
  for (const live of next.live)
    expect(['closed', 'finished']).toContain((await server.storage.table(live.table))!.status);
  expect((await moderate(id, 'resume')).status).toBe(409);
});

it('takes only invited players in an invitation tournament, up to its cap', async () => {
  const organizer = await account(server, 'Host');
  const created = await api<{ tournament: string; invite: string }>(server, 'POST', '/api/tournaments', {
    ...signed(organizer),
    settings: quickSettings({ visibility: 'invitation', maxPlayers: 2 }, 3_600_000),
  });
  const { tournament: id, invite } = created.body;
  expect(invite).toMatch(/^[A-Za-z0-9_-]{6,}$/);
  const [ann, bob, cid] = [
    await account(server, 'Ann'),
    await account(server, 'Bob'),
    await account(server, 'Cid'),
  ];
  const uninvited = await api<Refusal>(server, 'POST', `/api/tournaments/${id}/register`, signed(ann));
  expect([uninvited.status, uninvited.body.error.code]).toEqual([403, 'forbidden']);
  for (const who of [ann, bob])
    expect(
      (await api(server, 'POST', `/api/tournaments/${id}/register`, { ...signed(who), invite })).status,
    ).toBe(200);
  const full = await api<Refusal>(server, 'POST', `/api/tournaments/${id}/register`, {
    ...signed(cid),
    invite,
  });
  expect([full.status, full.body.error.code]).toEqual([409, 'tournament-full']);
  expect((await view(server, id)).entrants.map((e) => e.name)).toEqual(['Ann', 'Bob']);
  // The organizer cancels before the start; a stranger may not.
  const stranger = await api<Refusal>(server, 'POST', `/api/tournaments/${id}/moderate`, {
    ...signed(ann),
    action: 'cancel',
  });
  expect(stranger.status).toBe(403);
  const own = await api<TournamentView>(server, 'POST', `/api/tournaments/${id}/moderate`, {
    ...signed(organizer),
    action: 'cancel',
  });
  expect(own.body.status).toBe('cancelled');
  const listed = await api<{ tournaments: { id: string }[] }>(
    server,
    'GET',
    '/api/tournaments?status=finished',
  );
  expect(listed.body.tournaments.map((t) => t.id)).toContain(id);
});
