/**
 * Arena berserk (docs/server/tournaments.md, "Arena"): at a table whose tournament allows it, a
 * seated player halves their own time bank before their first move, once, and everyone sees it;
 * a forged berserk (another table, no seat, after a move, twice) is one clear error that changes
 * nothing; the seat has no increment from then on; and the tournament scores a won berserk game
 * one arena point more.
 */
import { afterEach, expect, it } from 'vitest';
import type { ClientMessageOf, PublicUser, TableState } from '@carcassonne/protocol';
import {
  createTournament as createState,
  loadTournament,
  pairNextRound,
  standings,
} from '@carcassonne/tournament';
import { planTable } from '../src/tables/table-plan.js';
import { TableRoom } from '../src/tables/table-room.js';
import { advance } from '../src/tournaments/advance.js';
import { planGameTable } from '../src/tournaments/game-tables.js';
import { checkTournamentSettings, pureSettings } from '../src/tournaments/settings.js';
import type { StoredEntry, StoredTournament } from '../src/storage/tournaments.js';
import { alice, bob, carol, Follower, kit, playFirst, quiet, settle, type Kit } from './room-kit.js';
import { quickSettings } from './tournament-helpers.js';

let k: Kit;
const rooms: TableRoom[] = [];
afterEach(async () => {
  for (const r of rooms.splice(0)) r.dispose();
  await k.storage.close();
});

const BANK = { kind: 'bank', minutes: 2, increment: 0 } as const;
const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? null : r.error?.code);

/** A started table of Alice (seat 0, due first) and Bob, each following it; `berserk`: an arena table that allows it. */
async function table(berserk: boolean, clock: ClientMessageOf<'create'>['clock'] = BANK) {
  const request: ClientMessageOf<'create'> = {
    type: 'create',
    id: 'm1',
    preset: 'modern',
    seats: [{ kind: 'me' }, { kind: 'open' }],
    visibility: 'private',
    clock,
    grace: 10,
    testTiles: 12,
  };
  const plan = planTable(request, alice, k.clock.now(), true);
  if (!plan.ok) throw new Error(plan.error.message);
  const stored = {
    ...plan.value,
    settings: { ...plan.value.settings, ...(berserk ? { berserk: true } : {}) },
  };
  await k.storage.createTable(stored);
  const r = TableRoom.open(stored, alice.name, k.deps);
  rooms.push(r);
  expect((await r.join(bob, 1, stored.invite ?? undefined)).ok).toBe(true);
  const [a, b] = [new Follower(), new Follower()];
  await r.watch(a, alice, undefined, stored.invite ?? undefined);
  await r.watch(b, bob, undefined, stored.invite ?? undefined);
  await r.setLeader(true);
  expect((await r.start(alice)).ok).toBe(true);
  await settle(r);
  return { r, a, b };
}

const banks = (s: TableState | undefined) => s?.seats.map((seat) => ('bank' in seat ? seat.bank : null));
const marks = (s: TableState | undefined) =>
  s?.seats.map((seat) => 'berserk' in seat && seat.berserk === true);

it('halves the player’s own bank before their first move, once, and everyone sees it', async () => {
  k = await kit();
  const { r, a, b } = await table(true);
  const deadline = r.state().deadline!;
  expect(banks(r.state())).toEqual([120_000, 120_000]);
  // Bob is not due: only his bank halves.
  expect(await r.berserk(bob)).toEqual({ ok: true, value: { seat: 1 } });
  await settle(r);
  expect(banks(a.states().at(-1))).toEqual([120_000, 60_000]);
  expect(marks(a.states().at(-1))).toEqual([false, true]);
  expect(r.state().deadline).toBe(deadline);
  // Alice is due: her turn running loses the same minute.
  expect((await r.berserk(alice)).ok).toBe(true);
  await settle(r);
  expect(banks(b.states().at(-1))).toEqual([60_000, 60_000]);
  expect(r.state().deadline).toBe(deadline - 60_000);
  const before = r.state();
  expect(code(await r.berserk(alice))).toBe('berserk-refused');
  expect(code(await r.berserk(carol))).toBe('not-seated');
  expect(r.state()).toEqual(before);
});

