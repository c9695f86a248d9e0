import { parentPort } from 'node:worker_threads';
import { runJob, type BotJob } from './protocol.js';

parentPort?.on('message', (job: BotJob) => parentPort?.postMessage(runJob(job)));
