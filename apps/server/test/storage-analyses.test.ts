import { describe, expect, it } from 'vitest';
import type { StoredTable } from '../src/storage/types.js';
import { dailyPuzzle } from '../src/analysis/routes.js';
import { storageAdapters } from './storage-adapters.js';
import { storedTable } from './stored-table.js';

const { adapters } = await storageAdapters('carc-analyses-');

const table = (id: string, host: string): StoredTable =>
  storedTable(id, host, {
    status: 'finished',
    seats: [{ kind: 'human', user: host, name: 'P0' }],
    finishedAt: 2,
    scores: [1],
  });

const DAY = 86_400_000;

describe.each(adapters)('analyses on $name', ({ open }) => {
  it('queues once, keeps moves, ends with puzzles, picks a daily puzzle and counts the first answer', async () => {
    const s = await open();
    await s.createUser({ id: 'u1', name: 'Ann', createdAt: 1 }, 'h'.repeat(64));
    for (const id of ['t1', 't2']) await s.createTable(table(id, 'u1'));
    const a = s.analyses;
    expect(await a.request('t1', null, 10)).toBe(true);
    expect(await a.request('t1', 'u1', 11)).toBe(false);
    expect(await a.request('t2', 'u1', 12)).toBe(true);
    expect(await a.pending()).toEqual(['t1', 't2']);
    await a.saveMove('t1', 1, '{"b":1}');
    await a.saveMove('t1', 0, '{"a":1}');
    await a.saveMove('t1', 0, '{"a":2}');
    expect(await a.retry('t1', 'u1', 13)).toBe(false);
    await a.finish('t2', { status: 'failed', problem: 'no record' }, 14);
    expect((await a.analysis('t2'))?.status).toBe('failed');
    expect(await a.retry('t2', 'u1', 15)).toBe(true);
    expect(await a.pending()).toEqual(['t1', 't2']);
    const puzzles = [
      { id: 't1.4', tableId: 't1', index: 4, gain: 6.5, best: 'A', createdAt: 3 * DAY + 5 },
      { id: 't1.9', tableId: 't1', index: 9, gain: 8, best: 'B', createdAt: 5 },
    ];
    await a.finish('t1', { status: 'done', summary: '{"s":1}', puzzles }, 20);
    const done = await a.analysis('t1');
    expect(done).toEqual({
      tableId: 't1',
      status: 'done',
      requestedBy: null,
      requestedAt: 10,
      finishedAt: 20,
      summary: '{"s":1}',
      problem: null,
      moves: [
        { index: 0, data: '{"a":2}' },
        { index: 1, data: '{"b":1}' },
      ],
    });
    expect(await a.pending()).toEqual(['t2']);
    expect(await a.puzzleCount(3 * DAY)).toBe(1);
    expect(await a.puzzleAt(3 * DAY, 0)).toEqual(puzzles[1]);
    expect(await a.puzzle('t1.4')).toEqual(puzzles[0]);
    expect((await a.recentPuzzles(5)).map((p) => p.id)).toEqual(['t1.4', 't1.9']);
    // The same day gives the same puzzle; before the first day's puzzles, all of them count.
    expect((await dailyPuzzle(s, 3 * DAY + 100))?.id).toBe('t1.9');
    expect((await dailyPuzzle(s, 3 * DAY + DAY - 1))?.id).toBe('t1.9');
    expect(await a.answer('u1', { puzzleId: 't1.4', solved: false, answer: 'X', at: 30 })).toBe(true);
    expect(await a.answer('u1', { puzzleId: 't1.4', solved: true, answer: 'A', at: 31 })).toBe(false);
    expect(await a.answers('u1')).toEqual([{ puzzleId: 't1.4', solved: false, answer: 'X', at: 30 }]);
    await s.close();
  });

  it('lists the recently finished tables that have no analysis (queued at start after a crash)', async () => {
    const s = await open();
    await s.createUser({ id: 'u1', name: 'Ann', createdAt: 1 }, 'h'.repeat(64));
    const ended = (id: string, at: number) =>
      storedTable(id, 'u1', {
        status: 'finished',
        seats: [{ kind: 'human', user: 'u1', name: 'P0' }],
        finishedAt: at,
        scores: [1],
      });
    await s.createTable(ended('late', 300));
    await s.createTable(ended('early', 200));
    await s.createTable(ended('old', 50));
    await s.createTable(storedTable('open', 'u1'));
    const a = s.analyses;
    expect(await a.unqueued(100)).toEqual(['early', 'late']);
    expect(await a.request('early', null, 400)).toBe(true);
    expect(await a.unqueued(100)).toEqual(['late']);
    expect(await a.unqueued(0)).toEqual(['old', 'late']);
    await s.close();
  });
});
