/**
 * A tournament's chat over the WebSocket (`tournament-chat`): a line reaches every follower on the
 * followers' tick, a new follower receives the recent lines, and a sender must follow the
 * tournament and pass the table chat's moderation (mute, ban) — refused with one error, nothing
 * stored; a blocker sees none of the blocked player's lines.
 */
import { afterAll, expect, it } from 'vitest';
import type { ServerMessage, TournamentChatMessage } from '@carcassonne/protocol';
import { account, connectAs, player, startTestServer, type Player, type TestServer } from './helpers.js';
import { api, createTournament, quickSettings, signed } from './tournament-helpers.js';
import type { GameClient } from '../src/tools/client.js';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
});

/** The chat lines a connection received for a tournament, as "name: text". */
const heard = (c: GameClient, id: string): string[] =>
  c.frames
    .filter(
      (f: ServerMessage): f is TournamentChatMessage => f.type === 'tournament-chat' && f.tournament === id,
    )
    .flatMap((f) => f.lines.map((l) => `${l.name}: ${l.text}`));

const follow = async (p: Player, id: string) =>
  expect((await p.client.request({ type: 'tournament-follow', tournament: id, on: true })).ok).toBe(true);

it('delivers lines to followers, sends history on follow, refuses non-followers, the muted and the banned', async () => {
  const server = await startTestServer({ config: { tournamentTickMs: 30 } });
  servers.push(server);
  // The first registered account moderates.
  const organizer = await account(server, 'Orga');
  const id = await createTournament(server, organizer, quickSettings({ maxPlayers: 4 }, 3_600_000));
  const ann = await player(server, 'Ann');
  const bob = await player(server, 'Bob');
  const carl = await player(server, 'Carl');
  const dan = await player(server, 'Dan');
  const stored = async () => (await server.storage.tournamentChat.recent(id, 100)).map((l) => l.line.text);

  // Following starts with the recent lines: none yet, sent all the same.
  for (const p of [ann, bob, carl]) await follow(p, id);
  await ann.client.until(
    () => ann.client.frames.some((f) => f.type === 'tournament-chat' && f.lines.length === 0),
    5000,
    'the empty history',
  );

  // Not following: refused, nothing stored.
  const stranger = await dan.client.request({ type: 'tournament-chat', tournament: id, text: 'hi all' });
  expect(!stranger.ok && stranger.code).toBe('not-following');
  expect(await stored()).toEqual([]);

  // One sender, two other followers: each receives the line once, and so does the sender.
  const said = await carl.client.request({ type: 'tournament-chat', tournament: id, text: '  good luck  ' });
  expect(said.ok).toBe(true);
  for (const p of [ann, bob, carl])
    await p.client.until(() => heard(p.client, id).length > 0, 5000, 'the line delivered');
  for (const p of [ann, bob, carl]) expect(heard(p.client, id)).toEqual(['Carl: good luck']);

  // A later follower receives the line as history.
  await follow(dan, id);
  await dan.client.until(() => heard(dan.client, id).length > 0, 5000, 'the history');
  expect(heard(dan.client, id)).toEqual(['Carl: good luck']);

  // Muted: one clear refusal, nothing stored, nothing delivered.
  const act = (action: 'mute' | 'ban', target: Player, reason: string) =>
    api(server, 'POST', `/api/moderation/${action}`, {
      ...signed(organizer),
      target: target.guest.user.id,
      reason,
      minutes: 30,
    });
  expect((await act('mute', carl, 'spam')).status).toBe(200);
  const muted = await carl.client.request({ type: 'tournament-chat', tournament: id, text: 'more' });
  expect(muted.ok).toBe(false);
  if (!muted.ok) {
    expect(muted.code).toBe('muted');
    expect(muted.message).toMatch(/^muted until .+: spam$/);
  }
  // Banned: its connections close; back again and following, still refused.
  expect((await act('ban', bob, 'cheating')).status).toBe(200);
  await bob.client.until(() => bob.client.isClosed, 5000, 'the banned connection closed');
  const back: Player = { guest: bob.guest, client: await connectAs(server.ws, bob.guest, 'bob-again') };
  await follow(back, id);
  const banned = await back.client.request({ type: 'tournament-chat', tournament: id, text: 'hello' });
  expect(!banned.ok && [banned.code, banned.message.endsWith(': cheating')]).toEqual(['banned', true]);
  expect(await stored()).toEqual(['good luck']);

  // Ann's next line comes after the refused ones: nobody received them.
  expect((await ann.client.request({ type: 'tournament-chat', tournament: id, text: 'gg' })).ok).toBe(true);
  await dan.client.until(() => heard(dan.client, id).length === 2, 5000, 'the next line');
  expect(heard(dan.client, id)).toEqual(['Carl: good luck', 'Ann: gg']);
  expect(heard(ann.client, id)).toEqual(['Carl: good luck', 'Ann: gg']);
}, 40_000);

it("hides a blocked player's lines from the blocker, live and in the history", async () => {
  const server = await startTestServer({ config: { tournamentTickMs: 30 } });
  servers.push(server);
  const organizer = await account(server, 'Orga');
  const id = await createTournament(server, organizer, quickSettings({ maxPlayers: 4 }, 3_600_000));
  const ann = await player(server, 'Ann');
  const bob = await player(server, 'Bob');
  const cy = await player(server, 'Cy');
  for (const p of [bob, cy]) await follow(p, id);
  expect((await bob.client.request({ type: 'tournament-chat', tournament: id, text: 'first' })).ok).toBe(
    true,
  );
  await cy.client.until(() => heard(cy.client, id).length === 1, 5000, 'the first line');
  const blocked = await api(server, 'POST', '/api/block', {
    ...signed(ann),
    player: bob.guest.user.id,
    on: true,
  });
  expect(blocked.status).toBe(200);
  // Ann follows after blocking Bob: his line is not in her history.
  await follow(ann, id);
  for (const [p, text] of [
    [bob, 'second'],
    [cy, 'third'],
  ] as const)
    expect((await p.client.request({ type: 'tournament-chat', tournament: id, text })).ok).toBe(true);
  await cy.client.until(() => heard(cy.client, id).length === 3, 5000, 'all lines');
  await ann.client.until(() => heard(ann.client, id).length === 1, 5000, "Cy's line");
  expect(heard(cy.client, id)).toEqual(['Bob: first', 'Bob: second', 'Cy: third']);
  expect(heard(ann.client, id)).toEqual(['Cy: third']);
});
