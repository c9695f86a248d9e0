/**
 * Moderation over the server: who moderates, reports (with their chat context, rate-limited),
 * blocks (hidden chat, no seat at the blocker’s table, parted at tables not yet started, no
 * rematch together), warnings, mutes and bans (refused with the reason and end), removed lines
 * and closed tables, the moderators' log;
 * every moderator action refused to a normal user with nothing changed. On SQLite, and on
 * PostgreSQL whenever it answers (always in CI).
 */
import type { GuestResponse, ModerationAction, QueueResponse, StandingResponse } from '@carcassonne/protocol';
import { MODERATION_ACTIONS } from '@carcassonne/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { PostgresStorage } from '../src/storage/postgres.js';
import type { Storage } from '../src/storage/types.js';
import { type GameClient, resultOf } from '../src/tools/client.js';
import { connectAs, player, startTestServer, type Player, type TestServer } from './helpers.js';
import { REPORTS_PER_WINDOW } from '../src/moderation/routes.js';
import { dropSchema, freshSchema, POSTGRES_URL, servicesFor } from './services.js';

const withPostgres = await servicesFor('postgres');
const schemas: string[] = [];
afterAll(async () => {
  for (const s of schemas) await dropSchema(s);
});
const variants: { name: string; storage: () => Promise<Storage | undefined> }[] = [
  { name: 'sqlite', storage: async () => undefined },
];
if (withPostgres)
  variants.push({
    name: 'postgres',
    storage: async () => {
      const schema = freshSchema();
      schemas.push(schema);
      return PostgresStorage.open({ url: POSTGRES_URL, schema });
    },
  });

