/**
 * Whole games over WebSocket: two players and a spectator at a real server with a real SQLite file.
 * Every move reaches everyone in order, the record replays, and no frame reveals the bag.
 */
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMatch, type AnyRecord } from '@carcassonne/engine';
import { GameClient, resultOf } from '../src/tools/client.js';
import { autoplay, randomPick, seededRandom } from '../src/tools/autoplay.js';
import { hiddenInformationProblems } from './hidden.js';
import { player, startTestServer, tempDir, type TestServer } from './helpers.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('whole games', () => {
  for (const [preset, seed] of [
    ['classic', 1],
    ['winter', 2],
    ['the-city', 3],
  ] as const) {
    it(`plays ${preset} to the end: same events for players and spectator, record replays, nothing hidden leaks`, async () => {
      const a = await player(server, 'Alice');
      const b = await player(server, 'Bob');
      const spectator = await GameClient.connect(server.ws, 'spec');
      const created = await a.client.request({
        type: 'create',
        preset,
        seats: [{ kind: 'me' }, { kind: 'open' }],
        visibility: 'public',
        clock: { kind: 'none' },
      });
      expect(created.ok).toBe(true);
      const table = resultOf(created).table;
      expect((await b.client.request({ type: 'join', table, seat: 1 })).ok).toBe(true);
      for (const c of [a.client, b.client, spectator])
        expect((await c.request({ type: 'watch', table })).ok).toBe(true);
      const random = seededRandom(seed);
      autoplay(a.client, table, 0, { choose: randomPick(random) });
      autoplay(b.client, table, 1, { choose: randomPick(random) });
      expect((await a.client.request({ type: 'start', table })).ok).toBe(true);
      const done = (c: GameClient) => c.states.get(table)?.status === 'finished';
      await Promise.all(
        [a.client, b.client, spectator].map((c) => c.until(() => done(c), 100_000, 'the end')),
      );

      const logs = [a.client, b.client, spectator].map((c) => c.events.get(table)!);
      expect(logs[1]).toEqual(logs[0]);
      expect(logs[2]!.filter((e) => e.seq > logs[2]![0]!.seq - 1)).toEqual(
        logs[0]!.filter((e) => e.seq >= logs[2]![0]!.seq),
      );
      const seqs = logs[0]!.map((e) => e.seq);
      expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
      const moves = logs[0]!.flatMap((e) => (e.event.kind === 'move' ? [e.event] : []));
      expect(moves.map((m) => m.version)).toEqual(moves.map((_, i) => i + 1));
      expect(logs[0]!.at(-1)!.event.kind).toBe('finished');

      // After the first whole state, moves came as deltas, and every one fitted.
      for (const c of [a.client, b.client, spectator]) {
        expect(c.resyncs).toBe(0);
        const deltas = c.frames.filter((f) => f.type === 'event' && f.delta !== undefined);
        expect(deltas.length).toBeGreaterThan(moves.length - 3);
      }
      // What every follower holds at the end is the state a newcomer gets.
      const newcomer = await GameClient.connect(server.ws, 'late');
      expect((await newcomer.request({ type: 'watch', table })).ok).toBe(true);
      for (const c of [a.client, b.client, spectator]) {
        expect(c.states.get(table)).toEqual(newcomer.states.get(table));
      }
      await newcomer.close();

      const response = await fetch(new URL(`/api/tables/${table}/record`, server.url));
      expect(response.status).toBe(200);
      const record = (await response.json()) as AnyRecord;
      expect(record.moves).toEqual(moves.map((m) => m.move));
      const replayed = loadMatch(record);
      expect(replayed.ok && replayed.value.finished).toBe(true);
      const final = a.client.states.get(table)!;
      if (replayed.ok) expect(final.view!.scores).toEqual(replayed.value.scores);
      if (preset === 'classic') {
        // `carcassonne replay` reads the downloaded record.
        const dir = tempDir('carc-record-');
        const file = join(dir, 'game.carc.json');
        writeFileSync(file, JSON.stringify(record));
        const cli = spawnSync(
          process.execPath,
          [join(root, 'apps', 'cli', 'bin', 'carcassonne.mjs'), 'replay', file, '--json'],
          { encoding: 'utf8' },
        );
        rmSync(dir, { recursive: true, force: true });
        expect(cli.status).toBe(0);
        expect(Object.values(JSON.parse(cli.stdout).scores as Record<string, number>)).toEqual(
          final.view!.scores,
        );
      }

      const bag = record.tiles ?? [];
      expect(bag.length).toBeGreaterThan(10);
      for (const c of [a.client, b.client, spectator]) {
        const position = { n: 0 };
        const problems = c.raw.flatMap((raw, i) =>
          hiddenInformationProblems(raw, record, position).map((p) => `frame ${i}: ${p}`),
        );
        expect(problems).toEqual([]);
      }
      await Promise.all([a.client.close(), b.client.close(), spectator.close()]);
    });
  }
});
