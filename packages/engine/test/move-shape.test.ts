import { describe, expect, it } from 'vitest';
import { Match } from '../src/carcassonne/public.js';
import { CityMatch } from '../src/the-city/public.js';
import { quote } from '../src/core/quote.js';
import { match } from './helpers.js';
import { scenario } from './city/helpers.js';

type AnyMatch = Match | CityMatch;
const state = (m: AnyMatch) => JSON.stringify([m.view(), m.toRecord(), m.legalMoves()]);

/** Play `move`, expect a refusal with `code` (and `text` in the message), and nothing changed. */
function refuse(m: AnyMatch, move: unknown, code: string, text?: string | RegExp): string {
  const before = state(m);
  let r: unknown;
  expect(() => (r = m.play(move))).not.toThrow();
  if (!r) throw new Error('no result');
  const result = r as ReturnType<AnyMatch['play']>;
  expect(result.ok).toBe(false);
  if (result.ok) return '';
  expect(result.error.code).toBe(code);
  if (typeof text === 'string') expect(result.error.message).toContain(text);
  else if (text) expect(result.error.message).toMatch(text);
  expect(state(m)).toBe(before);
  return result.error.message;
}

const PROTOTYPE_NAMES = ['toString', 'constructor', 'valueOf', '__proto__', 'hasOwnProperty'];

