// The load test's command line (`tools/loadtest.ts`): its options, checked.

export interface Options {
  ramp: number[];
  stepSeconds: number;
  preset: string;
  urls: string[];
  processes: number;
  json: boolean;
  thinkMs: number;
  profileDir: string | null;
  /** Run the TypeScript sources through tsx instead of the build (as commits before the build ran). */
  sources: boolean;
  /** Flags for the servers' `node` (`--node-option --max-semi-space-size=8`). */
  nodeOptions: string[];
  /** Both players of a table connect to the same process (as a proxy routing by table would). */
  together: boolean;
  /**
   * Threads the simulated players are shared among (1: this process's own thread). Each has its
   * own heap and event loop, so one's collections and stalls delay only its share of the moves.
   */
  generators: number;
}

const USAGE =
  'options: --ramp N,N,… (tables per step) or --tables N, --step-seconds S, --think-ms MS, --preset P, --processes N, --url URL (repeatable), --profile DIR (servers write --cpu-prof files there), --sources (servers run from the TypeScript sources, not the build), --node-option FLAG (repeatable), --together (both players of a table on one process), --generators N (threads of simulated players), --json';

export function parseArgs(argv: readonly string[]): Options {
  const o: Options = {
    ramp: [50],
    stepSeconds: 30,
    preset: 'classic',
    urls: [],
    processes: 1,
    json: false,
    thinkMs: 1000,
    profileDir: null,
    sources: false,
    nodeOptions: [],
    together: false,
    generators: 1,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => argv[++i] ?? '';
    if (a === '--tables') o.ramp = [Number(next())];
    else if (a === '--ramp') o.ramp = next().split(',').map(Number);
    else if (a === '--step-seconds' || a === '--seconds') o.stepSeconds = Number(next());
    else if (a === '--preset') o.preset = next();
    else if (a === '--url') o.urls.push(next());
    else if (a === '--processes') o.processes = Number(next());
    else if (a === '--json') o.json = true;
    else if (a === '--think-ms') o.thinkMs = Number(next());
    else if (a === '--profile') o.profileDir = next();
    else if (a === '--sources') o.sources = true;
    else if (a === '--node-option') o.nodeOptions.push(next());
    else if (a === '--together') o.together = true;
    else if (a === '--generators') o.generators = Number(next());
    else throw new Error(`unknown option ${a} (${USAGE})`);
  }
  if (
    o.ramp.length === 0 ||
    o.ramp.some((n, i) => !Number.isInteger(n) || n < 1 || n > 5000 || (i > 0 && n <= o.ramp[i - 1]!))
  )
    throw new Error('--ramp must be increasing table counts, each 1 to 5000');
  if (!Number.isFinite(o.stepSeconds) || o.stepSeconds < 1 || o.stepSeconds > 1800)
    throw new Error('--step-seconds must be 1 to 1800');
  if (!Number.isFinite(o.thinkMs) || o.thinkMs < 0 || o.thinkMs > 60_000)
    throw new Error('--think-ms must be 0 to 60000');
  if (!Number.isInteger(o.processes) || o.processes < 1 || o.processes > 16)
    throw new Error('--processes must be 1 to 16');
  if (!Number.isInteger(o.generators) || o.generators < 1 || o.generators > 16)
    throw new Error('--generators must be 1 to 16');
  if (o.nodeOptions.some((f) => !/^--[a-z0-9-]+(=\S+)?$/.test(f)))
    throw new Error('--node-option takes one node flag, --name or --name=value');
  if (o.urls.length > 0 && o.processes > 1) throw new Error('give either --processes or --url');
  if (o.processes > 1 && (!process.env.DATABASE_URL || !process.env.REDIS_URL))
    throw new Error('--processes N > 1 needs DATABASE_URL (postgres://…) and REDIS_URL in the environment');
  for (const url of o.urls) {
    const host = new URL(url).hostname;
    if (!/^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(host))
      throw new Error('--url must be a loopback address (127.x.x.x, localhost, [::1])');
  }
  return o;
}
