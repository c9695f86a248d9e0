// The built web app alone, without the game server (the local game works; "Play online" needs
// `npm start`): `npm run build -w apps/web && npm run preview`. PORT (default 8080; 0 picks a
// free one), HOST (default 127.0.0.1) and WEB_ROOT (default apps/web/dist) as for the server.
import { resolve } from 'node:path';
import { DEFAULT_WEB_ROOT } from '../config.js';
import { serveStaticFiles } from '../http/static-files.js';

const root = resolve(process.env.WEB_ROOT || DEFAULT_WEB_ROOT);
const port = Number(process.env.PORT ?? 8080);
const { url } = await serveStaticFiles(root, port, process.env.HOST ?? '127.0.0.1');
console.log(`Carcassonne is being served at ${url}`);
