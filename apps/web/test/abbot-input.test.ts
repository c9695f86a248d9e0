/**
 * The Abbot through the turn input (docs/rules/the-abbot.md): the abbot is a piece of the piece
 * choice on a monastery, and the recall is a choice of its own with the points it scores, the same
 * from the local table and from the legal moves the server sends.
 */
import { describe, expect, it } from 'vitest';
import { formatMove, type Move, type Rotation } from '@carcassonne/engine';
import { Table } from '../src/game/table.js';
import {
  chosenMove,
  figuresOffered,
  initialTurn,
  recallOffered,
  turnStep,
  type TurnSource,
} from '../src/game/turn-input.js';
import { localSource, onlineSource, players } from './turn-sources.js';

type PlaceMove = Move & { type: 'place' };

function abbotTable(seed = 'abbot-input'): Table {
  const t = Table.create({
    game: 'carcassonne',
    preset: 'modern',
    players,
    seed,
    options: { theAbbot: true },
  });
  if (!t.ok) throw new Error(t.error.message);
  return t.value;
}

const places = (t: Table): PlaceMove[] => t.legalMoves().filter((m): m is PlaceMove => m.type === 'place');

/** Both sources of a turn's choices: local (no confirm step) and online (a confirm step). */
const sources = (t: Table): [TurnSource, boolean][] => [
  [localSource(t), false],
  [onlineSource(t, { figures: true }), true],
];

/** Tiles on the board in the 3×3 square around (x, y), with the tile laid at `laid` counted too. */
function squareCount(t: Table, x: number, y: number, laid: { x: number; y: number }): number {
  const near = (a: { x: number; y: number }) => Math.abs(a.x - x) <= 1 && Math.abs(a.y - y) <= 1;
  return t.view().board.filter(near).length + (near(laid) ? 1 : 0);
}

