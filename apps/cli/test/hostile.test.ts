import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { run, type CliRun } from './run-cli.js';
import { scratch, SHORT_RECORD as RECORD } from './scratch.js';

// `replay` on input meant to break it: every case ends with exit 2 and one line on stderr, in
// bounded memory (nothing past 16 MB is read) and bounded time (nothing waits for a writer).

const BGA = fileURLToPath(new URL('../../../packages/engine/test/fixtures/bga/', import.meta.url));
const { dir, file } = scratch('hostile');

/** A file of `prefix`, then `chunk` repeated to at least `bytes`, then `suffix`, written piece by piece. */
function bigFile(name: string, prefix: string, chunk: string, bytes: number, suffix: string): string {
  const path = join(dir, name);
  const fd = openSync(path, 'w');
  const piece = Buffer.from(chunk.repeat(Math.max(1, Math.floor((1 << 20) / chunk.length))));
  writeSync(fd, prefix);
  for (let n = 0; n < bytes; n += piece.length) writeSync(fd, piece);
  writeSync(fd, suffix);
  closeSync(fd);
  return path;
}

/** Exit 2 with exactly one line on stderr, nothing on stdout, and no trace of an internal error. */
function expectRefused(r: CliRun, message: RegExp): void {
  expect(r.code).toBe(2);
  expect(r.out).toBe('');
  expect(r.err.endsWith('\n')).toBe(true);
  expect(r.err.slice(0, -1)).not.toMatch(/[\n\r]/);
  expect(r.err).toMatch(message);
  expect(r.err).not.toMatch(/internal error|at .*:\d+:\d+/);
}

const replay = (...args: string[]) => run(['replay', ...args]);

describe('replay refuses input nested too deep for the JSON parser', () => {
  it.each([100_000, 1_000_000])('%i levels of arrays', (levels) => {
    const path = file(`deep-${levels}.json`, '['.repeat(levels) + ']'.repeat(levels));
    expectRefused(replay(path), /nest more than 64 levels deep/);
  });
  it('1,000,000 levels inside a record field', () => {
    const path = file(
      'deep-field.json',
      `{"format":"carcassonne-record/1","players":${'{"a":'.repeat(1_000_000)}1${'}'.repeat(1_000_000)}}`,
    );
    expectRefused(replay(path), /nest more than 64 levels deep/);
  });
  it('counts no brackets inside strings', () => {
    const r = replay(
      file('brackets.json', {
        ...RECORD,
        players: [{ name: '[[[['.repeat(20), color: 'red' }, RECORD.players[1]],
      }),
    );
    expect(r.code).toBe(0);
  });
});

describe('replay reads at most 16 MB', () => {
  it('refuses a 200 MB player name', () => {
    const path = bigFile(
      'name.json',
      '{"format":"carcassonne-record/1","players":[{"name":"',
      'x',
      200 << 20,
      '","color":"red"}]}',
    );
    expectRefused(replay(path), /larger than 16 MB, the most replay reads/);
  });
  it('refuses a 200 MB move list', () => {
    const head = JSON.stringify({ ...RECORD, moves: undefined }).slice(0, -1);
    const path = bigFile('moves.json', `${head},"moves":[`, '"V@1,0r0",', 200 << 20, '"V@1,0r0"]}');
    expectRefused(replay(path), /larger than 16 MB/);
  });
  it('refuses more than 16 MB on standard input', () => {
    expectRefused(
      run(['replay', '-'], { input: Buffer.alloc((16 << 20) + 1, 0x20) }),
      /standard input is larger than 16 MB/,
    );
  });
  it('bounds what fits in 16 MB: a long name, many moves, a long seed', () => {
    expectRefused(
      replay(
        file('long-name.json', {
          ...RECORD,
          players: [{ name: 'x'.repeat(1 << 20), color: 'red' }, RECORD.players[1]],
        }),
      ),
      /players\[0\]\.name has 1048576 characters, more than 100/,
    );
    expectRefused(
      replay(file('many-moves.json', { ...RECORD, moves: new Array(20_000).fill('V@1,0r0') })),
      /at most 10000 moves, not 20000/,
    );
    expectRefused(
      replay(file('long-seed.json', { ...RECORD, tiles: undefined, seed: 's'.repeat(100_000) })),
      /the seed has 100000 characters, more than 1000/,
    );
    expectRefused(
      replay(file('long-move.json', { ...RECORD, moves: [`${'A'.repeat(100_000)}@0,0r0`] })),
      /move 0 has 100006 characters, more than any move/,
    );
  });
});

