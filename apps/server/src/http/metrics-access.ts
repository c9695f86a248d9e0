import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { ServerErrorCode } from '@carcassonne/protocol';

/**
 * Who may read `/metrics` (docs/server/operations.md, "Metrics"): with a token configured (`METRICS_TOKEN`),
 * whoever sends it as `Authorization: Bearer <token>`; without one, only a request made on this
 * machine (a loopback address that no proxy forwarded: no `X-Forwarded-For` or `Forwarded`).
 */
export interface MetricsRequest {
  readonly headers: IncomingHttpHeaders;
  /** The client's address as the app sees it (a trusted proxy's `X-Forwarded-For` included). */
  readonly ip: string;
  /** The address of the socket's other end. */
  readonly remoteAddress: string | undefined;
}

export interface MetricsRefusal {
  readonly status: 401 | 403;
  readonly code: ServerErrorCode;
  readonly message: string;
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

const isLoopback = (address: string | undefined): boolean => address !== undefined && LOOPBACK.test(address);

/** The token of an `Authorization: Bearer …` header, if there is one. */
function bearer(headers: IncomingHttpHeaders): string | null {
  const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** Equal texts, compared in a time that does not depend on where they differ. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Null when the request may read the metrics, the refusal otherwise. */
export function metricsRefusal(request: MetricsRequest, token: string | null): MetricsRefusal | null {
  if (token !== null) {
    const given = bearer(request.headers);
    if (given !== null && sameSecret(given, token)) return null;
    return { status: 401, code: 'not-authenticated', message: 'the metrics need the bearer token' };
  }
  const forwarded =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (!forwarded && isLoopback(request.remoteAddress) && isLoopback(request.ip)) return null;
  return {
    status: 403,
    code: 'forbidden',
    message: 'the metrics are read on this machine only (or set METRICS_TOKEN)',
  };
}

/** The headers a tool of ours sends to `/metrics`: the bearer token when `METRICS_TOKEN` is set. */
export function metricsHeaders(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return env.METRICS_TOKEN ? { authorization: `Bearer ${env.METRICS_TOKEN}` } : {};
}
