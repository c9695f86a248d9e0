/// <reference lib="webworker" />
import { runJob, type BotJob } from './protocol.js';

// Browser Web Worker entry: the same job handler as in Node.
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (e: MessageEvent<BotJob>) => scope.postMessage(runJob(e.data));
