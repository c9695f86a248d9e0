// Run by optional-modules.test.ts in a process of its own (Node's module cache is the process's):
// a server started as the tests start it (SQLite, no Redis, no mail, no push sent) and a guest
// playing on it, then which of the optional packages Node loaded; then one of them asked for.
import { createRequire } from 'node:module';
import { pgModule } from '../src/core/optional-modules.js';
import { player, startTestServer } from './helpers.js';

const OPTIONAL = ['pg', 'ioredis', 'nodemailer', 'web-push'];
const cache = createRequire(import.meta.url).cache;
const loaded = () =>
  OPTIONAL.filter((name) => Object.keys(cache).some((file) => file.includes(`/node_modules/${name}/`)));

const server = await startTestServer();
const guest = await player(server, 'Optional');
const created = await guest.client.request({
  type: 'create',
  preset: 'classic',
  seats: [{ kind: 'me' }, { kind: 'open' }],
  visibility: 'private',
  clock: { kind: 'none' },
});
const atStart = loaded();
pgModule();
const afterAsking = loaded();
await guest.client.close();
await server.stop();
process.stdout.write(JSON.stringify({ created: created.ok, atStart, afterAsking }));
process.exit(0);
