import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { GAME_IDS } from '@carcassonne/engine';
import type { LobbyFilter, MyGame, TableSummary } from '@carcassonne/protocol';
import { LIMITS } from '@carcassonne/protocol/plain';
import { errorText } from '../game/errors.js';
import { useT } from '../ui/context.js';
import type { OnlineClient } from './connection.js';
import { login, register, type Identity } from './identity.js';
import { tableHash } from '../route.js';
import { presetName } from './preset-names.js';
import { QuickGame } from './QuickGame.js';
import { FriendsPanel } from './Friends.js';
import { SoundSettingsPanel } from './SoundSettings.js';
import { MyGames } from './MyGames.js';
import { VacationPanel } from './Vacation.js';
import { CreateTable } from './CreateTable.js';
import { GAMES_REFRESH_MS, useGamesAlerts, useTick } from './useAlerts.js';

export { presetName } from './preset-names.js';

/** The lobby: create a table, the public tables (live), my unfinished games, and the account. */
export function Lobby({
  client,
  identity,
  onIdentity,
  account,
}: {
  client: OnlineClient;
  identity: Identity;
  onIdentity: (id: Identity) => void;
  /** Who plays, with their links and sign out (`AccountBar`), at the top. */
  account: JSX.Element;
}): JSX.Element {
  const t = useT();
  const [games, setGames] = useState<readonly MyGame[] | null>(null);
  useGamesAlerts(games);
  const tick = useTick(GAMES_REFRESH_MS);
  const [filter, setFilter] = useState<LobbyFilter>({});
  useEffect(() => () => client.setLobby(false), [client]);
  useEffect(() => {
    // Typing a search asks for a page once the typing pauses (the server limits pages a second).
    const timer = setTimeout(() => client.setLobby(true, filter), filter.search ? 300 : 0);
    return () => clearTimeout(timer);
  }, [client, filter]);
  const lobbyKey = [...client.lobby.values()]
    .map((s) => `${s.id}:${s.status}:${s.seats.map((x) => x.kind).join('')}`)
    .join(',');
  useEffect(() => {
    void client.request({ type: 'games' }).then((a) => a.ok && setGames(a.result.games));
  }, [client, lobbyKey, client.status, tick]);
  const tables = [...client.lobby.values()].sort((a, b) => b.createdAt - a.createdAt);
  return (
    <main class="newgame lobby">
      <h2 class="sr">{t('a11y.lobby')}</h2>
      {account}
      <QuickGame client={client} />
      <CreateTable client={client} />
      <section class="lobby-list">
        <h3>{t('online.myGames')}</h3>
        <MyGames games={games ?? []} nameOf={(preset) => presetName(t, preset)} />
      </section>
      <section class="lobby-list">
        <h3>{t('online.publicTables')}</h3>
        <LobbyFilters filter={filter} onFilter={setFilter} />
        {tables.length === 0 && <p class="muted">{t('online.none')}</p>}
        <ul>
          {tables.map((s) => (
            <TableRow key={s.id} summary={s} />
          ))}
        </ul>
        <Pager client={client} filter={filter} onFilter={setFilter} />
      </section>
      <FriendsPanel client={client} />
      <Account identity={identity} onIdentity={onIdentity} />
      <VacationPanel identity={identity} />
      <SoundSettingsPanel />
    </main>
  );
}

