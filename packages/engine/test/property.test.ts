import { describe, expect, it } from 'vitest';
import { fnv1a, Mulberry32, replayRecord } from '../src/index.js';
import {
  BASE_PRESETS,
  Match,
  stateFromJSON,
  stateToJSON,
  type BasePreset,
} from '../src/carcassonne/public.js';
import { checkFollower } from '../src/carcassonne/checks.js';
import { segmentPort } from '../src/core/tile-compile.js';
import { TWO } from './helpers.js';

/** Random games per preset: enough for every rule to come up; more with PROPERTY_GAMES for a soak. */
const GAMES = Number(process.env.PROPERTY_GAMES ?? 250);
const PLAYERS = [
  ...TWO,
  { name: 'Cy', color: 'green' },
  { name: 'Di', color: 'yellow' },
  { name: 'Ed', color: 'black' },
] as const;

/** Plays a random game through the checked API and checks the invariants after every move. */
function randomChecked(preset: BasePreset, i: number): Match {
  const n = 2 + (i % 4);
  const created = Match.create({
    game: 'carcassonne',
    preset,
    players: PLAYERS.slice(0, n),
    seed: `prop-${preset}-${i}`,
  });
  if (!created.ok) throw new Error(created.error.message);
  const m = created.value;
  const total = m.game.tileSet.total;
  const rng = new Mulberry32(fnv1a(`${preset}${i}`));
  let last = m.view().scores;
  for (;;) {
    const v = m.view();
    // No follower gained or lost.
    for (let p = 0; p < n; p++) {
      const onBoard = v.followers.filter((f) => f.player === p).length;
      if (onBoard + v.supply[p]! !== 7)
        throw new Error(`${preset} ${i}: player ${p} has ${onBoard}+${v.supply[p]} followers`);
    }
    // No tile gained or lost: on the board + discarded + the drawn one + still to come = the set.
    const drawn = v.drawn === null ? 0 : 1;
    if (v.board.length + v.discards + drawn + v.tilesLeft !== total)
      throw new Error(`${preset} ${i}: tile count`);
    const remaining = Object.values(v.remaining).reduce((a, b) => a + b, 0);
    if (remaining !== v.tilesLeft) throw new Error('remaining counts');
    // Scores never decrease.
    v.scores.forEach((s, p) => {
      if (s < last[p]!) throw new Error(`${preset} ${i}: score of ${p} decreased`);
    });
    last = v.scores;
    if (m.finished) return m;
    const placements = m.legalPlacements();
    const pl = placements[rng.int(placements.length)]!;
    const ports = m.followerOptions(pl);
    // The ports listed are exactly the segments the checked move accepts.
    const t = m.game.types[m.game.drawn]!;
    const accepted = Array.from({ length: t.segCount }, (_, seg) => seg).filter(
      (seg) => checkFollower(m, pl, seg).ok,
    );
    if (
      JSON.stringify(ports) !== JSON.stringify(accepted.map((seg) => segmentPort(t, pl.rotation / 90, seg)))
    )
      throw new Error(`${preset} ${i}: follower ports ${ports} listed`);
    const k = rng.int(ports.length + 1);
    const r = m.play({ type: 'place', tile: v.drawn!, ...pl, ...(k > 0 ? { follower: ports[k - 1]! } : {}) });
    if (!r.ok) throw new Error(`${preset} ${i}: legal move refused: ${r.error.message}`);
  }
}

describe.each(BASE_PRESETS)('property: %s', (preset) => {
  it(`${GAMES} random games keep every invariant and replay exactly`, () => {
    for (let i = 0; i < GAMES; i++) {
      const m = randomChecked(preset, i);
      const rec = m.toRecord();
      // The record replays to the same final state.
      const replay = replayRecord(JSON.parse(JSON.stringify(rec)));
      if (!replay.ok) throw new Error(`${preset} ${i}: ${replay.error.message}`);
      const names = m.players.map((p) => p.name);
      expect(Object.values(replay.value.scores)).toEqual(Array.from(m.game.scores));
      expect(replay.value.finished).toBe(true);
      expect(replay.value.events.length).toBe(m.events.length);
      // JSON round trip of the full state is lossless.
      const back = stateFromJSON(JSON.parse(JSON.stringify(stateToJSON(m))));
      if (!back.ok) throw new Error(back.error.message);
      expect(back.value.view()).toEqual(m.view());
      expect(names).toHaveLength(m.game.nPlayers);
    }
  });
});

describe('the player view hides the order of the bag', () => {
  it('is the same for two games that differ only in the order of the tiles still to come', () => {
    let compared = 0;
    for (let i = 0; i < 50; i++) {
      const a = Match.create({ game: 'carcassonne', preset: 'classic', players: TWO, seed: `hidden-${i}` });
      if (!a.ok) throw new Error(a.error.message);
      const m = a.value;
      const rng = new Mulberry32(i);
      const stop = 10 + rng.int(40);
      while (!m.finished && m.game.moveCount < stop) m.play(m.legalMoves()[rng.int(m.legalMoves().length)]!);
      if (m.finished) continue;
      // Same past and same drawn tile, the rest of the bag reversed.
      const rec = m.toRecord();
      const drawnAt = m.game.bagPos;
      const tiles = [...rec.tiles!.slice(0, drawnAt), ...rec.tiles!.slice(drawnAt).reverse()];
      if (tiles.join() === rec.tiles!.join()) continue;
      const b = Match.create({ game: 'carcassonne', preset: 'classic', players: TWO, tiles });
      if (!b.ok) throw new Error(b.error.message);
      for (const mv of rec.moves) expect(b.value.play(mv).ok).toBe(true);
      const va = m.view();
      const vb = b.value.view();
      expect(vb).toEqual(va);
      compared++;
      expect(JSON.stringify(va)).not.toContain(rec.tiles!.slice(drawnAt).join('","'));
    }
    expect(compared).toBeGreaterThan(40);
  });
});
