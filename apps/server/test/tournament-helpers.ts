/** Tournaments driven over the real HTTP API and WebSocket (for the tournament tests). */
import type { MyTournament, TournamentSettingsRequest, TournamentView } from '@carcassonne/protocol';
import { autoplay, randomPick, seededRandom } from '../src/tools/autoplay.js';
import type { AdvanceDeps } from '../src/tournaments/advance.js';
import type { Player, TestServer } from './helpers.js';

export interface Answer<T> {
  readonly status: number;
  readonly body: T;
}

/** A request of the HTTP API; its answer's status and JSON body. */
export async function api<T = unknown>(
  server: { url: string },
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  const response = await fetch(new URL(path, server.url), {
    method,
    ...(body !== undefined
      ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
      : {}),
  });
  return { status: response.status, body: (await response.json()) as T };
}

export const signed = (p: Player) => ({ user: p.guest.user.id, secret: p.guest.secret });

/** Short games of classic, no clock, starting `inMs` from now with check-in open at once. */
export function quickSettings(
  overrides: Partial<TournamentSettingsRequest>,
  inMs = 2500,
): TournamentSettingsRequest {
  return {
    name: 'Test cup',
    preset: 'classic',
    clock: { kind: 'none' },
    format: 'swiss',
    gamesPerMatch: 1,
    duplicate: false,
    startsAt: Date.now() + inMs,
    checkInMinutes: 10,
    maxPlayers: 16,
    rated: false,
    visibility: 'public',
    testTiles: 3,
    ...overrides,
  };
}

export async function createTournament(
  server: { url: string },
  organizer: Player,
  settings: TournamentSettingsRequest,
): Promise<string> {
  const created = await api<{ tournament: string }>(server, 'POST', '/api/tournaments', {
    ...signed(organizer),
    settings,
  });
  if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  return created.body.tournament;
}

export async function view(server: { url: string }, id: string): Promise<TournamentView> {
  return (await api<TournamentView>(server, 'GET', `/api/tournaments/${id}`)).body;
}

/** Wait for a condition on the tournament's view (polled). */
export async function viewUntil(
  server: { url: string },
  id: string,
  test: (v: TournamentView) => boolean,
  ms = 50_000,
): Promise<TournamentView> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await view(server, id);
    if (test(v)) return v;
    if (Date.now() > end)
      throw new Error(`timed out; the tournament is ${v.status}, round ${v.rounds.length}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Play a person's games of a tournament as they come (random legal moves, seeded): asks
 * `me` for the tables being played, watches each new one with its invite, plays its seat; at most
 * `maxGames` tables (then the person stops taking new games).
 */
export function playGames(
  server: { url: string },
  who: Player,
  id: string,
  seed: number,
  maxGames = Number.POSITIVE_INFINITY,
): () => void {
  const started = new Set<string>();
  let stopped = false;
  const pick = randomPick(seededRandom(seed));
  const stops: (() => void)[] = [];
  const loop = async () => {
    while (!stopped) {
      const mine = await api<MyTournament>(server, 'POST', `/api/tournaments/${id}/me`, signed(who));
      for (const game of mine.status === 200 ? mine.body.games : []) {
        if (started.has(game.table) || started.size >= maxGames) continue;
        started.add(game.table);
        await who.client.request({ type: 'watch', table: game.table, invite: game.invite });
        await who.client.until(() => who.client.states.get(game.table) !== undefined, 10_000, 'the state');
        const state = who.client.states.get(game.table)!;
        const seat = state.seats.findIndex((s) => s.kind === 'human' && s.user === who.guest.user.id);
        stops.push(autoplay(who.client, game.table, seat, { choose: pick }));
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  void loop().catch(() => undefined);
  return () => {
    stopped = true;
    for (const stop of stops) stop();
  };
}

/**
 * What a step of a tournament needs (`advance`), on a test server: a test takes steps itself to
 * see that one changes nothing (it opens no table: that would throw).
 */
/** The steps a leader takes, tables opened as the server opens them (a test that leads itself). */
export function leaderStepsOf(server: TestServer): AdvanceDeps {
  const steps = stepsOf(server);
  return { ...steps, tables: { ...steps.tables, open: (t, host) => server.hub.openTable(t, host, null) } };
}

export function stepsOf(server: TestServer): AdvanceDeps {
  return {
    storage: server.storage,
    clock: server.hub.clock,
    log: { error: () => undefined, info: () => undefined },
    tables: {
      open: () => {
        throw new Error('the step opened a table');
      },
      room: (table: string) => server.hub.roomFor(table),
    },
  };
}
