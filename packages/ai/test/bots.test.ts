import { describe, expect, it } from 'vitest';
import { carcassonne, fnv1a, Mulberry32 } from '@carcassonne/engine';
import { carcassonneCore, cityCore } from '@carcassonne/engine/internal';
import {
  baseAdapter,
  cityAdapter,
  cityOptions,
  DEFAULT_MCTS,
  FAST_MCTS,
  flatSearch,
  greedyBot,
  makeBot,
  mctsBot,
  decisionPosition,
  randomBot,
  search,
  type Bot,
} from '../src/index.js';

/** Both searches: the default and the other one (tree or flat). */
const mctsBots = (): Bot[] => [
  mctsBot(),
  mctsBot({ ...DEFAULT_MCTS, flat: !DEFAULT_MCTS.flat }, 'mcts-other'),
];
import { nodeBotRunner } from '../src/worker/node.js';
import { key, newMatch, randomCityPosition, randomPosition, unwrap } from './helpers.js';

describe('bots only return legal moves', () => {
  const bots: Bot[] = [randomBot, greedyBot, ...mctsBots()];
  for (const preset of carcassonne.BASE_PRESETS) {
    it(`in random ${preset} positions`, () => {
      for (let i = 0; i < 24; i++) {
        const m = randomPosition(preset, i);
        if (m.finished) continue;
        const legal = new Set(m.legalMoves().map(key));
        for (const bot of bots) {
          const a = unwrap(bot.choose({ view: m.view(), budget: { iterations: 24 }, seed: i }));
          expect(legal.has(key(a.move)), `${bot.name} ${preset} ${i}: ${JSON.stringify(a.move)}`).toBe(true);
        }
      }
    });
  }
});

describe('bots only return legal moves in The City', () => {
  it('at every kind of decision: tile, gate, wall, guard, tower', () => {
    const phases = new Set<string>();
    const bots: Bot[] = [randomBot, greedyBot, ...mctsBots()];
    for (let i = 0; i < 40; i++) {
      const m = randomCityPosition(i);
      if (m.finished) continue;
      phases.add(m.view().phase);
      const legal = new Set(m.legalMoves().map(key));
      for (const bot of bots) {
        const a = unwrap(bot.choose({ view: m.view(), budget: { iterations: 40 }, seed: i }));
        expect(
          legal.has(key(a.move)),
          `${bot.name} city ${i} (${m.view().phase}): ${JSON.stringify(a.move)}`,
        ).toBe(true);
      }
    }
    expect(phases.has('place')).toBe(true);
    expect(phases.has('wall')).toBe(true);
  });
});

describe('the options choose the search', () => {
  // A bot must run the search its options name in every game (a base-game bot once ran the
  // tree whatever the options said): its answer matches that search run directly.
  it('flat or tree, in the base games and in The City', () => {
    const budget = { iterations: 997 };
    const base = randomPosition('classic', 7).view();
    const city = randomCityPosition(40).view();
    for (const flat of [true, false]) {
      // Fast playouts: what is checked here is which search runs, not its playouts.
      const opts = { ...FAST_MCTS, flat };
      const run = flat ? flatSearch : search;
      const a = unwrap(mctsBot(opts).choose({ view: base, budget, seed: 3 }));
      let rng = new Mulberry32(3);
      const g = carcassonneCore(unwrap(decisionPosition(base, rng)).match)!;
      const r = unwrap(run(baseAdapter, g, rng, budget, opts));
      expect(a.stats.iterations).toBe(r.iterations);
      expect(a.move).toEqual(baseAdapter.toMove(g, r.key, r.followerKey));
      // The two searches spend the budget differently, so the check above tells them apart.
      expect(r.iterations === budget.iterations).toBe(!flat);

      const c = unwrap(mctsBot(opts).choose({ view: city, budget, seed: 3 }));
      rng = new Mulberry32(3);
      const cg = cityCore(unwrap(decisionPosition(city, rng)).match)!;
      const cr = unwrap(run(cityAdapter, cg, rng, budget, cityOptions(opts)));
      expect(c.stats.iterations).toBe(cr.iterations);
      expect(c.move).toEqual(cityAdapter.toMove(cg, cr.key, cr.followerKey));
    }
  });
});

describe('determinism and hidden information', () => {
  it('a seeded MCTS with an iteration budget plays the same game twice', () => {
    const play = (bot: Bot) => {
      const m = newMatch('modern', 'twice');
      let turn = 0;
      while (!m.finished && turn < 16) {
        // A seed fixes the game at any budget: a small one keeps this quick.
        const a = unwrap(bot.choose({ view: m.view(), budget: { iterations: 16 }, seed: fnv1a(`t${turn}`) }));
        expect(m.play(a.move).ok).toBe(true);
        turn++;
      }
      return m.moves();
    };
    for (const bot of mctsBots()) expect(play(bot)).toEqual(play(bot));
  });

  it('the same view with two different hidden orders gives the same move', () => {
    let compared = 0;
    for (let i = 0; i < 12; i++) {
      const a = randomPosition('classic', 100 + i);
      if (a.finished) continue;
      const rec = a.toRecord();
      const cut = a.game.bagPos;
      const tiles = [...rec.tiles!.slice(0, cut), ...rec.tiles!.slice(cut).reverse()];
      if (tiles.join() === rec.tiles!.join()) continue;
      const setup: carcassonne.Setup = {
        game: 'carcassonne',
        preset: 'classic',
        players: rec.players,
        tiles,
      };
      const b = carcassonne.Match.create(setup);
      if (!b.ok) throw new Error(b.error.message);
      for (const mv of rec.moves) b.value.play(mv);
      for (const bot of [greedyBot, ...mctsBots()]) {
        const ma = unwrap(bot.choose({ view: a.view(), budget: { iterations: 40 }, seed: 7 })).move;
        const mb = unwrap(bot.choose({ view: b.value.view(), budget: { iterations: 40 }, seed: 7 })).move;
        expect(mb).toEqual(ma);
      }
      compared++;
    }
    expect(compared).toBeGreaterThan(6);
  });
});

describe('bots in a worker thread', () => {
  it('answers off the main thread and can be cancelled', async () => {
    const runner = nodeBotRunner();
    const m = newMatch('classic', 'worker');
    const view = m.view();
    const a = unwrap(await runner.choose({ bot: 'greedy', view, budget: {}, seed: 1 }));
    expect(m.legalMoves().map(key)).toContain(key(a.move));
    // A search of a minute: the main thread keeps running meanwhile (timer turns come and go while
    // it is still searching); cancelled, the promise settles at once with `cancelled`.
    const slow = runner.choose({ bot: 'mcts', view, budget: { timeMs: 60_000 }, seed: 1 });
    let settled = false;
    void slow.then(() => {
      settled = true;
    });
    for (let turn = 0; turn < 5; turn++) await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    runner.cancel();
    expect(await slow).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    // The runner starts a fresh worker for the next job.
    const again = unwrap(await runner.choose({ bot: 'mcts', view, budget: { iterations: 50 }, seed: 2 }));
    expect(m.legalMoves().map(key)).toContain(key(again.move));
    runner.close();
  }, 60_000);

  it('reports an unknown bot as an error, not a crash', async () => {
    const runner = nodeBotRunner();
    expect(
      await runner.choose({ bot: 'nobody', view: newMatch('classic', 'x').view(), budget: {}, seed: 1 }),
    ).toMatchObject({ ok: false, error: { code: 'unknown-bot' } });
    runner.close();
    expect(makeBot('nobody')).toMatchObject({ ok: false, error: { code: 'unknown-bot' } });
  }, 60_000);
});
