/**
 * Analyses of online games: a finished game is analysed move by move in the bot pool below live
 * bot moves, its results are stored and survive a restart, pending analyses resume at start (and
 * those of games that ended without being queued are queued), and
 * puzzles come from analysed games (the solution is the analysis' best move; answers recorded).
 */
import { afterAll, expect, it } from 'vitest';
import {
  analyseRecord,
  BotRunner,
  type AnalysisJob,
  type BotResult,
  type MoveAnalysis,
  type WorkerJob,
  type WorkerResult,
} from '@carcassonne/ai';
import { formatMove, loadMatch, PORTS, type GameView } from '@carcassonne/engine';
import type { AnalysisPage, PuzzlePage, PuzzleVerdict } from '@carcassonne/protocol';
import { WorkerBotPool, type BotPlayer, type BotRequest } from '../src/tables/bots.js';
import { resultOf } from '../src/tools/client.js';
import { autoplay, randomPick, seededRandom } from '../src/tools/autoplay.js';
import { finishedBotGame } from './bot-game.js';
import { player, startTestServer, tempDir, type TestServer } from './helpers.js';
import { rmSync } from 'node:fs';

/** Workers that answer only when the test says so, each job named (`live:<seed>`, `step:<index>`). */
function manualWorkers(): { posted: string[]; answer(): void; runner: () => BotRunner } {
  const waiting: { id: number; reply: (r: WorkerResult) => void }[] = [];
  const posted: string[] = [];
  const runner = () =>
    new BotRunner((onResult) => ({
      postMessage(job: WorkerJob) {
        if ('kind' in job && job.kind === 'analyse-move') posted.push(`step:${job.job.index}`);
        else if ('seed' in job) posted.push(`live:${job.seed}`);
        waiting.push({ id: job.id, reply: onResult });
      },
      terminate: () => undefined,
    }));
  const answer = () => {
    const job = waiting.shift()!;
    job.reply({ id: job.id, ok: false, error: { code: 'bad-request', message: 'test' } });
  };
  return { posted, answer, runner };
}

const view = {} as GameView;
const live = (seed: number): BotRequest => ({
  owner: 'ann',
  table: 't1',
  bot: 'random',
  level: 1,
  view,
  seed,
});
const step = (index: number): AnalysisJob => ({ index, view, played: 'x', iterations: 1, seed: index });
const turns = () => new Promise((resolve) => setImmediate(resolve));

it('with analysis steps queued, a live bot move is served next: it waits for one step at most', async () => {
  const w = manualWorkers();
  const pool = new WorkerBotPool(1, 1, w.runner);
  const steps = [0, 1, 2, 3].map((i) => pool.analyse(step(i)));
  await turns();
  expect(w.posted).toEqual(['step:0']);
  expect(pool.analysisWaiting).toBe(3);
  const move = pool.choose(live(7));
  await turns();
  // The step running goes on; the live move is next, before the three steps waiting.
  w.answer();
  await turns();
  expect(w.posted).toEqual(['step:0', 'live:7']);
  w.answer();
  expect((await move).ok).toBe(false);
  await turns();
  expect(w.posted).toEqual(['step:0', 'live:7', 'step:1']);
  for (let i = 0; i < 3; i++) {
    w.answer();
    await turns();
  }
  expect(w.posted).toEqual(['step:0', 'live:7', 'step:1', 'step:2', 'step:3']);
  expect((await Promise.all(steps)).every((r) => !r.ok)).toBe(true);
  pool.close();
});

it('analyses hold all workers but one: a live move finds a free worker', async () => {
  const w = manualWorkers();
  const pool = new WorkerBotPool(2, 1, w.runner);
  for (const i of [0, 1, 2]) void pool.analyse(step(i));
  await turns();
  expect(w.posted).toEqual(['step:0']);
  void pool.choose(live(9));
  await turns();
  expect(w.posted).toEqual(['step:0', 'live:9']);
  pool.close();
});

