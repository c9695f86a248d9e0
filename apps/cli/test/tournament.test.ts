import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from './run-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'carc-tournament-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Row {
  rank: number;
  id: string;
  score: number;
  games: number;
  byes: number;
  tieBreaks: Record<string, number>;
  duplicate: number;
}

describe('carcassonne tournament', () => {
  it('plays a tiny duplicate Swiss: a round shares its deal, the next game swaps the seats', () => {
    const out = join(dir, 'swiss');
    const args = [
      'tournament',
      '--format',
      'swiss',
      '--rounds',
      '2',
      '--bots',
      'level1,level2,greedy,random',
    ];
    args.push('--duplicate', '--games-per-match', '2', '--preset', 'modern', '--seed', 'owner-secret');
    const r = run([...args, '--out', out, '--json', '--threads', '2']);
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({
      format: 'swiss',
      rounds: 2,
      gamesPerMatch: 2,
      duplicate: true,
      preset: 'modern',
    });
    expect(j.games).toBe(8);
    const rows = j.standings as Row[];
    expect(rows.map((x) => x.id).sort()).toEqual(['greedy', 'level1', 'level2', 'random']);
    // Every game hands out one point: 8 in all.
    expect(rows.reduce((a, x) => a + x.score, 0)).toBe(8);
    expect(rows.map((x) => x.rank)).toEqual([...rows.map((x) => x.rank)].sort((a, b) => a - b));
    for (const x of rows)
      expect(Object.keys(x.tieBreaks)).toEqual(['buchholz-cut1', 'buchholz', 'sonneborn-berger']);

    const files = readdirSync(out).sort();
    expect(files).toHaveLength(8);
    const record = (name: string) => JSON.parse(readFileSync(join(out, name), 'utf8'));
    for (const round of [1, 2]) {
      const games = [1, 2].flatMap((t) =>
        [1, 2].map((g) => record(`tournament-r${round}-t${t}-g${g}.carc.json`)),
      );
      // One tile order for the round's every game; the secret is in none of them.
      expect(new Set(games.map((g) => JSON.stringify(g.tiles))).size).toBe(1);
      expect(new Set(games.map((g) => g.seed)).size).toBe(1);
      expect(games[0].seed).not.toContain('owner-secret');
      const names = (g: { players: { name: string }[] }) => g.players.map((p) => p.name.split('#')[0]);
      expect(names(games[1])).toEqual([...names(games[0])].reverse());
      expect(names(games[3])).toEqual([...names(games[2])].reverse());
    }
    const [r1, r2] = [1, 2].map((round) => record(`tournament-r${round}-t1-g1.carc.json`).tiles);
    expect(r1).not.toEqual(r2);
    // Each record replays to a finished game.
    const replay = run(['replay', join(out, files[0]!), '--json']);
    expect(replay.code).toBe(0);
    expect(JSON.parse(replay.out).finished).toBe(true);

    // The same secret deals the same games: the same standings again, in text too.
    const again = run([...args, '--threads', '1']);
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/^swiss of 4 bots, 2 rounds, 8 games of .*, 2 per match, duplicate deals/);
    for (const x of rows) expect(again.out).toMatch(new RegExp(`\\b${x.rank}\\s+${x.id}\\s+${x.score}\\b`));
  }, 300_000);

  it('plays a single elimination of three to its champion', () => {
    const r = run([
      'tournament',
      '--format',
      'single-elimination',
      '--bots',
      'level2,level1,random',
      '--json',
    ]);
    expect(r.code, r.err).toBe(0);
    const rows = JSON.parse(r.out).standings as (Row & { eliminatedIn: number | null })[];
    expect(rows[0]!.eliminatedIn).toBeNull();
    expect(rows.filter((x) => x.eliminatedIn === null)).toHaveLength(1);
  }, 300_000);

  it.each([
    [['--bots', 'level1'], /at least 2 players, not 1 \[bad-players\]/],
    [['--bots', 'level1,level2', '--format', 'knockout'], /unknown format "knockout" .*\[unknown-format\]/],
    [['--bots', 'level1,level2,random', '--format', 'round-robin', '--rounds', '4'], /\[bad-rounds\]/],
    [
      ['--bots', 'level1,level2', '--format', 'single-elimination', '--games-per-match', '2'],
      /\[bad-games-per-match\]/,
    ],
    [
      ['--bots', 'level1,level2', '--tie-breaks', 'buchholz,coin'],
      /unknown tie-break "coin" .*\[unknown-tie-break\]/,
    ],
    [['--bots', 'level1,nobody'], /unknown bot "nobody"/],
    [['--bots', 'level1,level2', '--rounds', 'x'], /--rounds must be a whole number/],
  ])('refuses impossible settings with exit 2 and one line: %j', (args, message) => {
    const r = run(['tournament', ...args]);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(message);
    expect(r.err.trim().split('\n')).toHaveLength(1);
  });
});
