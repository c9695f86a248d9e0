import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');

interface Phase {
  pings: number;
  pingP99Ms: number | null;
  botFirstMoveMs: (number | null)[];
  peakRssMb: number | null;
}

describe('the attack benchmark', () => {
  it('runs every attack at a tiny scale against a server it starts and reports both phases as JSON', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/server/src/tools/loadtest.ts',
        '--attack',
        '--seconds',
        '2',
        '--tables',
        '25',
        '--lobby-repeaters',
        '1',
        '--bot-tables',
        '1',
        '--slow-readers',
        '2',
        '--logins',
        '2',
        '--chatters',
        '3',
        '--bot-samples',
        '1',
        '--json',
      ],
      { cwd: root, env, timeout: 240_000 },
    );
    const report = JSON.parse(stdout) as {
      without: Phase;
      with: Phase;
      attack: {
        tablesOpened: number;
        lobbyOnSent: number;
        slowReaders: number;
        chatLinesSent: number;
        logins: Record<string, number>;
        sent: number;
      };
    };
    for (const phase of [report.without, report.with]) {
      expect(phase.pings).toBeGreaterThan(0);
      expect(phase.pingP99Ms).not.toBeNull();
      expect(phase.botFirstMoveMs).toHaveLength(1);
      expect(phase.peakRssMb).toBeGreaterThan(0);
    }
    // Every attack ran (what the server refused is counted, not asserted: its defences decide).
    expect(report.attack.tablesOpened).toBeGreaterThan(0);
    expect(report.attack.lobbyOnSent).toBeGreaterThan(0);
    expect(report.attack.slowReaders).toBe(2);
    expect(report.attack.chatLinesSent).toBeGreaterThan(0);
    expect(Object.values(report.attack.logins).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(report.attack.sent).toBeGreaterThan(0);
  }, 300_000);
});