const servers: TestServer[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const analysisConfig = { analysis: { queueLimit: 10, iterations: 12 } };

async function analysisOf(server: TestServer, table: string): Promise<AnalysisPage> {
  const r = await fetch(new URL(`/api/tables/${table}/analysis`, server.url));
  expect(r.status).toBe(200);
  return (await r.json()) as AnalysisPage;
}

async function until<T>(get: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  for (;;) {
    const v = await get();
    if (done(v)) return v;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('a finished game is analysed and stored; a pending analysis resumes at start; results survive a restart; puzzles', async () => {
  const dataDir = tempDir();
  dirs.push(dataDir);
  // First run: analyses on, a short game against a bot.
  let server = await startTestServer({ dataDir, config: analysisConfig });
  servers.push(server);
  const ann = await player(server, 'Ann');
  const table = await finishedBotGame(ann, 3, 6);
  const done = await until(
    () => analysisOf(server, table),
    (a) => a.status === 'done',
  );
  expect(done.valued).toBe(done.total);
  const analysis = done.analysis as {
    moves: { index: number; best: { text: string } }[];
    players: unknown[];
  };
  expect(analysis.moves.map((m) => m.index)).toEqual([...Array(done.total).keys()]);
  expect(analysis.players).toHaveLength(2);
  // Another player may not ask; the game's player may (already done: nothing queued).
  const ask = (secret?: string) =>
    fetch(new URL(`/api/tables/${table}/analysis`, server.url), {
      method: 'POST',
      headers: secret ? { authorization: `Bearer ${secret}` } : {},
    });
  expect((await ask()).status).toBe(401);
  const eve = await player(server, 'Eve');
  expect((await ask(eve.guest.secret)).status).toBe(403);
  const mine = await ask(ann.guest.secret);
  expect(mine.status).toBe(202);
  expect(await mine.json()).toEqual({ status: 'already' });
  await Promise.all([ann.client.close(), eve.client.close()]);

  // Its stored moves kept, the analysis made pending again as if the server stopped mid-way.
  const first = await server.storage.analyses.analysis(table);
  await server.stop();
  servers.length = 0;
  server = await startTestServer({ dataDir, config: { analysis: null } });
  servers.push(server);
  await server.storage.analyses.finish(table, { status: 'failed', problem: 'stopped' }, 1);
  expect(await server.storage.analyses.retry(table, null, 2)).toBe(true);
  expect(await server.storage.analyses.pending()).toEqual([table]);
  await server.stop();
  servers.length = 0;

  // Second start, analyses on: the pending one resumes and ends with the same results.
  server = await startTestServer({ dataDir, config: analysisConfig });
  servers.push(server);
  const resumed = await until(
    () => analysisOf(server, table),
    (a) => a.status === 'done',
  );
  expect(resumed.analysis).toEqual(first && done.analysis);
  await server.stop();
  servers.length = 0;

  // Third start: nothing to do, the analysis is read back from the file.
  server = await startTestServer({ dataDir, config: analysisConfig });
  servers.push(server);
  expect((await analysisOf(server, table)).analysis).toEqual(done.analysis);

  // A puzzle made from this game's analysis: its solution is the analysis' best move. A table has
  // one puzzle a move, and the game's own analysis may have made some (its deal is random): the
  // puzzles written here go where it made none.
  const taken = new Set(
    (await server.storage.analyses.recentPuzzles(1000))
      .filter((p) => p.tableId === table)
      .map((p) => p.index),
  );
  const at = analysis.moves.find((m) => m.index >= 2 && !taken.has(m.index))!;
  const summary = JSON.stringify({ iterations: 12, seed: 0, players: analysis.players });
  const puzzle = { id: 'p2', tableId: table, index: at.index, gain: 7, best: at.best.text, createdAt: 5 };
  await server.storage.analyses.finish(table, { status: 'done', summary, puzzles: [puzzle] }, 6);
  const shown = (await (await fetch(new URL(`/api/puzzles/${puzzle.id}`, server.url))).json()) as PuzzlePage;
  expect(shown.id).toBe(puzzle.id);
  expect((shown.position as { moves: string[] }).moves).toHaveLength(at.index);
  // The daily puzzle is one of those stored (the game's own analysis may have made others, whose
  // ids are random), the same one all day.
  const daily = async () =>
    ((await (await fetch(new URL('/api/puzzles/daily', server.url))).json()) as PuzzlePage).id;
  const today = await daily();
  expect(await server.storage.analyses.puzzle(today)).not.toBeNull();
  expect(await daily()).toBe(today);
  const solver = await player(server, 'Sol');
  const loser = await player(server, 'Lou');
  const answer = (secret: string, move: string) =>
    fetch(new URL(`/api/puzzles/${puzzle.id}/answer`, server.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ move }),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as PuzzleVerdict }));
  expect((await answer(solver.guest.secret, at.best.text)).body).toEqual({
    solved: true,
    best: at.best.text,
    recorded: true,
    table,
    index: at.index,
  });
  expect((await answer(solver.guest.secret, 'T0 0 0')).body.recorded).toBe(false);
  expect((await answer(loser.guest.secret, 'T0 0 0')).body).toMatchObject({ solved: false, recorded: true });
  expect((await answer(loser.guest.secret, '')).status).toBe(400);
  expect(await server.storage.analyses.answers(solver.guest.user.id)).toMatchObject([
    { puzzleId: puzzle.id, solved: true },
  ]);
  // One move written two ways (another port of the follower's segment) solves a puzzle either way.
  const full = (await (await fetch(new URL(`/api/tables/${table}/record`, server.url))).json()) as {
    moves: string[];
  };
  // The first position of the (randomly dealt) game that has such a move: most have one.
  const aliasAt = (index: number): readonly [string, string] | undefined => {
    const position = loadMatch({ ...full, moves: full.moves.slice(0, index) });
    if (!position.ok) throw new Error(position.error.message);
    const match = position.value;
    if (match.finished) return undefined;
    const written = (text: string) => {
      const next = match.clone();
      return next.play(match.actor, text).ok ? next.moves().at(-1) : undefined;
    };
    return match
      .legalMoves()
      .map(formatMove)
      .flatMap((text) => {
        const [placement, port] = text.split(' ');
        return PORTS.filter((other) => other !== port && port !== undefined)
          .map((other) => [text, `${placement} ${other}`] as const)
          .filter(([a, b]) => written(b) !== undefined && written(b) === written(a));
      })[0];
  };
  // Not the index of a puzzle above (one puzzle a position).
  const aliasIndex = [...full.moves.keys()]
    .slice(1)
    .find((i) => i !== puzzle.index && !taken.has(i) && aliasAt(i) !== undefined);
  expect(aliasIndex).toBeDefined();
  const [best, alias] = aliasAt(aliasIndex!)!;
  const second = { ...puzzle, id: 'p1', index: aliasIndex!, best };
  await server.storage.analyses.finish(table, { status: 'done', summary, puzzles: [second] }, 7);
  const alt = await player(server, 'Alt');
  const other = await fetch(new URL(`/api/puzzles/${second.id}/answer`, server.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${alt.guest.secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ move: alias }),
  });
  expect(await other.json()).toEqual({ solved: true, best, recorded: true, table, index: aliasIndex });
  await alt.client.close();
  const missing = await fetch(new URL('/api/puzzles/nothing.1', server.url));
  expect(missing.status).toBe(404);
  expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('no-such-puzzle');
  await Promise.all([solver.client.close(), loser.client.close()]);
}, 180_000);

