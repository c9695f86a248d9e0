/**
 * A tournament's chat under the table chat's moderation (docs/server/moderation.md): a player
 * reports a line (it lands in the moderators' queue with the lines around it, naming the
 * tournament), a moderator removes it (its followers are told `tournament-chat-removed`, and it is
 * gone from the history a new follower receives); nobody else may remove one.
 */
import { afterAll, expect, it } from 'vitest';
import type { QueueResponse, ServerMessage, TournamentChatMessage } from '@carcassonne/protocol';
import { account, player, startTestServer, type Player, type TestServer } from './helpers.js';
import { api, createTournament, quickSettings, signed } from './tournament-helpers.js';
import type { GameClient } from '../src/tools/client.js';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
});

const heard = (c: GameClient, id: string): string[] =>
  c.frames
    .filter(
      (f: ServerMessage): f is TournamentChatMessage => f.type === 'tournament-chat' && f.tournament === id,
    )
    .flatMap((f) => f.lines.map((l) => l.text));

const follow = async (p: Player, id: string) =>
  expect((await p.client.request({ type: 'tournament-follow', tournament: id, on: true })).ok).toBe(true);

it('takes reports of tournament lines into the queue, and removes a line for every follower', async () => {
  const server = await startTestServer({ config: { tournamentTickMs: 30 } });
  servers.push(server);
  // The first registered account moderates.
  const moderator = await account(server, 'Mod');
  const id = await createTournament(server, moderator, quickSettings({ maxPlayers: 4 }, 3_600_000));
  const ann = await player(server, 'Ann');
  const bob = await player(server, 'Bob');
  for (const p of [ann, bob]) await follow(p, id);
  for (const [p, text] of [
    [ann, 'hello'],
    [bob, 'rude words'],
    [ann, 'please stop'],
  ] as const) {
    expect((await p.client.request({ type: 'tournament-chat', tournament: id, text })).ok).toBe(true);
    await ann.client.until(() => heard(ann.client, id).includes(text), 5000, text);
  }
  const rude = (await server.storage.tournamentChat.recent(id, 10)).find(
    (l) => l.line.text === 'rude words',
  )!;
  const ref = { tournament: id, author: bob.guest.user.id, at: rude.line.at };

  // Ann reports Bob's line: the queue holds it, the lines around it, and the tournament.
  const reported = await api<{ report: number }>(server, 'POST', '/api/report', {
    ...signed(ann),
    player: bob.guest.user.id,
    reason: 'insults',
    line: ref,
  });
  expect(reported.status).toBe(201);
  const wrongAuthor = await api<{ error: { code: string } }>(server, 'POST', '/api/report', {
    ...signed(bob),
    player: ann.guest.user.id,
    reason: 'x',
    line: ref,
  });
  expect([wrongAuthor.status, wrongAuthor.body.error.code]).toEqual([400, 'bad-request']);
  const missing = await api<{ error: { code: string } }>(server, 'POST', '/api/report', {
    ...signed(ann),
    player: bob.guest.user.id,
    reason: 'x',
    line: { ...ref, at: ref.at + 1 },
  });
  expect([missing.status, missing.body.error.code]).toEqual([404, 'not-found']);
  const queue = await api<QueueResponse>(server, 'POST', '/api/moderation/queue', signed(moderator));
  const report = queue.body.reports.find((r) => r.id === reported.body.report)!;
  expect(report).toMatchObject({ tournament: id, table: null, channel: null, reason: 'insults' });
  expect(report.line?.text).toBe('rude words');
  expect(report.context.map((l) => l.text)).toEqual(['hello', 'rude words', 'please stop']);

  // Not a moderator: refused, the line stays.
  const refused = await api<{ error: { code: string } }>(server, 'POST', '/api/moderation/remove-chat', {
    ...signed(ann),
    line: ref,
    reason: 'x',
  });
  expect([refused.status, refused.body.error.code]).toEqual([403, 'forbidden']);
  expect((await server.storage.tournamentChat.recent(id, 10)).map((l) => l.line.text)).toContain(
    'rude words',
  );

  // The moderator removes it: every follower is told, the history no longer has it, the log says so.
  const removed = await api<{ removed: number }>(server, 'POST', '/api/moderation/remove-chat', {
    ...signed(moderator),
    line: ref,
    reason: 'insults',
  });
  expect(removed.status).toBe(200);
  for (const p of [ann, bob])
    await p.client.until(
      () =>
        p.client.frames.some(
          (f) =>
            f.type === 'tournament-chat-removed' &&
            f.tournament === id &&
            f.lines.some((l) => l.user === ref.author && l.at === ref.at),
        ),
      5000,
      'the removal pushed',
    );
  const again = await api<{ error: { code: string } }>(server, 'POST', '/api/moderation/remove-chat', {
    ...signed(moderator),
    line: ref,
    reason: 'insults',
  });
  expect([again.status, again.body.error.code]).toEqual([404, 'not-found']);
  const late = await player(server, 'Cy');
  await follow(late, id);
  await late.client.until(() => heard(late.client, id).length > 0, 5000, 'the history');
  expect(heard(late.client, id)).toEqual(['hello', 'please stop']);
  const log = await api<QueueResponse>(server, 'POST', '/api/moderation/queue', signed(moderator));
  expect(log.body.audit[0]).toMatchObject({
    action: 'remove-chat',
    target: { id: bob.guest.user.id },
    table: null,
  });
  expect(log.body.audit[0]?.detail).toContain(`tournament ${id}`);
}, 40_000);
