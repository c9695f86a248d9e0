// Thread bootstrap of a load test generator (loadtest-generator.ts): load the TypeScript sources through tsx.
import { register } from 'tsx/esm/api';

register();
await import('./loadtest-generator.ts');
