/**
 * Seats taken through two processes at the same moment (PostgreSQL + Redis): both people sit.
 * Each process writes the table's next event; the one that stores second reads the table again
 * and checks the join on what it finds, rather than answering `stale-state` to a request that
 * carries no version. Runs whenever PostgreSQL and Redis answer, and always in CI.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { resultOf } from '../src/tools/client.js';
import { player } from './helpers.js';
import { inProcessCluster } from './in-process-cluster.js';
import { servicesFor } from './services.js';

const run = await servicesFor('postgres', 'redis');
const cluster = inProcessCluster(run);
const serve = cluster.serve;

afterAll(() => cluster.stop());

describe.skipIf(!run)('seats across processes', () => {
  it('two seats taken through two processes at once: both sit, and the same seat goes to one', async () => {
    const [a, b] = await Promise.all([serve(), serve()]);
    const ann = await player(a, 'Ann');
    const bob = await player(a, 'Bob');
    const cat = await player(b, 'Cat');
    for (let round = 0; round < 4; round++) {
      const { table } = resultOf(
        await ann.client.request({
          type: 'create',
          preset: 'classic',
          seats: [{ kind: 'me' }, { kind: 'open' }, { kind: 'open' }],
          visibility: 'public',
          clock: { kind: 'none' },
        }),
      );
      // Both processes hold the table before the joins race.
      for (const c of [bob.client, cat.client]) resultOf(await c.request({ type: 'watch', table }));
      const [bobs, cats] = await Promise.all([
        bob.client.request({ type: 'join', table, seat: 1 }),
        cat.client.request({ type: 'join', table, seat: 2 }),
      ]);
      expect([bobs.ok ? 'ok' : bobs.code, cats.ok ? 'ok' : cats.code]).toEqual(['ok', 'ok']);
      await ann.client.request({ type: 'watch', table });
      await ann.client.until(
        () => ann.client.states.get(table)?.seats.every((seat) => seat.kind === 'human') === true,
        10_000,
        'every seat taken',
      );
      resultOf(await ann.client.request({ type: 'cancel', table }));
    }
    // One seat wanted by two: the second is told it is taken, not that the table changed.
    const { table } = resultOf(
      await ann.client.request({
        type: 'create',
        preset: 'classic',
        seats: [{ kind: 'me' }, { kind: 'open' }],
        visibility: 'public',
        clock: { kind: 'none' },
      }),
    );
    for (const c of [bob.client, cat.client]) resultOf(await c.request({ type: 'watch', table }));
    const answers = await Promise.all([
      bob.client.request({ type: 'join', table, seat: 1 }),
      cat.client.request({ type: 'join', table, seat: 1 }),
    ]);
    expect(answers.map((x) => (x.ok ? 'ok' : x.code)).sort()).toEqual(['ok', 'seat-taken']);
    await Promise.all([ann, bob, cat].map((p) => p.client.close()));
  });
});
