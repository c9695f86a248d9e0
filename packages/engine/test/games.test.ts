/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ALL_PRESETS,
  GAMES,
  GAME_IDS,
  Mulberry32,
  createMatch,
  gameDefinition,
  loadMatch,
  replayRecord,
  type GameMatch,
} from '../src/index.js';

const NAMES = ['Anna', 'Bert', 'Cleo', 'Dirk', 'Eva'];

function players(preset: string, n: number) {
  const def = gameDefinition(ALL_PRESETS.find((p) => p.id === preset)!.game)!;
  return NAMES.slice(0, n).map((name, i) => ({ name, color: def.colors[i]! }));
}

function snapshot(m: GameMatch): string {
  return JSON.stringify([m.toRecord(), m.view(), m.version, m.actor, m.phase]);
}

describe('the game registry', () => {
  it('lists both games and every preset once', () => {
    expect(GAME_IDS).toEqual(['carcassonne', 'the-city']);
    expect(ALL_PRESETS.map((p) => p.id)).toEqual(['classic', 'classic-se', 'winter', 'modern', 'the-city']);
    expect(GAMES['the-city'].seats).toEqual({ min: 2, max: 4 });
    expect(GAMES.carcassonne.seats).toEqual({
      min: 2,
      max: 5,
      raisedBy: { option: 'innsAndCathedrals', name: 'Inns & Cathedrals', max: 6 },
    });
    expect(gameDefinition('toString')).toBeUndefined();
  });

  it('refuses unknown presets and option values as errors', () => {
    const r = createMatch({ preset: 'chess', players: players('classic', 2), seed: 'x' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('unknown-preset');
    const o = createMatch({
      preset: 'the-city',
      options: { farmers: true },
      players: players('the-city', 2),
      seed: 'x',
    });
    expect(o.ok).toBe(false);
  });

  for (const preset of ALL_PRESETS.map((p) => p.id)) {
    it(`plays whole ${preset} games by seat and version, refusing wrong seats and stale versions`, () => {
      for (let g = 0; g < 3; g++) {
        const created = createMatch({
          preset,
          players: players(preset, 2 + g),
          seed: `games-${preset}-${g}`,
        });
        if (!created.ok) throw new Error(created.error.message);
        const m = created.value;
        const rng = new Mulberry32(g + 1);
        let steps = 0;
        while (!m.finished) {
          const moves = m.legalMoves();
          expect(moves.length).toBeGreaterThan(0);
          const move = moves[rng.int(moves.length)]!;
          const actor = m.actor;
          const version = m.version;
          expect(m.view().version).toBe(version);
          if (steps % 7 === 0) {
            const before = snapshot(m);
            const wrong = m.play((actor + 1) % m.players.length, move, version);
            expect(wrong.ok ? 'accepted' : wrong.error.code).toBe('not-your-turn');
            const stale = m.play(actor, move, version - 1);
            expect(stale.ok ? 'accepted' : stale.error.code).toBe('stale-state');
            // The seat that was due one move ago, against that version: the state moved on.
            const late = m.play((actor + 1) % m.players.length, move, version - 1);
            expect(late.ok ? 'accepted' : late.error.code).toBe('stale-state');
            expect(snapshot(m)).toBe(before);
          }
          const r = m.play(actor, move, version);
          if (!r.ok) throw new Error(r.error.message);
          expect(r.value.version).toBe(version + 1);
          expect(r.value.seat).toBe(actor);
          expect(m.moves().at(-1)).toBe(r.value.move);
          steps++;
        }
        expect(m.actor).toBe(-1);
        expect(m.phase).toBe('over');
        const again = m.play(0, 'gate 0,0,N');
        expect(again.ok ? 'accepted' : again.error.code).toBe('game-over');
        // The record replays to the same report through the registry.
        const replay = replayRecord(JSON.stringify(m.toRecord()));
        if (!replay.ok) throw new Error(replay.error.message);
        expect(replay.value).toEqual(m.report());
        const loaded = loadMatch(m.toRecord());
        if (!loaded.ok) throw new Error(loaded.error.message);
        expect(loaded.value.scores).toEqual(m.scores);
        expect(loaded.value.version).toBe(m.version);
      }
    });
  }

  it('loads a real Board Game Arena game through the registry', () => {
    const rec = JSON.parse(
      readFileSync(new URL('./fixtures/bga/366166200.carc.json', import.meta.url), 'utf8'),
    ) as unknown;
    const m = loadMatch(rec);
    if (!m.ok) throw new Error(m.error.message);
    expect(m.value.game).toBe('carcassonne');
    expect(m.value.finished).toBe(true);
    expect(m.value.scores).toEqual([96, 70]);
  });

  it('refuses records of unknown games', () => {
    const r = loadMatch({ format: 'carcassonne-record/1', game: 'hasOwnProperty', moves: [] });
    expect(r.ok ? 'accepted' : r.error.code).toBe('unknown-game');
  });
});
