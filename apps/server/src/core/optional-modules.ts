import { createRequire } from 'node:module';

/**
 * The npm packages that only some deployments use, loaded when first asked for instead of at the
 * start: on SQLite, with no Redis, mail or push sent, PostgreSQL's driver, ioredis, nodemailer and
 * web-push held code and memory for nothing (docs/performance.md, "The server"). Each is loaded
 * once, by Node's module cache.
 */
const load = createRequire(import.meta.url);

export const pgModule = (): typeof import('pg') => load('pg') as typeof import('pg');
export const ioredisModule = (): typeof import('ioredis') => load('ioredis') as typeof import('ioredis');
export const nodemailerModule = (): typeof import('nodemailer') =>
  load('nodemailer') as typeof import('nodemailer');
export const webPushModule = (): typeof import('web-push') => load('web-push') as typeof import('web-push');