it('a player’s requests are rate-limited, and refused while the queue is full', async () => {
  const server = await startTestServer({
    config: { analysis: { queueLimit: 0, iterations: 12, requests: { burst: 1, everySeconds: 3600 } } },
  });
  servers.push(server);
  const ann = await player(server, 'Ann');
  const created = await ann.client.request({
    type: 'create',
    preset: 'classic',
    seats: [{ kind: 'me' }, { kind: 'bot', bot: 'random', level: 1 }],
    visibility: 'public',
    clock: { kind: 'none' },
    testTiles: 4,
  });
  const table = resultOf(created).table;
  await ann.client.request({ type: 'watch', table });
  const ask = () =>
    fetch(new URL(`/api/tables/${table}/analysis`, server.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${ann.guest.secret}` },
    }).then(async (r) => ({
      status: r.status,
      code: ((await r.json()) as { error?: { code: string } }).error?.code,
    }));
  // Before the end: not finished.
  expect(await ask()).toEqual({ status: 409, code: 'not-finished' });
  autoplay(ann.client, table, 0, { choose: randomPick(seededRandom(5)) });
  await ann.client.request({ type: 'start', table });
  await ann.client.until(() => ann.client.states.get(table)?.status === 'finished', 60_000, 'the end');
  // No room in either class: the game's end queued nothing, the player is refused with a sentence.
  expect(await server.storage.analyses.analysis(table)).toBeNull();
  expect(await ask()).toEqual({ status: 503, code: 'analysis-busy' });
  expect(await ask()).toEqual({ status: 429, code: 'rate-limited' });
  await ann.client.close();
}, 60_000);

it('a player whose share of the queue is full is refused with its own code and sentence', async () => {
  const server = await startTestServer({
    config: { analysis: { queueLimit: 5, ownerLimit: 0, iterations: 12 } },
  });
  servers.push(server);
  const ann = await player(server, 'Ann');
  const table = await finishedBotGame(ann, 4, 4);
  const r = await fetch(new URL(`/api/tables/${table}/analysis`, server.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${ann.guest.secret}` },
  });
  expect(r.status).toBe(429);
  expect(await r.json()).toEqual({
    error: {
      code: 'analysis-yours-waiting',
      message: 'your analyses are waiting already; ask again once one is done',
    },
  });
  await ann.client.close();
}, 60_000);

