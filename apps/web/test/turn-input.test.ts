import { describe, expect, it } from 'vitest';
import { formatMove, type Rotation } from '@carcassonne/engine';
import { Table } from '../src/game/table.js';
import { wordContext } from '../src/game/log.js';
import { tileDefIn, tilesOf, uiViewOf } from '../src/game/view.js';
import {
  chosenMove,
  followerTargets,
  initialTurn,
  turnReady,
  turnStep,
  wallChoices,
  type TurnAction,
  type TurnSource,
  type TurnState,
} from '../src/game/turn-input.js';
import type { Placement, WallTarget } from '../src/game/types.js';
import { translator } from '../src/i18n/index.js';
import { turnBoardConfig, viewWordContext } from '../src/ui/turnBoard.js';
import { localSource, onlineSource, players } from './turn-sources.js';

const LOCAL = { confirmStep: false };
const ONLINE = { confirmStep: true };

function table(game: string, preset: string, seed: string): Table {
  const t = Table.create({ game, preset, players, seed });
  if (!t.ok) throw new Error(t.error.message);
  return t.value;
}

const run = (s: TurnState, actions: readonly TurnAction[], src: TurnSource | null, opts = LOCAL) => {
  let state = s;
  const moves = [];
  for (const a of actions) {
    const r = turnStep(state, a, src, opts);
    state = r.state;
    if (r.move) moves.push(r.move);
  }
  return { state, moves };
};

/** A position of The City where wall choices are due. */
function cityWithWalls(): Table {
  for (let k = 0; k < 20; k++) {
    const t = table('the-city', 'the-city', `turn-walls${k}`);
    for (let i = 0; i < 400 && !t.finished; i++) {
      if (t.wallTargets().length > 0 && t.wallTargets().some((w) => w.gains.some((g) => g > 0))) return t;
      const ms = t.legalMoves();
      t.play(ms[(i * 7919 + k) % ms.length]!);
    }
  }
  throw new Error('no wall choice with points found');
}

describe('turn input', () => {
  it('proposes a tap in a legal rotation, turns it on a second tap, and places it on confirm', () => {
    const t = table('carcassonne', 'classic', 'turn1');
    const src = localSource(t);
    // A square where more than one rotation fits, so a second tap turns the tile.
    const counts = new Map<string, Placement[]>();
    for (const p of src.placements) counts.set(`${p.x},${p.y}`, [...(counts.get(`${p.x},${p.y}`) ?? []), p]);
    const many = [...counts.values()].find((ps) => ps.length > 1)!;
    const sq = { x: many[0]!.x, y: many[0]!.y };
    const first = run(initialTurn(), [{ type: 'propose', square: sq }], src).state;
    expect(first.proposal).toMatchObject(sq);
    expect(many.some((p) => p.rotation === first.proposal!.rotation)).toBe(true);
    expect(first.rotation).toBe(first.proposal!.rotation);
    const second = run(first, [{ type: 'propose', square: sq }], src).state;
    expect(second.proposal!.rotation).not.toBe(first.proposal!.rotation);
    expect(many.some((p) => p.rotation === second.proposal!.rotation)).toBe(true);
    // Rotate (the board's R, the panel's button) turns the proposal the same way.
    expect(run(first, [{ type: 'rotate', rotation: 90 }], src).state.proposal).toEqual(second.proposal);
    expect(run(first, [{ type: 'rotateProposal' }], src).state.proposal).toEqual(second.proposal);
    expect(run(first, [{ type: 'cancelProposal' }], src).state.proposal).toBeNull();
    const placed = run(second, [{ type: 'confirmProposal' }], src);
    const ports = src.followerPorts(second.proposal!);
    if (ports.length > 0) {
      expect(placed.state.pending).toEqual({ ...second.proposal!, tile: t.view().drawn });
      expect(placed.state.proposal).toBeNull();
      expect(followerTargets(placed.state, src)).toEqual(ports);
      expect(wallChoices(placed.state, src)).toEqual([]);
    } else expect(placed.moves).toHaveLength(1);
  });

  it('ignores what is not legal, and everything while nothing is to be decided', () => {
    const t = table('carcassonne', 'classic', 'turn2');
    const src = localSource(t);
    const s = initialTurn();
    expect(turnStep(s, { type: 'propose', square: { x: 40, y: 40 } }, src, LOCAL).state).toBe(s);
    const far = { x: 40, y: 40, rotation: 0 as const };
    expect(turnStep(s, { type: 'place', placement: far }, src, LOCAL).state).toBe(s);
    const p = src.placements[0]!;
    expect(turnStep(s, { type: 'place', placement: p }, null, LOCAL).state).toBe(s);
    expect(turnStep(s, { type: 'propose', square: p }, null, LOCAL).state).toBe(s);
    expect(turnStep(s, { type: 'follower', port: null }, src, LOCAL).state).toBe(s);
    // A follower on a port not offered is refused; the tile stays pending.
    const withPorts = src.placements.find((q) => src.followerPorts(q).length > 0)!;
    const pending = run(s, [{ type: 'place', placement: withPorts }], src).state;
    const offered = src.followerPorts(withPorts);
    const other = (['N', 'E', 'S', 'W', 'C'] as const).find((x) => !offered.includes(x as never));
    const refused = other ? turnStep(pending, { type: 'follower', port: other as never }, src, LOCAL) : null;
    if (refused) expect(refused.state).toBe(pending);
    // A second placement while one is pending is ignored; cancel takes the tile back, keeping the rotation.
    expect(turnStep(pending, { type: 'place', placement: p }, src, LOCAL).state).toBe(pending);
    const back = run(pending, [{ type: 'cancel' }], src).state;
    expect(back).toEqual(initialTurn(withPorts.rotation));
  });

  it('plays at once locally and waits for Confirm online, with the same move', () => {
    const t = table('carcassonne', 'classic', 'turn3');
    const src = localSource(t);
    const p = src.placements.find((q) => src.followerPorts(q).length > 0)!;
    const port = src.followerPorts(p)[0]!;
    const actions: TurnAction[] = [
      { type: 'place', placement: p },
      { type: 'follower', port },
    ];
    const local = run(initialTurn(), actions, src, LOCAL);
    const tile = t.view().drawn;
    const move = { type: 'place', tile, x: p.x, y: p.y, rotation: p.rotation, follower: port };
    expect(local.moves).toEqual([move]);
    expect(local.state).toEqual(initialTurn(p.rotation));
    const online = run(initialTurn(), actions, onlineSource(t, { figures: false }), ONLINE);
    expect(online.moves).toEqual([]);
    expect(turnReady(online.state)).toBe(true);
    expect(followerTargets(online.state, src)).toEqual([]);
    expect(run(online.state, [{ type: 'confirm' }], src, ONLINE).moves).toEqual(local.moves);
    expect(chosenMove(online.state)).toEqual(local.moves[0]);
    // A tile with no follower spot is the move itself (locally) or ready to confirm (online).
    const bare = src.placements.find((q) => src.followerPorts(q).length === 0);
    if (bare) {
      expect(run(initialTurn(), [{ type: 'place', placement: bare }], src, LOCAL).moves).toHaveLength(1);
      const held = run(initialTurn(), [{ type: 'place', placement: bare }], src, ONLINE);
      expect(turnReady(held.state)).toBe(true);
    }
    expect(t.play(local.moves[0]!).ok).toBe(true);
  });

  it('takes The City wall choices only from those offered; online they carry the same points', () => {
    const t = cityWithWalls();
    const src = localSource(t);
    const online = onlineSource(t, { figures: false });
    const points = (ws: readonly WallTarget[]) => ws.map((w) => [formatMove(w.move), w.gains]);
    expect(points(online.wallTargets)).toEqual(points(src.wallTargets));
    const w = src.wallTargets[0]!;
    expect(run(initialTurn(), [{ type: 'wall', target: w }], src, LOCAL).moves).toEqual([w.move]);
    const held = run(initialTurn(), [{ type: 'wall', target: w }], online, ONLINE);
    expect(held.moves).toEqual([]);
    expect(wallChoices(held.state, online).map((x) => formatMove(x.move))).toEqual([formatMove(w.move)]);
    expect(run(held.state, [{ type: 'confirm' }], online, ONLINE).moves).toEqual([w.move]);
    const edge = { x: 99, y: 99, side: 'N' as const };
    const foreign: WallTarget = { type: 'gate', edge, move: { type: 'gate', ...edge }, gains: [] };
    const s = initialTurn();
    expect(turnStep(s, { type: 'wall', target: foreign }, src, LOCAL).state).toBe(s);
  });
});