const post = (s: TestServer, path: string, body: unknown) =>
  fetch(new URL(path, s.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const json = async <T>(r: Response) => (await r.json()) as T;
const signed = (g: GuestResponse) => ({ user: g.user.id, secret: g.secret });

/** A registered player (username = lower-case name) with a connection. */
async function account(server: TestServer, name: string): Promise<Player> {
  const p = await player(server, name);
  const r = await post(server, '/api/register', {
    ...signed(p.guest),
    username: name.toLowerCase(),
    password: 'a-long-password',
  });
  expect(r.status).toBe(200);
  return p;
}

async function openTable(c: GameClient, visibility: 'public' | 'private' = 'public') {
  return resultOf(
    await c.request({
      type: 'create',
      preset: 'classic',
      seats: [{ kind: 'me' }, { kind: 'open' }],
      visibility,
      clock: { kind: 'none' },
    }),
  );
}

const lines = (c: GameClient, table: string) =>
  c.frames.flatMap((f) => (f.type === 'chat' && f.table === table ? f.lines.map((l) => l.text) : []));

for (const variant of variants) {
  describe(`moderation: ${variant.name}`, () => {
    let server: TestServer;
    let admin: Player;
    let named: Player;
    let ann: Player;
    let bob: Player;

    it('the first registered account and those of ADMIN_USERS moderate; others do not', async () => {
      const storage = await variant.storage();
      server = await startTestServer({ config: { adminUsers: ['deputy'] }, ...(storage ? { storage } : {}) });
      admin = await account(server, 'Boss');
      named = await account(server, 'Deputy');
      ann = await account(server, 'Ann');
      bob = await player(server, 'Bob');
      const standing = async (p: Player) =>
        json<StandingResponse>(await post(server, '/api/standing', signed(p.guest)));
      expect((await standing(admin)).admin).toBe(true);
      expect((await standing(named)).admin).toBe(true);
      expect((await standing(ann)).admin).toBe(false);
      expect(await standing(bob)).toEqual({ admin: false, ban: null, mute: null, warnings: [] });
      expect(
        (await post(server, '/api/standing', { ...signed(bob.guest), secret: 'f'.repeat(32) })).status,
      ).toBe(401);
    });

    it('a chat line is reported with the lines around it; reports are limited per user', async () => {
      const { table } = await openTable(ann.client);
      resultOf(await bob.client.request({ type: 'join', table, seat: 1 }));
      for (const c of [ann.client, bob.client]) resultOf(await c.request({ type: 'watch', table }));
      for (const text of ['hello', 'you are bad', 'bye'])
        resultOf(await bob.client.request({ type: 'chat', table, text }));
      await ann.client.until(() => lines(ann.client, table).includes('bye'));
      const rude = ann.client.frames
        .flatMap((f) => (f.type === 'chat' ? f.lines : []))
        .find((l) => l.text === 'you are bad');
      const line = { table, channel: 'players', author: bob.guest.user.id, at: rude?.at ?? 0 };
      const report = { ...signed(ann.guest), player: bob.guest.user.id, reason: 'insults', line };
      // A line that is not there, or not by that player: refused, nothing kept.
      expect((await post(server, '/api/report', { ...report, line: { ...line, at: 1 } })).status).toBe(404);
      expect((await post(server, '/api/report', { ...report, player: ann.guest.user.id })).status).toBe(400);
      expect((await post(server, '/api/report', { ...report, extra: 1 })).status).toBe(400);
      // Someone not seated cannot report (nor probe) the players' lines.
      const outsider = await player(server, 'Out');
      expect((await post(server, '/api/report', { ...report, ...signed(outsider.guest) })).status).toBe(404);
      await outsider.client.close();
      expect((await post(server, '/api/report', report)).status).toBe(201);
      const queue = await json<QueueResponse>(
        await post(server, '/api/moderation/queue', signed(admin.guest)),
      );
      expect(queue.reports).toHaveLength(1);
      expect(queue.reports[0]).toMatchObject({
        reporter: { name: 'Ann' },
        player: { name: 'Bob' },
        reason: 'insults',
        table,
        channel: 'players',
        line: { text: 'you are bad' },
      });
      expect(queue.reports[0]?.context.map((l) => l.text)).toEqual(['hello', 'you are bad', 'bye']);
      const statuses = [];
      for (let i = 1; i <= REPORTS_PER_WINDOW; i++)
        statuses.push(
          (
            await post(server, '/api/report', {
              ...signed(ann.guest),
              player: bob.guest.user.id,
              reason: `again ${i}`,
            })
          ).status,
        );
      expect(statuses).toEqual([...Array(REPORTS_PER_WINDOW - 1).fill(201), 429]);
    });

    it('every moderator action with a normal user’s secret is refused, and nothing changes', async () => {
      const { table } = await openTable(ann.client);
      resultOf(await ann.client.request({ type: 'watch', table }));
      resultOf(await ann.client.request({ type: 'chat', table, text: 'still here' }));
      const said = ann.client.frames.flatMap((f) => (f.type === 'chat' && f.table === table ? f.lines : []));
      await ann.client.until(() => lines(ann.client, table).includes('still here'));
      const at =
        said.at(-1)?.at ??
        ann.client.frames.flatMap((f) => (f.type === 'chat' && f.table === table ? f.lines : [])).at(-1)
          ?.at ??
        0;
      const before = await json<QueueResponse>(
        await post(server, '/api/moderation/queue', signed(admin.guest)),
      );
      const target = { target: ann.guest.user.id, reason: 'no reason' };
      const bodies: { readonly [K in ModerationAction]: object } = {
        warn: target,
        mute: { ...target, minutes: 60 },
        ban: { ...target, minutes: 60 },
        lift: target,
        'remove-chat': { line: { table, channel: 'players', author: ann.guest.user.id, at }, reason: 'x' },
        'close-table': { table, reason: 'x' },
        resolve: { report: before.reports[0]?.id ?? 1, reason: 'x' },
      };
      for (const action of MODERATION_ACTIONS) {
        for (const who of [bob, ann]) {
          const r = await post(server, `/api/moderation/${action}`, {
            ...signed(who.guest),
            ...bodies[action],
          });
          expect([action, r.status, (await json<{ error: { code: string } }>(r)).error.code]).toEqual([
            action,
            403,
            'forbidden',
          ]);
        }
        // A wrong secret: not even the role is told.
        const wrong = await post(server, `/api/moderation/${action}`, {
          ...signed(admin.guest),
          secret: 'e'.repeat(32),
          ...bodies[action],
        });
        expect(wrong.status).toBe(401);
      }
      expect((await post(server, '/api/moderation/queue', signed(bob.guest))).status).toBe(403);
      const after = await json<QueueResponse>(
        await post(server, '/api/moderation/queue', signed(admin.guest)),
      );
      expect(after).toEqual(before);
      expect(
        await json<StandingResponse>(await post(server, '/api/standing', signed(ann.guest))),
      ).toMatchObject({ ban: null, mute: null, warnings: [] });
      expect((await server.storage.recentChat(table, 'players', 10)).map((l) => l.text)).toContain(
        'still here',
      );
      expect((await server.storage.table(table))?.status).toBe('open');
    });

    it('a mute refuses chat with the reason and end; a ban refuses tables too; a warning is seen; all logged', async () => {
      const { table } = await openTable(ann.client);
      resultOf(await ann.client.request({ type: 'watch', table }));
      const act = (action: ModerationAction, body: object) =>
        post(server, `/api/moderation/${action}`, { ...signed(admin.guest), ...body });
      expect((await act('warn', { target: bob.guest.user.id, reason: 'be nice' })).status).toBe(200);
      const standing = await json<StandingResponse>(await post(server, '/api/standing', signed(bob.guest)));
      expect(standing.warnings.map((w) => w.reason)).toEqual(['be nice']);
      // Told at once where connected.
      await bob.client.until(() =>
        bob.client.frames.some((f) => f.type === 'sanction' && f.sanction.reason === 'be nice'),
      );
      expect((await act('mute', { target: ann.guest.user.id, reason: 'spam', minutes: 30 })).status).toBe(
        200,
      );
      const muted = await ann.client.request({ type: 'chat', table, text: 'hi' });
      expect(muted.ok).toBe(false);
      if (!muted.ok) {
        expect(muted.code).toBe('muted');
        expect(muted.message).toMatch(/^muted until \d{4}-\d\d-\d\dT[0-9:.]+Z: spam$/);
      }
      // Muted, not banned: tables are open to her.
      expect((await openTable(ann.client)).table).toBeTruthy();
      expect((await act('ban', { target: ann.guest.user.id, reason: 'cheating', minutes: 60 })).status).toBe(
        200,
      );
      // A ban closes her connections (4003); she comes back and is refused.
      await ann.client.until(() => ann.client.isClosed);
      ann = { guest: ann.guest, client: await connectAs(server.ws, ann.guest, 'ann-again') };
      resultOf(await ann.client.request({ type: 'watch', table }));
      const { table: bobs } = await openTable(bob.client);
      const refused = [
        await ann.client.request({
          type: 'create',
          preset: 'classic',
          seats: [{ kind: 'me' }, { kind: 'open' }],
          visibility: 'public',
          clock: { kind: 'none' },
        }),
        await ann.client.request({ type: 'join', table: bobs, seat: 1 }),
        await ann.client.request({ type: 'chat', table, text: 'hi' }),
      ];
      expect(refused.map((a) => (a.ok ? 'ok' : a.code))).toEqual(['banned', 'banned', 'banned']);
      expect(refused.every((a) => !a.ok && a.message.endsWith(': cheating'))).toBe(true);
      // Watching is still allowed.
      expect((await ann.client.request({ type: 'watch', table: bobs })).ok).toBe(true);
      const banned = await json<StandingResponse>(await post(server, '/api/standing', signed(ann.guest)));
      expect(banned.ban?.reason).toBe('cheating');
      expect(banned.mute?.reason).toBe('spam');
      expect((await act('lift', { target: ann.guest.user.id, reason: 'appeal' })).status).toBe(200);
      await ann.client.until(() => ann.client.frames.some((f) => f.type === 'sanctions-lifted'));
      expect((await ann.client.request({ type: 'join', table: bobs, seat: 1 })).ok).toBe(true);
      expect((await ann.client.request({ type: 'chat', table, text: 'free again' })).ok).toBe(true);
      const log = (
        await json<QueueResponse>(await post(server, '/api/moderation/queue', signed(named.guest)))
      ).audit;
      expect(log.slice(0, 4).map((e) => [e.action, e.moderator.name, e.target?.name, e.reason])).toEqual([
        ['lift', 'Boss', 'Ann', 'appeal'],
        ['ban', 'Boss', 'Ann', 'cheating'],
        ['mute', 'Boss', 'Ann', 'spam'],
        ['warn', 'Boss', 'Bob', 'be nice'],
      ]);
      // Bad input to a moderator's action changes nothing either.
      expect((await act('ban', { target: ann.guest.user.id, reason: 'x', minutes: 0 })).status).toBe(400);
      expect((await act('mute', { target: 'nobody-at-all', reason: 'x', minutes: 5 })).status).toBe(404);
    });

    it('a moderator removes a line for everyone and closes a table; the followers are told', async () => {
      const { table } = await openTable(ann.client);
      resultOf(await bob.client.request({ type: 'join', table, seat: 1 }));
      for (const c of [ann.client, bob.client]) resultOf(await c.request({ type: 'watch', table }));
      resultOf(await bob.client.request({ type: 'chat', table, text: 'nasty words' }));
      await ann.client.until(() => lines(ann.client, table).includes('nasty words'));
      const at = ann.client.frames
        .flatMap((f) => (f.type === 'chat' ? f.lines : []))
        .find((l) => l.text === 'nasty words')?.at;
      const line = { table, channel: 'players', author: bob.guest.user.id, at };
      const removed = await post(server, '/api/moderation/remove-chat', {
        ...signed(admin.guest),
        line,
        reason: 'insult',
      });
      expect(removed.status).toBe(200);
      await ann.client.until(() =>
        ann.client.frames.some((f) => f.type === 'chat-removed' && f.table === table),
      );
      expect((await server.storage.recentChat(table, 'players', 10)).map((l) => l.text)).not.toContain(
        'nasty words',
      );
      const closed = await post(server, '/api/moderation/close-table', {
        ...signed(admin.guest),
        table,
        reason: 'abuse',
      });
      expect(closed.status).toBe(200);
      await bob.client.until(() =>
        (bob.client.events.get(table) ?? []).some(
          (e) => e.event.kind === 'closed' && e.event.reason === 'moderator',
        ),
      );
      expect(
        (
          await post(server, '/api/moderation/close-table', {
            ...signed(admin.guest),
            table,
            reason: 'again',
          })
        ).status,
      ).toBe(409);
      const log = (
        await json<QueueResponse>(await post(server, '/api/moderation/queue', signed(admin.guest)))
      ).audit;
      expect(log.slice(0, 2).map((e) => [e.action, e.table])).toEqual([
        ['close-table', table],
        ['remove-chat', table],
      ]);
    });

    it('a blocked player’s chat is hidden for the blocker; they cannot join the blocker’s tables nor be seated together again', async () => {
      const cy = await player(server, 'Cy');
      const dee = await player(server, 'Dee');
      const { table, invite } = await openTable(cy.client, 'private');
      resultOf(await dee.client.request({ type: 'join', table, seat: 1, ...(invite ? { invite } : {}) }));
      for (const c of [cy.client, dee.client])
        resultOf(await c.request({ type: 'watch', table, ...(invite ? { invite } : {}) }));
      // A game started before the block goes on; at tables not yet started they are parted:
      // Dee leaves Cy's, and Cy (the blocker) leaves Dee's.
      resultOf(await cy.client.request({ type: 'start', table }));
      const waiting = await openTable(cy.client);
      resultOf(await dee.client.request({ type: 'join', table: waiting.table, seat: 1 }));
      const deeHosts = await openTable(dee.client);
      resultOf(await cy.client.request({ type: 'join', table: deeHosts.table, seat: 1 }));
      expect(
        (await post(server, '/api/block', { ...signed(cy.guest), player: dee.guest.user.id, on: true }))
          .status,
      ).toBe(200);
      const seated = async (id: string) =>
        (await server.storage.table(id))!.seats.map((s) => (s.kind === 'human' ? s.name : s.kind));
      expect(await seated(waiting.table)).toEqual(['Cy', 'open']);
      expect(await seated(deeHosts.table)).toEqual(['Dee', 'open']);
      expect(await seated(table)).toEqual(['Cy', 'Dee']);
      expect(
        (await post(server, '/api/block', { ...signed(cy.guest), player: cy.guest.user.id, on: true }))
          .status,
      ).toBe(400);
      const blocks = await json<{ blocked: { name: string }[] }>(
        await post(server, '/api/blocks', signed(cy.guest)),
      );
      expect(blocks.blocked.map((b) => b.name)).toEqual(['Dee']);
      // Chat: Dee's line reaches nobody who blocked her (a spectator who did not block sees it).
      const fan = await player(server, 'Fan');
      resultOf(await fan.client.request({ type: 'watch', table, ...(invite ? { invite } : {}) }));
      resultOf(await dee.client.request({ type: 'chat', table, text: 'from dee' }));
      resultOf(await cy.client.request({ type: 'chat', table, text: 'from cy' }));
      await cy.client.until(() => lines(cy.client, table).includes('from cy'));
      await dee.client.until(() => lines(dee.client, table).includes('from cy'));
      expect(lines(cy.client, table)).not.toContain('from dee');
      // Nor in the recent lines on coming back.
      const again = await connectAs(server.ws, cy.guest, 'cy2');
      resultOf(await again.request({ type: 'watch', table, ...(invite ? { invite } : {}) }));
      await again.until(() => lines(again, table).includes('from cy'));
      expect(lines(again, table)).not.toContain('from dee');
      // Seats: Dee cannot join Cy's new table (even with its invite); Cy cannot join Dee's.
      const second = await openTable(cy.client, 'private');
      const join = await dee.client.request({
        type: 'join',
        table: second.table,
        seat: 1,
        ...(second.invite ? { invite: second.invite } : {}),
      });
      expect(join.ok ? 'ok' : join.code).toBe('blocked');
      const hers = await openTable(dee.client);
      const back = await cy.client.request({ type: 'join', table: hers.table, seat: 1 });
      expect(back.ok ? 'ok' : back.code).toBe('blocked');
      // The game they were in: once over, no rematch seats them together.
      resultOf(await cy.client.request({ type: 'abort', table }));
      const rematch = await dee.client.request({ type: 'rematch', table });
      expect(rematch.ok ? 'ok' : rematch.code).toBe('blocked');
      // Unblocked: all of it works again.
      expect(
        (await post(server, '/api/block', { ...signed(cy.guest), player: dee.guest.user.id, on: false }))
          .status,
      ).toBe(200);
      expect(
        (
          await dee.client.request({
            type: 'join',
            table: second.table,
            seat: 1,
            ...(second.invite ? { invite: second.invite } : {}),
          })
        ).ok,
      ).toBe(true);
      resultOf(await dee.client.request({ type: 'chat', table, text: 'friends again' }));
      await cy.client.until(() => lines(cy.client, table).includes('friends again'));
      await Promise.all([cy, dee, fan].map((p) => p.client.close()));
      await again.close();
    });

    it('stops', async () => {
      await Promise.all([admin, named, ann, bob].map((p) => p.client.close()));
      await server.stop();
    });
  });
}
