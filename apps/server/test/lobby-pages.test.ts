/**
 * The bounded lobby: a subscription sends one page (filtered by game, free seats, a search) and
 * then only the changes of that view; asking again too often is refused; `GET /api/tables` is
 * paged the same way; a user and an address have caps on waiting tables and on games nobody
 * is at.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LIMITS, type SeatSpec, type ServerMessage, type TableSummary } from '@carcassonne/protocol';
import { GameClient, resultOf } from '../src/tools/client.js';
import { player, startTestServer, type Player, type TestServer } from './helpers.js';
import { ManualClock } from './manual-clock.js';

let server: TestServer;
const clock = new ManualClock();
let ann: Player;
let ben: Player;
let cid: Player;
/** Every table created, oldest first. */
const created: { id: string; host: string; preset: string }[] = [];

beforeAll(async () => {
  server = await startTestServer({
    clock,
    config: {
      tableCaps: { openPerUser: 10, openPerAddress: 30, unattendedPerUser: 1, unattendedPerAddress: 10 },
    },
  });
  ann = await player(server, 'Ann');
  ben = await player(server, 'Ben');
  cid = await player(server, 'Cid');
  // 25 waiting tables: Ann's 9 of Carcassonne, Ben's 8 of The City, Cid's 8 of Carcassonne.
  const plan: [Player, string, number][] = [
    [ann, 'classic', 9],
    [ben, 'the-city', 8],
    [cid, 'modern', 8],
  ];
  for (let i = 0; i < 9; i++)
    for (const [p, preset, n] of plan) {
      if (i >= n) continue;
      clock.advance(1000);
      const answer = await p.client.request({
        type: 'create',
        preset,
        seats: [{ kind: 'me' }, { kind: 'open' }],
        visibility: 'public',
        clock: { kind: 'none' },
      });
      created.push({ id: resultOf(answer).table, host: p.guest.user.name, preset });
    }
});
afterAll(async () => {
  await server?.stop();
});

type Page = Extract<ServerMessage, { type: 'lobby' }>;
const pageOf = (c: GameClient): Page => c.frames.filter((f): f is Page => f.type === 'lobby').at(-1)!;
const newestFirst = () => [...created].reverse().map((t) => t.id);

async function subscribe(c: GameClient, filter: Record<string, unknown> = {}): Promise<Page> {
  const before = c.frames.filter((f) => f.type === 'lobby').length;
  const answer = await c.request({ type: 'lobby', on: true, filter });
  expect(answer.ok).toBe(true);
  await c.until(() => c.frames.filter((f) => f.type === 'lobby').length > before, 5000, 'a lobby page');
  return pageOf(c);
}

it('a subscription sends one page, newest first, with the total; later pages by offset', async () => {
  const c = await GameClient.connect(server.ws, 'pages');
  const first = await subscribe(c);
  expect(first.total).toBe(25);
  expect(first.offset).toBe(0);
  expect(first.tables).toHaveLength(LIMITS.lobbyPage);
  expect(first.tables.map((t) => t.id)).toEqual(newestFirst().slice(0, 20));
  clock.advance(1000);
  const second = await subscribe(c, { offset: 20 });
  expect(second.tables.map((t) => t.id)).toEqual(newestFirst().slice(20));
  expect(second.total).toBe(25);
  await c.close();
});