describe('the board configuration', () => {
  const t = translator('de');

  /** The config's data (events and functions left out). */
  /** The configuration's data: functions left out at every depth (the words' edge markers are compared by calling them). */
  const data = (cfg: ReturnType<typeof turnBoardConfig>) =>
    JSON.parse(
      JSON.stringify(Object.fromEntries(Object.entries(cfg).filter(([k]) => k !== 'events'))),
    ) as unknown;

  it('is the same for the local and the online table: words, wall choices with points and captions', () => {
    for (const tab of [table('carcassonne', 'classic', 'turn4'), cityWithWalls()]) {
      const local = tab.view();
      const online = uiViewOf(tab.botView());
      const turn = initialTurn(90 as Rotation);
      const shared = { highlights: [], lastPlaced: null, lastMoves: [] };
      const base = { marks: [], t, turn, dispatch: () => {}, ...shared };
      const words = wordContext(tab, t);
      const tileDefLocal = (id: string) => tab.tileDef(id);
      const source = localSource(tab);
      const a = turnBoardConfig({ ...base, view: local, tileDef: tileDefLocal, words, source });
      const tiles = tilesOf(tab.botView());
      const tileDef = (id: string) => tileDefIn(tiles, id);
      const onlineWords = viewWordContext(online, tileDef, t);
      const b = turnBoardConfig({
        ...base,
        view: online,
        tileDef,
        words: onlineWords,
        source: onlineSource(tab, { figures: false }),
      });
      expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
      // The eight fields the online board used to lack.
      const fields = ['proposal', 'marks', 'stepping', 'spotlight', 'words', 'wallWords', 'actor'];
      fields.push('lastMoves');
      for (const k of fields) expect(Object.keys(b)).toContain(k);
      expect(data(b)).toEqual(data(a));
      expect(b.words?.zoomIn).toBe(t('board.zoomIn'));
      expect(b.words?.zoomIn).not.toBe('Zoom in');
      expect(b.words?.offScreen?.('east', 3)).toBe(t('board.off.east', { n: 3 }));
      expect(a.words?.offScreen?.('east', 3)).toBe(b.words?.offScreen?.('east', 3));
      if (tab.game === 'the-city') {
        expect(b.wallWords?.length).toBe(b.wallTargets.length);
        expect(b.wallTargets.some((w) => w.gains.some((g) => g > 0))).toBe(true);
        expect(b.wallWords?.some((w) => w.includes('('))).toBe(true);
      }
    }
  });
});
