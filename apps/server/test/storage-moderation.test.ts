import { describe, expect, it } from 'vitest';
import type { NewAudit } from '../src/storage/moderation.js';
import type { Storage } from '../src/storage/types.js';
import { storageAdapters } from './storage-adapters.js';
import { storedTable } from './stored-table.js';

const { adapters } = await storageAdapters('carc-moderation-');

const table = storedTable('table1', 'u1', { seats: [{ kind: 'open' }], createdAt: 1000 });

const audit = (action: NewAudit['action'], at: number, target: string | null = 'u2'): NewAudit => ({
  moderator: 'u1',
  action,
  target,
  table: null,
  detail: null,
  reason: `because ${action}`,
  at,
});

async function threeUsers(s: Storage): Promise<void> {
  for (const [i, name] of ['Ann', 'Ben', 'Cy'].entries())
    await s.createUser({ id: `u${i + 1}`, name, createdAt: 1000 + i }, String(i + 1).repeat(64));
}

for (const adapter of adapters) {
  describe(`moderation storage: ${adapter.name}`, () => {
    it('the first account is the first registered, whoever was created first', async () => {
      const s = await adapter.open();
      await threeUsers(s);
      expect(await s.moderation.firstAccount()).toBeNull();
      await s.setLogin('u3', 'cy', 'hash');
      await s.setLogin('u1', 'ann', 'hash');
      expect(await s.moderation.firstAccount()).toBe('u3');
      await s.close();
    });

    it('blocks: set twice, listed by name, avoided both ways, unblocked', async () => {
      const s = await adapter.open();
      await threeUsers(s);
      await s.moderation.setBlock('u1', 'u2', true, 5);
      await s.moderation.setBlock('u1', 'u2', true, 6);
      await s.moderation.setBlock('u3', 'u1', true, 7);
      expect(await s.moderation.blockedBy('u1')).toEqual([{ id: 'u2', name: 'Ben', username: null }]);
      expect(await s.moderation.relations('u1')).toEqual({ blocks: ['u2'], blockedBy: ['u3'] });
      expect(await s.moderation.avoid('u2', 'u1')).toBe(true);
      expect(await s.moderation.avoid('u2', 'u3')).toBe(false);
      await s.moderation.setBlock('u1', 'u2', false, 8);
      expect(await s.moderation.avoid('u1', 'u2')).toBe(false);
      expect(await s.moderation.blockedBy('u1')).toEqual([]);
      await s.close();
    });

    it('a report keeps the line and the lines around it; counted per reporter; resolved once', async () => {
      const s = await adapter.open();
      await threeUsers(s);
      await s.createTable(table);
      for (let i = 0; i < 9; i++)
        await s.addChat(
          'table1',
          'players',
          { user: i === 4 ? 'u2' : 'u3', name: 'x', text: `line ${i}`, at: 100 + i },
          100,
        );
      const ref = { table: 'table1', channel: 'players', author: 'u2', at: 104 } as const;
      const found = await s.moderation.chatAround(ref, 2);
      expect(found?.line.text).toBe('line 4');
      expect(found?.context.map((l) => l.text)).toEqual(['line 2', 'line 3', 'line 4', 'line 5', 'line 6']);
      expect(await s.moderation.chatAround({ ...ref, at: 999 }, 2)).toBeNull();
      const id = await s.moderation.addReport({
        reporter: 'u1',
        player: 'u2',
        reason: 'rude',
        table: 'table1',
        channel: 'players',
        tournament: null,
        line: found?.line ?? null,
        context: found?.context ?? [],
        at: 2000,
      });
      expect(await s.moderation.reportsSince('u1', 1500)).toBe(1);
      expect(await s.moderation.reportsSince('u1', 2500)).toBe(0);
      const [open] = await s.moderation.reports(10);
      expect(open).toMatchObject({
        id,
        reporter: { id: 'u1', name: 'Ann' },
        player: { id: 'u2', name: 'Ben' },
        line: { text: 'line 4', at: 104 },
        resolved: null,
      });
      expect(open?.context).toHaveLength(5);
      expect(await s.moderation.resolveReport(id, audit('resolve', 3000, null))).toBe(true);
      expect(await s.moderation.resolveReport(id, audit('resolve', 3001, null))).toBe(false);
      expect((await s.moderation.reports(10))[0]?.resolved).toEqual({ by: 'u1', at: 3000 });
      // Removed for everyone: gone from the chat, logged.
      expect(await s.moderation.removeChat(ref, audit('remove-chat', 3100))).toBe(1);
      expect(await s.moderation.removeChat(ref, audit('remove-chat', 3101))).toBe(0);
      expect((await s.recentChat('table1', 'players', 50)).map((l) => l.text)).not.toContain('line 4');
      await s.close();
    });

    it('warnings, mutes and bans: in force until their end or lift; every action logged', async () => {
      const s = await adapter.open();
      await threeUsers(s);
      const warn = await s.moderation.addSanction(
        { user: 'u2', kind: 'warn', reason: 'calm down', by: 'u1', at: 100, until: null },
        audit('warn', 100),
      );
      expect(warn).toEqual({ id: warn.id, kind: 'warn', reason: 'calm down', at: 100, until: null });
      await s.moderation.addSanction(
        { user: 'u2', kind: 'mute', reason: 'spam', by: 'u1', at: 200, until: 1200 },
        audit('mute', 200),
      );
      await s.moderation.addSanction(
        { user: 'u2', kind: 'ban', reason: 'abuse', by: 'u1', at: 300, until: 5300 },
        audit('ban', 300),
      );
      const kinds = async (now: number, since: number) =>
        (await s.moderation.sanctions('u2', now, since)).map((x) => x.kind);
      expect(await kinds(500, 0)).toEqual(['ban', 'mute', 'warn']);
      expect(await kinds(1500, 0)).toEqual(['ban', 'warn']);
      expect(await kinds(1500, 1500)).toEqual(['ban']);
      expect(await s.moderation.sanctions('u3', 500, 0)).toEqual([]);
      expect(await s.moderation.lift('u2', 1600, audit('lift', 1600))).toBe(1);
      expect(await kinds(1700, 1700)).toEqual([]);
      await s.moderation.audit({ ...audit('close-table', 1800, null), table: 'table1' });
      const log = await s.moderation.auditLog(10);
      expect(log.map((e) => e.action)).toEqual(['close-table', 'lift', 'ban', 'mute', 'warn']);
      expect(log[1]).toMatchObject({
        moderator: { id: 'u1', name: 'Ann' },
        target: { id: 'u2', name: 'Ben' },
        reason: 'because lift',
        at: 1600,
      });
      expect(log[0]).toMatchObject({ target: null, table: 'table1' });
      await s.close();
    });
  });
}