describe('replay reads regular files only, and never waits', () => {
  it.skipIf(!existsSync('/dev/zero'))('refuses /dev/zero', () => {
    expectRefused(replay('/dev/zero'), /"\/dev\/zero" is not a regular file/);
  });
  it.skipIf(!existsSync('/dev/urandom'))('refuses /dev/urandom', () => {
    expectRefused(replay('/dev/urandom'), /"\/dev\/urandom" is not a regular file/);
  });
  it.skipIf(process.platform === 'win32')('refuses a FIFO nobody writes to, at once', () => {
    const fifo = join(dir, 'fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    // The timeout only bounds a hang (the bug this guards against); it measures nothing.
    expectRefused(run(['replay', fifo], { timeout: 60_000 }), /is not a regular file .*replay -/);
  });
  it('refuses a folder', () => {
    expectRefused(replay(dir), /is a folder, not a record/);
  });
  it('refuses bytes that are not UTF-8', () => {
    expectRefused(replay(file('binary.json', Buffer.from([0x7b, 0xff, 0xfe, 0x7d]))), /is not UTF-8 text/);
  });
  it('reads a record from standard input with -', () => {
    const r = run(['replay', '-', '--json'], { input: JSON.stringify(RECORD) });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).scores).toEqual({ Anna: 2, Bo: 4 });
  });
});

describe('replay accepts a byte-order mark', () => {
  it('in a small record', () => {
    const r = replay(file('bom.json', `\uFEFF${JSON.stringify(RECORD)}`), '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).scores).toEqual({ Anna: 2, Bo: 4 });
  });
  it('in a real BGA game', () => {
    const text = readFileSync(join(BGA, '366166200.carc.json'), 'utf8');
    const r = replay(file('bom-bga.json', `\uFEFF${text}`), '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).scores).toEqual({ P1: 96, P2: 70 });
  });
});

describe('what replay echoes stays on its line and harmless', () => {
  const ESC = '\u001b';
  const hostileNames = [`${ESC}[31mRed${ESC}[0m\nsecond line\r`, `B\u2028\u202e${ESC}]0;title\u0007`];
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the raw controls the output must not contain
  const raw = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e]/;

  it('escapes control characters in the text report', () => {
    const record = {
      ...RECORD,
      players: hostileNames.map((name, i) => ({ name, color: ['red', 'blue'][i]! })),
    };
    const r = replay(file('ansi.json', record));
    expect(r.code).toBe(0);
    expect(r.out).not.toMatch(raw);
    const lines = r.out.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('move 2: \\u001b[31mRed\\u001b[0m\\nsecond line\\r scores 2 for a city of 2 tiles');
    expect(lines[2]).toContain('Winner: B\\u2028\\u202e\\u001b]0;title\\u0007');
  });
  it('keeps them escaped in --json (JSON.stringify)', () => {
    const record = {
      ...RECORD,
      players: hostileNames.map((name, i) => ({ name, color: ['red', 'blue'][i]! })),
    };
    const r = replay(file('ansi2.json', record), '--json');
    expect(r.code).toBe(0);
    expect(r.out).not.toContain(ESC);
    expect(Object.keys(JSON.parse(r.out).scores)).toEqual(hostileNames);
  });
  it('escapes and shortens them in error messages', () => {
    const r = replay(file('ansi-move.json', { ...RECORD, moves: [`${ESC}[2J${'x'.repeat(5000)}`] }));
    expectRefused(r, /move 0: "\\u001b\[2Jx+…" is not a move/);
    expect(r.err).not.toMatch(raw);
    expect(r.err.length).toBeLessThan(500);
  });
  it('escapes a file name', () => {
    const r = replay(join(dir, `no${ESC}[31m\nsuch`));
    expectRefused(r, /cannot read ".*no\\u001b\[31m\\nsuch": no such file/);
  });
  it('says a coordinate is out of range instead of printing Infinity', () => {
    const r = replay(file('far.json', { ...RECORD, moves: [`V@1${'0'.repeat(400)},0r0`] }));
    expectRefused(r, /move 0: coordinate 1000000000000000… \(401 digits\) is out of range/);
    expect(r.err).not.toMatch(/Infinity/);
  });
  it('names both players of a duplicate colour or name', () => {
    const three = [
      { name: 'Anna', color: 'red' },
      { name: 'Bo', color: 'blue' },
      { name: 'Cy', color: 'red' },
    ];
    expectRefused(
      replay(file('colour.json', { ...RECORD, players: three })),
      /colour red is used twice \(players 1 and 3\)/,
    );
    const names = [three[0], three[1], { name: 'Bo', color: 'green' }];
    expectRefused(
      replay(file('name.json', { ...RECORD, players: names })),
      /player name "Bo" is used twice \(players 2 and 3\)/,
    );
    const city = { ...RECORD, game: 'the-city', preset: 'the-city', tiles: undefined, seed: 's', moves: [] };
    expectRefused(
      replay(file('city-colour.json', { ...city, players: three })),
      /colour red is used twice \(players 1 and 3\)/,
    );
  });
  it('keeps the score of a player named __proto__', () => {
    const r = replay(
      file('proto.json', { ...RECORD, players: [{ name: '__proto__', color: 'red' }, RECORD.players[1]] }),
      '--json',
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain('"__proto__": 2');
  });
});
