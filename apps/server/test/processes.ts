/** Real server processes (children) on free ports, and a TCP proxy to cut a service's connections. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, MAIN } from '../build.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly url: string;
  readonly ws: string;
  /** Everything it printed (for failures). */
  output(): string;
}

/** The server as `npm start` runs it, built once per test process from the sources as they are now. */
let built: Promise<void> | undefined;

/**
 * Start the built server (dist/main.mjs, as `npm start` runs it: under a TypeScript loader every
 * process and bot thread compiled the sources again) with this environment, and wait for its
 * address line.
 */
export async function startServerProcess(env: Record<string, string>, port = 0): Promise<ServerProcess> {
  built ??= build();
  await built;
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CARCASSONNE_TEST_OPTIONS: '1',
      RATE_LIMIT_GUESTS: '1000000',
      RATE_LIMIT_LOGINS: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 60_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /served at (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1]!, ws: `${m[1]!.replace('http', 'ws')}ws`, output: () => out });
      }
    });
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}): ${out}`));
    });
  });
}

export function killHard(p: { child: ChildProcess }): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    p.child.once('exit', () => resolve());
    p.child.kill('SIGKILL');
  });
}

/**
 * A TCP proxy to a service: `cut()` drops every connection and refuses new ones (the service is
 * unreachable), `restore()` accepts again on the same port. With `heldMs`, what the connections
 * made from then on send towards the service goes through that late, in order (a slow link).
 */
export class CuttableProxy {
  heldMs = 0;
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  static async open(target: { host: string; port: number }): Promise<CuttableProxy> {
    const proxy = new CuttableProxy(await freePort(), target);
    await proxy.restore();
    return proxy;
  }

  restore(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      const held = this.heldMs;
      if (held === 0) client.pipe(upstream);
      else {
        let queue = Promise.resolve();
        client.on('data', (chunk) => {
          queue = queue
            .then(() => new Promise((resolve) => setTimeout(resolve, held)))
            .then(() => {
              upstream.write(chunk);
            });
        });
      }
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    this.server = server;
    return new Promise((resolve) => server.listen(this.port, '127.0.0.1', () => resolve()));
  }

  cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    // The listening socket closes at once (new connections are refused); close's callback would
    // also wait for connections still being accepted, which we never need.
    server?.close();
    return Promise.resolve();
  }
}

/** Resolve once `test` holds (checked every 20 ms); rejects after `ms` as a safety bound only. */
export async function waitFor(
  test: () => boolean | Promise<boolean>,
  ms: number,
  what: string,
): Promise<void> {
  const end = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
