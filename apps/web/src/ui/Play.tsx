import type { JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { Board } from '../board/Board.js';
import type { BoardConfig, Highlight, PlayerMark } from '../board/config.js';
import { colorOf, seatLetters } from '../game/config.js';
import type { Controller } from '../game/controller.js';
import type { UiEvent } from '../game/types.js';
import { useT } from './context.js';
import { Panel } from './Panel.js';
import { Final } from './Final.js';
import { HintBox, useHint } from './Hint.js';
import type { HintSource } from '../bots/hint.js';

export function marksOf(players: readonly { name: string; color: string }[]): PlayerMark[] {
  const letters = seatLetters(players.map((p) => p.name));
  return players.map((p, i) => ({ ...colorOf(p.color), letter: letters[i]!, name: p.name }));
}

export function highlightsOf(events: readonly UiEvent[], marks: readonly PlayerMark[]): Highlight[] {
  return events
    .filter((e) => e.squares && e.squares.length > 0)
    .map((e) => ({ squares: e.squares!, label: `+${e.points}`, color: marks[e.players[0] ?? 0]?.fill ?? '#fc0' }));
}

/**
 * The game screen: board, side panel and, at the end, the final scores. `hints`: the hint
 * capability, which the page passes for local games only (an online table never gets one).
 */
export function Play({ ctl, onReplay, onNew, hints = null }: { ctl: Controller; onReplay: () => void; onNew: () => void; hints?: HintSource | null }): JSX.Element {
  const t = useT();
  const [, setTick] = useState(0);
  const [hoverEvent, setHoverEvent] = useState<UiEvent | null>(null);
  const [finalOpen, setFinalOpen] = useState(true);
  useEffect(() => ctl.subscribe(() => setTick((n) => n + 1)), [ctl]);

  const table = ctl.table;
  const view = table.view();
  const marks = useMemo(() => marksOf(view.players), [view.players]);
  const human = ctl.humanToAct;
  const placing = human && !!view.drawn && (view.phase === 'place' || view.phase === 'follower');
  const legal = placing ? table.placements() : [];
  const wallTargets = human && !ctl.pending ? table.wallTargets() : [];
  const followerTargets = ctl.followerPorts();
  const flash = hoverEvent ? [hoverEvent] : ctl.flash;
  const hint = useHint(ctl, hints);

  const cfg: BoardConfig = {
    look: view.look,
    tileDef: (id) => table.tileDef(id),
    tiles: view.board,
    followers: view.followers,
    wall: view.wall,
    towers: view.towers,
    players: marks,
    drawn: placing ? view.drawn : null,
    rotation: ctl.rotation,
    rotClass: (r) => (view.drawn ? table.rotClass(view.drawn, r) : r),
    legal,
    pending: ctl.pending,
    followerTargets,
    wallTargets,
    highlights: [...highlightsOf(flash, marks), ...hint.highlights],
    lastPlaced: ctl.lastPlaced,
    label: t('board.label'),
    events: {
      place: (p) => ctl.place(p),
      rotate: (r) => ctl.setRotation(r),
      follower: (p) => ctl.follower(p),
      wall: (w) => ctl.wall(w),
    },
  };

  return (
    <main class={`play look-${view.look}`} data-phase={view.phase} data-actor={view.actor} data-finished={String(view.finished)} data-human={String(human)}>
      <Board cfg={cfg} />
      {hints && !view.finished && <HintBox state={hint.state} ask={hint.ask} enabled={human} />}
      <Panel ctl={ctl} view={view} marks={marks} wallTargets={wallTargets} followerTargets={followerTargets} onHoverEvent={setHoverEvent} />
      {view.finished && finalOpen && <Final view={view} events={table.events()} marks={marks} onClose={() => setFinalOpen(false)} onReplay={onReplay} onNew={onNew} />}
    </main>
  );
}
