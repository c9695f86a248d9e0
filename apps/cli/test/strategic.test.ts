import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from './run-cli.js';

describe('--strategic (docs/rules/strategic-variant.md)', () => {
  it('self-play writes records that carry the option; replay and analyse read it from them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'strategic-'));
    try {
      const r = run([
        'selfplay',
        '--preset',
        'winter',
        '--strategic',
        '--games',
        '2',
        '--players',
        '3',
        '--out',
        dir,
        '--json',
      ]);
      expect(r.code, r.err).toBe(0);
      expect(JSON.parse(r.out).strategic).toBe(true);
      const file = join(dir, readdirSync(dir).sort()[0]!);
      const record = JSON.parse(readFileSync(file, 'utf8')) as {
        options: Record<string, boolean>;
        moves: string[];
      };
      expect(record.options).toEqual({ strategic: true });
      const replay = run(['replay', file, '--json']);
      expect(replay.code, replay.err).toBe(0);
      expect(JSON.parse(replay.out).finished).toBe(true);
      const analyse = run(['analyse', file, '--budget-iterations', '4', '--json']);
      expect(analyse.code, analyse.err).toBe(0);
      // A move naming a tile no hand holds (an unknown id): exit 1, one line naming the move.
      const moves = [...record.moves];
      moves[3] = moves[3]!.replace(/^[A-Za-z0-9]+@/, 'Zz9@');
      writeFileSync(file, JSON.stringify({ ...record, moves }));
      const bad = run(['replay', file]);
      expect(bad.code).toBe(1);
      expect(bad.err).toContain('"Zz9" is not in the hand of the player to move');
      expect(bad.err.trim().split('\n')).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('arena plays bots with the variant; The City and The River refuse it', () => {
    const arena = run([
      'arena',
      '--bots',
      'greedy,random',
      '--games',
      '2',
      '--strategic',
      '--iterations',
      '5',
      '--threads',
      '1',
      '--json',
    ]);
    expect(arena.code, arena.err).toBe(0);
    expect(JSON.parse(arena.out).strategic).toBe(true);
    const city = run(['selfplay', '--preset', 'the-city', '--strategic', '--games', '1']);
    expect(city.code).toBe(2);
    expect(city.err).toContain('has no strategic variant');
    const river = run(['arena', '--bots', 'greedy,random', '--expansions', 'the-river', '--strategic']);
    expect(river.code).toBe(2);
    expect(river.err).toContain('not played with the-river');
  });

  it('demo, ladder and tournament play the variant too; The City refuses it', () => {
    const demo = run(['demo', '--preset', 'modern', '--strategic', '--seed', 'hands']);
    expect(demo.code, demo.err).toBe(0);
    expect(demo.out).toContain(
      'A modern game (strategic variant: hands of three) between two random players',
    );
    expect(demo.out).toContain(
      'carcassonne demo --preset modern --strategic --seed hands --out demo.carc.json',
    );
    const ladder = run([
      'ladder',
      '--preset',
      'modern',
      '--strategic',
      '--games',
      '1',
      '--iterations',
      '2',
      '--threads',
      '1',
      '--json',
    ]);
    expect(ladder.code, ladder.err).toBe(0);
    const rated = JSON.parse(ladder.out) as { strategic: boolean; levels: { bot: string }[] };
    expect(rated.strategic).toBe(true);
    expect(rated.levels.map((l) => l.bot)).toContain('level5');
    const tournament = run([
      'tournament',
      '--bots',
      'greedy,random',
      '--preset',
      'modern',
      '--strategic',
      '--rounds',
      '1',
      '--iterations',
      '2',
      '--threads',
      '1',
      '--json',
    ]);
    expect(tournament.code, tournament.err).toBe(0);
    const standings = JSON.parse(tournament.out) as { strategic: boolean; games: number };
    expect(standings).toMatchObject({ strategic: true, games: 1 });
    for (const command of ['demo', 'ladder', 'tournament']) {
      const bots = command === 'tournament' ? ['--bots', 'greedy,random'] : [];
      const city = run([command, '--preset', 'the-city', '--strategic', ...bots]);
      expect(city.code, command).toBe(2);
      expect(city.err, command).toContain('has no strategic variant');
    }
  }, 300_000);
});
