import type { Analysis, MoveAnalysis } from '@carcassonne/ai';
import type { AnalysisPage } from '@carcassonne/protocol';
import type { AnalysisSummary, TableAnalyser } from './analyse-table.js';
import { AnalysisQueue, type AnalysisClass, type AnalysisOwner, type QueueRefusal } from './queue.js';
import type { Clock } from '../core/clock.js';
import type { Logger } from '../tables/table-room.js';
import type { Storage } from '../storage/types.js';

/**
 * Post-game analyses of online games: a finished table's analysis is queued in the database and
 * in this process's queue (queue.ts: a player's own request first, then the games'
 * automatic ones, shared round robin between addresses and users, both bounded), then valued by
 * the table analyser (analyse-table.ts). At start the pending analyses resume where they stopped.
 * Games are analysed one after the other.
 */
export interface AnalysisSettings {
  /** Search iterations per move (absent: the top level's analysis budget, as the CLI and the web). */
  readonly iterations?: number;
  /** Analyses that may wait in each class (players' requests, automatic ones). */
  readonly queueLimit: number;
  /** Analyses one address or one user may have waiting in a class (absent: `DEFAULT_ANALYSIS_OWNER_LIMIT`). */
  readonly ownerLimit?: number;
  /** Requests one user may make (absent: `DEFAULT_ANALYSIS_REQUEST_LIMITS`). */
  readonly requests?: AnalysisRequestLimits;
}

/** Analysis requests one user may make: a burst, then one every `everySeconds`. */
export interface AnalysisRequestLimits {
  readonly burst: number;
  readonly everySeconds: number;
}

export const DEFAULT_ANALYSIS_REQUEST_LIMITS: AnalysisRequestLimits = { burst: 5, everySeconds: 600 };

export const DEFAULT_ANALYSIS_QUEUE = 200;
export const DEFAULT_ANALYSIS_OWNER_LIMIT = 10;

/** Tables remembered as queued already (a finished table changes again: chat, spectators). */
const SEEN_LIMIT = 10_000;

/**
 * A game is queued by its end only when it ended this recently: an old game loaded again (a
 * spectator opening it) is analysed only when one of its players asks.
 */
export const RECENT_END_MS = 10 * 60_000;

/**
 * At start, the games that ended this recently without an analysis are queued: a process stopped
 * between a game's end (committed) and its analysis' queueing loses no analysis, even after a
 * long stop.
 */
export const RESUME_END_MS = 24 * 60 * 60_000;

/** A player's request: queued, pending or done already, or refused (the whole class, or this owner's share, is full). */
export type RequestOutcome = 'queued' | 'already' | 'busy' | 'yours-waiting';

/** One waiting analysis; `stored` settles once its row is in the database (false: it was there already). */
interface Entry {
  readonly table: string;
  readonly owner: AnalysisOwner;
  readonly stored: Promise<boolean>;
}

const refused = (r: Exclude<QueueRefusal, null>): RequestOutcome =>
  r === 'queue-full' ? 'busy' : 'yours-waiting';

