/**
 * Which pages may open a WebSocket to this server (a browser sends the page's `Origin` with the
 * upgrade; another site's page must not play in its visitors' names). `ALLOWED_ORIGINS` lists
 * them (`https://play.example.org,https://example.org`); unset, only the server's own origin: a
 * page whose host (and port) is the host the request was sent to. A client that is not a browser
 * sends no `Origin` and is let in (it can claim any origin anyway; the rate limits apply to it).
 */
export type AllowedOrigins = readonly string[] | null;

/** `ALLOWED_ORIGINS`: origins separated by commas (`*`: any); unset or empty: the server's own. */
export function allowedOriginsFrom(value: string | undefined): AllowedOrigins {
  if (value === undefined || value.trim() === '') return null;
  return value.split(',').flatMap((o) => {
    const origin = o.trim();
    if (origin === '') return [];
    if (origin === '*') return ['*'];
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      throw new Error(`ALLOWED_ORIGINS: ${JSON.stringify(origin)} is not an origin like https://example.org`);
    }
    if (url.origin === 'null' || url.pathname !== '/' || url.search || url.hash)
      throw new Error(`ALLOWED_ORIGINS: ${JSON.stringify(origin)} is not an origin like https://example.org`);
    return [url.origin];
  });
}

/**
 * Whether an upgrade with this `Origin` header may open a WebSocket. `host` is the host the
 * request was sent to (its `Host`, or `X-Forwarded-Host` from a trusted proxy).
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: AllowedOrigins,
): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === 'null') return false;
  if (allowed !== null) return allowed.includes('*') || allowed.includes(url.origin);
  if (host === undefined) return false;
  try {
    const own = new URL(`${url.protocol}//${host}`);
    return own.host === url.host;
  } catch {
    return false;
  }
}
