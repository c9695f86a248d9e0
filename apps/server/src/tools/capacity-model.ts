// The capacity model (docs/scaling.md): from the figures the load test measures per move and per
// connection, what N server processes, PostgreSQL and Redis carry for a given load. Pure
// arithmetic; `tools/capacity.ts` prints it for 10 000 to 1 000 000 players and checks it against
// a load test's run.

/** What the load test measured (per move, per connection, per process); see MEASURED. */
export interface Figures {
  /** Moves per second per table, for a think time of 1 s (the rest is round trips and new games). */
  readonly movesPerTableSecond: number;
  /** Server CPU per move (ms): the process that takes it, each other process serving the table, each one only receiving it. */
  readonly cpuMs: { readonly taking: number; readonly serving: number; readonly receiving: number };
  /** CPU a process spends on its own rounds (leases, presence, timers), moves or not (ms per second). */
  readonly processBaseMsPerSecond: number;
  /** Resident memory of a server process before its players (MB), and what each connection adds (KB). */
  readonly processMb: number;
  readonly connectionKb: number;
  readonly postgres: {
    /** Rows written per move (the move and its event; the table's row at a game's start and end). */
    readonly rowsPerMove: number;
    readonly sentBytesPerMove: number;
    readonly receivedBytesPerMove: number;
    readonly walBytesPerMove: number;
    /**
     * How long a process's group-commit statement is on its way (ms, mostly its WAL flush): the
     * moves arriving meanwhile leave together in the next one, so a process sending m moves/s sends
     * m / (1 + m × commitMs / 1000) statements/s.
     */
    readonly commitMs: number;
  };
  readonly redis: {
    /** Commands the servers send per move (its publish, and a share of leases, presence, queues). */
    readonly commandsPerMove: number;
    /** Bytes the servers send to Redis per move. */
    readonly sentBytesPerMove: number;
    /** Bytes Redis sends per move to each process that receives it. */
    readonly deliveredBytesPerMove: number;
  };
}

/** How the processes hear of other processes' moves. */
export type Channels =
  /** Today: one channel, every process receives every move. */
  | 'one'
  /** Estimated: a channel per group of tables, a process subscribed only to the tables it serves. */
  | 'sharded';

export interface Load {
  readonly processes: number;
  readonly tables: number;
  /** Connections (two players per table, and anyone connected without playing). */
  readonly connections: number;
  readonly thinkMs: number;
  /** Processes serving a table's two players: 2 as the load test connects them, 1 if a proxy routed a table's players together. */
  readonly servingPerTable: number;
  readonly channels: Channels;
  /** The moves per second, when known (a run's): otherwise from the tables and the think time. */
  readonly movesPerSecond?: number;
}

export interface Prediction {
  readonly movesPerSecond: number;
  /** All processes' CPU (ms per second), and the busiest share of one core per process (%). */
  readonly cpuMsPerSecond: number;
  readonly cpuPercentPerProcess: number;
  readonly memoryMb: number;
  readonly postgres: {
    readonly statementsPerSecond: number;
    readonly rowsPerSecond: number;
    readonly sentBytesPerSecond: number;
    readonly receivedBytesPerSecond: number;
    readonly walBytesPerSecond: number;
  };
  readonly redis: {
    readonly commandsPerSecond: number;
    /** Pub/sub messages Redis delivers per second (to every subscribed process). */
    readonly deliveredPerSecond: number;
    readonly inBytesPerSecond: number;
    readonly outBytesPerSecond: number;
  };
}

/** What N processes carry for a load. */
export function predict(f: Figures, load: Load): Prediction {
  const n = load.processes;
  const serving = Math.min(n, load.servingPerTable);
  const moves = load.movesPerSecond ?? (load.tables * f.movesPerTableSecond * 1000) / load.thinkMs;
  // Every process that is told of a move: with one channel all of them, sharded only those serving it.
  const told = load.channels === 'one' ? n : serving;
  const cpuPerMove = f.cpuMs.taking + f.cpuMs.serving * (serving - 1) + f.cpuMs.receiving * (told - serving);
  const cpu = moves * cpuPerMove + n * f.processBaseMsPerSecond;
  return {
    movesPerSecond: moves,
    cpuMsPerSecond: cpu,
    cpuPercentPerProcess: cpu / n / 10,
    memoryMb: n * f.processMb + (load.connections * f.connectionKb) / 1024,
    postgres: {
      statementsPerSecond: n * groupCommits(moves / n, f.postgres.commitMs),
      rowsPerSecond: moves * f.postgres.rowsPerMove,
      sentBytesPerSecond: moves * f.postgres.sentBytesPerMove,
      receivedBytesPerSecond: moves * f.postgres.receivedBytesPerMove,
      walBytesPerSecond: moves * f.postgres.walBytesPerMove,
    },
    redis: {
      commandsPerSecond: moves * f.redis.commandsPerMove,
      deliveredPerSecond: moves * told,
      inBytesPerSecond: moves * f.redis.sentBytesPerMove,
      outBytesPerSecond: moves * told * f.redis.deliveredBytesPerMove,
    },
  };
}

/** Statements per second of one process's group commit, for its moves per second. */
export function groupCommits(movesPerSecond: number, commitMs: number): number {
  return movesPerSecond / (1 + (movesPerSecond * commitMs) / 1000);
}

/** Who is connected: how many, which share of them is at a table, how long they think. */
export interface Population {
  readonly players: number;
  /** Share of connected players seated at a live table (the rest browse, watch or wait). */
  readonly playing: number;
  readonly thinkMs: number;
}

/** What a process may use: a share of one core, and memory. */
export interface Budget {
  readonly cpuPercent: number;
  readonly memoryMb: number;
}

export interface Plan {
  /** The fewest processes within the budget, or null if none (every process hears every move). */
  readonly processes: number | null;
  readonly load: Load;
  readonly prediction: Prediction;
}

/** Live tables of two players. */
export function loadOf(p: Population, processes: number, channels: Channels, servingPerTable = 2): Load {
  return {
    processes,
    tables: Math.round((p.players * p.playing) / 2),
    connections: p.players,
    thinkMs: p.thinkMs,
    servingPerTable,
    channels,
  };
}

/** The fewest processes (up to `most`) that keep each within the budget. */
export function plan(
  f: Figures,
  p: Population,
  budget: Budget,
  channels: Channels,
  most = 1000,
  servingPerTable = 2,
): Plan {
  for (let n = 1; n <= most; n++) {
    const load = loadOf(p, n, channels, servingPerTable);
    const prediction = predict(f, load);
    if (prediction.cpuPercentPerProcess <= budget.cpuPercent && prediction.memoryMb / n <= budget.memoryMb)
      return { processes: n, load, prediction };
  }
  const load = loadOf(p, most, channels, servingPerTable);
  return { processes: null, load, prediction: predict(f, load) };
}