/** The real pool, but after `allowed` analysis steps the next ones never answer (until closed): a server stopped mid-analysis. */
class StoppingPool implements BotPlayer {
  private readonly hanging: ((r: BotResult<MoveAnalysis>) => void)[] = [];
  private readonly pool = new WorkerBotPool(1);
  constructor(private allowed: number) {}
  choose(request: BotRequest) {
    return this.pool.choose(request);
  }
  analyse(job: AnalysisJob): Promise<BotResult<MoveAnalysis>> {
    if (this.allowed-- > 0) return this.pool.analyse(job);
    return new Promise((resolve) => this.hanging.push(resolve));
  }
  close(): void {
    for (const h of this.hanging) h({ ok: false, error: { code: 'cancelled', message: 'closed' } });
    this.pool.close();
  }
}

/** A game's analysis once a started server has done it: every move valued. */
async function analysedAfterStart(server: TestServer, table: string): Promise<AnalysisPage> {
  const done = await until(
    () => analysisOf(server, table),
    (a) => a.status === 'done',
  );
  expect(done.valued).toBe(done.total);
  return done;
}

it('a server stopped mid-analysis resumes at start with the moves left, and ends as one run would', async () => {
  const dataDir = tempDir();
  dirs.push(dataDir);
  let server = await startTestServer({ dataDir, bots: new StoppingPool(2), config: analysisConfig });
  servers.push(server);
  const ann = await player(server, 'Ann');
  const table = await finishedBotGame(ann, 9, 6);
  await ann.client.close();
  const running = server;
  const partial = await until(
    () => running.storage.analyses.analysis(table),
    (a) => (a?.moves.length ?? 0) === 2,
  );
  expect(partial?.status).toBe('pending');
  const record = (await (await fetch(new URL(`/api/tables/${table}/record`, server.url))).json()) as unknown;
  await server.stop();
  servers.splice(servers.indexOf(server), 1);

  server = await startTestServer({ dataDir, config: analysisConfig });
  servers.push(server);
  const done = await analysedAfterStart(server, table);
  const whole = analyseRecord(record, { iterations: 12 });
  expect(whole.ok).toBe(true);
  if (whole.ok)
    expect((done.analysis as { moves: unknown }).moves).toEqual(
      JSON.parse(JSON.stringify(whole.value.moves)),
    );
}, 120_000);

it('a game whose end was stored but whose analysis was never queued is queued at the next start', async () => {
  const dataDir = tempDir();
  dirs.push(dataDir);
  // Analyses off stands for a process stopped between the game's end and its queueing.
  let server = await startTestServer({ dataDir, config: { analysis: null } });
  servers.push(server);
  const ann = await player(server, 'Ann');
  const table = await finishedBotGame(ann, 3, 6);
  await ann.client.close();
  expect(await server.storage.analyses.analysis(table)).toBeNull();
  await server.stop();
  servers.splice(servers.indexOf(server), 1);

  server = await startTestServer({ dataDir, config: analysisConfig });
  servers.push(server);
  await analysedAfterStart(server, table);
  expect((await server.storage.analyses.analysis(table))?.requestedBy).toBeNull();
}, 120_000);

it('analyses are on by default and set from the environment', async () => {
  const { configFromEnv } = await import('../src/config.js');
  expect(configFromEnv({}).analysis).toEqual({ queueLimit: 200 });
  expect(configFromEnv({ ANALYSIS: 'off' }).analysis).toBeNull();
  expect(configFromEnv({ ANALYSIS_ITERATIONS: '50', ANALYSIS_QUEUE: '3' }).analysis).toEqual({
    queueLimit: 3,
    iterations: 50,
  });
  expect(() => configFromEnv({ ANALYSIS: 'maybe' })).toThrow(/ANALYSIS/);
  expect(() => configFromEnv({ ANALYSIS_ITERATIONS: '0' })).toThrow(/ANALYSIS_ITERATIONS/);
});
