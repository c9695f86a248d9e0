// The tournaments' benchmark through the server's own code (docs/server/tournaments.md,
// "Benchmark"): a tournament stored in a real SQLite file and stepped by the leader's step
// (`advance`, tournaments/advance.ts), its game tables stored and started with their deals as on
// a server, each finishing at once with seeded random scores (no moves: the table's end is what
// the step reads). It measures the CPU time of each step (the step, the engine's setups and
// SQLite's work are all on this thread) and, at the end, the memory.
//
//   swiss: 256 players (bots), rounds of the format's own cut; each round is two steps: one
//          opens and starts the round's 128 tables, the next records their results and pairs
//          the next round.
//   arena: 1,000 players, waves of 500 games, the same two steps a wave.
//
// Run: npm run bench:tournament [-- swiss|arena [players] [rounds|waves]]
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Mulberry32 } from '@carcassonne/engine';
import { loadTournament } from '@carcassonne/tournament';
import type { Clock } from '../src/core/clock.js';
import { success } from '../src/core/outcome.js';
import { SqliteStorage } from '../src/storage/sqlite.js';
import type { StoredTournament } from '../src/storage/tournaments.js';
import type { StoredTable } from '../src/storage/types.js';
import { advance, type AdvanceDeps } from '../src/tournaments/advance.js';
import type { TournamentRoom } from '../src/tournaments/game-tables.js';
import { checkTournamentSettings } from '../src/tournaments/settings.js';

const format = process.argv[2] === 'arena' ? 'arena' : 'swiss';
const players = Number(process.argv[3] ?? (format === 'arena' ? 1000 : 256));
const rounds = Number(process.argv[4] ?? (format === 'arena' ? 20 : 8));

const MINUTE = 60_000;
let now = Date.UTC(2026, 0, 1);
const clock: Clock = { now: () => now, after: () => () => undefined };
const rng = new Mulberry32(43);
const dir = mkdtempSync(join(tmpdir(), 'carc-tournament-bench-'));
const storage = SqliteStorage.open({ file: join(dir, 'bench.db') });

/** A table's room that ends its game the moment it starts: the scores stored as a finished game's. */
function instantRoom(table: StoredTable): TournamentRoom {
  let status = table.status;
  return {
    get currentStatus() {
      return status;
    },
    async startWith() {
      status = 'finished';
      const scores = table.seats.map(() => rng.int(100));
      await storage.updateTable(table.id, { status, scores, finishedAt: now }, []);
      return success({ seq: 1 });
    },
    closeByModerator: async () => false,
    catchUp: async () => undefined,
    isWatching: () => false,
  };
}

const deps: AdvanceDeps = {
  storage,
  clock,
  log: { error: (o, msg) => console.error(msg, JSON.stringify(o)), info: () => undefined },
  tables: { open: (table) => instantRoom(table), room: async () => null },
};

async function setUp(): Promise<string> {
  await storage.createUser({ id: 'organizer1', name: 'Orga', createdAt: now }, 'bench');
  const checked = checkTournamentSettings(
    {
      name: 'Bench',
      preset: 'classic',
      clock: { kind: 'none' },
      format,
      ...(format === 'arena' ? { arena: { minutes: 1440, berserk: false } } : { rounds }),
      gamesPerMatch: 1,
      duplicate: format === 'swiss',
      startsAt: now + MINUTE,
      checkInMinutes: 0,
      maxPlayers: 256,
      rated: false,
      visibility: 'public',
    },
    now,
    false,
  );
  if (!checked.ok) throw new Error(checked.error.message);
  // The server takes 256 entrants at most (TOURNAMENT_LIMITS); the arena's 1,000 are stored directly.
  const settings = { ...checked.value, maxPlayers: players };
  const t: StoredTournament = {
    id: 'bench00001',
    organizer: 'organizer1',
    status: 'upcoming',
    settings,
    secret: 'bench-secret',
    invite: null,
    state: null,
    version: 0,
    createdAt: now,
  };
  await storage.tournaments.create(t);
  for (let i = 1; i <= players; i++) {
    const refused = await storage.tournaments.enter(
      {
        tournament: t.id,
        entrant: `bot:level1:${i}`,
        user: null,
        bot: 'level1',
        name: `Bot ${i}`,
        rating: 1000 + rng.int(1000),
        registeredAt: now,
        checkedIn: false,
        withdrawn: false,
      },
      players,
    );
    if (refused) throw new Error(refused);
  }
  return t.id;
}

/** One step of the leader, its CPU time in ms. */
async function step(id: string): Promise<number> {
  const start = process.cpuUsage();
  await advance(deps, id);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

const id = await setUp();
now += MINUTE;
const startMs = await step(id);
const opening: number[] = [];
const pairing: number[] = [];
for (let r = 0; r < rounds; r++) {
  now += 1000;
  opening.push(await step(id));
  now += 1000;
  pairing.push(await step(id));
  const t = await storage.tournaments.get(id);
  if (t?.status !== 'running') break;
}
const t = await storage.tournaments.get(id);
const rows = await storage.tournaments.games(id);
const games = rows.length;
const played = new Set(rows.map((r) => r.round)).size;
// A new leader (another process, or this one after a restart) replays the stored state once.
const replaying = process.cpuUsage();
const replayed = loadTournament(t?.state);
const replay = process.cpuUsage(replaying);
if (!replayed.ok) throw new Error(replayed.error.message);
const memory = process.memoryUsage();
const ms = (list: number[]) => list.map((m) => m.toFixed(0)).join(', ');
const unit = format === 'arena' ? 'wave' : 'round';
console.log(
  `${players}-player ${format} on SQLite, the leader's step (CPU ms); load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(`start (round 1 paired): ${startMs.toFixed(0)}`);
console.log(`opening each ${unit}'s tables: ${ms(opening)}`);
console.log(`recording each ${unit}'s results and pairing the next: ${ms(pairing)}`);
console.log(
  `a new leader's replay of the stored state: ${((replay.user + replay.system) / 1000).toFixed(0)}`,
);
console.log(
  `${t?.status}, ${played} ${unit}s played, ${games} games; state ${(Buffer.byteLength(JSON.stringify(t?.state)) / 1e6).toFixed(2)} MB; ` +
    `database ${(statSync(join(dir, 'bench.db')).size / 1e6).toFixed(1)} MB; heap ${(memory.heapUsed / 1e6).toFixed(0)} MB, rss ${(memory.rss / 1e6).toFixed(0)} MB`,
);
await storage.close();
rmSync(dir, { recursive: true, force: true });
