import type { JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { Board } from '../board/Board.js';
import type { BoardConfig, Highlight, PlayerMark } from '../board/config.js';
import { colorOf, seatLetters } from '../game/config.js';
import type { Controller } from '../game/controller.js';
import type { Square, UiEvent } from '../game/types.js';
import { useT } from './context.js';
import { Panel } from './Panel.js';
import { Final } from './Final.js';
import { RulesDialog } from './RulesDialog.js';

export function marksOf(players: readonly { name: string; color: string }[]): PlayerMark[] {
  const letters = seatLetters(players.map((p) => p.name));
  return players.map((p, i) => ({ ...colorOf(p.color), letter: letters[i]!, name: p.name }));
}

export function highlightsOf(events: readonly UiEvent[], marks: readonly PlayerMark[]): Highlight[] {
  return events
    .filter((e) => e.squares && e.squares.length > 0)
    .map((e) => ({ squares: e.squares!, label: `+${e.points}`, color: marks[e.players[0] ?? 0]?.fill ?? '#fc0' }));
}

/** The game screen: board, side panel and, at the end, the final scores. */
export function Play({ ctl, onReplay, onNew }: { ctl: Controller; onReplay: () => void; onNew: () => void }): JSX.Element {
  const t = useT();
  const [, setTick] = useState(0);
  const [hoverEvent, setHoverEvent] = useState<UiEvent | null>(null);
  const [finalOpen, setFinalOpen] = useState(true);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [spot, setSpot] = useState<{ square: Square; at: number } | null>(null);
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
    proposal: placing ? ctl.proposal : null,
    followerTargets,
    wallTargets,
    highlights: highlightsOf(flash, marks),
    lastPlaced: ctl.lastPlaced,
    spotlight: spot && spot.at === table.moves().length ? spot.square : null,
    label: t('board.label'),
    words: { zoomIn: t('board.zoomIn'), zoomOut: t('board.zoomOut'), fit: t('board.fit'), confirm: t('touch.confirm'), rotate: t('touch.rotate'), cancel: t('touch.cancel') },
    events: {
      place: (p) => ctl.place(p),
      propose: (sq) => ctl.propose(sq),
      confirm: () => ctl.confirmProposal(),
      cancelProposal: () => ctl.cancelProposal(),
      rotateProposal: () => ctl.rotateProposal(),
      rotate: (r) => ctl.setRotation(r),
      follower: (p) => ctl.follower(p),
      wall: (w) => ctl.wall(w),
    },
  };

  return (
    <main class={`play look-${view.look}`} data-phase={view.phase} data-actor={view.actor} data-finished={String(view.finished)} data-human={String(human)}>
      <Board cfg={cfg} />
      <Panel ctl={ctl} view={view} marks={marks} wallTargets={wallTargets} followerTargets={followerTargets} onHoverEvent={setHoverEvent} onShow={(sq) => setSpot(sq ? { square: sq, at: table.moves().length } : null)} onRules={() => setRulesOpen(true)} />
      {rulesOpen && <RulesDialog current={table.rules()} onClose={() => setRulesOpen(false)} />}
      {view.finished && finalOpen && <Final view={view} events={table.events()} marks={marks} onClose={() => setFinalOpen(false)} onReplay={onReplay} onNew={onNew} />}
    </main>
  );
}
