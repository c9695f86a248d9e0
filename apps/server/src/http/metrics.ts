import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { ANALYSIS_CLASSES, type AnalysisClass } from '../analysis/queue.js';
import type { BotPlayer } from '../tables/bots.js';
import type { Traffic } from '../core/traffic.js';

/** What `/metrics` reports (Prometheus text format), in this process's own registry. */
export class Metrics {
  readonly registry = new Registry();
  private readonly moves = new Counter({
    name: 'carcassonne_moves_total',
    help: 'Moves stored by this process (people and bots)',
    registers: [this.registry],
  });
  private readonly moveSeconds = new Histogram({
    name: 'carcassonne_move_seconds',
    help: 'A move request from its arrival to its answer (stored and broadcast)',
    labelNames: ['result'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'carcassonne_' });
  }

  moved(): void {
    this.moves.inc();
  }

  moveAnswered(ms: number, code: string | null): void {
    this.moveSeconds.observe({ result: code ?? 'ok' }, ms / 1000);
  }

  /** Gauges read when scraped. */
  watch(hub: { readonly connectionCount: number; readonly roomCount: number }, bots: BotPlayer): void {
    new Gauge({
      name: 'carcassonne_connections',
      help: 'Open WebSocket connections',
      registers: [this.registry],
      collect() {
        this.set(hub.connectionCount);
      },
    });
    new Gauge({
      name: 'carcassonne_tables',
      help: 'Tables held in memory',
      registers: [this.registry],
      collect() {
        this.set(hub.roomCount);
      },
    });
    new Gauge({
      name: 'carcassonne_bot_queue',
      help: 'Bot searches waiting for a worker',
      registers: [this.registry],
      collect() {
        this.set('waiting' in bots && typeof bots.waiting === 'number' ? bots.waiting : 0);
      },
    });
  }

  /** The analyses waiting in this process: all of them, and by class (players' requests, automatic). */
  watchAnalyses(analyses: { waiting(of?: AnalysisClass): number }): void {
    new Gauge({
      name: 'carcassonne_analysis_queue',
      help: 'Post-game analyses waiting in this process',
      registers: [this.registry],
      collect() {
        this.set(analyses.waiting());
      },
    });
    new Gauge({
      name: 'carcassonne_analysis_queue_class',
      help: 'Post-game analyses waiting in this process, by class: a player’s request or automatic',
      labelNames: ['class'],
      registers: [this.registry],
      collect() {
        for (const of of ANALYSIS_CLASSES) this.set({ class: of }, analyses.waiting(of));
      },
    });
  }

  /**
   * What this process exchanged with a service since it started (`service` is `postgres` or
   * `redis`): requests (statements, commands), replies (round trips, pub/sub messages received)
   * and bytes each way. Totals that only grow, read when scraped.
   */
  watchTraffic(service: string, traffic: Traffic): void {
    const figures: readonly [string, string, () => number][] = [
      ['requests', 'Statements executed (PostgreSQL) or commands sent (Redis)', () => traffic.requests],
      ['replies', 'Round trips (PostgreSQL) or pub/sub messages received (Redis)', () => traffic.replies],
      ['sent_bytes', 'Bytes sent on its connections', () => traffic.bytesSent],
      ['received_bytes', 'Bytes received on its connections', () => traffic.bytesReceived],
    ];
    for (const [name, help, read] of figures)
      new Gauge({
        name: `carcassonne_${service}_${name}`,
        help: `${help}, since this process started`,
        registers: [this.registry],
        collect() {
          this.set(read());
        },
      });
  }
}
