// The attacker of the attack benchmark (`tools/attack.ts`): one address floods the lobby, starts
// bot tables, reads slowly, floods logins and a table's chat, until stopped.
import { AttackSocket, attackerGuest, postJson, Tally } from './attack-clients.js';
import type { AttackOptions } from './attack-options.js';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const wsOf = (u: string) => `${u.replace(/^http/, 'ws').replace(/\/?$/, '/')}ws`;

export interface AttackCounts {
  tablesOpened: number;
  lobbyOnSent: number;
  botTablesStarted: number;
  allBotTableStarted: boolean;
  slowReaders: number;
  slowReadersClosed: number;
  logins: Record<string, number>;
  chatLinesSent: number;
  guestsRefused: number;
}

/** One address attacks until `stop()`; the sockets it opened are closed at the end. */
export function attack(o: AttackOptions, base: string, chatTable: string) {
  const from = o.attackerAddress;
  const ws = wsOf(base);
  const tally = new Tally();
  const sockets: AttackSocket[] = [];
  let stopped = false;
  const counts: AttackCounts = {
    tablesOpened: 0,
    lobbyOnSent: 0,
    botTablesStarted: 0,
    allBotTableStarted: false,
    slowReaders: 0,
    slowReadersClosed: 0,
    logins: {},
    chatLinesSent: 0,
    guestsRefused: 0,
  };
  let guestNo = 0;
  const signedIn = async (): Promise<AttackSocket | null> => {
    const guest = await attackerGuest(base, `Flood ${++guestNo}`, from, tally);
    if (!guest) {
      counts.guestsRefused++;
      return null;
    }
    const s = await AttackSocket.open(ws, from, tally, guest);
    if (s) sockets.push(s);
    return s;
  };
  const newTable = (s: AttackSocket, seats: object[]) =>
    s.request({ type: 'create', preset: 'classic', seats, visibility: 'public', clock: { kind: 'none' } });

  let hosts = 0;
  const lobbyHost = async () => {
    while (counts.tablesOpened < o.tables && hosts++ < Math.ceil(o.tables / 20) * 2 && !stopped) {
      const s = await signedIn();
      if (!s) continue;
      for (let k = 0; k < 20 && counts.tablesOpened < o.tables && !stopped; k++) {
        const r = await newTable(s, [{ kind: 'me' }, { kind: 'open' }]);
        if (!r.ok) break;
        counts.tablesOpened++;
      }
      // The host goes away: its tables stay open (unless the server expires them).
      s.close();
    }
  };
  // Eight hosts at a time open their tables.
  const lobbyFlood = () => Promise.all(Array.from({ length: 8 }, lobbyHost));
  const lobbyRepeat = async () => {
    const repeaters = (
      await Promise.all(
        Array.from({ length: o.lobbyRepeaters }, () => AttackSocket.open(ws, from, tally, null)),
      )
    ).filter((s): s is AttackSocket => s !== null);
    sockets.push(...repeaters);
    while (!stopped && repeaters.some((s) => !s.closed)) {
      for (const s of repeaters) {
        s.fire({ type: 'lobby', on: true });
        counts.lobbyOnSent++;
      }
      await wait(500);
    }
  };
  const botTables: string[] = [];
  const botFlood = async () => {
    const level5 = { kind: 'bot', bot: 'level5' };
    for (let i = 0; i < o.botTables && !stopped; i++) {
      const s = await signedIn();
      if (!s) continue;
      const r = await newTable(s, [{ kind: 'me' }, level5, level5, level5]);
      if (!r.ok) continue;
      const table = (r.result as { table: string }).table;
      if ((await s.request({ type: 'start', table })).ok) {
        counts.botTablesStarted++;
        botTables.push(table);
      }
      // Nobody stays to watch: the bots play on for nobody (unless the server pauses them).
      s.close();
    }
    const s = await signedIn();
    if (!s) return;
    const r = await newTable(s, [level5, level5]);
    if (r.ok)
      counts.allBotTableStarted = (
        await s.request({ type: 'start', table: (r.result as { table: string }).table })
      ).ok;
  };
  const readers: AttackSocket[] = [];
  const slowReaders = async () => {
    readers.push(
      ...(
        await Promise.all(
          Array.from({ length: o.slowReaders }, () => AttackSocket.open(ws, from, tally, null)),
        )
      ).filter((s): s is AttackSocket => s !== null),
    );
    sockets.push(...readers);
    counts.slowReaders = readers.length;
    for (const r of readers) r.stopReading();
    while (!stopped && readers.some((r) => !r.closed)) {
      const table = botTables[0] ?? chatTable;
      for (const r of readers) r.fire({ type: 'watch', table, since: 0 });
      await wait(200);
    }
  };
  const loginFlood = async () => {
    const guest = await attackerGuest(base, 'Lock', from, tally);
    const username = `flood${Date.now().toString(36)}`;
    if (guest)
      await postJson(
        base,
        '/api/register',
        { user: guest.user.id, secret: guest.secret, username, password: 'right-password-1' },
        from,
      );
    // Each sends at least one login, even when its registration took the whole phase (a loaded machine).
    const one = async () => {
      do {
        const r = await postJson(base, '/api/login', { username, password: 'wrong-password-1' }, from);
        counts.logins[r.status] = (counts.logins[r.status] ?? 0) + 1;
        if (r.status === 0) await wait(100);
      } while (!stopped);
    };
    await Promise.all(Array.from({ length: o.logins }, one));
  };
  // Each chatter signs in, follows the table and floods as soon as it can (all at once).
  const chatter = async () => {
    const s = await signedIn();
    if (!s || !(await s.request({ type: 'watch', table: chatTable })).ok) return;
    while (!stopped && !s.closed) {
      s.fire({ type: 'chat', table: chatTable, text: `flood ${counts.chatLinesSent}` });
      counts.chatLinesSent++;
      await wait(200);
    }
  };
  const chatFlood = () => Promise.all(Array.from({ length: o.chatters }, chatter));
  const running = Promise.all(
    [lobbyFlood, lobbyRepeat, botFlood, slowReaders, loginFlood, chatFlood].map((f) =>
      f().catch((e: unknown) => tally.refused(`tool:${(e as Error).message.slice(0, 40)}`)),
    ),
  );
  return {
    async stop(): Promise<AttackCounts & ReturnType<Tally['json']>> {
      stopped = true;
      counts.slowReadersClosed = readers.filter((r) => r.closed).length;
      for (const s of sockets) s.close();
      await Promise.race([running, wait(30_000)]);
      return { ...counts, ...tally.json() };
    },
  };
}
