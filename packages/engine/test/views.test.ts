import { describe, expect, it } from 'vitest';
import { Mulberry32 } from '../src/index.js';
import { Match } from '../src/carcassonne/public.js';
import { CityMatch } from '../src/the-city/public.js';
import { ALL_PRESETS, create, playRandom, twinWithHiddenOrderShuffled, type AnyMatch } from './games.js';

/** Overwrite, extend and empty every object and array inside `value`, innermost first. */
function vandalise(value: unknown, seen = new Set<unknown>()): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  const obj = value as Record<string, unknown>;
  for (const k of Object.keys(obj)) vandalise(obj[k], seen);
  try {
    if (Array.isArray(value)) {
      value.push('junk');
      value.reverse();
      value[0] = { junk: true };
    } else {
      for (const k of Object.keys(obj)) obj[k] = 'junk';
      obj.extra = 'junk';
    }
  } catch {
    // A frozen value refuses the change: just as good.
  }
}

const fingerprint = (m: AnyMatch) =>
  JSON.stringify([m.view(), m.toRecord(), m.events, m.legalMoves(), m.moves()]);

describe('views depend on nothing hidden and share nothing with the match', () => {
  it('the same history with the unseen tiles in another order gives the same view, byte for byte', () => {
    let compared = 0;
    let reordered = 0;
    for (const preset of ALL_PRESETS) {
      for (let game = 0; game < 3; game++) {
        const rng = new Mulberry32(game * 7 + preset.length);
        const m = create(preset, 2 + game, `views-${preset}-${game}`);
        for (let stop = 0; stop < 6 && !m.finished; stop++) {
          playRandom(m, rng, 1 + rng.int(preset === 'the-city' ? 30 : 16));
          const twin = twinWithHiddenOrderShuffled(m, rng);
          if (JSON.stringify(twin.toRecord().tiles) !== JSON.stringify(m.toRecord().tiles)) reordered++;
          expect(JSON.stringify(twin.view())).toBe(JSON.stringify(m.view()));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(60);
    expect(reordered).toBeGreaterThan(compared / 2);
  });

  it('remaining tiles are counted in table order, never in draw order', () => {
    const city = create('the-city', 2, 'remaining');
    if (!(city instanceof CityMatch)) throw new Error('expected The City');
    const cityIds = Object.keys(city.view().remaining);
    expect(cityIds).toEqual(city.game.types.map((t) => t.id).filter((id) => cityIds.includes(id)));
    const base = create('classic', 2, 'remaining');
    const ids = Object.keys(base.view().remaining);
    expect(ids).toEqual(base.game.types.map((t) => t.id).filter((id) => ids.includes(id)));
  });

  it('changing anything a match hands out (views, records, events, moves, players, setup) changes nothing', () => {
    for (const preset of ALL_PRESETS) {
      const rng = new Mulberry32(preset.length);
      const m = create(preset, 3, `mutate-${preset}`);
      for (let stop = 0; stop < 5 && !m.finished; stop++) {
        playRandom(m, rng, 1 + rng.int(12));
        const before = fingerprint(m);
        vandalise(m.view());
        vandalise(m.toRecord());
        vandalise(m.events);
        vandalise(m.legalMoves());
        vandalise(m.moves());
        vandalise(m.players);
        vandalise(m.setup);
        const legal = m.legalMoves();
        const move = legal[rng.int(legal.length)]!;
        const twin = m.clone();
        const played = twin.play(move);
        if (played.ok) vandalise(played.value);
        expect(fingerprint(m)).toBe(before);
        // The twin played on unharmed: its events are what replaying its record gives.
        expect(JSON.stringify(twin.events)).toBe(
          JSON.stringify(twinWithHiddenOrderShuffled(twin, rng).events),
        );
      }
    }
  });

  it('the setup a match keeps is its own: changing the caller object afterwards changes nothing', () => {
    const players = [
      { name: 'Anna', color: 'red' as const },
      { name: 'Bo', color: 'blue' as const },
    ];
    const options = { farmers: false };
    const created = Match.create({ game: 'carcassonne', preset: 'classic', players, options, seed: 's' });
    if (!created.ok) throw new Error(created.error.message);
    const m = created.value;
    const before = JSON.stringify([m.view(), m.toRecord()]);
    players[0]!.name = 'Zed';
    options.farmers = true;
    players.push({ name: 'Cy', color: 'blue' });
    expect(JSON.stringify([m.view(), m.toRecord()])).toBe(before);
    expect(m.game.options.farmers).toBe(false);
  });
});
