import { describe, expect, it } from 'vitest';
import { carcassonne, createMatch, Mulberry32, type GameMatch } from '@carcassonne/engine';
import { chooseMove, decisionPosition, LEVEL_IDS, playGame } from '../src/index.js';
import { resample } from '../src/fast-core.js';
import { key } from './helpers.js';

const PLAYERS = [
  { name: 'Anna', color: 'red' },
  { name: 'Bo', color: 'blue' },
  { name: 'Cas', color: 'green' },
];

/** A strategic-variant game with its draw order given, played at random for `turns` moves. */
function position(tiles: readonly string[], turns: number, seed = 1): GameMatch {
  const m = createMatch({
    preset: 'classic',
    options: { strategic: true },
    players: PLAYERS,
    tiles: [...tiles],
  });
  if (!m.ok) throw new Error(m.error.message);
  const rng = new Mulberry32(seed);
  for (let i = 0; i < turns && !m.value.finished; i++) {
    const moves = m.value.legalMoves();
    m.value.play(m.value.actor, moves[rng.int(moves.length)]!);
  }
  return m.value;
}

function seededOrder(seed: string): string[] {
  const m = createMatch({ preset: 'classic', options: { strategic: true }, players: PLAYERS, seed });
  if (!m.ok) throw new Error(m.error.message);
  return [...m.value.toRecord().tiles!];
}

