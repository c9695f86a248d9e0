/**
 * The headers sent with every answer: no framing, no type sniffing, only our own scripts and
 * styles, and connections only to this server. The page opens its WebSocket at
 * `ws(s)://<its own host>/ws`; `'self'` does not cover `ws:`/`wss:` in every browser, so
 * `connect-src` names the WebSocket origins of the host the request was made to (the `Host`
 * header, or a trusted proxy's `X-Forwarded-Host`) and no other.
 */

/** A host as a browser sends it: a name or IPv4 address, or an IPv6 address in brackets, and a port. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** `connect-src`: this origin, and the WebSocket origins of `host` when it is a well-formed host. */
export function connectSources(host: string | undefined): string {
  return host !== undefined && HOST.test(host) ? `'self' ws://${host} wss://${host}` : "'self'";
}

export function securityHeaders(host: string | undefined): Readonly<Record<string, string>> {
  return {
    'content-security-policy': `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src ${connectSources(host)}; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  };
}
