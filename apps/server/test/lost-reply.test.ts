/**
 * A move whose commit succeeded but whose answer from the database was lost (the connection
 * dropped after COMMIT) is acknowledged, not refused: at once when the database answers the
 * check, or when the player sends the same move again.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteStorage } from '../src/storage/sqlite.js';
import type { Storage } from '../src/storage/types.js';
import { resultOf } from '../src/tools/client.js';
import { waitFor } from './processes.js';
import { player, startTestServer, tempDir, type Player, type TestServer, twoSeatTable } from './helpers.js';

/** SQLite whose next move commit succeeds and then reports a failure; reads fail while `down`. */
class LossyStorage {
  loseNextAnswer = false;
  down = false;
  readonly real: SqliteStorage;
  readonly storage: Storage;

  constructor(file: string) {
    this.real = SqliteStorage.open({ file });
    const real = this.real as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    this.storage = new Proxy(this.real, {
      get: (target, name, receiver) => {
        const value = Reflect.get(target, name, receiver) as unknown;
        if (typeof value !== 'function') return value;
        return async (...args: unknown[]) => {
          if (name === 'commitMove' && this.loseNextAnswer) {
            this.loseNextAnswer = false;
            await real.commitMove!.apply(target, args);
            throw new Error('Connection terminated unexpectedly');
          }
          if (this.down && name !== 'close') throw new Error('connect ECONNREFUSED');
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    }) as unknown as Storage;
  }
}

let lossy: LossyStorage;
let server: TestServer;
let a: Player;
let b: Player;
let table: string;

beforeAll(async () => {
  const dir = tempDir();
  lossy = new LossyStorage(join(dir, 'carcassonne.sqlite'));
  server = await startTestServer({ dataDir: dir, storage: lossy.storage });
  a = await player(server, 'Ann');
  b = await player(server, 'Ben');
  table = await twoSeatTable(a.client, b.client, 'classic');
  await a.client.request({ type: 'start', table });
  await a.client.until(() => a.client.legalNow(table).length > 0, 30_000, 'seat 0 due');
});
afterAll(async () => {
  await a?.client.close();
  await b?.client.close();
  await server?.stop();
});

/** The due player, its move and the version it plays against. */
async function due(): Promise<{ p: Player; move: string; version: number }> {
  await waitFor(() => [a, b].some((p) => p.client.legalNow(table).length > 0), 30_000, 'a decision due');
  const p = [a, b].find((x) => x.client.legalNow(table).length > 0)!;
  return { p, move: p.client.legalNow(table)[0]!, version: p.client.states.get(table)!.view!.version };
}

describe('a move stored whose answer from the database was lost', () => {
  it('is acknowledged at once when the database answers the check', async () => {
    const { p, move, version } = await due();
    lossy.loseNextAnswer = true;
    const answer = await p.client.request({ type: 'move', table, move, version });
    expect(answer.ok, answer.code ?? '').toBe(true);
    expect(resultOf(answer)).toMatchObject({ version: version + 1 });
    const stored = await lossy.real.moves(table);
    expect(stored.map((m) => m.move)[version]).toBe(move);
    expect(stored).toHaveLength(version + 1);
  });

  it('is refused while the database is away, then acknowledged when the same move is sent again', async () => {
    const { p, move, version } = await due();
    lossy.loseNextAnswer = true;
    // The commit succeeds, then the database is unreachable for the check that follows.
    const commit = lossy.real.commitMove.bind(lossy.real);
    lossy.real.commitMove = async (...args) => {
      const stored = await commit(...args);
      lossy.down = true;
      return stored;
    };
    const first = await p.client.request({ type: 'move', table, move, version });
    lossy.real.commitMove = commit;
    expect(first.code).toBe('storage-failed');
    lossy.down = false;
    const again = await p.client.request({ type: 'move', table, move, version });
    expect(again.ok, again.code ?? '').toBe(true);
    expect(resultOf(again)).toMatchObject({ version: version + 1 });
    // Stored once; play goes on from the next version.
    const stored = await lossy.real.moves(table);
    expect(stored).toHaveLength(version + 1);
    expect(stored[version]!.move).toBe(move);
    const next = await due();
    expect(next.version).toBe(version + 1);
    const played = await next.p.client.request({
      type: 'move',
      table,
      move: next.move,
      version: next.version,
    });
    expect(played.ok, played.code ?? '').toBe(true);
  });

  it('a different move sent after such a refusal is refused (it was not the one stored)', async () => {
    const { p, version } = await due();
    const legal = p.client.legalNow(table);
    lossy.loseNextAnswer = true;
    const commit = lossy.real.commitMove.bind(lossy.real);
    lossy.real.commitMove = async (...args) => {
      const stored = await commit(...args);
      lossy.down = true;
      return stored;
    };
    const first = await p.client.request({ type: 'move', table, move: legal[0]!, version });
    lossy.real.commitMove = commit;
    expect(first.code).toBe('storage-failed');
    lossy.down = false;
    if (legal.length > 1) {
      const other = await p.client.request({ type: 'move', table, move: legal[1]!, version });
      expect(other.ok).toBe(false);
    }
    expect(await lossy.real.moves(table)).toHaveLength(version + 1);
  });
});
