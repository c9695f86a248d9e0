import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeBgaLog } from '../../../packages/engine/test/bga/write-log.js';
import { run } from './run-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'carc-bga-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const FIXTURE = new URL('../../../packages/engine/test/fixtures/bga/366166200.carc.json', import.meta.url);
const record = JSON.parse(readFileSync(FIXTURE, 'utf8'));

describe('carcassonne import-bga', () => {
  it('writes the record of a BGA log (the table from the file name), which replay reads', () => {
    const log = join(dir, '366166200.json');
    writeFileSync(log, JSON.stringify(writeBgaLog(record)));
    const out = join(dir, 'game.carc.json');
    const r = run(['import-bga', log, '--out', out]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(record);
    const replay = run(['replay', out, '--json']);
    expect(replay.code).toBe(0);
    expect(JSON.parse(replay.out).scores).toEqual({ P1: 96, P2: 70 });
  });
  it('prints the record on standard output without --out', () => {
    const log = join(dir, 'game-log.json');
    writeFileSync(log, JSON.stringify(writeBgaLog(record)));
    const r = run(['import-bga', log, '--table', '366166200']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual(record);
  });
  it('refuses a malformed log with exit 2 and one line', () => {
    const log = join(dir, 'bad.json');
    writeFileSync(log, '{"data": {"data": []}}');
    const r = run(['import-bga', log]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^error: bad-bga-log: the log has no playTile notification/);
    expect(r.err.trim().split('\n')).toHaveLength(1);
  });
  it('refuses a game that is not legal with exit 1', () => {
    const log = join(dir, 'illegal.json');
    const written = writeBgaLog(record);
    // The first turn's tile and follower move to (7, -1), away from the start tile.
    const notes = written.data.data.flatMap((p) => p.data);
    const first = notes.findIndex((n) => n.type === 'playTile');
    const second = notes.findIndex((n, i) => i > first && n.type === 'playTile');
    for (const n of notes.slice(first, second))
      if (n.args && (n.type === 'playTile' || n.type === 'playPartisan')) n.args.x = '7';
    writeFileSync(log, JSON.stringify(written));
    const r = run(['import-bga', log]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/move 0/);
  });
  it('refuses a preset of another game', () => {
    const r = run(['import-bga', 'x.json', '--preset', 'the-city']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/not a Carcassonne preset/);
  });
});
