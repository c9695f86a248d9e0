import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly to: readonly string[];
  /** The message as sent, its quoted-printable parts decoded. */
  readonly text: string;
}

/** Quoted-printable (RFC 2045) undone: soft line breaks joined, `=XX` bytes restored. */
const unquote = (raw: string): string =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** An SMTP server on 127.0.0.1 that keeps every mail it accepts (no TLS, no login). */
export class SmtpSink {
  readonly mails: ReceivedMail[] = [];
  private waiters: { test: () => boolean; resolve: () => void }[] = [];

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  static async start(): Promise<SmtpSink> {
    const ref: { sink: SmtpSink | null } = { sink: null };
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((r) => r.address);
          ref.sink!.mails.push({ to, text: unquote(Buffer.concat(chunks).toString('latin1')) });
          callback();
          ref.sink!.check();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    ref.sink = new SmtpSink(server, port);
    return ref.sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Resolves once `test` holds (checked after each mail). */
  until(test: () => boolean): Promise<void> {
    if (test()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ test, resolve }));
  }

  private check(): void {
    const ready = this.waiters.filter((w) => w.test());
    this.waiters = this.waiters.filter((w) => !w.test());
    for (const w of ready) w.resolve();
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The first link in a mail whose path starts with `path`. */
export function linkIn(mail: ReceivedMail, path: string): string {
  const found = new RegExp(`https?://[^\\s"<>]*${path.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`).exec(mail.text);
  if (!found) throw new Error(`no ${path} link in the mail`);
  return found[0].replace(/&amp;/g, '&');
}
