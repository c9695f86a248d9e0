import { afterAll, describe, expect, it } from 'vitest';
import { Mulberry32, type carcassonne } from '@carcassonne/engine';
import { carcassonneCore } from '@carcassonne/engine/internal';
import {
  baseAdapter,
  chooseMove,
  cityAdapter,
  DEFAULT_BUDGET,
  DEFAULT_MCTS,
  flatSearch,
  greedyView,
  makeBot,
  MAX_SEARCH_ITERATIONS,
  MAX_SEARCH_MS,
  playGame,
  decisionPosition,
  randomView,
  runJob,
  runSearch,
  search,
  searchView,
  validateBudget,
  validateRequest,
  type AnyView,
  type Budget,
  type MctsOptions,
} from '../src/index.js';
import { searchLimits } from '../src/budget.js';
import { nodeBotRunner } from '../src/worker/node.js';
import { key, newCityMatch, newMatch, randomCityPosition, randomPosition, unwrap } from './helpers.js';

/** Every bot, as a server would name it. */
const BOTS = ['random', 'greedy', 'mcts', 'mcts:f=0', 'baseline'];

/** Budgets that must be refused with `bad-budget`: they once made searches hang or throw. */
const BAD_BUDGETS: readonly [string, unknown][] = [
  ['timeMs NaN', { timeMs: NaN }],
  ['iterations NaN', { iterations: NaN }],
  ['timeMs 0', { timeMs: 0 }],
  ['iterations 0', { iterations: 0 }],
  ['timeMs negative', { timeMs: -5 }],
  ['iterations negative', { iterations: -1 }],
  ['timeMs Infinity', { timeMs: Infinity }],
  ['iterations Infinity', { iterations: Infinity }],
  ['iterations fractional', { iterations: 2.5 }],
  ['iterations beyond safe integers', { iterations: 2 ** 60 }],
  ['timeMs as a string', { timeMs: '100' }],
  ['iterations as a string', { iterations: '5' }],
  ['timeMs null', { timeMs: null }],
  ['timeMs boolean', { timeMs: true }],
  ['a good time with a bad iteration count', { timeMs: 50, iterations: NaN }],
  ['an unknown field', { timeMs: 50, depth: 3 }],
  ['null', null],
  ['a number', 500],
  ['a string', 'fast'],
  ['an array', [100]],
];

/** Small real budgets: a search runs, briefly, and must answer with a legal move. */
const SMALL_BUDGETS: readonly Budget[] = [
  { iterations: 1 },
  { iterations: 2 },
  { iterations: 7 },
  { timeMs: 1 },
  { timeMs: 0.5 },
  { timeMs: 20, iterations: 3 },
];

/** A mid-game decision in each game (a City position at a tile decision and one at a wall decision). */
function positions(): { name: string; view: AnyView; legal: Set<string> }[] {
  const out: { name: string; view: AnyView; legal: Set<string> }[] = [];
  const base = randomPosition('classic', 3);
  out.push({ name: 'classic', view: base.view(), legal: new Set(base.legalMoves().map(key)) });
  let wall = false;
  for (let i = 0; i < 60 && out.length < 3; i++) {
    const m = randomCityPosition(i);
    if (m.finished) continue;
    const phase = m.view().phase;
    if (out.length === 1 && phase === 'place')
      out.push({ name: 'the-city', view: m.view(), legal: new Set(m.legalMoves().map(key)) });
    else if (out.length === 2 && phase !== 'place' && !wall) {
      wall = true;
      out.push({ name: `the-city (${phase})`, view: m.view(), legal: new Set(m.legalMoves().map(key)) });
    }
  }
  return out;
}
const POSITIONS = positions();

function finishedMatch(): carcassonne.Match {
  const m = newMatch('classic', 'to-the-end');
  const rng = new Mulberry32(5);
  while (!m.finished) {
    const moves = m.legalMoves();
    m.play(moves[rng.int(moves.length)]!);
  }
  return m;
}

const refused = (code: string) => ({ ok: false, error: { code, message: expect.any(String) } });

