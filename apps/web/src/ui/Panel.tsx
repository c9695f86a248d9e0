import type { JSX } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import type { PlayerMark } from '../board/config.js';
import type { Controller } from '../game/controller.js';
import type { UiEvent, UiView } from '../game/types.js';
import { useT } from './context.js';
import { TilePreview } from './TilePreview.js';
import { HandTiles } from './HandTiles.js';
import { Players } from './Players.js';
import { MoveLog } from './MoveLog.js';
import { gameLog, wordContext } from '../game/log.js';
import { tileWords } from '../game/describe.js';
import type { TurnSource } from '../game/turn-input.js';
import {
  HandActions,
  handRotation,
  TurnChoices,
  turnHintKey,
  TurnSheet,
  type TurnControls,
} from './TurnChoices.js';
import { errorText } from '../game/errors.js';
import { BoardText } from './BoardText.js';
import { Announcer } from './Announcer.js';
import type { Square } from '../game/types.js';
import { RulesInForce } from './RulesDialog.js';
import { Icon } from './icons.js';
import { Chip } from './Chip.js';

/** Everything beside the board: whose turn, the tile in hand, choices, players, tiles left, log. */
export function Panel({
  ctl,
  view,
  marks,
  source,
  onHoverEvent,
  onShow,
  onRules,
  scores,
  onResult,
  aids,
}: {
  ctl: Controller;
  view: UiView;
  marks: readonly PlayerMark[];
  /** The choices of the human's decision due (null: none here). */
  source: TurnSource | null;
  onHoverEvent: (e: UiEvent | null) => void;
  onShow: (square: Square | null) => void;
  onRules: () => void;
  /** The scores to show (during the final scoring steps, those so far). */
  scores: readonly number[];
  /** Reopen the result dialog (null while it is open or the game goes on). */
  onResult: (() => void) | null;
  /** The player aids, on a table that has them. */
  aids?: JSX.Element | null;
}): JSX.Element {
  const t = useT();
  const [counts, setCounts] = useState(false);
  const table = ctl.table;
  const actor = view.players[view.actor];
  const human = ctl.humanToAct;
  const events = table.events();
  const log = useMemo(() => gameLog(table, t), [table, table.moves().length, t]);
  const words = wordContext(table, t);
  const def = view.drawn ? table.tileDef(view.drawn) : undefined;
  const controls: TurnControls = {
    turn: ctl.turn,
    source,
    dispatch: (a) => ctl.input(a),
    confirmStep: false,
    words,
    tileDef: (id) => table.tileDef(id),
    actor: view.actor,
    moveCount: view.moveCount,
  };
  const phaseKey = turnHintKey(controls, view.phase);

  return (
    <aside class="panel">
      <h2 class="sr">{t('a11y.panel')}</h2>
      {onResult && (
        <button type="button" class="primary show-result" data-action="show-result" onClick={onResult}>
          <Icon name="trophy" /> {t('final.show')}
        </button>
      )}
      <TurnSheet>
        {!view.finished && actor && (
          <section class="turn" aria-live="polite">
            <p class="who">
              <Chip mark={marks[view.actor]} />{' '}
              <span data-turn={ctl.thinking ? 'bot' : 'human'}>
                {t(ctl.thinking ? 'turn.bot' : 'turn.yours', { who: actor.name })}
              </span>
            </p>
            {human && <p class="hint">{t(phaseKey)}</p>}
            {ctl.error && (
              <p class="problem" role="alert">
                {errorText(ctl.error, t)}
              </p>
            )}
          </section>
        )}
        <section class="hand">
          <HandTiles
            hand={view.hand ?? []}
            drawn={view.drawn}
            active={human && view.phase === 'place' && !ctl.turn.pending}
            look={view.look}
            tileDef={(id) => table.tileDef(id)}
            onChoose={(id) => ctl.chooseTile(id)}
          />
          {def && (
            <div class="drawn">
              <TilePreview
                def={def}
                look={view.look}
                rotation={handRotation(ctl.turn)}
                title={`${t('tile.drawn')}: ${tileWords(def, t)}`}
              />
              {view.phase === 'place' && <HandActions {...controls} />}
            </div>
          )}
          <TurnChoices {...controls} />
          <div class="tools">
            <button
              type="button"
              data-action="undo"
              disabled={!ctl.canUndo()}
              title={t('undo.rule')}
              onClick={() => ctl.undo()}
            >
              <Icon name="undo" /> {t('menu.undo')}
            </button>
            <span class="left" data-tiles-left={view.tilesLeft}>
              {view.tilesLeft === 0 && view.drawn && !view.finished
                ? t('tile.lastInHand')
                : t('tile.left', { n: view.tilesLeft })}
            </span>
            {view.wallSupply !== null && (
              <span class="left">{t('panel.wallSupply', { n: view.wallSupply })}</span>
            )}
            <button
              type="button"
              data-action="counts"
              aria-expanded={counts}
              onClick={() => setCounts(!counts)}
            >
              {t(counts ? 'tile.hideCounts' : 'tile.showCounts')}
            </button>
          </div>
          {counts && (
            <div class="counts">
              {Object.entries(view.remaining)
                .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
                .map(([id, n]) => {
                  const d = table.tileDef(id);
                  return d ? (
                    <figure key={id}>
                      <TilePreview def={d} look={view.look} size={40} />
                      <figcaption>×{n}</figcaption>
                    </figure>
                  ) : null;
                })}
            </div>
          )}
        </section>
      </TurnSheet>
      <RulesInForce current={table.rules()} onOpen={onRules} />
      {aids}
      <Players
        view={view}
        seats={ctl.seats}
        marks={marks}
        events={events}
        scores={scores}
        tileDef={(id) => table.tileDef(id)}
      />
      <BoardText tiles={view.board} followers={view.followers} wall={view.wall} words={words} />
      <Announcer
        entries={log.entries}
        final={log.final}
        names={words.names}
        tileDef={(id) => table.tileDef(id)}
      />
      <MoveLog
        entries={log.entries}
        final={log.final}
        names={words.names}
        marks={marks}
        tileDef={(id) => table.tileDef(id)}
        onShow={onShow}
        onHover={onHoverEvent}
      />
      <p class="muted seed">
        {t('panel.seed', { seed: ctl.seed })} · <span title={t('help.keys')}>⌨ {t('menu.help')}</span>
      </p>
    </aside>
  );
}
