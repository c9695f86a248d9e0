/**
 * Quiet logs: a client's faults — messages that are not JSON or do not match their schema, a
 * frame the socket refuses — are logged at warn level, one line without a stack trace, once per
 * connection however many it sends; nothing of it at error level (kept for the server's own faults).
 */
import { rmSync } from 'node:fs';
import { expect, it } from 'vitest';
import WebSocket from 'ws';
import { LIMITS } from '@carcassonne/protocol';
import { GameClient } from '../src/tools/client.js';
import { tempDir } from './helpers.js';
import { killHard, startServerProcess, waitFor } from './processes.js';

interface LogLine {
  readonly level: number;
  readonly msg?: string;
  readonly err?: { stack?: string };
  readonly stack?: string;
}

it('a client sending malformed frames is logged once per connection, at warn, without a stack', async () => {
  const dataDir = tempDir();
  const p = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  try {
    const lines = (): LogLine[] =>
      p
        .output()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as LogLine);
    const before = lines().length;
    // Two connections, each sending 50 malformed messages of every kind.
    for (const name of ['one', 'two']) {
      const c = await GameClient.connect(p.ws, name);
      for (let i = 0; i < 10; i++) {
        c.sendRaw('{"type":"move",');
        c.sendRaw(JSON.stringify({ type: 'teleport', id: `t${i}` }));
        c.sendRaw(JSON.stringify({ type: 'ping', id: 'nul\u0000id' }));
        c.sendRaw(JSON.stringify([i]));
        c.sendRaw(JSON.stringify({ type: 'move', id: `m${i}`, table: 'x', move: '', version: -1 }));
      }
      expect((await c.request({ type: 'ping' })).ok).toBe(true);
      await c.close();
    }
    // A frame over the limit: the socket closes it (1009), logged once too.
    const big = new WebSocket(p.ws);
    await new Promise<void>((resolve) => big.once('open', () => resolve()));
    const closed = new Promise<number>((resolve) => big.once('close', (code) => resolve(code)));
    big.send('x'.repeat(LIMITS.messageBytes + 1));
    expect(await closed).toBe(1009);
    // Other lines (info) may come between: wait for the three warnings themselves.
    const warnings = () =>
      lines()
        .slice(before)
        .filter((l) => l.level === 40).length;
    await waitFor(() => warnings() >= 3, 10_000, 'three warn lines');
    const logged = lines().slice(before);
    expect(logged.filter((l) => l.level >= 50)).toEqual([]);
    const warned = logged.filter((l) => l.level === 40);
    expect(warned.filter((l) => l.msg?.startsWith('malformed message'))).toHaveLength(2);
    expect(warned.filter((l) => l.msg?.startsWith('unreadable WebSocket frame'))).toHaveLength(1);
    for (const l of warned) {
      expect(l.err?.stack).toBeUndefined();
      expect(l.stack).toBeUndefined();
      expect(JSON.stringify(l)).not.toMatch(/\n\s+at /);
    }
  } finally {
    await killHard(p);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
