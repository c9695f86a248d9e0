import type { JSX } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import type { Port, Rotation } from '@carcassonne/engine';
import type { PlayerMark } from '../board/config.js';
import type { Controller } from '../game/controller.js';
import type { UiEvent, UiView, WallTarget } from '../game/types.js';
import type { Key } from '../i18n/index.js';
import { useT } from './context.js';
import { TilePreview } from './TilePreview.js';
import { Players } from './Players.js';
import { MoveLog } from './MoveLog.js';
import { gameLog, wordContext } from '../game/log.js';
import { followerOptionWords, tileWords, wallChoiceLabel } from '../game/describe.js';
import { ManyChoices } from './ManyChoices.js';
import { errorText } from '../game/errors.js';
import { BoardText } from './BoardText.js';
import { Announcer } from './Announcer.js';
import type { Square } from '../game/types.js';
import { RulesInForce } from './RulesDialog.js';
import { Icon } from './icons.js';

/** Everything beside the board: whose turn, the tile in hand, choices, players, tiles left, log. */
export function Panel({
  ctl,
  view,
  marks,
  wallTargets,
  followerTargets,
  onHoverEvent,
  onShow,
  onRules,
  scores,
  onResult,
}: {
  ctl: Controller;
  view: UiView;
  marks: readonly PlayerMark[];
  wallTargets: readonly WallTarget[];
  followerTargets: readonly Port[];
  onHoverEvent: (e: UiEvent | null) => void;
  onShow: (square: Square | null) => void;
  onRules: () => void;
  /** The scores to show (during the final scoring steps, those so far). */
  scores: readonly number[];
  /** Reopen the result dialog (null while it is open or the game goes on). */
  onResult: (() => void) | null;
}): JSX.Element {
  const t = useT();
  const [counts, setCounts] = useState(false);
  const table = ctl.table;
  const actor = view.players[view.actor];
  const human = ctl.humanToAct;
  const events = table.events();
  const log = useMemo(() => gameLog(table, t), [table, table.moves().length, t]);
  const words = wordContext(table, t);
  const pendingDef = ctl.pending ? table.tileDef(ctl.pending.tile) : undefined;
  const def = view.drawn ? table.tileDef(view.drawn) : undefined;
  const phaseKey: Key = ctl.pending ? 'turn.follower' : ctl.proposal ? 'turn.confirm' : wallTargets.length > 9 ? 'turn.gateMany' : view.phase === 'follower' ? 'turn.follower' : (`turn.${view.phase}` as Key);

  return (
    <aside class="panel">
      {onResult && (
        <button type="button" class="primary show-result" data-action="show-result" onClick={onResult}>
          <Icon name="trophy" /> {t('final.show')}
        </button>
      )}
      {!view.finished && actor && (
        <section class="turn" aria-live="polite">
          <p class="who">
            <span class="chip" style={{ background: marks[view.actor]?.fill, color: marks[view.actor]?.ink }}>
              {marks[view.actor]?.letter}
            </span>{' '}
            <span data-turn={ctl.thinking ? 'bot' : 'human'}>{t(ctl.thinking ? 'turn.bot' : 'turn.yours', { who: actor.name })}</span>
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
        {def && (
          <div class="drawn">
            <TilePreview def={def} look={view.look} rotation={ctl.pending?.rotation ?? ctl.proposal?.rotation ?? ctl.rotation} title={`${t('tile.drawn')}: ${tileWords(def, t)}`} />
            {human && !ctl.pending && view.phase === 'place' && (
              <div class="hand-actions">
                <button type="button" data-action="rotate" onClick={() => ctl.setRotation((((ctl.rotation + 90) % 360) as Rotation))}>
                  <Icon name="rotate" /> {t('tile.rotate')}
                </button>
                {ctl.proposal && (
                  <>
                    <button type="button" class="primary" data-action="confirm-panel" onClick={() => ctl.confirmProposal()}>
                      <Icon name="check" /> {t('touch.confirm')}
                    </button>
                    <button type="button" data-action="cancel-panel" onClick={() => ctl.cancelProposal()}>
                      {t('touch.cancel')}
                    </button>
                  </>
                )}
              </div>
            )}
          </div>
        )}
        <div class="choices">
          {ctl.pending && (
            <>
              {followerTargets.map((p, i) => (
                <button type="button" key={p} data-follower={p} onClick={() => ctl.follower(p)}>
                  {i + 1}. {followerOptionWords(pendingDef, ctl.pending!.rotation, p, words)}
                </button>
              ))}
              <button type="button" class="primary" data-action="no-follower" onClick={() => ctl.follower(null)}>
                0. {t('tile.noFollower')}
              </button>
              <button type="button" data-action="cancel" onClick={() => ctl.cancelPending()}>
                {t('tile.cancel')}
              </button>
            </>
          )}
          {wallTargets.length > 0 && wallTargets.length <= 9 &&
            wallTargets.map((w, i) => (
              <button type="button" key={i} data-wall-choice={i} onClick={() => ctl.wall(w)}>
                {i + 1}. {wallChoiceLabel(w, view.actor, words)}
              </button>
            ))}
          {wallTargets.length > 9 && <ManyChoices key={view.moveCount} targets={wallTargets} label={(w) => wallChoiceLabel(w, view.actor, words)} onChoose={(w) => ctl.wall(w)} />}
        </div>
        <div class="tools">
          <button type="button" data-action="undo" disabled={!ctl.canUndo()} title={t('undo.rule')} onClick={() => ctl.undo()}>
            <Icon name="undo" /> {t('menu.undo')}
          </button>
          <span class="left" data-tiles-left={view.tilesLeft}>
            {view.tilesLeft === 0 && view.drawn && !view.finished ? t('tile.lastInHand') : t('tile.left', { n: view.tilesLeft })}
          </span>
          {view.wallSupply !== null && <span class="left">{t('panel.wallSupply', { n: view.wallSupply })}</span>}
          <button type="button" data-action="counts" aria-expanded={counts} onClick={() => setCounts(!counts)}>
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
      <RulesInForce current={table.rules()} onOpen={onRules} />
      <Players view={view} seats={ctl.seats} marks={marks} events={events} scores={scores} />
      <BoardText tiles={view.board} followers={view.followers} wall={view.wall} words={words} />
      <Announcer entries={log.entries} final={log.final} names={words.names} tileDef={(id) => table.tileDef(id)} />
      <MoveLog entries={log.entries} final={log.final} names={words.names} marks={marks} tileDef={(id) => table.tileDef(id)} onShow={onShow} onHover={onHoverEvent} />
      <p class="muted seed">
        {t('panel.seed', { seed: ctl.seed })} · <span title={t('help.keys')}>⌨ {t('menu.help')}</span>
      </p>
    </aside>
  );
}
