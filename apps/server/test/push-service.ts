import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';

/** A browser's side of a push subscription: its ECDH key pair and auth secret. */
export interface TestSubscriber {
  readonly ecdh: ECDH;
  readonly auth: Buffer;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

export function testSubscriber(): TestSubscriber {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/**
 * Decrypt a Web Push message (RFC 8291 over RFC 8188 `aes128gcm`, one record) with the
 * subscriber's private key and auth secret.
 */
export function decryptPush(body: Buffer, subscriber: TestSubscriber): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = subscriber.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.ecdh.getPublicKey(), senderKey]);
  const ikm = hkdf(subscriber.auth, shared, keyInfo, 32);
  const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2 and zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export interface PushRequest {
  readonly path: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: Buffer;
}

/** A push service on 127.0.0.1: keeps every request and answers with `status` (201 unless changed). */
export class TestPushService {
  readonly received: PushRequest[] = [];
  status = 201;
  private waiters: { count: number; resolve: () => void }[] = [];

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<TestPushService> {
    const ref: { service: TestPushService | null } = { service: null };
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        const service = ref.service!;
        service.received.push({
          path: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks),
        });
        response.statusCode = service.status;
        response.end();
        service.check();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    ref.service = new TestPushService(server, `http://127.0.0.1:${port}`);
    return ref.service;
  }

  /** Resolves once `count` requests arrived in all. */
  until(count: number): Promise<void> {
    return new Promise((resolve) => {
      this.waiters.push({ count, resolve });
      this.check();
    });
  }

  private check(): void {
    const ready = this.waiters.filter((w) => this.received.length >= w.count);
    this.waiters = this.waiters.filter((w) => this.received.length < w.count);
    for (const w of ready) w.resolve();
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