describe('validateBudget', () => {
  for (const [name, budget] of BAD_BUDGETS) {
    it(`refuses ${name}`, () => {
      expect(validateBudget(budget)).toEqual(refused('bad-budget'));
    });
  }

  it('gives the documented default when the budget is missing', () => {
    expect(DEFAULT_BUDGET).toEqual({ timeMs: 1000 });
    expect(validateBudget(undefined)).toEqual({ ok: true, value: DEFAULT_BUDGET });
    expect(validateBudget({})).toEqual({ ok: true, value: DEFAULT_BUDGET });
    expect(validateBudget({ timeMs: undefined })).toEqual({ ok: true, value: DEFAULT_BUDGET });
  });

  it('keeps a good budget as it is', () => {
    expect(validateBudget({ timeMs: 250 })).toEqual({ ok: true, value: { timeMs: 250 } });
    expect(validateBudget({ iterations: 40 })).toEqual({ ok: true, value: { iterations: 40 } });
    expect(validateBudget({ timeMs: 0.5, iterations: 3 })).toEqual({
      ok: true,
      value: { timeMs: 0.5, iterations: 3 },
    });
    // Beyond the hard bounds is still a budget: the search stops at the bounds.
    expect(validateBudget({ timeMs: 3_600_000, iterations: 10 ** 9 }).ok).toBe(true);
  });

  it('a request without a budget gets the default', () => {
    const r = unwrap(validateRequest({ view: POSITIONS[0]!.view, seed: 1 }));
    expect(r.budget).toEqual(DEFAULT_BUDGET);
  });
});

describe('every search has hard bounds', () => {
  it('whatever the budget, a finite deadline within the cap and a finite iteration count', () => {
    const budgets: Budget[] = [
      { timeMs: 3_600_000 },
      { iterations: 10 ** 9 },
      { timeMs: NaN },
      { iterations: -3 },
      {},
      { timeMs: Infinity, iterations: Infinity },
    ];
    for (const budget of budgets) {
      const limits = searchLimits(budget);
      const after = performance.now();
      expect(Number.isFinite(limits.deadline), JSON.stringify(budget)).toBe(true);
      expect(limits.deadline).toBeLessThanOrEqual(after + MAX_SEARCH_MS);
      expect(limits.maxIterations).toBeGreaterThan(0);
      expect(limits.maxIterations).toBeLessThanOrEqual(MAX_SEARCH_ITERATIONS);
    }
    // Only a time budget paces a search: an iteration budget stays deterministic.
    expect(searchLimits({ iterations: 50 }).paced).toBe(false);
    expect(searchLimits({ timeMs: 50 }).paced).toBe(true);
  });
});

