import type { FastifyInstance, FastifyReply } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import {
  AlertSettingsRequest,
  DEFAULT_ALERT_SETTINGS,
  MailAddressRequest,
  MailTokenQuery,
  PushSubscribeRequest,
  PushUnsubscribeRequest,
  SaveAlertSettingsRequest,
  type AlertSettingsResponse,
} from '@carcassonne/protocol';
import { randomId } from '../core/identity.js';
import { problem } from '../core/outcome.js';
import type { Limiter } from '../core/limiter.js';
import { authenticate, deviceLabel } from '../accounts/sessions.js';
import type { Storage } from '../storage/types.js';
import type { Alerts } from './alerts.js';
import { escapeHtml, confirmationMail } from './mail-content.js';
import { alertWords } from './alert-words.js';
import { knownTimeZone } from './quiet-hours.js';

/** A confirmation link works this long. */
export const CONFIRM_HOURS = 48;
/** Push subscriptions one player may keep (one per browser and device). */
export const MAX_SUBSCRIPTIONS = 20;
/** A sane address: no spaces, quotes or brackets, one @, a dotted domain; at most 254 characters. */
const ADDRESS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: an address may hold no control character
  /^[^\s@<>()[\]\\,;:"\u0000-\u001f\u007f]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)+$/;

export const validAddress = (address: string): boolean => address.length <= 254 && ADDRESS.test(address);
const token = (): string => randomBytes(24).toString('base64url');
const tokenHash = (t: string): string => createHash('sha256').update(t).digest('hex');

function htmlPage(reply: FastifyReply, status: number, title: string, text: string): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">Carcassonne</a></p></body></html>`,
    );
}

/** What the alert routes need: the database, this process's alerts and the rate limiter. */
export interface AlertRouteDeps {
  readonly storage: Storage;
  readonly alerts: Alerts;
  readonly limiter: Limiter;
}

/**
 * The routes of the alerts (docs/server/alerts.md): a player's settings, push subscriptions
 * (each player reads and removes only their own), the mail address with its confirmation link,
 * and the unsubscribe link of every mail.
 */
