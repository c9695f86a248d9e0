/**
 * Servers of one cluster in this process (PostgreSQL + Redis on a fresh schema and Redis prefix),
 * for the tests of what holds across processes; `stop` ends them and drops the schema.
 */
import { randomBytes } from 'node:crypto';
import { startTestServer, type TestServer } from './helpers.js';
import { dropSchema, freshSchema, POSTGRES_URL, REDIS_URL } from './services.js';

export function inProcessCluster(run: boolean) {
  const schema = freshSchema();
  const prefix = `test-${randomBytes(4).toString('hex')}:`;
  const servers: TestServer[] = [];
  return {
    async serve(): Promise<TestServer> {
      const s = await startTestServer({
        config: {
          databaseUrl: POSTGRES_URL,
          databaseSchema: schema,
          redisUrl: REDIS_URL,
          redisPrefix: prefix,
          leaseMs: 1500,
        },
      });
      servers.push(s);
      return s;
    },
    async stop(): Promise<void> {
      for (const s of servers) await s.stop();
      if (run) await dropSchema(schema);
    },
  };
}