it('filters: game, free seats, a search in names and presets', async () => {
  const c = await GameClient.connect(server.ws, 'filters');
  const city = await subscribe(c, { game: 'the-city' });
  expect(city.total).toBe(8);
  expect(city.tables.every((t) => t.game === 'the-city')).toBe(true);
  clock.advance(1000);
  const bens = await subscribe(c, { search: '  BEN ' });
  expect(bens.tables.map((t) => t.hostName)).toEqual(Array(8).fill('Ben'));
  clock.advance(1000);
  expect((await subscribe(c, { search: 'cid modern' })).total).toBe(8);
  clock.advance(1000);
  expect((await subscribe(c, { search: 'cid classic' })).total).toBe(0);
  clock.advance(1000);
  // A full table has no free seat.
  const annFirst = created.find((t) => t.host === 'Ann')!.id;
  expect((await cid.client.request({ type: 'join', table: annFirst, seat: 1 })).ok).toBe(true);
  const free = await subscribe(c, { seatsFree: true, game: 'carcassonne' });
  expect(free.total).toBe(16);
  expect(free.tables.map((t) => t.id)).not.toContain(annFirst);
  expect((await cid.client.request({ type: 'leave', table: annFirst })).ok).toBe(true);
  // Filters are checked like any message.
  const bad = await c.requestUnchecked({ type: 'lobby', on: true, filter: { search: 'a\u0000b' } });
  expect(bad.code).toBe('bad-message');
  const unknown = await c.requestUnchecked({ type: 'lobby', on: true, filter: { everything: true } });
  expect(unknown.code).toBe('bad-message');
  await c.close();
});

it('a view hears only of its own tables; on the first page a new table comes in and the oldest leaves', async () => {
  const top = await GameClient.connect(server.ws, 'top');
  const rest = await GameClient.connect(server.ws, 'rest');
  const firstPage = await subscribe(top);
  await subscribe(rest, { offset: 20 });
  const shown = new Set(firstPage.tables.map((t) => t.id));
  const heard = (c: GameClient, from: number) =>
    c.frames
      .slice(from)
      .flatMap((f) =>
        f.type === 'lobby-table' ? [`+${f.table.id}`] : f.type === 'lobby-remove' ? [`-${f.table}`] : [],
      );
  const [topFrom, restFrom] = [top.frames.length, rest.frames.length];
  // A table of the second page changes: only its view hears of it.
  const old = newestFirst()[22]!;
  expect((await ann.client.request({ type: 'join', table: old, seat: 1 })).ok).toBe(true);
  await rest.until(() => heard(rest, restFrom).includes(`+${old}`), 5000, 'the change on page 2');
  // A new table: the first page shows it and drops its oldest; the second page hears nothing.
  clock.advance(1000);
  const made = await ben.client.request({
    type: 'create',
    preset: 'the-city',
    seats: [{ kind: 'me' }, { kind: 'open' }],
    visibility: 'public',
    clock: { kind: 'none' },
  });
  const table = resultOf(made).table;
  created.push({ id: table, host: 'Ben', preset: 'the-city' });
  const oldest = firstPage.tables.at(-1)!.id;
  await top.until(() => heard(top, topFrom).includes(`-${oldest}`), 5000, 'the oldest leaving');
  expect(heard(top, topFrom)).toEqual([`-${oldest}`, `+${table}`]);
  expect(heard(rest, restFrom)).toEqual([`+${old}`]);
  expect(shown.has(table)).toBe(false);
  // The private tables are never listed.
  const privateTable = await ben.client.request({
    type: 'create',
    preset: 'classic',
    seats: [{ kind: 'me' }, { kind: 'open' }],
    visibility: 'private',
    clock: { kind: 'none' },
  });
  await top.request({ type: 'ping' });
  expect(heard(top, topFrom).join()).not.toContain(resultOf(privateTable).table);
  await Promise.all([top.close(), rest.close()]);
});

it('asking for pages too often is refused; a second later it is answered again', async () => {
  const c = await GameClient.connect(server.ws, 'often');
  const answers = [];
  for (let i = 0; i < 6; i++) answers.push(await c.request({ type: 'lobby', on: true }));
  expect(answers.slice(0, 5).every((a) => a.ok)).toBe(true);
  expect(answers[5]).toMatchObject({ ok: false, code: 'rate-limited' });
  expect(c.frames.filter((f) => f.type === 'lobby')).toHaveLength(5);
  clock.advance(1000);
  expect((await c.request({ type: 'lobby', on: true })).ok).toBe(true);
  expect((await c.request({ type: 'lobby', on: false })).ok).toBe(true);
  await c.close();
});