export class AnalysisService {
  private readonly queue: AnalysisQueue<Entry>;
  /** Tables waiting or being analysed here, and their class. */
  private readonly queued = new Map<string, AnalysisClass | 'running'>();
  private readonly seen = new Set<string>();
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly storage: Storage,
    private readonly clock: Clock,
    private readonly log: Logger,
    readonly settings: AnalysisSettings,
    private readonly analyse: TableAnalyser,
  ) {
    this.queue = new AnalysisQueue({
      perClass: settings.queueLimit,
      perOwner: settings.ownerLimit ?? DEFAULT_ANALYSIS_OWNER_LIMIT,
    });
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Analyses waiting in this process: in one class, or in both. */
  waiting(of?: AnalysisClass): number {
    return this.queue.size(of);
  }

  /**
   * At start: resume every pending analysis (each in the class it was asked in, past the bounds:
   * they were taken before), and queue those of the games that ended in the last `RESUME_END_MS`
   * without one (the process stopped between a game's end and its queueing), within the bounds.
   * With several processes each sweeps at its start; the database queues a table once.
   */
  async resume(): Promise<number> {
    let queued = 0;
    for (const id of await this.storage.analyses.pending()) {
      const [table, stored] = await Promise.all([this.storage.table(id), this.storage.analyses.analysis(id)]);
      const by = stored?.requestedBy ?? null;
      const owner = { user: by ?? table?.host ?? '', address: null };
      this.enqueue(by === null ? 'automatic' : 'player', id, owner, Promise.resolve(true));
      queued++;
    }
    const now = this.clock.now();
    for (const id of await this.storage.analyses.unqueued(now - RESUME_END_MS)) {
      const table = await this.storage.table(id);
      const owner = { user: table?.host ?? '', address: null };
      if (this.queue.refusal('automatic', owner) !== null) continue;
      if (!(await this.storage.analyses.request(id, null, now))) continue;
      this.enqueue('automatic', id, owner, Promise.resolve(true));
      queued++;
    }
    return queued;
  }

  /**
   * A table just finished: its analysis is queued (once), counted against its host and the
   * address it was made from. Beyond the bounds it is not queued: a player may ask for it.
   */
  finished(tableId: string, endedAt: number | null, owner: AnalysisOwner): void {
    if (this.closed || this.queued.has(tableId) || this.seen.has(tableId)) return;
    if (endedAt === null || this.clock.now() - endedAt > RECENT_END_MS) return;
    if (this.seen.size >= SEEN_LIMIT) this.seen.clear();
    this.seen.add(tableId);
    const refusal = this.queue.refusal('automatic', owner);
    if (refusal !== null) {
      this.log.info({ table: tableId, refusal }, 'analysis not queued: too many waiting');
      return;
    }
    // Queued at once (it counts against the bounds now); analysed once its row is stored.
    const stored = this.storage.analyses.request(tableId, null, this.clock.now()).catch((e: unknown) => {
      this.seen.delete(tableId);
      this.log.error({ table: tableId, problem: String(e) }, 'could not queue an analysis');
      return false;
    });
    this.enqueue('automatic', tableId, owner, stored);
  }

  /**
   * A player asks for their finished game's analysis: queued ahead of the automatic ones (one
   * waiting there moves ahead), or queued again after a failure, unless the players' class or
   * this player's share of it is full. `already`: pending or done already.
   */
  async request(tableId: string, owner: AnalysisOwner): Promise<RequestOutcome> {
    const refusal = this.queue.refusal('player', owner);
    if (this.queued.get(tableId) === 'automatic') {
      if (refusal !== null) return refused(refusal);
      const entry = this.queue.remove('automatic', (e) => e.table === tableId);
      if (entry) {
        this.enqueue('player', tableId, owner, entry.stored, true);
        return 'queued';
      }
    }
    if (this.queued.has(tableId)) return 'already';
    if (refusal !== null) return refused(refusal);
    const now = this.clock.now();
    const fresh =
      (await this.storage.analyses.request(tableId, owner.user, now)) ||
      (await this.storage.analyses.retry(tableId, owner.user, now));
    if (!fresh) return 'already';
    this.enqueue('player', tableId, owner, Promise.resolve(true));
    return 'queued';
  }

  /** The analysis of a table as the API answers it. */
  async page(tableId: string, total: number): Promise<AnalysisPage<Analysis>> {
    const stored = await this.storage.analyses.analysis(tableId);
    if (!stored) return { table: tableId, status: 'none', valued: 0, total, problem: null, analysis: null };
    let analysis: Analysis | null = null;
    if (stored.status === 'done' && stored.summary !== null) {
      const table = await this.storage.table(tableId);
      const summary = JSON.parse(stored.summary) as AnalysisSummary;
      const moves = stored.moves.map((m) => JSON.parse(m.data) as MoveAnalysis);
      analysis = {
        game: (table?.game ?? 'carcassonne') as Analysis['game'],
        preset: table?.settings.preset ?? '',
        finished: true,
        scores: table?.scores ?? [],
        iterations: summary.iterations,
        seed: summary.seed,
        method: 'search',
        moves,
        players: summary.players,
      };
    }
    return {
      table: tableId,
      status: stored.status,
      valued: stored.moves.length,
      total,
      problem: stored.problem,
      analysis,
    };
  }

  /** Wait for the analyses queued so far (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  close(): void {
    this.closed = true;
    this.queue.clear();
  }

  private enqueue(
    of: AnalysisClass,
    table: string,
    owner: AnalysisOwner,
    stored: Promise<boolean>,
    moved = false,
  ): void {
    if (this.closed || (this.queued.has(table) && !moved)) return;
    this.queued.set(table, of);
    this.queue.push(of, { table, owner, stored }, owner);
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
  }

  private async drain(): Promise<void> {
    for (let entry = this.queue.shift(); entry !== undefined && !this.closed; entry = this.queue.shift()) {
      this.queued.set(entry.table, 'running');
      try {
        if (await entry.stored) await this.analyse(entry.table);
      } catch (e) {
        this.log.error({ table: entry.table, problem: String(e) }, 'analysis failed');
      } finally {
        this.queued.delete(entry.table);
      }
    }
  }
}
