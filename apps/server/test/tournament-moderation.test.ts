/**
 * Moderators and invitations: a paused tournament pairs no new round until resumed; a cancelled one
 * closes its tables being played; an invitation tournament takes only who brings its invite, and
 * its cap holds.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TournamentView } from '@carcassonne/protocol';
import { advance } from '../src/tournaments/advance.js';
import { leaderStepsOf, stepsOf } from './tournament-helpers.js';
import { account, startTestServer, type TestServer } from './helpers.js';
import { api, createTournament, quickSettings, signed, view } from './tournament-helpers.js';

type Refusal = { error: { code: string } };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ config: { tournamentTickMs: 30 } });
  // The first registered account is a moderator.
  await account(server, 'Mod');
});
afterAll(() => server.stop());

it('pauses between rounds, resumes, and cancels closing the tables in play', async () => {
  // The test takes the leader's steps itself (its own never comes): bots' games of three tiles end
  // in moments, and a round's tables in play are only seen between two steps.
  const own = await startTestServer({ config: { tournamentTickMs: 3_600_000 } });
  const mod = await account(own, 'Mod');
  const moderate = (action: 'pause' | 'resume' | 'cancel') =>
    api<TournamentView & Refusal>(own, 'POST', `/api/tournaments/${id}/moderate`, { ...signed(mod), action });
  const stepUntil = async (test: (v: TournamentView) => boolean): Promise<TournamentView> => {
    const end = Date.now() + 50_000;
    for (;;) {
      await advance(leaderStepsOf(own), id);
      const v = await view(own, id);
      if (test(v)) return v;
      if (Date.now() > end)
        throw new Error(`timed out; the tournament is ${v.status}, round ${v.rounds.length}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const id = await createTournament(own, mod, quickSettings({ rounds: 3, maxPlayers: 4 }, 1000));
  try {
    for (let i = 0; i < 4; i++)
      await api(own, 'POST', `/api/tournaments/${id}/bots`, { ...signed(mod), bot: 'level1' });
    // Every table of round 1 opened (a paused tournament opens none).
    await stepUntil((v) => v.rounds.length === 1 && v.live.length === 2);
    const paused = await moderate('pause');
    expect(paused.body.status).toBe('paused');
    // The round in play ends; no next round is paired while paused.
    const held = await stepUntil((v) => v.rounds.length > 0 && v.rounds.at(-1)!.finished);
    const rounds = held.rounds.length;
    for (let i = 0; i < 3; i++) await advance(stepsOf(own), id);
    expect((await view(own, id)).rounds).toHaveLength(rounds);
    expect((await moderate('pause')).body.error.code).toBe('tournament-over');
    expect((await moderate('resume')).body.status).toBe('running');
    // One step pairs the next round, the next opens its tables: they are in play until a step reads their ends.
    const next = await stepUntil((v) => v.rounds.length > rounds && v.live.length > 0);
    const cancelled = await moderate('cancel');
    expect(cancelled.body.status).toBe('cancelled');
    for (const live of next.live)
      expect(['closed', 'finished']).toContain((await own.storage.table(live.table))!.status);
    expect((await moderate('resume')).status).toBe(409);
  } finally {
    await own.stop();
  }
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
