import { AidsPanel } from './AidsPanel.js';
import { useAidsChoice, withAids } from './useAids.js';
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useRedraw } from './redraw.js';
import { Board } from '../board/Board.js';
import type { Highlight, PlayerMark } from '../board/config.js';
import { colorOf, seatLetters } from '../game/config.js';
import type { Controller } from '../game/controller.js';
import type { Square, UiEvent } from '../game/types.js';
import { useT } from './context.js';
import { Panel } from './Panel.js';
import { Final } from './Final.js';
import { RulesDialog } from './RulesDialog.js';
import { ScoringSteps } from './ScoringSteps.js';
import { spotOnBoard } from '../board/pieces.js';
import type { TileDef } from '@carcassonne/engine';
import type { UiTile } from '../game/types.js';
import { finalSteps, followersAtStep, scoresAtStep } from '../game/walkthrough.js';
import { lastPlacements, wordContext } from '../game/log.js';
import { moveWords } from '../game/describe.js';
import { WorkerHints } from '../bots/hint.js';
import { HintBox, useHint } from './Hint.js';
import { turnBoardConfig } from './turnBoard.js';
import type { TurnAction } from '../game/turn-input.js';

export function marksOf(players: readonly { name: string; color: string }[]): PlayerMark[] {
  const letters = seatLetters(players.map((p) => p.name));
  return players.map((p, i) => ({ ...colorOf(p.color), letter: letters[i]!, name: p.name }));
}

/** Scorings as board highlights: the feature, the cities a farm supplies, the followers counted, the points. */
export function highlightsOf(
  events: readonly UiEvent[],
  marks: readonly PlayerMark[],
  board: readonly UiTile[] = [],
  tileDef: (id: string) => TileDef | undefined = () => undefined,
): Highlight[] {
  const at = new Map(board.map((b) => [`${b.x},${b.y}`, b]));
  return events
    .filter((e) => e.squares && e.squares.length > 0)
    .map((e) => ({
      squares: e.squares!,
      label: `+${e.points}`,
      color: marks[e.players[0] ?? 0]?.fill ?? '#fc0',
      ...(e.supplied ? { supplied: e.supplied } : {}),
      rings: (e.followers ?? []).map((f) => {
        const tile = at.get(`${f.x},${f.y}`);
        return spotOnBoard(tile ? tileDef(tile.tile) : undefined, f.x, f.y, tile?.rotation ?? 0, f.port);
      }),
    }));
}