describe('bots through the library', () => {
  for (const position of POSITIONS) {
    for (const name of BOTS) {
      it(`${name} in ${position.name}: bad budgets refused, small budgets answer legally`, () => {
        const { bot } = unwrap(makeBot(name));
        for (const [label, budget] of BAD_BUDGETS) {
          expect(bot.choose({ view: position.view, budget: budget as Budget, seed: 1 }), label).toEqual(
            refused('bad-budget'),
          );
          expect(chooseMove({ bot: name, view: position.view, budget, seed: 1 }), label).toEqual(
            refused('bad-budget'),
          );
        }
        for (const budget of SMALL_BUDGETS) {
          const a = unwrap(bot.choose({ view: position.view, budget, seed: 2 }));
          expect(
            position.legal.has(key(a.move)),
            `${JSON.stringify(budget)}: ${JSON.stringify(a.move)}`,
          ).toBe(true);
          expect(a.stats.iterations).toBeGreaterThanOrEqual(0);
          if (budget.iterations !== undefined)
            expect(a.stats.iterations).toBeLessThanOrEqual(budget.iterations);
        }
      });
    }
  }

  it('a missing budget uses the default (one second) and answers legally', () => {
    const [base, city] = POSITIONS;
    for (const position of [base!, city!]) {
      for (const name of BOTS) {
        const { bot } = unwrap(makeBot(name));
        const a = unwrap(bot.choose({ view: position.view, seed: 4 }));
        expect(position.legal.has(key(a.move)), `${name} ${position.name}`).toBe(true);
      }
    }
  });

  it('searches called directly refuse bad budgets and search options', () => {
    const fast: MctsOptions = { ...DEFAULT_MCTS, playout: 'smart', playoutTurns: 4 };
    const view = POSITIONS[0]!.view;
    const g = carcassonneCore(unwrap(decisionPosition(view, new Mulberry32(1))).match)!;
    const city = newCityMatch('direct').game;
    for (const [label, budget] of BAD_BUDGETS) {
      const b = budget as Budget;
      expect(searchView(view, new Mulberry32(1), b, fast), label).toEqual(refused('bad-budget'));
      for (const run of [search, flatSearch, runSearch]) {
        expect(run(baseAdapter, g, new Mulberry32(1), b, fast), label).toEqual(refused('bad-budget'));
        expect(run(cityAdapter, city, new Mulberry32(1), b, fast), label).toEqual(refused('bad-budget'));
      }
    }
    for (const opts of [
      { ...fast, c: NaN },
      { ...fast, c: -Infinity },
      { ...fast, rootTopK: -1 },
      { ...fast, winWeight: 2 },
      { ...fast, playoutTurns: NaN },
      { ...fast, playout: 'best' },
      { ...fast, expansionShare: 0 },
      { ...fast, expansionShare: 5 },
      { ...fast, learnedRoot: 'yes' },
    ]) {
      expect(searchView(view, new Mulberry32(1), { iterations: 5 }, opts as MctsOptions)).toEqual(
        refused('bad-options'),
      );
      expect(search(baseAdapter, g, new Mulberry32(1), { iterations: 5 }, opts as MctsOptions)).toEqual(
        refused('bad-options'),
      );
    }
    // One iteration, in both searches: still a legal move (greedy's best when the search learnt nothing).
    for (const flat of [true, false]) {
      const r = unwrap(searchView(view, new Mulberry32(1), { iterations: 1 }, { ...fast, flat }));
      expect(POSITIONS[0]!.legal.has(key(r.move))).toBe(true);
    }
  });

  it('refuses a bad seed, a bad view, a finished game and an unknown bot', () => {
    const { bot } = unwrap(makeBot('mcts'));
    const view = POSITIONS[0]!.view;
    for (const seed of [NaN, 1.5, Infinity, 2 ** 60, '7', null, undefined]) {
      expect(bot.choose({ view, budget: { iterations: 5 }, seed: seed as number }), String(seed)).toEqual(
        refused('bad-seed'),
      );
    }
    for (const seed of [0, -5, 2 ** 32 + 3])
      expect(bot.choose({ view, budget: { iterations: 2 }, seed }).ok).toBe(true);

    const badViews: unknown[] = [
      null,
      'view',
      {},
      { ...view, game: 'chess' },
      { ...view, moves: 'none' },
      { ...view, players: [null, null] },
      { ...view, remaining: { A: Infinity } },
      { ...view, remaining: { A: 1e9 } },
      { ...view, moves: [...view.moves, 'not a move'] },
      { ...view, preset: 'nonsense' },
      { ...POSITIONS[1]!.view, game: 'carcassonne' },
      { ...view, game: 'the-city' },
    ];
    for (const bad of badViews) {
      for (const name of BOTS) {
        expect(
          unwrap(makeBot(name)).bot.choose({ view: bad as AnyView, budget: { iterations: 2 }, seed: 1 }),
          `${name} ${JSON.stringify(bad)?.slice(0, 80)}`,
        ).toEqual(refused('bad-view'));
      }
      expect(randomView(bad, new Mulberry32(1))).toEqual(refused('bad-view'));
      expect(greedyView(bad, new Mulberry32(1))).toEqual(refused('bad-view'));
      expect(searchView(bad, new Mulberry32(1), { iterations: 2 }, DEFAULT_MCTS)).toEqual(
        refused('bad-view'),
      );
    }

    const over = finishedMatch().view();
    for (const name of BOTS)
      expect(unwrap(makeBot(name)).bot.choose({ view: over, budget: { iterations: 2 }, seed: 1 })).toEqual(
        refused('game-over'),
      );

    for (const name of [
      'nobody',
      '',
      'MCTS',
      'mcts:k=-1',
      'mcts:c=nan',
      'mcts:c=inf',
      'mcts:f=2',
      'mcts:zz=1',
      'mcts:p=best',
      'mcts:k=',
      'mcts:l=deep',
      42,
      null,
    ]) {
      expect(makeBot(name as string), String(name)).toEqual(refused('unknown-bot'));
      expect(chooseMove({ bot: name, view, budget: { iterations: 2 }, seed: 1 })).toEqual(
        refused('unknown-bot'),
      );
    }
    expect(unwrap(makeBot('mcts:k=6:t=4:p=smart:c=0.3:w=0.5:f=0')).bot.name).toBe(
      'mcts:k=6:t=4:p=smart:c=0.3:w=0.5:f=0',
    );
    expect(unwrap(makeBot('mcts:t=4:l=learned')).bot.name).toBe('mcts:t=4:l=learned');

    for (const request of [
      null,
      'move',
      [],
      { bot: 'greedy', view, budget: { iterations: 2 }, seed: 1, extra: true },
    ]) {
      expect(chooseMove(request)).toEqual(refused('bad-request'));
    }
    expect(bot.choose({ view, budget: { iterations: 2 }, seed: 1, colour: 'red' } as never)).toEqual(
      refused('bad-request'),
    );
  });
});

