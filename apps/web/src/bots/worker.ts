/// <reference lib="webworker" />
import { runJob, type BotJob } from '@carcassonne/ai';

// The bot worker: the same job handler the CLI uses in worker threads (bots' moves, hints,
// post-game analysis). Bots see only the view.
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (e: MessageEvent<BotJob>) => scope.postMessage(runJob(e.data));
