// The attack benchmark's command line (`tools/attack.ts`): its options, checked and bounded.

export interface AttackOptions {
  /** Seconds each phase (without, then with the attack) measures. */
  seconds: number;
  /** Public tables the attacker tries to open (20 per guest), and its connections repeating `lobby on`. */
  tables: number;
  lobbyRepeaters: number;
  /** Tables of the attacker with one seat of its own and level-5 bots, started. */
  botTables: number;
  /** Connections that send `watch {since: 0}` and never read. */
  slowReaders: number;
  /** Wrong logins in flight at once. */
  logins: number;
  /** Guests flooding the normal player's table's spectators' chat. */
  chatters: number;
  /** The normal player's bot level, and how many first moves of it are timed per phase. */
  botLevel: number;
  botSamples: number;
  /** A running server (loopback) instead of one started here; `pid` for its memory. */
  url: string | null;
  pid: number | null;
  /** The attacker's own address (a loopback address other than the normal player's 127.0.0.1). */
  attackerAddress: string;
  json: boolean;
}

const USAGE =
  'options: --seconds S, --tables N, --lobby-repeaters N, --bot-tables N, --slow-readers N, --logins N, --chatters N, --bot-level 1-5, --bot-samples N, --url URL [--pid PID], --from 127.x.x.x, --json';

function bounded(name: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  return value;
}

export function parseAttackArgs(argv: readonly string[]): AttackOptions {
  const o: AttackOptions = {
    seconds: 20,
    tables: 2000,
    lobbyRepeaters: 2,
    botTables: 20,
    slowReaders: 10,
    logins: 64,
    chatters: 30,
    botLevel: 1,
    botSamples: 2,
    url: null,
    pid: null,
    attackerAddress: '127.0.0.2',
    json: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => argv[++i] ?? '';
    const n = () => Number(next());
    if (a === '--seconds') o.seconds = bounded('seconds', n(), 1, 300);
    else if (a === '--tables') o.tables = bounded('tables', n(), 0, 20_000);
    else if (a === '--lobby-repeaters') o.lobbyRepeaters = bounded('lobby-repeaters', n(), 0, 50);
    else if (a === '--bot-tables') o.botTables = bounded('bot-tables', n(), 0, 100);
    else if (a === '--slow-readers') o.slowReaders = bounded('slow-readers', n(), 0, 100);
    else if (a === '--logins') o.logins = bounded('logins', n(), 0, 256);
    else if (a === '--chatters') o.chatters = bounded('chatters', n(), 0, 200);
    else if (a === '--bot-level') o.botLevel = bounded('bot-level', n(), 1, 5);
    else if (a === '--bot-samples') o.botSamples = bounded('bot-samples', n(), 1, 20);
    else if (a === '--url') o.url = next();
    else if (a === '--pid') o.pid = bounded('pid', n(), 1, 4_194_304);
    else if (a === '--from') o.attackerAddress = next();
    else if (a === '--json') o.json = true;
    else throw new Error(`unknown option ${a} (${USAGE})`);
  }
  if (o.url !== null && !/^(127\.\d+\.\d+\.\d+|localhost)$/.test(new URL(o.url).hostname))
    throw new Error('--url must be a loopback address (127.x.x.x, localhost)');
  if (!/^127\.\d+\.\d+\.\d+$/.test(o.attackerAddress) || o.attackerAddress === '127.0.0.1')
    throw new Error('--from must be a loopback address other than 127.0.0.1 (the normal player’s)');
  return o;
}
