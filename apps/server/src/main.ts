// The server's entry point: `npm start` (after building the web app) or `node --import tsx apps/server/src/main.ts`.
import { configFromEnv } from './config.js';
import { startServer } from './server.js';

const config = configFromEnv(process.env);
const server = await startServer(config);
server.app.log.info({ dataDir: config.dataDir, resumed: server.resumed }, 'database opened');
console.log(`Carcassonne is being served at ${server.url} (data in ${config.dataDir})`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void server.close().then(() => process.exit(0));
  });
}
