import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { errorText } from '../game/errors.js';
import { hashOf, leaderboardHash, playerHash } from '../route.js';
import { useT } from '../ui/context.js';
import { forgetIdentity, keptIdentities, mergeGuest } from './accounts.js';
import type { Identity } from './identity.js';

/**
 * At the lobby's top: who is playing, their page, the leaderboards, the tournaments and for a
 * moderator the moderation page, then sign out and switch to another identity of this browser,
 * all in one line; and, right after logging in on a browser that was a guest, the offer to move
 * that guest's games into the account (or keep the guest as it is: it stays in the list to
 * switch to).
 */
export function AccountBar({
  identity,
  guest,
  onGuestHandled,
  onSwitch,
  onSignOut,
  moderator,
}: {
  identity: Identity;
  /** The guest this browser was before logging in, when its games are still to be offered. */
  guest: Identity | null;
  onGuestHandled: () => void;
  onSwitch: (id: Identity) => void;
  onSignOut: () => void;
  /** Whether the player moderates (their standing says so): the line links to the moderation page. */
  moderator: boolean;
}): JSX.Element {
  const t = useT();
  const [message, setMessage] = useState<{ text: string; bad: boolean } | null>(null);
  // The offer comes after a login at the lobby's foot: it is brought into view where it stands.
  const offer = useRef<HTMLDivElement>(null);
  useEffect(() => offer.current?.scrollIntoView({ block: 'center' }), [guest?.user.id]);
  const others = keptIdentities().filter((k) => k.user.id !== identity.user.id);
  const merge = async (g: Identity) => {
    const r = await mergeGuest(identity, g);
    if (!r.ok) return setMessage({ text: errorText(r, t), bad: true });
    if (r.value.unfinished === 0) forgetIdentity(g.user.id);
    const merged = t('online.merged', { n: r.value.merged });
    const left =
      r.value.unfinished > 0
        ? ` ${t('online.mergedUnfinished', { n: r.value.unfinished, name: g.user.name })}`
        : '';
    setMessage({ text: merged + left, bad: false });
    onGuestHandled();
  };
  return (
    <nav class="account-bar" aria-label={t('online.account')}>
      {guest && (
        <div class="notice" role="status" data-merge-offer={guest.user.id} ref={offer}>
          <p>{t('online.mergeOffer', { name: guest.user.name })}</p>
          <button type="button" class="primary" data-action="merge" onClick={() => void merge(guest)}>
            {t('online.mergeYes')}
          </button>{' '}
          <button type="button" data-action="keep-guest" onClick={onGuestHandled}>
            {t('online.mergeNo', { name: guest.user.name })}
          </button>
        </div>
      )}
      {message && (
        <p class={message.bad ? 'problem' : 'muted'} data-merge-result>
          {message.text}
        </p>
      )}
      <p class="muted">
        {t('online.signedIn', { name: identity.user.name })} ·{' '}
        <a href={playerHash(identity.user.id)}>{t('online.myPage')}</a> ·{' '}
        <a href={leaderboardHash('carcassonne', 'realtime')}>{t('ratings.leaderboards')}</a> ·{' '}
        <a href={hashOf({ kind: 'tournaments' })} data-action="tournaments">
          {t('menu.tournaments')}
        </a>{' '}
        ·{' '}
        {moderator && (
          <>
            <a href={hashOf({ kind: 'moderation' })} data-action="moderation">
              {t('mod.link')}
            </a>{' '}
            ·{' '}
          </>
        )}
        {/* The account's buttons go to a new line together, never Sign out alone. */}
        <span class="account-actions">
          {others.map((other) => (
            <span key={other.user.id}>
              <button
                type="button"
                data-action="switch"
                data-user={other.user.id}
                onClick={() => onSwitch(other)}
              >
                {t('online.switchTo', { name: other.user.name })}
              </button>{' '}
              ·{' '}
            </span>
          ))}
          <button type="button" data-action="sign-out" onClick={onSignOut}>
            {t('online.signOut')}
          </button>
        </span>
      </p>
    </nav>
  );
}
