// Worker bootstrap for Node: load the TypeScript sources through tsx, then serve bot jobs.
import { register } from 'tsx/esm/api';

register();
await import('./node-worker.ts');
