// Worker bootstrap for arena games: load the TypeScript sources through tsx.
import { register } from 'tsx/esm/api';

register();
await import('./arena-worker.ts');