describe('play refuses every malformed move with an error value', () => {
  it('followers named like members of Object.prototype', () => {
    const base = match({ tiles: ['U'] });
    const city = scenario(['C15', 'C02'], [2, 0, 0], ['C15@0,0r180']);
    for (const name of PROTOTYPE_NAMES) {
      refuse(
        base,
        { type: 'place', tile: 'U', x: 1, y: 0, rotation: 90, follower: name },
        'bad-move',
        'move.follower must be a port',
      );
      refuse(base, `U@1,0r90 ${name}`, 'bad-move-syntax');
      refuse(
        city,
        { type: 'place', tile: 'C02', x: 0, y: -1, rotation: 0, follower: name },
        'bad-move',
        'move.follower must be a port',
      );
    }
    // "__proto__" as an own key (as JSON.parse makes it) is an unexpected field, not a prototype.
    refuse(
      base,
      JSON.parse('{"type":"place","tile":"U","x":1,"y":0,"rotation":90,"__proto__":{"follower":"E"}}'),
      'bad-move',
      'unexpected field "__proto__"',
    );
    // Inherited fields are not read.
    refuse(
      base,
      Object.create({ type: 'place', tile: 'U', x: 1, y: 0, rotation: 90 }),
      'bad-move',
      'move.type is missing',
    );
  });

  it('The City: a gate side "C" and a tower without a proper edge', () => {
    const city = scenario(['C15', 'C15'], [1, 0, 1], ['C15@0,0r0 S', 'C15@0,1r180']);
    expect(city.phase).toBe('gate');
    refuse(
      city,
      { type: 'gate', x: 0, y: 1, side: 'C' },
      'bad-move',
      'move.side must be "N", "E", "S" or "W" (got "C")',
    );
    refuse(city, 'gate 0,1,C', 'bad-move-syntax');
    refuse(city, { type: 'gate', x: 0, y: 1, side: 'toString' }, 'bad-move', 'move.side');
    expect(city.play('gate 0,0,N').ok).toBe(true);
    for (const mv of ['wall 0,0,E', 'wall 0,1,E', 'wall 0,1,S', 'wall 0,1,W', 'wall 0,0,W'])
      expect(city.play(mv).ok).toBe(true);
    expect(city.phase).toBe('tower');
    refuse(city, { type: 'tower', at: undefined }, 'bad-move', 'move.at must be null (no tower) or an edge');
    refuse(city, { type: 'tower' }, 'bad-move', 'move.at is missing');
    refuse(city, { type: 'tower', at: { x: 0, y: 0 } }, 'bad-move', 'move.at.side is missing');
    refuse(
      city,
      { type: 'tower', at: { x: 0, y: 0, side: 'W', guard: true } },
      'bad-move',
      'unexpected field "guard"',
    );
    refuse(city, { type: 'tower', at: { x: 0, y: 0, side: 'constructor' } }, 'bad-move', 'move.at.side');
    refuse(city, { type: 'tower', at: 'W' }, 'bad-move', 'move.at must be');
    refuse(city, { type: 'wall', x: 0, y: 0, side: 'W' }, 'bad-move', 'move.guard is missing');
    refuse(
      city,
      { type: 'wall', x: 0, y: 0, side: 'W', guard: 'yes' },
      'bad-move',
      'move.guard must be true or false (got "yes")',
    );
    expect(city.play({ type: 'tower', at: { x: 0, y: 0, side: 'W' } }).ok).toBe(true);
  });

  it('values that are not moves at all', () => {
    const base = match({ tiles: ['U'] });
    const city = scenario(['C15', 'C02'], [2, 0, 0], []);
    const getter = Object.defineProperty({ type: 'place', tile: 'U', y: 0, rotation: 90 }, 'x', {
      get() {
        throw new Error('boom');
      },
      enumerable: true,
    });
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    const traps = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('trap');
        },
      },
    );
    for (const m of [base, city] as AnyMatch[]) {
      for (const v of [null, undefined, 0, NaN, 42, true, 10n, Symbol('s'), () => 0, [], [{ type: 'place' }]])
        refuse(m, v, 'bad-move', 'a move must be');
      refuse(m, {}, 'bad-move', 'move.type is missing');
      refuse(m, getter, 'bad-move', 'is a getter');
      refuse(m, revoked.proxy, 'bad-move', 'could not be read');
      refuse(m, traps, 'bad-move', 'could not be read');
      refuse(
        m,
        { [Symbol('extra')]: 1, type: 'place', tile: 'U', x: 1, y: 0, rotation: 90 },
        'bad-move',
        'symbol',
      );
      refuse(
        m,
        { type: Symbol('place') },
        'bad-move',
        'move.type must be "place", "gate", "wall", "tower", "dragon", "wagon" or "pass" (got a symbol)',
      );
      refuse(m, '', 'bad-move-syntax');
      refuse(m, 'x'.repeat(10_000), 'bad-move-syntax');
    }
    expect(refuse(base, null, 'bad-move')).toMatch(
      /^a move must be an object such as \{"type": "place", "tile": "U".*\(got null\)$/,
    );
    expect(refuse(base, undefined, 'bad-move')).toMatch(/\(got no value\)$/);
  });

  it('messages name the field and the form expected, never a JavaScript value', () => {
    const m = match({ tiles: ['L'] });
    const pl = { type: 'place', tile: 'L', x: 1, y: 0, rotation: 90 };
    expect(refuse(m, { ...pl, tile: undefined }, 'bad-move')).toBe(
      'move.tile must be a tile id such as "L" (got no value)',
    );
    const { tile: _tile, ...noTile } = pl;
    expect(refuse(m, noTile, 'bad-move')).toBe('move.tile is missing; expected a tile id such as "L"');
    expect(refuse(m, { ...pl, rotation: NaN }, 'bad-move')).toBe(
      'move.rotation must be 0, 90, 180 or 270 (got NaN, not a number)',
    );
    expect(refuse(m, { ...pl, rotation: '90' }, 'bad-move')).toBe(
      'move.rotation must be 0, 90, 180 or 270 (got "90")',
    );
    expect(refuse(m, { ...pl, x: NaN }, 'bad-move')).toBe(
      'move.x must be an integer from -10000 to 10000 (got NaN, not a number)',
    );
    expect(refuse(m, { ...pl, y: 1.5 }, 'bad-move')).toBe(
      'move.y must be an integer from -10000 to 10000 (got 1.5)',
    );
    expect(refuse(m, { ...pl, x: Infinity }, 'bad-move')).toContain('(got an infinite number)');
    expect(refuse(m, { ...pl, x: 1e300 }, 'bad-move')).toContain('(got 1e+300)');
    expect(refuse(m, { type: undefined }, 'bad-move')).toBe(
      'move.type must be "place", "gate", "wall", "tower", "dragon", "wagon" or "pass" (got no value)',
    );
    expect(refuse(m, { ...pl, type: 'Place' }, 'bad-move')).toBe(
      'move.type must be "place", "gate", "wall", "tower", "dragon", "wagon" or "pass" (got "Place")',
    );
    expect(refuse(m, { ...pl, extra: 1 }, 'bad-move')).toBe(
      'move has an unexpected field "extra"; a place move has the fields type, tile, x, y, rotation, follower, figure, recall, special, barn',
    );
    expect(refuse(m, { ...pl, tile: 'U' }, 'wrong-tile')).toBe('the drawn tile is L, not "U"');
    expect(refuse(m, { ...pl, tile: 'toString' }, 'wrong-tile')).toBe('the drawn tile is L, not "toString"');
    // User text is quoted, escaped and cut at 40 characters.
    const long = `${'a'.repeat(50)}"\n`;
    expect(refuse(m, { ...pl, tile: long }, 'bad-move')).toBe(
      `move.tile must be a tile id such as "L" (got ${JSON.stringify(`${'a'.repeat(39)}…`)})`,
    );
    expect(refuse(m, 'Z"\n', 'bad-move-syntax')).toMatch(/^"Z\\"\\n" is not a move/);
    expect(quote('b'.repeat(41))).toBe(JSON.stringify(`${'b'.repeat(39)}…`));
    expect(quote('b'.repeat(40))).toBe(JSON.stringify('b'.repeat(40)));
    // A well-formed move of the other game.
    expect(refuse(m, { type: 'gate', x: 0, y: 0, side: 'N' }, 'wrong-phase')).toBe(
      'a gate move belongs to The City, not to this game; a tile placement is due',
    );
    expect(refuse(m, 'tower -', 'wrong-phase')).toContain('a tower move belongs to The City');
  });

  it('well-formed moves are taken as they are, with no follower meaning no follower', () => {
    const m = match({ tiles: ['U', 'U'] });
    expect(m.play({ type: 'place', tile: 'U', x: 1, y: 0, rotation: 90, follower: undefined }).ok).toBe(true);
    expect(m.play(Object.freeze({ type: 'place', tile: 'U', x: -1, y: -0, rotation: 270 })).ok).toBe(true);
    expect(m.moves()).toEqual(['U@1,0r90', 'U@-1,0r270']);
  });

  it('the follower queries answer nothing for a malformed placement, and never throw', () => {
    const base = match({ tiles: ['U'] });
    const city = scenario(['C15', 'C02'], [2, 0, 0], ['C15@0,0r180']);
    for (const bad of [
      null,
      undefined,
      5,
      { x: 1, y: 0 },
      { x: '1', y: 0, rotation: 90 },
      { x: 1, y: 0, rotation: 45 },
      { x: NaN, y: 0, rotation: 90 },
    ]) {
      expect(base.followerOptions(bad as never)).toEqual([]);
      expect(city.followerPorts(bad as never)).toEqual([]);
    }
    expect(base.followerOptions({ x: 1, y: 0, rotation: 90 })).not.toEqual([]);
  });
});

