import type { JSX } from 'preact';
import { reviewHash } from '../route.js';
import type { Table } from '../game/table.js';
import { Replay } from '../ui/Replay.js';
import { useServerAnalysis, type OnlineGame } from './server-analysis.js';

/** The replay of a finished online game: the server's analysis, and links by table id and move. */
export function OnlineReplay({
  table,
  game,
  start,
  onExit,
  onOpen,
}: {
  table: Table;
  game: OnlineGame;
  start?: number;
  onExit: () => void;
  onOpen: () => void;
}): JSX.Element {
  const served = useServerAnalysis(game);
  return (
    <Replay
      table={table}
      served={served}
      linkOf={(step) => Promise.resolve(reviewHash(game.table, step, game.invite))}
      {...(start !== undefined ? { start } : {})}
      onExit={onExit}
      onOpen={onOpen}
    />
  );
}