describe('The Abbot through the turn input', () => {
  it('places the abbot on a monastery and takes it back for its points, local and online', () => {
    const table = abbotTable();
    let placedBy = -1;
    let recalled = false;
    for (let n = 0; n < 200 && !table.view().finished && !recalled; n++) {
      const legal = places(table);
      const actor = table.view().actor;
      const abbot = placedBy < 0 ? legal.find((m) => m.figure === 'abbot') : undefined;
      const recall = actor === placedBy ? legal.find((m) => m.recall === true) : undefined;
      if (abbot) {
        for (const [src, confirmStep] of sources(table)) {
          const opts = { confirmStep };
          let s = turnStep(initialTurn(), { type: 'place', placement: abbot }, src, opts).state;
          expect(figuresOffered(s, src)).toContain('abbot');
          // No recall while the abbot is still in hand.
          expect(recallOffered(s, src)).toBeNull();
          s = turnStep(s, { type: 'figure', figure: 'abbot' }, src, opts).state;
          const r = turnStep(s, { type: 'follower', port: abbot.follower ?? null }, src, opts);
          const move = confirmStep ? turnStep(r.state, { type: 'confirm' }, src, opts).move : r.move;
          expect(move && formatMove(move)).toBe(formatMove(abbot));
        }
        expect(table.play(abbot).ok).toBe(true);
        expect(table.view().followers.some((f) => f.figure === 'abbot' && f.player === actor)).toBe(true);
        // The player aids count the abbot as a monk: its monastery is held, and scored in the projection.
        const aids = table.aids();
        const held = aids.owners.find(
          (f) => f.kind === 'monastery' && f.segments.some((g) => g.x === abbot.x && g.y === abbot.y),
        );
        expect(held?.owners).toEqual([actor]);
        const around = squareCount(table, abbot.x, abbot.y, { x: Number.NaN, y: Number.NaN });
        expect(aids.projected[actor]).toBeGreaterThanOrEqual(table.view().scores[actor]! + around);
        placedBy = actor;
        continue;
      }
      if (recall) {
        const at = table.view().followers.find((f) => f.figure === 'abbot' && f.player === actor)!;
        const expected = squareCount(table, at.x, at.y, recall);
        const before = table.view().scores[actor]!;
        const plain = table.gains({
          type: 'place',
          tile: recall.tile,
          x: recall.x,
          y: recall.y,
          rotation: recall.rotation,
        });
        for (const [src, confirmStep] of sources(table)) {
          const opts = { confirmStep };
          const s = turnStep(initialTurn(), { type: 'place', placement: recall }, src, opts).state;
          // The points of the abbot's monastery alone, counted as at the end (AB4).
          expect(recallOffered(s, src)).toBe(expected);
          const r = turnStep(s, { type: 'recall' }, src, opts);
          if (confirmStep) {
            expect(r.move).toBeNull();
            expect(chosenMove(r.state)).toEqual(recall);
          }
          const move = confirmStep ? turnStep(r.state, { type: 'confirm' }, src, opts).move : r.move;
          expect(move && formatMove(move)).toBe(formatMove(recall));
          expect(formatMove(recall)).toMatch(/ recall$/);
        }
        expect(table.play(recall).ok).toBe(true);
        expect(table.view().scores[actor]).toBe(before + expected + (plain[actor] ?? 0));
        expect(table.view().followers.some((f) => f.figure === 'abbot')).toBe(false);
        recalled = true;
        continue;
      }
      // Otherwise no piece, so that the abbot's monastery stays unfinished.
      const move = legal.find((m) => m.follower === undefined && m.recall !== true) ?? legal[0]!;
      expect(table.play(move).ok).toBe(true);
    }
    expect(placedBy).toBeGreaterThanOrEqual(0);
    expect(recalled).toBe(true);
  });

  it('on the last tile a recall shows the points it scores, though the final scoring would count them too', () => {
    // The last tile's plain placement ends the game, whose final scoring counts the abbot's
    // monastery: set against it, a recall once showed +0. Deals until the abbot's owner has a recall
    // on the last tile.
    let checked = false;
    for (let deal = 0; deal < 40 && !checked; deal++) {
      const table = abbotTable(`abbot-last-${deal}`);
      let placedBy = -1;
      while (!table.view().finished && !checked) {
        const legal = places(table);
        const actor = table.view().actor;
        const abbot = placedBy < 0 ? legal.find((m) => m.figure === 'abbot') : undefined;
        const recall = actor === placedBy ? legal.find((m) => m.recall === true) : undefined;
        if (abbot) placedBy = actor;
        if (recall && table.view().tilesLeft === 0) {
          const at = table.view().followers.find((f) => f.figure === 'abbot' && f.player === actor)!;
          const expected = squareCount(table, at.x, at.y, recall);
          expect(expected).toBeGreaterThan(0);
          for (const [src, confirmStep] of sources(table)) {
            const s = turnStep(initialTurn(), { type: 'place', placement: recall }, src, {
              confirmStep,
            }).state;
            expect(recallOffered(s, src)).toBe(expected);
          }
          checked = true;
        }
        const plain = legal.find((m) => m.follower === undefined && m.recall !== true) ?? legal[0]!;
        expect(table.play(abbot ?? plain).ok).toBe(true);
      }
    }
    expect(checked).toBe(true);
  });

  it('offers the abbot on a symmetric monastery tile laid in any of its rotations, local and online', () => {
    const table = abbotTable();
    let checked = false;
    for (let n = 0; n < 200 && !checked && !table.view().finished; n++) {
      const legal = places(table);
      const src = localSource(table);
      // A monastery tile that looks the same turned 180° (the engine lists one of the two).
      const abbot = legal.find(
        (m) => m.figure === 'abbot' && src.rotClass(((m.rotation + 180) % 360) as Rotation) === m.rotation,
      );
      if (abbot) {
        const turned = { x: abbot.x, y: abbot.y, rotation: ((abbot.rotation + 180) % 360) as Rotation };
        for (const [source, confirmStep] of sources(table)) {
          const opts = { confirmStep };
          let s = turnStep(initialTurn(), { type: 'place', placement: turned }, source, opts).state;
          expect(s.pending?.rotation).toBe(abbot.rotation);
          expect(figuresOffered(s, source)).toContain('abbot');
          s = turnStep(s, { type: 'figure', figure: 'abbot' }, source, opts).state;
          const r = turnStep(s, { type: 'follower', port: 'C' }, source, opts);
          const move = confirmStep ? turnStep(r.state, { type: 'confirm' }, source, opts).move : r.move;
          expect(move && formatMove(move)).toBe(formatMove(abbot));
        }
        checked = true;
      } else table.play(legal.find((m) => m.follower === undefined && m.recall !== true) ?? legal[0]!);
    }
    expect(checked).toBe(true);
  });

  it('keeps the recall out of the placements and the follower choices of the online table', () => {
    const table = abbotTable();
    for (let n = 0; n < 200 && !places(table).some((m) => m.recall === true); n++) {
      const legal = places(table);
      table.play(legal.find((m) => m.figure === 'abbot') ?? legal.find((m) => m.follower === undefined)!);
    }
    const legal = places(table);
    const recall = legal.find((m) => m.recall === true)!;
    const online = onlineSource(table, { figures: true });
    const keys = online.placements.map((p) => `${p.x},${p.y},${p.rotation}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain(`${recall.x},${recall.y},${recall.rotation}`);
    // A recall refused where it is not offered: the turn stays as it was.
    const s = turnStep(initialTurn(), { type: 'recall' }, online, { confirmStep: true });
    expect(s.move).toBeNull();
    expect(s.state).toEqual(initialTurn());
  });
});
