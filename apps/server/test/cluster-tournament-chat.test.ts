/**
 * A tournament's chat on two real server processes sharing PostgreSQL and Redis: a line said to
 * one process reaches a follower connected to the other (each process reads new lines on its
 * followers' tick), and a moderator's removal of it reaches both (Redis). Runs whenever both services answer, and always in CI.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { ServerMessage, TournamentChatMessage } from '@carcassonne/protocol';
import { account, player } from './helpers.js';
import { killHard, startServerProcess, type ServerProcess } from './processes.js';
import { dropSchema, freshSchema, POSTGRES_URL, REDIS_URL, servicesFor } from './services.js';
import { api, createTournament, quickSettings, signed } from './tournament-helpers.js';

const run = await servicesFor('postgres', 'redis');
const schema = freshSchema();
const prefix = `test-${randomBytes(4).toString('hex')}:`;
const started: ServerProcess[] = [];

async function serve(): Promise<ServerProcess> {
  const p = await startServerProcess({
    DATABASE_URL: POSTGRES_URL,
    DATABASE_SCHEMA: schema,
    REDIS_URL,
    REDIS_PREFIX: prefix,
    TOURNAMENT_TICK_MS: '50',
  });
  started.push(p);
  return p;
}

afterAll(async () => {
  for (const p of started) await killHard(p);
  if (run) await dropSchema(schema);
});

describe.skipIf(!run)("a tournament's chat on several processes (PostgreSQL + Redis)", () => {
  it('a line said on one process reaches the followers on the other, and so does its removal', async () => {
    const [a, b] = [await serve(), await serve()];
    const organizer = await account(a, 'Orga');
    const id = await createTournament(a, organizer, quickSettings({ maxPlayers: 4 }, 3_600_000));
    const ann = await player(a, 'Ann');
    const bob = await player(b, 'Bob');
    for (const p of [ann, bob])
      expect((await p.client.request({ type: 'tournament-follow', tournament: id, on: true })).ok).toBe(true);
    const said = await ann.client.request({ type: 'tournament-chat', tournament: id, text: 'hello from a' });
    expect(said.ok).toBe(true);
    const heard = (p: typeof bob) =>
      p.client.frames
        .filter((f: ServerMessage): f is TournamentChatMessage => f.type === 'tournament-chat')
        .flatMap((f) => f.lines.map((l) => `${l.name}: ${l.text}`));
    for (const p of [ann, bob]) await p.client.until(() => heard(p).length > 0, 10_000, 'the line');
    expect(heard(bob)).toEqual(['Ann: hello from a']);
    expect(heard(ann)).toEqual(['Ann: hello from a']);

    // A moderator's removal through process a reaches Bob's connection to process b (Redis).
    const line = ann.client.frames.find(
      (f): f is TournamentChatMessage => f.type === 'tournament-chat' && f.lines.length > 0,
    )!.lines[0]!;
    const removed = await api(a, 'POST', '/api/moderation/remove-chat', {
      ...signed(organizer),
      line: { tournament: id, author: line.user, at: line.at },
      reason: 'test',
    });
    expect(removed.status).toBe(200);
    await bob.client.until(
      () =>
        bob.client.frames.some(
          (f) => f.type === 'tournament-chat-removed' && f.tournament === id && f.lines[0]?.at === line.at,
        ),
      10_000,
      'the removal on the other process',
    );
  }, 40_000);
});