/** The game screen: board, side panel and, at the end, the final scores. */
export function Play({
  ctl,
  onReplay,
  onNew,
}: {
  ctl: Controller;
  onReplay: () => void;
  onNew: () => void;
}): JSX.Element {
  const t = useT();
  const [hoverEvent, setHoverEvent] = useState<UiEvent | null>(null);
  const [finalOpen, setFinalOpen] = useState(true);
  /** The final scoring being stepped through (k: the step shown), when the game ended on this screen. */
  const [walk, setWalk] = useState<{ k: number; auto: boolean } | null>(null);
  const wasFinished = useRef(ctl.table.finished);
  const [rulesOpen, setRulesOpen] = useState(false);
  const aidsChoice = useAidsChoice();
  const [spot, setSpot] = useState<{ square: Square; at: number } | null>(null);
  useRedraw(ctl);
  const hintSource = useMemo(() => new WorkerHints(), [ctl]);
  const hint = useHint(ctl, hintSource);

  const table = ctl.table;
  const view = table.view();
  const steps = useMemo(() => (view.finished ? finalSteps(table.events()) : []), [view.finished, table]);

  // The game just ended here: step through the final scoring before the result.
  useEffect(() => {
    if (view.finished && !wasFinished.current) {
      if (steps.length > 0) {
        setWalk({ k: 0, auto: ctl.stepMs > 0 });
        setFinalOpen(false);
      } else setFinalOpen(true);
    }
    if (!view.finished) setWalk(null);
    wasFinished.current = view.finished;
  }, [view.finished]);
  const endWalk = () => {
    setWalk(null);
    setFinalOpen(true);
  };
  const stepTo = (k: number) =>
    k >= steps.length ? endWalk() : setWalk({ k: Math.max(0, k), auto: walk?.auto ?? false });
  useEffect(() => {
    if (!walk?.auto) return;
    const id = setTimeout(() => stepTo(walk.k + 1), ctl.stepMs);
    return () => clearTimeout(id);
  }, [walk?.k, walk?.auto]);
  const stepEvent = walk ? steps[walk.k] : undefined;
  const marks = useMemo(() => marksOf(view.players), [view.players]);
  const human = ctl.humanToAct;
  const source = ctl.turnSource();
  const words = wordContext(table, t);
  const flash = hoverEvent ? [hoverEvent] : stepEvent ? [stepEvent] : walk || view.finished ? [] : ctl.flash;
  const dispatch = (a: TurnAction) => ctl.input(a);

  const cfg = turnBoardConfig({
    view,
    tileDef: (id) => table.tileDef(id),
    marks,
    t,
    words,
    turn: ctl.turn,
    source,
    dispatch,
    highlights: highlightsOf(flash, marks, view.board, (id) => table.tileDef(id)),
    ...(walk ? { followers: followersAtStep(view.followers, steps, walk.k) } : {}),
    moveMarks: hint.marks,
    stepping: !!stepEvent && !hoverEvent,
    lastPlaced: ctl.lastPlaced,
    lastMoves: lastPlacements(table),
    spotlight: spot && spot.at === table.moves().length ? spot.square : null,
  });
  const aids = ctl.aids && !view.finished ? table.aids() : null;

  return (
    <main
      class={`play look-${view.look}`}
      data-phase={view.phase}
      data-actor={view.actor}
      data-finished={String(view.finished)}
      data-human={String(human)}
    >
      <Board cfg={withAids(cfg, aids, aidsChoice)} />
      {!view.finished && (
        <HintBox
          state={hint.state}
          ask={hint.ask}
          clear={hint.clear}
          enabled={hint.enabled}
          words={(m) => moveWords(m, view.actor, words)}
        />
      )}
      <Panel
        ctl={ctl}
        view={view}
        marks={marks}
        source={source}
        onHoverEvent={setHoverEvent}
        onShow={(sq) => setSpot(sq ? { square: sq, at: table.moves().length } : null)}
        onRules={() => setRulesOpen(true)}
        scores={walk ? scoresAtStep(view.scores, steps, walk.k) : view.scores}
        onResult={view.finished && !walk && !finalOpen ? () => setFinalOpen(true) : null}
        aids={
          aids && (
            <AidsPanel
              aids={aids}
              marks={marks}
              look={view.look}
              tileDef={(id) => table.tileDef(id)}
              inspected={aidsChoice.inspected}
              showOwners={aidsChoice.showOwners}
              onOwners={aidsChoice.setShowOwners}
            />
          )
        }
      />
      {rulesOpen && <RulesDialog current={table.rules()} onClose={() => setRulesOpen(false)} />}
      {walk && (
        <ScoringSteps
          steps={steps}
          k={walk.k}
          auto={walk.auto}
          names={view.players.map((p) => p.name)}
          marks={marks}
          tileDef={(id) => table.tileDef(id)}
          onStep={stepTo}
          onAuto={(auto) => setWalk({ k: walk.k, auto })}
          onSkip={endWalk}
        />
      )}
      {view.finished && finalOpen && !walk && (
        <Final
          view={view}
          events={table.events()}
          marks={marks}
          onClose={() => setFinalOpen(false)}
          onReplay={onReplay}
          onNew={onNew}
          onSteps={
            steps.length > 0
              ? () => {
                  setFinalOpen(false);
                  setWalk({ k: 0, auto: false });
                }
              : null
          }
        />
      )}
    </main>
  );
}
