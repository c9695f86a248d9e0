import type { JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { errorText, type CodedError } from '../game/errors.js';
import { useT } from '../ui/context.js';
import { useRedraw } from '../ui/redraw.js';
import { OnlineClient, socketUrl } from './connection.js';
import { createGuest, loadIdentity, saveIdentity, type Identity } from './identity.js';
import { Lobby } from './Lobby.js';
import { PlayerScreen } from './PlayerScreen.js';
import { TableScreen } from './TableScreen.js';
import type { Route } from '../route.js';

/** Online play: a guest identity on the first visit, then the lobby, a table or a player page. */
export function Online({ route }: { route: Exclude<Route, { kind: 'local' }> }): JSX.Element {
  const t = useT();
  const [identity, setIdentity] = useState<Identity | null>(loadIdentity);
  const client = useMemo(() => (identity ? new OnlineClient(socketUrl(), identity) : null), [identity]);
  // The socket opens when the client is made (during render): what it receives first is drawn too.
  useRedraw(client);
  useEffect(() => () => client?.close(), [client]);
  const use = (id: Identity) => {
    saveIdentity(id);
    setIdentity(id);
  };
  if (route.kind === 'player') return <PlayerScreen id={route.id} />;
  if (!identity || !client) return <Welcome onIdentity={use} />;
  return (
    <div class="online">
      {client.status !== 'open' && (
        <div class="notice bad" role="status" data-connection={client.status}>
          {t('online.reconnecting')}
        </div>
      )}
      {route.kind === 'lobby' && <Lobby client={client} identity={identity} onIdentity={use} />}
      {route.kind === 'table' && (
        <TableScreen key={route.id} client={client} table={route.id} invite={route.invite} />
      )}
    </div>
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
    </main>
  );
}