it('GET /api/tables is paged and filtered like the lobby', async () => {
  const get = async (query: string) => {
    const response = await fetch(`${server.url}api/tables${query}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const all = await get('');
  expect(all.status).toBe(200);
  const tables = all.body.tables as TableSummary[];
  expect(tables).toHaveLength(20);
  expect(all.body.total).toBe(created.length);
  const small = await get('?limit=5&offset=3');
  expect((small.body.tables as TableSummary[]).map((t) => t.id)).toEqual(newestFirst().slice(3, 8));
  const city = await get('?game=the-city&seatsFree=1&search=ben');
  expect((city.body.tables as TableSummary[]).every((t) => t.game === 'the-city')).toBe(true);
  for (const bad of [
    '?limit=500',
    '?limit=0',
    '?offset=-1',
    '?seatsFree=maybe',
    '?sort=name',
    '?offset=99999',
  ])
    expect((await get(bad)).status, bad).toBe(400);
});

it('caps: waiting tables per user and per address, games nobody is at per user', async () => {
  const waiting: SeatSpec[] = [{ kind: 'me' }, { kind: 'open' }];
  const create = (p: Player, seats = waiting) =>
    p.client.request({
      type: 'create',
      preset: 'classic',
      seats,
      visibility: 'public',
      clock: { kind: 'none' },
    });
  // Ann has 9 waiting: one more, then refused.
  expect((await create(ann)).ok).toBe(true);
  expect(await create(ann)).toMatchObject({ ok: false, code: 'too-many-tables' });
  // This address (every client here) reaches 30 waiting tables.
  const dan = await player(server, 'Dan');
  let answer = await create(dan);
  while (answer.ok) answer = await create(dan);
  expect(answer).toMatchObject({ ok: false, code: 'too-many-tables' });
  expect(answer.ok || answer.message).toMatch(/address/);
  // Cid's game with a bot, started while he is at none of his tables: nobody is at it.
  const eve = await player(server, 'Eve');
  const canceled = created.filter((t) => t.host === 'Ann').slice(0, 2);
  for (const t of canceled) expect((await ann.client.request({ type: 'cancel', table: t.id })).ok).toBe(true);
  const botTable = resultOf(await create(eve, [{ kind: 'me' }, { kind: 'bot', bot: 'level1' }]));
  expect((await eve.client.request({ type: 'start', table: botTable.table })).ok).toBe(true);
  expect(await create(eve)).toMatchObject({ ok: false, code: 'too-many-unattended' });
  // Back at the table: it is attended again, and Eve may create.
  expect((await eve.client.request({ type: 'watch', table: botTable.table })).ok).toBe(true);
  expect((await create(eve)).ok).toBe(true);
});

it('caps: games nobody is at per address, whoever hosts them', async () => {
  const own = await startTestServer({
    config: {
      tableCaps: { openPerUser: 10, openPerAddress: 30, unattendedPerUser: 5, unattendedPerAddress: 1 },
    },
  });
  try {
    const botGame = async (p: Player) => {
      const made = await p.client.request({
        type: 'create',
        preset: 'classic',
        seats: [{ kind: 'me' }, { kind: 'bot', bot: 'level1' }],
        visibility: 'public',
        clock: { kind: 'none' },
      });
      return made.ok ? p.client.request({ type: 'start', table: made.result.table }) : made;
    };
    const fay = await player(own, 'Fay');
    const gus = await player(own, 'Gus');
    // Fay starts a game with a bot and is at none of her tables: nobody is at it.
    expect((await botGame(fay)).ok).toBe(true);
    // Gus, another user from the same address, may not start one more.
    const refused = await botGame(gus);
    expect(refused).toMatchObject({ ok: false, code: 'too-many-unattended' });
    expect(refused.ok || refused.message).toMatch(/address/);
    await Promise.all([fay.client.close(), gus.client.close()]);
  } finally {
    await own.stop();
  }
});
