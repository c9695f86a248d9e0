import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import type { GameView, TileDef } from '@carcassonne/engine';
import type { TableState } from '@carcassonne/protocol';
import type { WordContext } from '../game/describe.js';
import type { Placement, UiEvent } from '../game/types.js';
import { Announcer } from '../ui/Announcer.js';
import { useT } from '../ui/context.js';
import { movesSaid, tableNotes } from './announce.js';
import type { TableFeed } from './connection.js';
import { endingWords } from './ending-words.js';

/** An online game's final scoring comes with its last move's events. */
const NO_EVENTS: readonly UiEvent[] = [];

/** The online table's live region: moves and scorings, my turn, chat lines, a clock near its end. */
export function TableAnnouncer({
  feed,
  state,
  view,
  words,
  me,
  myTurn,
  placing,
  secondsLeft,
}: {
  feed: TableFeed;
  state: TableState;
  view: GameView;
  words: WordContext;
  me: string;
  myTurn: boolean;
  placing: { readonly tile: TileDef | undefined; readonly placements: readonly Placement[] } | null;
  secondsLeft: number | null;
}): JSX.Element {
  const t = useT();
  const moves = feed.events.flatMap((e) => (e.event.kind === 'move' ? [e.event] : []));
  const said = useMemo(() => movesSaid(moves, words.names, words), [moves.length, t]);
  const notes = tableNotes({
    t,
    version: view.version,
    placing,
    myTurn,
    chat: feed.chat,
    me,
    actor: words.names[state.actor] ?? '',
    secondsLeft: state.status === 'finished' ? null : secondsLeft,
    over:
      state.status === 'finished' ? [t('final.title'), ...endingWords(state.ending, words.names, t)] : null,
  });
  return (
    <Announcer entries={said} final={NO_EVENTS} names={words.names} tileDef={words.tileDef} notes={notes} />
  );
}