describe('create refuses malformed setups with an error value', () => {
  const two = [
    { name: 'Anna', color: 'red' },
    { name: 'Bo', color: 'blue' },
  ];
  const throwing = Object.defineProperty({ game: 'carcassonne', preset: 'classic', seed: 's' }, 'players', {
    get() {
      throw new Error('boom');
    },
  });
  it.each([
    ['null', null, 'bad-schema'],
    ['players missing', { game: 'carcassonne', preset: 'classic', seed: 's' }, 'bad-players'],
    [
      'a player that is null',
      { game: 'carcassonne', preset: 'classic', seed: 's', players: [null, two[1]] },
      'bad-players',
    ],
    [
      'a colour missing',
      { game: 'carcassonne', preset: 'classic', seed: 's', players: [{ name: 'A' }, two[1]] },
      'bad-players',
    ],
    [
      'a colour named like a prototype member',
      {
        game: 'carcassonne',
        preset: 'classic',
        seed: 's',
        players: [{ name: 'A', color: 'toString' }, two[1]],
      },
      'bad-players',
    ],
    [
      'a preset named like a prototype member',
      { game: 'carcassonne', preset: 'toString', seed: 's', players: two },
      'unknown-preset',
    ],
    [
      'an option named like a prototype member',
      {
        game: 'carcassonne',
        preset: 'classic',
        seed: 's',
        players: two,
        options: JSON.parse('{"__proto__": {"farmers": false}}'),
      },
      'unknown-option',
    ],
    [
      'options that are not an object',
      { game: 'carcassonne', preset: 'classic', seed: 's', players: two, options: 'farmers' },
      'bad-option',
    ],
    [
      'a tile id that is not a string',
      { game: 'carcassonne', preset: 'classic', players: two, tiles: ['U', 7] },
      'unknown-tile',
    ],
    [
      'a tile id named like a prototype member',
      { game: 'carcassonne', preset: 'classic', players: two, tiles: ['constructor'] },
      'unknown-tile',
    ],
    [
      'a seed that is not a string',
      { game: 'carcassonne', preset: 'classic', players: two, seed: 5 },
      'bad-schema',
    ],
    ['a getter that throws', throwing, 'bad-schema'],
  ])('%s', (_, setup, code) => {
    let r: unknown;
    expect(() => (r = Match.create(setup as never))).not.toThrow();
    expect(r).toMatchObject({ ok: false, error: { code } });
  });

  it('The City likewise', () => {
    for (const [setup, code] of [
      [{ game: 'the-city', preset: 'the-city', seed: 's', players: 'two' }, 'bad-players'],
      [
        {
          game: 'the-city',
          preset: 'the-city',
          players: two,
          tiles: ['C15', 'hasOwnProperty'],
          stacks: [2, 0, 0],
        },
        'unknown-tile',
      ],
      [{ game: 'the-city', preset: 'the-city', players: two, tiles: ['C15'], stacks: 'one' }, 'bad-stacks'],
      [{ game: 'the-city', preset: 'valueOf', players: two, seed: 's' }, 'unknown-preset'],
    ] as const) {
      let r: unknown;
      expect(() => (r = CityMatch.create(setup as never))).not.toThrow();
      expect(r).toMatchObject({ ok: false, error: { code } });
    }
  });
});