it('takes the increment away from the seat that berserked', async () => {
  k = await kit();
  const { r, a, b } = await table(true, { kind: 'bank', minutes: 2, increment: 10 });
  expect((await r.berserk(bob)).ok).toBe(true);
  k.clock.advance(4_000);
  await playFirst(r, alice, a, 'alice-1');
  await settle(r);
  k.clock.advance(5_000);
  await playFirst(r, bob, b, 'bob-1');
  await settle(r);
  // Alice: 2 min − 4 s + 10 s; Bob: 1 min − 5 s, with no increment.
  expect(banks(r.state())).toEqual([126_000, 55_000]);
});

it('refuses berserk after a move, at a table that does not allow it, and without a time bank', async () => {
  k = await kit();
  const { r, a } = await table(true);
  await playFirst(r, alice, a, 'first');
  await settle(r);
  const before = r.state();
  expect(code(await r.berserk(alice))).toBe('berserk-refused');
  expect(r.state()).toEqual(before);
  const plain = await table(false);
  const still = plain.r.state();
  expect(code(await plain.r.berserk(bob))).toBe('berserk-refused');
  expect(plain.r.state()).toEqual(still);
  const none = await table(true, { kind: 'none' });
  expect(code(await none.r.berserk(bob))).toBe('berserk-refused');
});

it('scores a won berserk game one arena point more', async () => {
  k = await kit();
  const now = k.clock.now();
  const settings = checkTournamentSettings(
    quickSettings({
      format: 'arena',
      arena: { minutes: 30, berserk: true },
      clock: BANK,
      startsAt: now + 60_000,
    }),
    now,
    true,
  );
  if (!settings.ok) throw new Error(settings.error.message);
  const people: PublicUser[] = [alice, bob];
  const players = people.map((p, i) => ({ id: p.id, rating: 1600 - 100 * i }));
  const created = createState(pureSettings(settings.value, players, true));
  const paired = created.ok ? pairNextRound(created.value, { minute: 0 }) : created;
  if (!paired.ok) throw new Error(paired.error.message);
  const t: StoredTournament = {
    id: 'arena-berserk',
    organizer: carol.id,
    status: 'paused',
    settings: { ...settings.value, startsAt: now },
    secret: 'secret',
    invite: null,
    state: paired.value,
    version: 0,
    createdAt: now,
  };
  await k.storage.tournaments.create(t);
  const entries = new Map<string, StoredEntry>(
    people.map((p, i) => [
      p.id,
      {
        tournament: t.id,
        entrant: p.id,
        user: p.id,
        bot: null,
        name: p.name,
        rating: players[i]!.rating,
        registeredAt: now,
        checkedIn: true,
        withdrawn: false,
      },
    ]),
  );
  for (const e of entries.values()) await k.storage.tournaments.enter(e, 8);
  const plan = paired.value.rounds[0]!.tables[0]!.games[0]!;
  const planned = planGameTable(t, plan, entries, now, 'tableBerserk1');
  if (!planned.ok) throw new Error(planned.error.message);
  expect(planned.value.settings.berserk).toBe(true);
  // The game as its table stores it at the end: the first seat berserked and won 20 to 10.
  const winner = plan.seats.indexOf(alice.id);
  const scores = plan.seats.map((_, seat) => (seat === winner ? 20 : 10));
  await k.storage.createTable({ ...planned.value, status: 'finished', scores, finishedAt: now });
  const halved = plan.seats.map((_, seat) => (seat === winner ? 60_000 : 120_000));
  await k.storage.updateTable('tableBerserk1', {}, [
    { seq: 1, event: { kind: 'berserk', seat: winner, banks: halved } },
  ]);
  await k.storage.tournaments.addGame({
    tournament: t.id,
    round: 1,
    pairing: 1,
    game: 0,
    table: 'tableBerserk1',
    forfeit: null,
  });
  const tables = {
    open: () => {
      throw new Error('no table is opened here');
    },
    room: () => Promise.resolve(null),
  };
  await advance({ storage: k.storage, clock: k.clock, tables, log: quiet }, t.id);
  const state = loadTournament((await k.storage.tournaments.get(t.id))!.state);
  if (!state.ok) throw new Error(state.error.message);
  expect(state.value.rounds[0]!.results[0]!.berserk).toEqual(plan.seats.map((_, s) => s === winner));
  const rows = standings(state.value);
  // A win 2, berserked +1; the loser nothing.
  expect(rows.map((r) => [r.id, r.score])).toEqual([
    [alice.id, 3],
    [bob.id, 0],
  ]);
});
