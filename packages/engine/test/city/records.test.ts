import { describe, expect, it } from 'vitest';
import { replayCityRecord, CityMatch } from '../../src/the-city/public.js';
import { RB, cityRecord } from './helpers.js';

const rec = (over: Record<string, unknown>) => ({
  ...cityRecord(['C15', 'C02', 'C15'], [3, 0, 0], ['C15@0,0r180 N', 'C02@0,-1r0', 'C15@0,-2r0']),
  ...over,
});

function fails(input: unknown) {
  const r = replayCityRecord(JSON.stringify(input));
  if (r.ok) throw new Error('expected an error');
  return r.error;
}

describe('City records: malformed input (exit 2)', () => {
  it.each([
    ['unknown tile id', { tiles: ['C15', 'Z9', 'C15'] }, 'unknown-tile', /unknown tile id "Z9"/],
    ['tile listed too often', { tiles: ['H1', 'H1', 'C15'] }, 'too-many-tiles', /more often than/],
    ['stacks missing', { stacks: undefined }, 'bad-stacks', /stacks/],
    ['stacks not summing', { stacks: [2, 0, 0] }, 'bad-stacks', /sum to 2/],
    ['one player', { players: [RB[0]] }, 'bad-players', /2 to 4 players/],
    [
      'five players',
      {
        players: ['a', 'b', 'c', 'd', 'e'].map((n, i) => ({
          name: n,
          color: ['red', 'blue', 'green', 'yellow', 'red'][i],
        })),
      },
      'bad-players',
      /2 to 4/,
    ],
    ['names not unique', { players: [RB[0], { name: 'Rood', color: 'blue' }] }, 'bad-players', /used twice/],
    [
      'black is not a City colour',
      { players: [RB[0], { name: 'Zwart', color: 'black' }] },
      'bad-players',
      /not one of red, blue, green, yellow/,
    ],
    ['move syntax', { moves: ['C15@0,0r45'] }, 'bad-move-syntax', /move 0/],
    ['wrong game', { game: 'carcassonne' }, 'unknown-game', /the-city/],
    ['wrong preset', { preset: 'classic' }, 'unknown-preset', /classic/],
  ])('%s', (_, over, code, msg) => {
    const e = fails(rec(over as Record<string, unknown>));
    expect(e.exit).toBe(2);
    expect(e.code).toBe(code);
    expect(e.message).toMatch(msg);
  });

  it('not JSON', () => {
    const r = replayCityRecord('{');
    expect(!r.ok && r.error.exit).toBe(2);
  });
});

describe('City records: illegal moves (exit 1)', () => {
  it.each([
    [['C15@1,0r180 N'], /^move 0 C15@1,0r180 N: the opening tile goes at 0,0/],
    [
      ['C15@0,0r180 N', 'C02@0,-1r90'],
      /^move 1 C02@0,-1r90: south side \(no road\) does not match the north side of the tile at 0,0 \(road\)/,
    ],
    [['C15@0,0r180 N', 'C15@0,-1r0'], /^move 1 C15@0,-1r0: the drawn tile is C02, not "C15"/],
    [['C15@0,0r180 N', 'wall 0,0,N'], /^move 1 wall 0,0,N: a tile placement is due, not a wall move/],
    [['C15@0,0r180 N', 'C02@0,-1r0', 'C15@0,-2r0', 'tower -'], /^move 3 tower -: the game is over/],
  ])('%j', (moves, msg) => {
    const e = fails(rec({ moves }));
    expect(e.exit).toBe(1);
    expect(e.message).toMatch(msg);
  });

  it('a record that stops early is a game in progress', () => {
    const r = replayCityRecord(rec({ moves: ['C15@0,0r180 N'] }));
    expect(r.ok && r.value).toEqual({
      finished: false,
      scores: { Rood: 0, Blauw: 0 },
      winners: [],
      events: [],
    });
  });

  it('the player view hides the order of the tiles still to come', () => {
    const m = CityMatch.create({
      game: 'the-city',
      preset: 'the-city',
      players: RB,
      tiles: ['C15', 'C02', 'C15', 'H1'],
      stacks: [2, 1, 1],
    });
    if (!m.ok) throw new Error(m.error.message);
    const v = m.value.view();
    expect(v.remaining).toEqual({ C02: 1, C15: 1, H1: 1 });
    expect(v.stacksLeft).toEqual([1, 1, 1]);
    expect(JSON.stringify(v)).not.toMatch(/"tiles"/);
    expect(v.actor).toBe(0);
    expect(v.phase).toBe('place');
  });
});
