/**
 * A tiny reverse proxy for tests, as docs/deploy/proxy.md configures nginx: each new TCP connection
 * (HTTP requests and WebSocket upgrades alike) goes to the next server process in turn, and to the
 * one after it when that one refuses the connection (a dead process): failover between processes.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface Backend {
  readonly host: string;
  readonly port: number;
}

export class FailoverProxy {
  private next = 0;
  private readonly sockets = new Set<Socket>();
  /** Connections passed on, per backend (by index). */
  readonly served: number[];

  private constructor(
    private readonly server: Server,
    private readonly backends: readonly Backend[],
    readonly port: number,
  ) {
    this.served = backends.map(() => 0);
  }

  static open(backends: readonly Backend[]): Promise<FailoverProxy> {
    return new Promise((resolve) => {
      let proxy: FailoverProxy | null = null;
      const server = createServer((client) => proxy?.accept(client));
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        proxy = new FailoverProxy(
          server,
          backends,
          typeof address === 'object' && address ? address.port : 0,
        );
        resolve(proxy);
      });
    });
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/`;
  }

  get ws(): string {
    return `ws://127.0.0.1:${this.port}/ws`;
  }

  private accept(client: Socket): void {
    client.pause();
    this.sockets.add(client);
    client.on('close', () => this.sockets.delete(client));
    client.on('error', () => undefined);
    const first = this.next++ % this.backends.length;
    this.tryBackend(client, first, 0);
  }

  private tryBackend(client: Socket, index: number, tried: number): void {
    if (tried >= this.backends.length || client.destroyed) {
      client.destroy();
      return;
    }
    const backend = this.backends[index]!;
    const upstream = connect(backend.port, backend.host);
    let connected = false;
    upstream.once('connect', () => {
      connected = true;
      this.served[index]!++;
      this.sockets.add(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    upstream.on('error', () => {
      // Refused before it connected: the next process takes the connection.
      if (!connected) this.tryBackend(client, (index + 1) % this.backends.length, tried + 1);
    });
  }

  close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