export function registerAlertRoutes(app: FastifyInstance, deps: AlertRouteDeps): void {
  const { storage, alerts, limiter } = deps;
  const store = storage.alerts;
  // Each address set sends a mail: a few an hour per player.
  const addressRate = { limit: 5, windowMs: 3_600_000 };
  const denied = (reply: FastifyReply) =>
    reply.code(401).send(problem('bad-credentials', 'unknown user or wrong secret'));

  app.post<{ Body: AlertSettingsRequest }>(
    '/api/notify/settings',
    { schema: { body: AlertSettingsRequest } },
    async (request, reply) => {
      const user = await authenticate(storage, request.body.user, request.body.secret);
      if (!user) return denied(reply);
      const address = await store.mailAddress(user.id);
      const body: AlertSettingsResponse = {
        settings: (await store.settings(user.id)) ?? DEFAULT_ALERT_SETTINGS,
        mailEnabled: alerts.mail.enabled,
        mailAllowed: user.username !== null,
        address: address ? { address: address.address, confirmed: address.confirmedAt !== null } : null,
        pushKey: alerts.push.publicKey,
        subscriptions: (await store.subscriptions(user.id)).map((s) => ({
          id: s.id,
          label: s.label,
          createdAt: s.createdAt,
        })),
      };
      return body;
    },
  );

  app.post<{ Body: SaveAlertSettingsRequest }>(
    '/api/notify/settings/save',
    { schema: { body: SaveAlertSettingsRequest } },
    async (request, reply) => {
      const user = await authenticate(storage, request.body.user, request.body.secret);
      if (!user) return denied(reply);
      const settings = request.body.settings;
      if (settings.quiet && !knownTimeZone(settings.quiet.timeZone))
        return reply.code(400).send(problem('bad-request', `unknown time zone ${settings.quiet.timeZone}`));
      await store.setSettings(user.id, settings, Date.now());
      return { saved: true };
    },
  );

  app.post<{ Body: PushSubscribeRequest }>(
    '/api/push/subscribe',
    { schema: { body: PushSubscribeRequest } },
    async (request, reply) => {
      const user = await authenticate(storage, request.body.user, request.body.secret);
      if (!user) return denied(reply);
      const sub = request.body.subscription;
      const why = alerts.push.endpointProblem(sub.endpoint);
      if (why !== null) return reply.code(400).send(problem('bad-subscription', why));
      const known = await store.subscriptions(user.id);
      if (known.length >= MAX_SUBSCRIPTIONS && !known.some((s) => s.endpoint === sub.endpoint))
        return reply
          .code(400)
          .send(problem('bad-subscription', `at most ${MAX_SUBSCRIPTIONS} devices; remove one first`));
      // Pushes are worded in the page's language from now on.
      const lang = request.body.lang;
      if (lang !== undefined) {
        const settings = (await store.settings(user.id)) ?? DEFAULT_ALERT_SETTINGS;
        if (settings.lang !== lang) await store.setSettings(user.id, { ...settings, lang }, Date.now());
      }
      const id = randomId();
      await store.addSubscription({
        id,
        userId: user.id,
        endpoint: sub.endpoint,
        p256dh: sub.keys.p256dh.replace(/=+$/, ''),
        auth: sub.keys.auth.replace(/=+$/, ''),
        label: deviceLabel(request.headers['user-agent']),
        createdAt: Date.now(),
      });
      return { subscription: id };
    },
  );

  app.post<{ Body: PushUnsubscribeRequest }>(
    '/api/push/unsubscribe',
    { schema: { body: PushUnsubscribeRequest } },
    async (request, reply) => {
      const user = await authenticate(storage, request.body.user, request.body.secret);
      if (!user) return denied(reply);
      // Only the player's own: another's id is as unknown as a made-up one.
      if (!(await store.removeSubscription(user.id, request.body.subscription)))
        return reply.code(404).send(problem('no-such-subscription', 'no such push subscription'));
      return { removed: true };
    },
  );

  app.post<{ Body: MailAddressRequest }>(
    '/api/mail/address',
    { schema: { body: MailAddressRequest } },
    async (request, reply) => {
      const user = await authenticate(storage, request.body.user, request.body.secret);
      if (!user) return denied(reply);
      const address = request.body.address?.trim() ?? null;
      if (address === null) {
        await store.removeMailAddress(user.id);
        return { address: null };
      }
      if (!alerts.mail.enabled)
        return reply.code(409).send(problem('mail-off', 'this server sends no e-mail'));
      if (user.username === null)
        return reply.code(403).send(problem('not-registered', 'only registered players get e-mail'));
      if (!validAddress(address))
        return reply.code(400).send(problem('bad-address', 'that is not a usable e-mail address'));
      if ((await limiter.take([{ key: `mail-address:${user.id}`, rate: addressRate }], Date.now())) !== null)
        return reply
          .code(429)
          .header('retry-after', '720')
          .send(problem('rate-limited', 'too many addresses; try later'));
      const confirm = token();
      const unsubscribe = token();
      const now = Date.now();
      await store.setMailAddress({
        userId: user.id,
        address,
        confirmedAt: null,
        tokenHash: tokenHash(confirm),
        tokenExpires: now + CONFIRM_HOURS * 3600_000,
        unsubscribe,
      });
      const content = confirmationMail(
        `${alerts.base}/api/mail/confirm?token=${confirm}`,
        alerts.mail.unsubscribeUrl(unsubscribe),
        CONFIRM_HOURS,
        alertWords((await store.settings(user.id))?.lang),
      );
      await alerts.mail.enqueue('confirm', user.id, address, content, now);
      return { address: { address, confirmed: false } };
    },
  );

  app.get<{ Querystring: MailTokenQuery }>(
    '/api/mail/confirm',
    { schema: { querystring: MailTokenQuery } },
    async (request, reply) => {
      const user = await store.confirmMail(tokenHash(request.query.token), Date.now());
      if (user === null)
        return htmlPage(reply, 400, 'Link not valid', 'This link is unknown, used or expired.');
      return htmlPage(
        reply,
        200,
        'Address confirmed',
        'Alerts will come to this address as your settings say.',
      );
    },
  );

  // One click (RFC 8058): a GET from the link, or a POST from the mail program.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
      done(null, body),
    );
    const unsubscribe = async (token: string, reply: FastifyReply) => {
      const user = await store.unsubscribe(token, Date.now());
      if (user === null) return htmlPage(reply, 400, 'Link not valid', 'This link is unknown.');
      return htmlPage(reply, 200, 'Unsubscribed', 'No more mail will come from Carcassonne alerts.');
    };
    scope.get<{ Querystring: MailTokenQuery }>(
      '/api/mail/unsubscribe',
      { schema: { querystring: MailTokenQuery } },
      (request, reply) => unsubscribe(request.query.token, reply),
    );
    scope.post<{ Querystring: MailTokenQuery }>(
      '/api/mail/unsubscribe',
      { schema: { querystring: MailTokenQuery } },
      (request, reply) => unsubscribe(request.query.token, reply),
    );
  });
}
