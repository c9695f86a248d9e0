// The online screens' English words come with them (not in the first load).
import '../i18n/later-words.js';
import type { JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { errorText, type CodedError } from '../game/errors.js';
import { useT } from '../ui/context.js';
import { useRedraw } from '../ui/redraw.js';
import { OnlineClient, socketUrl } from './connection.js';
import { forgetIdentity, keepIdentity, keptIdentities, logout } from './accounts.js';
import { AccountBar } from './AccountBar.js';
import { clearIdentity, createGuest, loadIdentity, login, saveIdentity, type Identity } from './identity.js';
import { Lobby } from './Lobby.js';
import { ChallengeNotices } from './Challenges.js';
import { PlayerScreen } from './PlayerScreen.js';
import { LeaderboardScreen } from './LeaderboardScreen.js';
import { isFamily, isPace } from './ratings-api.js';
import { TableScreen } from './TableScreen.js';
import { ModerationPage } from './ModerationPage.js';
import { Standing, StandingContext, useStanding } from './Standing.js';
import { go, hashOf, type Route } from '../route.js';
import { useOnline } from '../offline/network.js';
import { OfflineNotice } from '../offline/OfflineNotice.js';
import { lazyComponent } from '../ui/lazy.js';

// The tournament screens are their own chunk, fetched when one is first opened.
const TournamentScreens = lazyComponent(
  async () => (await import('../tournaments/TournamentScreens.js')).TournamentScreens,
);

/** Online play: a guest identity on the first visit, then the lobby, a table or a player page. */
export function Online({ route }: { route: Exclude<Route, { kind: 'local' }> }): JSX.Element {
  const t = useT();
  const online = useOnline();
  const [identity, setIdentity] = useState<Identity | null>(loadIdentity);
  // The guest this browser was before a login, while the offer to merge its games stands.
  const [guest, setGuest] = useState<Identity | null>(null);
  const client = useMemo(() => (identity ? new OnlineClient(socketUrl(), identity) : null), [identity]);
  // The socket opens when the client is made (during render): what it receives first is drawn too.
  useRedraw(client);
  useEffect(() => () => client?.close(), [client]);
  const standingNow = useStanding(identity, client?.sanctionNews ?? 0);
  // Every screen reads the standing from here (useModerator): one request, not one a chat.
  const within = (screen: JSX.Element) => (
    <StandingContext.Provider value={standingNow}>{screen}</StandingContext.Provider>
  );
  const use = (id: Identity) => {
    if (identity && identity.user.id !== id.user.id) {
      // The identity left stays reachable from this browser; a guest's games are offered to the account.
      keepIdentity(identity);
      setGuest(identity.user.username === null && id.user.username !== null ? identity : null);
    }
    forgetIdentity(id.user.id);
    saveIdentity(id);
    setIdentity(id);
  };
  const signedOut = () => {
    clearIdentity();
    setGuest(null);
    setIdentity(null);
    if (route.kind !== 'lobby') go({ kind: 'lobby' });
  };
  const signOut = async () => {
    if (!identity) return;
    if (identity.user.username === null && !confirm(t('online.signOutGuest'))) return;
    // Signed out here even when the server cannot be reached (the secret then expires by itself).
    await logout(identity, false);
    signedOut();
  };
  // A secret signed out elsewhere (or expired) is refused: back to the first screen.
  useEffect(() => {
    if (client?.refused) signedOut();
  });
  // Without a network the online screens say so at once (not a wait without end).
  const offline = online ? null : <OfflineNotice onLocal={() => go({ kind: 'local' })} />;
  if (route.kind === 'player')
    return within(
      <>
        {offline}
        <PlayerScreen id={route.id} identity={identity} client={client} onSignedOut={signedOut} />
      </>,
    );
  if (route.kind === 'tournaments' || route.kind === 'new-tournament' || route.kind === 'tournament')
    return within(
      <>
        {offline}
        <TournamentScreens route={route} identity={identity} client={client} />
      </>,
    );
  if (route.kind === 'leaderboard')
    return within(
      <>
        {offline}
        <LeaderboardScreen
          family={isFamily(route.family) ? route.family : 'carcassonne'}
          pace={isPace(route.pace) ? route.pace : 'realtime'}
          me={identity?.user.id ?? null}
        />
      </>,
    );
  if (!identity || !client)
    return within(
      <>
        {offline}
        <Welcome onIdentity={use} />
      </>,
    );
  return within(
    <div class="online">
      {offline}
      {online && client.status !== 'open' && (
        <div class="notice bad" role="status" data-connection={client.status}>
          {t('online.reconnecting')}
        </div>
      )}
      {client.savingRefused && (
        <div class="notice bad" role="alert" data-saving="refused">
          {t('online.savingRefused')}
        </div>
      )}
      <ChallengeNotices client={client} />
      <Standing key={identity.user.id} state={standingNow} />
      {route.kind === 'moderation' && <ModerationPage identity={identity} />}
      {route.kind === 'lobby' && (
        <Lobby
          client={client}
          identity={identity}
          onIdentity={use}
          account={
            <AccountBar
              identity={identity}
              guest={guest}
              onGuestHandled={() => setGuest(null)}
              onSwitch={use}
              onSignOut={() => void signOut()}
              moderator={standingNow?.admin ?? false}
            />
          }
        />
      )}
      {route.kind === 'table' && (
        <TableScreen key={route.id} client={client} table={route.id} invite={route.invite} />
      )}
    </div>,
  );
}

function Welcome({ onIdentity }: { onIdentity: (id: Identity) => void }): JSX.Element {
  const t = useT();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<CodedError | null>(null);
  return (
    <main class="newgame online-welcome">
      <h2>{t('online.welcome')}</h2>
      <p>{t('online.welcomeText')}</p>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          const r = await createGuest(name);
          if (!r.ok) return setProblem(r);
          onIdentity({ user: r.value.user, secret: r.value.secret });
        }}
      >
        <label>
          {t('online.name')}{' '}
          <input
            name="display-name"
            maxLength={24}
            required
            value={name}
            onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)}
          />
        </label>{' '}
        <button type="submit" class="primary" data-action="guest">
          {t('online.continue')}
        </button>
        {problem && <p class="problem">{errorText(problem, t)}</p>}
      </form>
      <WelcomeLogin onIdentity={onIdentity} />
      <p>
        <a href={hashOf({ kind: 'tournaments' })}>{t('menu.tournaments')}</a>
      </p>
      {keptIdentities().length > 0 && (
        <p>
          {keptIdentities().map((k) => (
            <button
              key={k.user.id}
              type="button"
              data-action="switch"
              data-user={k.user.id}
              onClick={() => onIdentity(k)}
            >
              {t('online.continueAs', { name: k.user.name })}
            </button>
          ))}
        </p>
      )}
    </main>
  );
}

/** A returning player logs in from the first screen, without making a guest first. */
function WelcomeLogin({ onIdentity }: { onIdentity: (id: Identity) => void }): JSX.Element {
  const t = useT();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<CodedError | null>(null);
  return (
    <form
      class="welcome-login"
      onSubmit={async (e) => {
        e.preventDefault();
        const r = await login(username, password);
        if (!r.ok) return setProblem(r);
        onIdentity({ user: r.value.user, secret: r.value.secret });
      }}
    >
      <h3>{t('online.haveAccount')}</h3>
      <input
        name="login-username"
        autocomplete="username"
        placeholder={t('online.username')}
        required
        value={username}
        onInput={(e) => setUsername((e.currentTarget as HTMLInputElement).value)}
      />{' '}
      <input
        name="login-password"
        type="password"
        autocomplete="current-password"
        placeholder={t('online.password')}
        required
        value={password}
        onInput={(e) => setPassword((e.currentTarget as HTMLInputElement).value)}
      />{' '}
      <button type="submit" data-action="welcome-login">
        {t('online.login')}
      </button>
      {problem && <p class="problem">{errorText(problem, t)}</p>}
    </form>
  );
}
