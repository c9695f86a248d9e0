// Thread bootstrap of the attack benchmark's attacker: load the TypeScript sources through tsx.
import { register } from 'tsx/esm/api';

register();
await import('./attack-worker.ts');