describe('playGame', () => {
  it('refuses bad budgets, unknown bots and presets as values', () => {
    for (const [label, budget] of BAD_BUDGETS)
      expect(playGame('classic', ['greedy', 'random'], 's', budget as Budget), label).toEqual(
        refused('bad-budget'),
      );
    expect(playGame('classic', ['greedy', 'nobody'], 's', { iterations: 2 })).toEqual(refused('unknown-bot'));
    expect(playGame('chess' as never, ['greedy', 'random'], 's', { iterations: 2 })).toEqual(
      refused('bad-game'),
    );
    expect(playGame('classic', ['greedy'], 's', { iterations: 2 })).toEqual(refused('bad-game'));
    expect(playGame('classic', ['greedy', 'random'], 5 as never, { iterations: 2 })).toEqual(
      refused('bad-game'),
    );
  });

  it('plays whole games in both games with tiny budgets', () => {
    const base = unwrap(playGame('classic', ['mcts', 'mcts:f=0'], 'tiny', { iterations: 2 }));
    // One move per tile of the 71 after the start tile (a discarded tile takes none).
    expect(base.moves).toBeGreaterThan(60);
    expect(base.decisions.reduce((a, b) => a + b, 0)).toBe(base.moves);
    const city = unwrap(playGame('the-city', ['mcts', 'random'], 'tiny', { iterations: 1 }));
    expect(city.moves).toBeGreaterThan(50);
  });

  it("gives a bot its own budget by name, checked like the game's", () => {
    const budgets = { mcts: { iterations: 40 } };
    const r = unwrap(playGame('classic', ['mcts', 'mcts:f=0'], 'own', { iterations: 2 }, { budgets }));
    // A decision with options to compare spends the whole budget (at most: a forced one spends none).
    expect(Math.max(...r.iterations.map((it, seat) => it / r.decisions[seat]!))).toBeLessThanOrEqual(40);
    expect(r.iterations[0]!).toBeGreaterThan(3 * r.iterations[1]!);
    expect(
      playGame(
        'classic',
        ['mcts', 'random'],
        's',
        { iterations: 2 },
        { budgets: { mcts: { iterations: 0 } } },
      ),
    ).toEqual(refused('bad-budget'));
  });
});

describe('bots through the worker runner', () => {
  const runner = nodeBotRunner();
  afterAll(() => runner.close());

  it('refuses bad budgets on every bot in both games, and answers small ones', async () => {
    for (const position of POSITIONS.slice(0, 2)) {
      for (const name of BOTS) {
        for (const [label, budget] of BAD_BUDGETS) {
          const job = { bot: name, view: position.view, budget: budget as Budget, seed: 1 };
          expect(await runner.choose(job), `${name} ${position.name} ${label}`).toEqual(
            refused('bad-budget'),
          );
          expect(runJob({ ...job, id: 9 })).toEqual({ id: 9, ...refused('bad-budget') });
        }
        for (const budget of [{ iterations: 1 }, { timeMs: 1 }]) {
          const a = unwrap(await runner.choose({ bot: name, view: position.view, budget, seed: 3 }));
          expect(position.legal.has(key(a.move)), `${name} ${position.name} ${JSON.stringify(budget)}`).toBe(
            true,
          );
        }
      }
    }
  }, 120_000);

  it('gives the default to a job without a budget', async () => {
    const a = unwrap(await runner.choose({ bot: 'greedy', view: POSITIONS[1]!.view, seed: 3 }));
    expect(POSITIONS[1]!.legal.has(key(a.move))).toBe(true);
    expect(runJob({ id: 2, bot: 'random', view: POSITIONS[0]!.view, seed: 1 }).ok).toBe(true);
  });

  it('reports bad jobs as values, never as a throw or a rejection', async () => {
    const view = POSITIONS[0]!.view;
    expect(
      await runner.choose({ bot: 'mcts', view, budget: { timeMs: (() => 5) as never }, seed: 1 }),
    ).toEqual(refused('bad-request'));
    expect(await runner.choose({ bot: 'mcts', view, budget: { iterations: 2 }, seed: NaN })).toEqual(
      refused('bad-seed'),
    );
    expect(
      await runner.choose({
        bot: 'mcts',
        view: { game: 'chess' } as never,
        budget: { iterations: 2 },
        seed: 1,
      }),
    ).toEqual(refused('bad-view'));
    expect(await runner.choose({ bot: 'mcts:c=nan', view, budget: { iterations: 2 }, seed: 1 })).toEqual(
      refused('unknown-bot'),
    );
    expect(await runner.choose({ bot: 'greedy', view: finishedMatch().view(), seed: 1 })).toEqual(
      refused('game-over'),
    );
    for (const job of [null, 'job', 7, [], { id: 1 }]) expect(runJob(job).ok).toBe(false);
    // One job at a time: a second question while the first is thinking is refused as `busy`.
    const first = runner.choose({ bot: 'greedy', view, budget: { iterations: 1 }, seed: 1 });
    expect(await runner.choose({ bot: 'greedy', view, seed: 1 })).toEqual(refused('busy'));
    expect((await first).ok).toBe(true);
  });
});