describe('bots in the strategic variant', () => {
  it('every bot and level plays a legal move choosing among the tiles of its hand', () => {
    const m = position(seededOrder('bots-hand'), 7);
    const legal = new Set(m.legalMoves().map(key));
    const hand = new Set((m.view(m.actor) as carcassonne.PlayerView).hand);
    for (const bot of ['random', 'greedy', 'mcts', ...LEVEL_IDS]) {
      const r = chooseMove({ bot, view: m.view(m.actor), budget: { iterations: 40 }, seed: 3 });
      if (!r.ok) throw new Error(`${bot}: ${r.error.message}`);
      expect(legal.has(key(r.value.move)), bot).toBe(true);
      expect(hand.has((r.value.move as { tile: string }).tile), bot).toBe(true);
    }
  });

  it('greedy looks at every tile of its hand, not the first only', () => {
    // Over many positions greedy plays a tile other than the first of its hand: it looks at them all.
    const chosen = new Set<number>();
    for (let i = 0; i < 12; i++) {
      const m = position(seededOrder(`greedy-${i}`), 6 + i, i);
      if (m.finished) continue;
      const view = m.view(m.actor) as carcassonne.PlayerView;
      const r = chooseMove({ bot: 'greedy', view, seed: 1 });
      if (!r.ok) throw new Error(r.error.message);
      chosen.add(view.hand!.indexOf((r.value.move as { tile: string }).tile));
    }
    expect(chosen.size).toBeGreaterThan(1);
  });

  it('a bot never reads another hand: two deals differing only in another seat’s hand give the same view and move', () => {
    const order = seededOrder('bots-hidden');
    // Seat 1's first tile (draw 1) swapped with a tile deep in the stack: seat 0 cannot tell.
    const j = order.findIndex((t, i) => i > 20 && t !== order[1]);
    const other = [...order];
    [other[1], other[j]] = [other[j]!, other[1]!];
    const a = position(order, 0);
    const b = position(other, 0);
    expect(a.view(0)).toEqual(b.view(0));
    expect(a.view(2)).toEqual(b.view(2));
    expect(a.publicView()).toEqual(b.publicView());
    expect(a.view(1)).not.toEqual(b.view(1));
    for (const bot of ['greedy', 'mcts', 'level3']) {
      const ra = chooseMove({ bot, view: a.view(0), budget: { iterations: 60 }, seed: 9 });
      const rb = chooseMove({ bot, view: b.view(0), budget: { iterations: 60 }, seed: 9 });
      expect(ra.ok && rb.ok).toBe(true);
      if (ra.ok && rb.ok) expect(ra.value.move).toEqual(rb.value.move);
    }
  });

  it('the guess at the hidden state keeps the bot’s hand and every public fact, and varies the rest', () => {
    const m = position(seededOrder('bots-sample'), 20, 4);
    const seat = m.actor;
    const view = m.view(seat) as carcassonne.PlayerView;
    const guesses = new Set<string>();
    for (let s = 0; s < 6; s++) {
      const p = decisionPosition(view, new Mulberry32(s));
      if (!p.ok) throw new Error(p.error.message);
      const v = p.value.match.view(seat) as carcassonne.PlayerView;
      expect(v.hand).toEqual(view.hand);
      expect(v.board).toEqual(view.board);
      expect(v.drawnTiles).toEqual(view.drawnTiles);
      expect(v.handSizes).toEqual(view.handSizes);
      expect(v.remaining).toEqual(view.remaining);
      guesses.add(JSON.stringify((p.value.match.view((seat + 1) % 3) as carcassonne.PlayerView).hand));
    }
    expect(guesses.size).toBeGreaterThan(1);
  });

  it('bots play whole games with the option (every guess at the hands replays), every move legal', () => {
    // Tiles that fit nowhere come up early on a small board: the guesses must agree with them.
    for (let i = 0; i < 12; i++) {
      const seats = ['random', 'greedy', 'random', 'level1'].slice(0, 2 + (i % 3));
      const options = {
        strategic: true,
        ...(i % 4 === 0 ? { innsAndCathedrals: true, tradersAndBuilders: true } : {}),
      };
      const r = playGame(
        i % 2 ? 'winter' : 'classic',
        seats,
        `strategic-arena-${i}`,
        { iterations: 10 },
        { options },
      );
      if (!r.ok) throw new Error(`game ${i}: ${r.error.message}`);
      expect(r.value.moves).toBeGreaterThan(60);
    }
  });
  it('a guess made while another player steps the dragon or moves a wagon keeps the tile the turn’s owner placed in that hand', () => {
    // The player to step or to move the wagon decides; the owner's hand still holds the tile on the
    // board until the turn ends. Dealt afresh, it would be a second copy of that tile in play.
    const found = { dragon: 0, wagon: 0 };
    for (let s = 0; s < 80 && (found.dragon < 4 || found.wagon < 4); s++) {
      const phase = s % 2 === 0 ? 'dragon' : 'wagon';
      if (found[phase] >= 4) continue;
      const created = carcassonne.Match.create({
        game: 'carcassonne',
        preset: 'classic',
        options: {
          strategic: true,
          ...(phase === 'dragon' ? { princessAndDragon: true } : { abbeyAndMayor: true }),
        },
        players: [...PLAYERS] as carcassonne.PlayerInfo[],
        seed: `turn-owner-${s}`,
      });
      if (!created.ok) throw new Error(created.error.message);
      const m = created.value;
      const rng = new Mulberry32(s);
      while (!m.finished && !(m.game.phase === phase && m.game.turnOwner !== m.game.current)) {
        const legal = m.legalMoves();
        expect(m.play(legal[rng.int(legal.length)]!).ok).toBe(true);
      }
      if (m.finished) continue;
      found[phase]++;
      const g = m.game;
      const hands = g.hands!;
      const at = g.turnOwner * 3 + hands.slot;
      const mine = (h: Int16Array) => Array.from(h.subarray(g.current * 3, g.current * 3 + 3));
      const unseen = (x: typeof g) =>
        [...Array.from(x.hands!.tiles), ...Array.from(x.bag.subarray(x.bagPos))].sort();
      for (let k = 0; k < 20; k++) {
        const guess = g.clone();
        resample(guess, new Mulberry32(k));
        expect(guess.hands!.tiles[at]).toBe(hands.tiles[at]);
        expect(mine(guess.hands!.tiles)).toEqual(mine(hands.tiles));
        expect(unseen(guess)).toEqual(unseen(g));
      }
    }
    expect(found).toEqual({ dragon: 4, wagon: 4 });
  });
});
