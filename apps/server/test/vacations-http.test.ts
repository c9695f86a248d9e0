/**
 * Vacations over HTTP: refused to guests, taken by a registered player within the year's
 * allowance (`VACATION_DAYS_PER_YEAR`), refused over it with `vacation-over-allowance`, ended
 * early; a table and the player's page show who is on vacation; "my games" come with the vacation.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ErrorCode, PlayerPage, TableVacations, VacationStatus } from '@carcassonne/protocol';
import { configFromEnv } from '../src/config.js';
import { resultOf } from '../src/tools/client.js';
import { player, startTestServer, type Player, type TestServer } from './helpers.js';

let server: TestServer;
let ann: Player;
let bob: Player;

beforeAll(async () => {
  server = await startTestServer({ config: { vacationDaysPerYear: 5 } });
  ann = await player(server, 'Ann');
  bob = await player(server, 'Bob');
});

afterAll(async () => {
  await ann.client.close();
  await bob.client.close();
  await server.stop();
});

const post = (path: string, body: unknown) =>
  fetch(new URL(path, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const codeOf = async (r: Response) => ((await r.json()) as { error: { code: ErrorCode } }).error.code;
const signed = (p: Player) => ({ user: p.guest.user.id, secret: p.guest.secret });

it('is for registered players only, within the allowance, and shows at their tables', async () => {
  const guest = await post('/api/vacation', { ...signed(ann), days: 2 });
  expect(guest.status).toBe(403);
  expect(await codeOf(guest)).toBe('vacation-registered-only');
  const bad = await post('/api/vacation', { ...signed(ann), days: 0 });
  expect(bad.status).toBe(400);
  const wrong = await post('/api/vacation', { user: ann.guest.user.id, secret: 'f'.repeat(32), days: 1 });
  expect(wrong.status).toBe(401);

  const reg = await post('/api/register', {
    ...signed(ann),
    username: 'ann',
    password: 'long enough password',
  });
  expect(reg.status).toBe(200);

  // A correspondence table of Ann and Bob: Ann plays first.
  const created = await ann.client.request({
    type: 'create',
    preset: 'classic',
    seats: [{ kind: 'me' }, { kind: 'open' }],
    visibility: 'public',
    clock: { kind: 'days', days: 3 },
  });
  const table = resultOf(created).table;
  resultOf(await bob.client.request({ type: 'join', table, seat: 1 }));
  resultOf(await ann.client.request({ type: 'start', table }));

  const over = await post('/api/vacation', { ...signed(ann), days: 6 });
  expect(over.status).toBe(409);
  expect(await codeOf(over)).toBe('vacation-over-allowance');

  const taken = await post('/api/vacation', { ...signed(ann), days: 2 });
  expect(taken.status).toBe(201);
  const status = (await taken.json()) as VacationStatus;
  expect(status.usedDays).toBe(2);
  expect(status.daysPerYear).toBe(5);
  expect(status.current).not.toBeNull();
  const until = status.current?.until ?? 0;

  const again = await post('/api/vacation', { ...signed(ann), days: 1 });
  expect(again.status).toBe(409);
  expect(await codeOf(again)).toBe('on-vacation');

  // Bob sees Ann on vacation at the table and in his games (her deadline after the vacation).
  const seats = (await (
    await fetch(new URL(`/api/tables/${table}/vacations`, server.url))
  ).json()) as TableVacations;
  expect(seats.seats).toHaveLength(1);
  expect(seats.seats[0]).toMatchObject({ seat: 0, until });
  expect(seats.seats[0]?.deadline).toBeGreaterThan(until);
  const page = (await (
    await fetch(new URL(`/api/players/${ann.guest.user.id}`, server.url))
  ).json()) as PlayerPage;
  expect(page.vacationUntil).toBe(until);
  const games = resultOf(await bob.client.request({ type: 'games' })).games;
  expect(games[0]).toMatchObject({ table, vacationUntil: until, yourTurn: false });

  // Ended at once: the day begun counts; three are left.
  const ended = (await (await post('/api/vacation/end', signed(ann))).json()) as VacationStatus;
  expect(ended).toEqual({ current: null, usedDays: 1, daysPerYear: 5 });
  const read = (await (await post('/api/vacation/status', signed(ann))).json()) as VacationStatus;
  expect(read.usedDays).toBe(1);
  const none = (await (
    await fetch(new URL(`/api/tables/${table}/vacations`, server.url))
  ).json()) as TableVacations;
  expect(none.seats).toEqual([]);
  expect(await (await fetch(new URL('/api/tables/nothing-here/vacations', server.url))).status).toBe(404);
});

it('reads VACATION_DAYS_PER_YEAR (21 by default, 0 to 366)', () => {
  expect(configFromEnv({}).vacationDaysPerYear).toBe(21);
  expect(configFromEnv({ VACATION_DAYS_PER_YEAR: '30' }).vacationDaysPerYear).toBe(30);
  expect(configFromEnv({ VACATION_DAYS_PER_YEAR: '0' }).vacationDaysPerYear).toBe(0);
  expect(() => configFromEnv({ VACATION_DAYS_PER_YEAR: '400' })).toThrow(/VACATION_DAYS_PER_YEAR/);
  expect(() => configFromEnv({ VACATION_DAYS_PER_YEAR: 'ten' })).toThrow(/VACATION_DAYS_PER_YEAR/);
});
