/**
 * Ids in a path (a table's, a player's, a puzzle's) holding a control character are refused with
 * `bad-request` before any look-up, on SQLite and PostgreSQL alike (PostgreSQL stores no NUL: the
 * look-up failed as a server fault, 500, logged at error level). Other odd ids are still 404.
 */
import { expect, it } from 'vitest';
import { startTestServer } from './helpers.js';
import { storageAdapters } from './storage-adapters.js';

const { adapters } = await storageAdapters('carc-path-ids-');

for (const adapter of adapters)
  it(`${adapter.name}: a control character in a path's id is bad-request, never a fault`, async () => {
    const server = await startTestServer({ storage: await adapter.open() });
    try {
      const get = async (path: string) => {
        const r = await fetch(new URL(path, server.url));
        return { status: r.status, code: ((await r.json()) as { error?: { code: string } }).error?.code };
      };
      for (const id of ['ab%00cdefg', 'ab%0Acdefg', 'ab%7Fcdefg', 'ab%C2%85cdefg'])
        for (const path of [
          `/api/tables/${id}/record`,
          `/api/tables/${id}/analysis`,
          `/api/tables/${id}/vacations`,
          `/api/players/${id}`,
          `/api/players/${id}/profile`,
          `/api/puzzles/${id}`,
        ])
          expect(await get(path), path).toEqual({ status: 400, code: 'bad-request' });
      expect(await get('/api/tables/no-such-table/record')).toEqual({ status: 404, code: 'no-such-table' });
      expect(await get('/api/players/nobody-here')).toEqual({ status: 404, code: 'no-such-player' });
      const answer = await fetch(new URL('/api/tables/ab%00cdefg/analysis', server.url), { method: 'POST' });
      expect(answer.status).toBe(400);
    } finally {
      await server.stop();
    }
  });
