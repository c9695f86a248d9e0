import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { GamesFilter, HeadToHead, ProfileGames as Games } from '@carcassonne/protocol';
import { GAME_RESULTS, RATING_FAMILIES } from '@carcassonne/protocol/plain';
import { errorText, type CodedError } from '../game/errors.js';
import { useT } from '../ui/context.js';
import { reviewHash, tableHash } from '../route.js';
import { presetName } from './Lobby.js';
import { downloadRecord } from './records.js';
import { Pager } from './Pager.js';
import { endedWords } from './ending-words.js';
import { headToHead, isFamily, PAGE_ROWS, profileGames } from './ratings-api.js';

/**
 * A player's finished games with filters (game, opponent, result), paged, each linking to its
 * replay; with an opponent chosen, the head-to-head record against them.
 */
export function ProfileGames({ id }: { id: string }): JSX.Element {
  const t = useT();
  const [filter, setFilter] = useState<GamesFilter>({});
  const [offset, setOffset] = useState(0);
  const [games, setGames] = useState<Games | null>(null);
  const [versus, setVersus] = useState<HeadToHead | null>(null);
  const [problem, setProblem] = useState<CodedError | null>(null);
  // The opponents met in the newest games, to choose from.
  const [opponents, setOpponents] = useState<readonly { id: string; name: string }[]>([]);
  useEffect(() => {
    void profileGames(id, {}, 0).then((r) => {
      if (!r.ok) return;
      const met = new Map<string, string>();
      for (const g of r.value.games)
        for (const p of g.players) if (p.id && p.id !== id) met.set(p.id, p.name);
      setOpponents([...met].map(([pid, name]) => ({ id: pid, name })));
    });
  }, [id]);
  useEffect(() => {
    void profileGames(id, filter, offset).then((r) => (r.ok ? setGames(r.value) : setProblem(r)));
    if (filter.opponent) void headToHead(id, filter.opponent).then((r) => setVersus(r.ok ? r.value : null));
    else setVersus(null);
  }, [id, filter, offset]);
  const change = (next: GamesFilter) => {
    setOffset(0);
    setFilter(next);
  };
  const without = <K extends keyof GamesFilter>(key: K): GamesFilter => {
    const { [key]: _, ...rest } = filter;
    return rest;
  };
  return (
    <section class="profile-games">
      <h3>{t('ratings.games.title')}</h3>
      <form class="filters" onSubmit={(e) => e.preventDefault()}>
        <label>
          {t('ratings.filter.game')}{' '}
          <select
            data-filter="game"
            value={filter.game ?? ''}
            onChange={(e) => {
              const v = e.currentTarget.value;
              change(isFamily(v) ? { ...filter, game: v } : without('game'));
            }}
          >
            <option value="">{t('ratings.filter.any')}</option>
            {RATING_FAMILIES.map((f) => (
              <option key={f} value={f}>
                {t(`ratings.family.${f}`)}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          {t('ratings.filter.opponent')}{' '}
          <select
            data-filter="opponent"
            value={filter.opponent ?? ''}
            onChange={(e) => {
              const v = e.currentTarget.value;
              change(v ? { ...filter, opponent: v } : without('opponent'));
            }}
          >
            <option value="">{t('ratings.filter.any')}</option>
            {opponents.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          {t('ratings.filter.result')}{' '}
          <select
            data-filter="result"
            value={filter.result ?? ''}
            onChange={(e) => {
              const v = e.currentTarget.value;
              const result = GAME_RESULTS.find((r) => r === v);
              change(result ? { ...filter, result } : without('result'));
            }}
          >
            <option value="">{t('ratings.filter.any')}</option>
            {GAME_RESULTS.map((r) => (
              <option key={r} value={r}>
                {t(`ratings.result.${r}`)}
              </option>
            ))}
          </select>
        </label>
      </form>
      {versus && (
        <p data-head-to-head={`${versus.wins}-${versus.draws}-${versus.losses}`}>
          {t('ratings.versus', {
            name: versus.other.name,
            wins: versus.wins,
            draws: versus.draws,
            losses: versus.losses,
          })}
        </p>
      )}
      {problem && (
        <p class="problem" role="alert">
          {errorText(problem, t)}
        </p>
      )}
      {games && games.games.length === 0 && <p class="muted">{t('online.none')}</p>}
      <ul>
        {games?.games.map((g) => (
          <li key={g.table} data-finished-game={g.table} data-result={g.result}>
            <a href={tableHash(g.table, null)}>
              {new Date(g.finishedAt).toLocaleDateString()} · {presetName(t, g.preset)} ·{' '}
              {g.players.map((p) => `${p.name} ${p.score}`).join(', ')}
            </a>{' '}
            · <strong>{t(`ratings.result.${g.result}`)}</strong>
            {endedWords(g.ended, t) && <span data-ended={g.ended}> ({endedWords(g.ended, t)})</span>} ·{' '}
            <a href={reviewHash(g.table, null, null)} data-action="open-review">
              {t('review.open')}
            </a>{' '}
            · {/* A private game's players download it without the invite (as themselves). */}
            <button
              type="button"
              class="link"
              data-action="download-record"
              onClick={() => void downloadRecord(g.table, null).then(setProblem)}
            >
              {t('online.record')}
            </button>
          </li>
        ))}
      </ul>
      {games && games.total > PAGE_ROWS && (
        <Pager
          offset={offset}
          from={games.offset}
          shown={games.games.length}
          total={games.total}
          step={PAGE_ROWS}
          onOffset={setOffset}
        />
      )}
    </section>
  );
}