/** Which tables the lobby shows: a game, only those with a free seat, a search in names. */
function LobbyFilters({
  filter,
  onFilter,
}: {
  filter: LobbyFilter;
  onFilter: (f: LobbyFilter) => void;
}): JSX.Element {
  const t = useT();
  // A changed filter starts again at the first page; an empty field is no filter.
  const set = <K extends 'game' | 'seatsFree' | 'search'>(key: K, value: LobbyFilter[K] | undefined) => {
    const { offset: _offset, [key]: _old, ...rest } = filter;
    onFilter(value === undefined || value === '' || value === false ? rest : { ...rest, [key]: value });
  };
  return (
    <div class="lobby-filters">
      <label>
        {t('online.filterGame')}{' '}
        <select
          name="lobby-game"
          value={filter.game ?? ''}
          onChange={(e) => set('game', (e.currentTarget as HTMLSelectElement).value)}
        >
          <option value="">{t('online.allGames')}</option>
          {GAME_IDS.map((id) => (
            <option key={id} value={id}>
              {t(`game.${id}`)}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        <input
          type="checkbox"
          name="lobby-seats-free"
          checked={filter.seatsFree === true}
          onChange={(e) => set('seatsFree', (e.currentTarget as HTMLInputElement).checked)}
        />{' '}
        {t('online.seatsFree')}
      </label>{' '}
      <input
        type="search"
        name="lobby-search"
        placeholder={t('online.search')}
        aria-label={t('online.search')}
        maxLength={LIMITS.lobbySearchLength}
        value={filter.search ?? ''}
        onInput={(e) => set('search', (e.currentTarget as HTMLInputElement).value)}
      />
    </div>
  );
}

/** Where the page shown lies among the tables that match, and the way to the others. */
function Pager({
  client,
  filter,
  onFilter,
}: {
  client: OnlineClient;
  filter: LobbyFilter;
  onFilter: (f: LobbyFilter) => void;
}): JSX.Element | null {
  const t = useT();
  const total = client.lobbyTotal;
  const offset = client.lobbyOffset;
  if (total <= LIMITS.lobbyPage && offset === 0) return null;
  const page = LIMITS.lobbyPage;
  const to = Math.min(total, offset + page);
  return (
    <p class="lobby-pager" data-lobby-total={total}>
      <button
        type="button"
        data-action="lobby-previous"
        disabled={offset === 0}
        onClick={() => onFilter({ ...filter, offset: Math.max(0, offset - page) })}
      >
        {t('online.previous')}
      </button>{' '}
      <span class="muted">{t('online.page', { from: total === 0 ? 0 : offset + 1, to, total })}</span>{' '}
      <button
        type="button"
        data-action="lobby-next"
        disabled={to >= total}
        onClick={() => onFilter({ ...filter, offset: offset + page })}
      >
        {t('online.next')}
      </button>
    </p>
  );
}

function TableRow({ summary }: { summary: TableSummary }): JSX.Element {
  const t = useT();
  const open = summary.seats.filter((s) => s.kind === 'open').length;
  return (
    <li data-table={summary.id} data-status={summary.status}>
      <a href={tableHash(summary.id, null)}>
        {presetName(t, summary.preset)} · {summary.hostName} ·{' '}
        {summary.seats.map((s) => (s.kind === 'open' ? '—' : s.name)).join(', ')}
      </a>{' '}
      <span class="muted">
        {summary.status === 'open'
          ? t('online.openSeats', { n: open })
          : t(`online.status.${summary.status}`)}
      </span>
      {summary.aids && (
        <span class="muted" data-aids="on">
          {' '}
          · {t('lobby.aids')}
        </span>
      )}
    </li>
  );
}

function Account({
  identity,
  onIdentity,
}: {
  identity: Identity;
  onIdentity: (id: Identity) => void;
}): JSX.Element {
  const t = useT();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<{ text: string; bad: boolean } | null>(null);
  // Once signed in, the fields are emptied: the password does not stay on the screen.
  const forget = () => {
    setUsername('');
    setPassword('');
  };
  const fields = (
    <>
      <input
        name="username"
        autocomplete="username"
        placeholder={t('online.username')}
        value={username}
        onInput={(e) => setUsername((e.currentTarget as HTMLInputElement).value)}
      />{' '}
      <input
        name="password"
        type="password"
        autocomplete="current-password"
        placeholder={t('online.password')}
        value={password}
        onInput={(e) => setPassword((e.currentTarget as HTMLInputElement).value)}
      />
    </>
  );
  return (
    <section class="account">
      <h3>{t('online.account')}</h3>
      {identity.user.username ? (
        <p>{t('online.registeredAs', { name: identity.user.username })}</p>
      ) : (
        <p class="muted">{t('online.registerText')}</p>
      )}
      <form onSubmit={(e) => e.preventDefault()}>
        {fields}
        <div class="actions">
          {!identity.user.username && (
            <button
              type="button"
              data-action="register"
              onClick={async () => {
                const r = await register(identity, username, password);
                if (!r.ok) return setMessage({ text: errorText(r, t), bad: true });
                onIdentity({ ...identity, user: r.value.user });
                forget();
                setMessage({ text: t('online.registered'), bad: false });
              }}
            >
              {t('online.register')}
            </button>
          )}
          <button
            type="button"
            data-action="login"
            onClick={async () => {
              const r = await login(username, password);
              if (!r.ok) return setMessage({ text: errorText(r, t), bad: true });
              onIdentity({ user: r.value.user, secret: r.value.secret });
              forget();
              setMessage({ text: t('online.loggedIn'), bad: false });
            }}
          >
            {t('online.login')}
          </button>
        </div>
      </form>
      {message && <p class={message.bad ? 'problem' : 'muted'}>{message.text}</p>}
    </section>
  );
}
