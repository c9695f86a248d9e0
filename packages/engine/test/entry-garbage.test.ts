import { describe, expect, it } from 'vitest';
import * as engine from '../src/index.js';

/**
 * The public entry points that read what a caller hands them take any value and never throw:
 * null, undefined, numbers, text, arrays, objects without the fields, values that throw when
 * inspected (a getter, a proxy, a revoked proxy), a bigint, a symbol, a function — each is
 * answered with an error value (or `undefined` from a look-up).
 */
const revoked = Proxy.revocable({}, {});
revoked.revoke();

const GARBAGE: readonly [string, unknown][] = [
  ['undefined', undefined],
  ['null', null],
  ['0', 0],
  ['NaN', Number.NaN],
  ['text', 'garbage'],
  ['empty text', ''],
  ['an array', [1, 2]],
  ['an empty object', {}],
  ['an object without a prototype', Object.create(null)],
  ['a preset without players', { preset: 'classic' }],
  ['players not a list', { preset: 'classic', players: null }],
  ['players of the wrong kind', { preset: 'the-city', players: [null, 1] }],
  ['a preset of another game', { preset: 'classic', game: 'the-city', players: [] }],
  ['a bigint', 10n],
  ['a symbol', Symbol('s')],
  ['a function', () => 1],
  [
    'a getter that throws',
    {
      get preset(): string {
        throw new Error('getter');
      },
    },
  ],
  [
    'a proxy that throws',
    new Proxy(
      {},
      {
        get() {
          throw new Error('proxy');
        },
        ownKeys() {
          throw new Error('proxy');
        },
        getPrototypeOf() {
          throw new Error('proxy');
        },
      },
    ),
  ],
  ['a revoked proxy', revoked.proxy],
  ['a record of an unknown game', { format: 'carcassonne-record/1', game: { toJSON: 1 }, moves: [] }],
];

const ANSWERED: Record<string, (value: unknown) => { ok: boolean }> = {
  createMatch: (v) => engine.createMatch(v),
  parseMove: (v) => engine.parseMove(v),
  loadMatch: (v) => engine.loadMatch(v),
  replayRecord: (v) => engine.replayRecord(v),
  definitionOfPreset: (v) => engine.definitionOfPreset(v),
  'carcassonne.parseRecord': (v) => engine.carcassonne.parseRecord(v),
  'carcassonne.loadRecord': (v) => engine.carcassonne.loadRecord(v),
  'carcassonne.stateFromJSON': (v) => engine.carcassonne.stateFromJSON(v),
  'theCity.parseCityRecord': (v) => engine.theCity.parseCityRecord(v),
  'theCity.loadCityRecord': (v) => engine.theCity.loadCityRecord(v),
  'theCity.replayCityRecord': (v) => engine.theCity.replayCityRecord(v),
};

const LOOKED_UP: Record<string, (value: unknown) => unknown> = {
  gameDefinition: (v) => engine.gameDefinition(v),
  presetInfo: (v) => engine.presetInfo(v),
};

describe('public entry points never throw', () => {
  for (const [name, call] of Object.entries(ANSWERED))
    it(`${name}: an error value for anything not a valid input`, () => {
      for (const [what, value] of GARBAGE) {
        let answer: { ok: boolean; error?: { code?: unknown; message?: unknown } } | undefined;
        expect(() => {
          answer = call(value);
        }, `${name}(${what})`).not.toThrow();
        expect(answer?.ok, `${name}(${what})`).toBe(false);
        expect(engine.ERROR_CODES, `${name}(${what})`).toContain(answer?.error?.code);
        expect(typeof answer?.error?.message, `${name}(${what})`).toBe('string');
      }
    });

  for (const [name, call] of Object.entries(LOOKED_UP))
    it(`${name}: undefined for anything not a known id`, () => {
      for (const [what, value] of GARBAGE) expect(call(value), `${name}(${what})`).toBeUndefined();
    });

  it('formatMove: the placeholder for anything not a move', () => {
    for (const [what, value] of GARBAGE) {
      let text: unknown;
      expect(() => {
        text = engine.formatMove(value);
      }, `formatMove(${what})`).not.toThrow();
      expect(text, `formatMove(${what})`).toBe(engine.NOT_A_MOVE);
    }
    const malformed = [
      { type: 'place', tile: 'U', x: 1 },
      { type: 'place', tile: 'U', x: 1, y: 0, rotation: 45 },
      { type: 'tower', at: { x: 1 } },
      { type: 'jump' },
    ];
    for (const move of malformed)
      expect(engine.formatMove(move), JSON.stringify(move)).toBe(engine.NOT_A_MOVE);
  });

  it('formatMove writes any move, object or text, in notation', () => {
    expect(engine.formatMove({ type: 'place', tile: 'U', x: 1, y: 0, rotation: 90, follower: 'N' })).toBe(
      'U@1,0r90 N',
    );
    expect(engine.formatMove({ type: 'tower', at: null })).toBe('tower -');
    expect(engine.formatMove({ type: 'wall', x: 1, y: 0, side: 'N', guard: true })).toBe('wall 1,0,N guard');
    expect(engine.formatMove('U@1,0r90 N')).toBe('U@1,0r90 N');
  });

  it('a valid input still works', () => {
    const players = [
      { name: 'Ann', color: 'red' },
      { name: 'Bob', color: 'blue' },
    ];
    const match = engine.createMatch({ preset: 'classic', players, seed: 's' });
    expect(match.ok).toBe(true);
    expect(engine.parseMove('tower -').ok).toBe(true);
  });
});
