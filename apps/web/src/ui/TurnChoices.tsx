import type { ComponentChildren, JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { Move, Port, Rotation, TileDef } from '@carcassonne/engine';
import type { UiView, WallTarget } from '../game/types.js';
import { followerOptionWords, specialWords, wallChoiceLabel, type WordContext } from '../game/describe.js';
import { FigureChoice } from './FigureChoice.js';
import { specialRows, type SpecialKind, type SpecialRow } from '../game/special-groups.js';
import {
  abbeyOffered,
  followerTargets,
  recallOffered,
  specialTargets,
  turnReady,
  wallChoices,
  type TurnAction,
  type TurnSource,
  type TurnState,
} from '../game/turn-input.js';
import type { Key } from '../i18n/index.js';
import { useT } from './context.js';
import { Icon } from './icons.js';
import { ManyChoices } from './ManyChoices.js';

/** What the panel's turn controls need, the same for the local and the online table. */
export interface TurnControls {
  readonly turn: TurnState;
  /** The choices of the decision due on this page; null while nothing is to be decided here. */
  readonly source: TurnSource | null;
  readonly dispatch: (a: TurnAction) => void;
  /** A chosen move waits for Confirm (online). */
  readonly confirmStep: boolean;
  readonly words: WordContext;
  readonly tileDef: (id: string) => TileDef | undefined;
  /** The seat deciding (whose points a wall choice names first). */
  readonly actor: number;
  /** Changes with every move (resets the list of many choices). */
  readonly moveCount: number;
}

/** The hint of what to do now (every phase has words: the compiler checks the keys). */
export function turnHintKey(
  c: Pick<TurnControls, 'turn' | 'source' | 'confirmStep'>,
  phase: UiView['phase'],
): Key {
  const { turn } = c;
  if (turn.pending && turn.follower === undefined) return 'turn.follower';
  if (c.confirmStep && turnReady(turn)) return 'online.confirmHint';
  if (turn.proposal) return 'turn.confirm';
  if (wallChoices(turn, c.source).length > 9) return 'turn.gateMany';
  if (phase === 'over') return 'final.title';
  return phase === 'follower' ? 'turn.follower' : `turn.${phase}`;
}

/**
 * The turn's words and its choices together. On a phone, while the step has choices, the sheet
 * lies along the bottom of the window over the board's lower part, the words above the choices
 * (nothing else of it shows then), so that neither needs scrolling nor hides the other; the
 * board centres what it shows in what the sheet leaves. Elsewhere it adds no box of its own.
 */
export const TurnSheet = ({ children }: { children: ComponentChildren }): JSX.Element => (
  <div class="turn-sheet" data-over-board>
    {children}
  </div>
);

/** The rotation the tile in hand shows in. */
export const handRotation = (turn: TurnState): Rotation =>
  turn.pending?.rotation ?? turn.proposal?.rotation ?? turn.rotation;

/** Beside the tile in hand: turn it, and confirm or drop a placement proposed by a tap. */
export function HandActions(c: Pick<TurnControls, 'turn' | 'source' | 'dispatch'>): JSX.Element | null {
  const t = useT();
  const { turn, dispatch } = c;
  if (!c.source?.drawn || turn.pending) return null;
  const rotate = () => dispatch({ type: 'rotate', rotation: ((turn.rotation + 90) % 360) as Rotation });
  const drop = () => dispatch({ type: 'cancelProposal' });
  return (
    <div class="hand-actions">
      <button type="button" data-action="rotate" onClick={rotate}>
        <Icon name="rotate" /> {t('tile.rotate')}
      </button>
      {turn.proposal && (
        <>
          <button
            type="button"
            class="primary"
            data-action="confirm-panel"
            onClick={() => dispatch({ type: 'confirmProposal' })}
          >
            <Icon name="check" /> {t('touch.confirm')}
          </button>
          <button type="button" data-action="cancel-panel" onClick={drop}>
            {t('touch.cancel')}
          </button>
        </>
      )}
    </div>
  );
}

/** The choices of the turn: followers in words, no follower, the abbot's recall, take back, wall choices, Confirm. */
export function TurnChoices(c: TurnControls): JSX.Element {
  const t = useT();
  const { turn, source, dispatch, words } = c;
  const pending = source ? turn.pending : null;
  const ports = followerTargets(turn, source);
  const specials = specialTargets(turn, source);
  const walls = turn.wall ? [] : wallChoices(turn, source);
  const label = (w: WallTarget) => wallChoiceLabel(w, c.actor, words);
  const take = (target: WallTarget) => dispatch({ type: 'wall', target });
  const follower = (port: Port | null) => dispatch({ type: 'follower', port });
  const confirm = () => dispatch({ type: 'confirm' });
  const pendingDef = pending ? c.tileDef(pending.tile) : undefined;
  const recall = recallOffered(turn, source);
  // Online the recall waits for Confirm: say what it will do.
  const recalled = c.confirmStep && turn.recall && pending && source?.recall ? source.recall(pending) : null;
  // A kind of special opened from its row, for the placement it was opened on.
  const pendingKey = pending ? `${pending.tile} ${pending.x},${pending.y} ${pending.rotation}` : '';
  const [open, setOpen] = useState<{ kind: SpecialKind; at: string } | null>(null);
  const rows = specialRows(specials, ports.length);
  const openRow =
    open && open.at === pendingKey && turn.follower === undefined
      ? rows.find(
          (r): r is Extract<SpecialRow, { type: 'group' }> => r.type === 'group' && r.kind === open.kind,
        )
      : undefined;
  const special = (i: number) => {
    const mv: Move = specials[i]!;
    return (
      <button
        type="button"
        key={`s${i}`}
        data-special={mv.type === 'place' ? (mv.barn !== undefined ? 'barn' : mv.special?.use) : undefined}
        title={mv.type === 'place' && mv.barn !== undefined ? t('choice.barnHint') : undefined}
        onClick={() => dispatch({ type: 'special', move: mv })}
      >
        {ports.length + i + 1}. {specialWords(mv, words)}
      </button>
    );
  };
  return (
    <div class="choices">
      {!pending && (turn.abbey || abbeyOffered(turn, source)) && (
        <button
          type="button"
          data-action="abbey"
          aria-pressed={turn.abbey}
          class={turn.abbey ? 'primary' : undefined}
          onClick={() => dispatch({ type: 'abbey' })}
        >
          {/* In the final abbey round there is no drawn tile to go back to. */}
          {t(turn.abbey ? (source?.drawn ? 'abbey.back' : 'abbey.putBack') : 'abbey.place')}
        </button>
      )}
      {openRow && (
        <>
          <button type="button" class="primary" data-action="special-back" onClick={() => setOpen(null)}>
            {t('choice.back')}
          </button>
          {openRow.indices.map(special)}
        </>
      )}
      {pending && turn.follower === undefined && !openRow && (
        <>
          <FigureChoice turn={turn} source={source} dispatch={dispatch} />
          {ports.map((p, i) => (
            <button type="button" key={p} data-follower={p} onClick={() => follower(p)}>
              {i + 1}. {followerOptionWords(pendingDef, pending.rotation, p, words, turn.figure)}
            </button>
          ))}
          {rows.map((row) =>
            row.type === 'single' ? (
              special(row.index)
            ) : (
              <button
                type="button"
                key={`g${row.kind}`}
                data-special-group={row.kind}
                onClick={() => setOpen({ kind: row.kind, at: pendingKey })}
              >
                {t(`choice.group.${row.kind}`, { n: row.indices.length })}
              </button>
            ),
          )}
          <button type="button" class="primary" data-action="no-follower" onClick={() => follower(null)}>
            0. {t('tile.noFollower')}
          </button>
          {recall !== null && (
            <button
              type="button"
              data-action="recall"
              title={t('piece.recallHint')}
              onClick={() => dispatch({ type: 'recall' })}
            >
              {t('piece.recall', { n: recall })}
            </button>
          )}
        </>
      )}
      {walls.length > 0 &&
        walls.length <= 9 &&
        walls.map((w, i) => (
          <button type="button" key={i} data-wall-choice={i} onClick={() => take(w)}>
            {i + 1}. {label(w)}
          </button>
        ))}
      {walls.length > 9 && <ManyChoices key={c.moveCount} targets={walls} label={label} onChoose={take} />}
      {recalled !== null && (
        <p class="recall-chosen" data-chosen="recall">
          {t('piece.recallChosen', { n: recalled })}
        </p>
      )}
      {c.confirmStep && source && turnReady(turn) && (
        <button type="button" class="primary" data-action="confirm" onClick={confirm}>
          <Icon name="check" /> {t('online.confirm')}
        </button>
      )}
      {source && (pending || turn.wall) && (
        <button type="button" data-action="cancel" onClick={() => dispatch({ type: 'cancel' })}>
          {t('tile.cancel')}
        </button>
      )}
    </div>
  );
}
