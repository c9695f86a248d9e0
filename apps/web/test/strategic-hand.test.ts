import { describe, expect, it } from 'vitest';
import { Controller, type BotPort } from '../src/game/controller.js';
import type { Seat } from '../src/game/types.js';
import { takenSlot } from '../src/ui/HandTiles.js';

/** A bot that never answers: the test looks at the page while the bot is to move. */
const idle: BotPort = { choose: () => new Promise(() => {}), cancel: () => {} };

describe('the strategic variant at a local table (docs/rules/strategic-variant.md)', () => {
  it('shows the human their own hand only; the tile chosen is the one placed; undo keeps the hand', () => {
    const seats: Seat[] = [
      { name: 'Anna', color: 'red', kind: 'human' },
      { name: 'Bo', color: 'blue', kind: 'random' },
    ];
    const players = seats.map((s) => ({ name: s.name, color: s.color }));
    const c = Controller.start(
      { preset: 'classic', options: { strategic: true }, players, seed: 'local-hand' },
      seats,
      {
        botDelay: 0,
        mctsMs: 10,
        bots: idle,
      },
    );
    if (typeof c === 'string') throw new Error(c);
    const first = c.table.view();
    expect(first.hand).toHaveLength(3);
    expect(first.drawn).toBe(first.hand![0]);
    const other = first.hand!.find((t) => t !== first.hand![0])!;
    c.chooseTile(other);
    expect(c.table.view().drawn).toBe(other);
    expect(c.turnSource()?.drawn).toBe(other);
    c.place(c.table.placements()[0]!);
    if (c.pending) c.follower(null);
    expect(c.table.moves()[0]!.startsWith(`${other}@`)).toBe(true);
    // The bot is to move: the page shows the human's hand (three again), never the bot's.
    const during = c.table.view();
    expect(during.hand).toHaveLength(3);
    expect(during.hand).not.toContain(undefined);
    expect(during.drawn).toBeNull();
    c.undo();
    expect(c.table.moves()).toHaveLength(0);
    expect(c.table.view().hand).toEqual(first.hand);
    c.dispose();
  });

  it('shows one of two tiles of a kind taken up, not both', () => {
    expect(takenSlot(['K', 'D', 'K'], 'K')).toBe(0);
    expect(takenSlot(['D', 'K', 'K'], 'K')).toBe(1);
    expect(takenSlot(['D', 'K', 'K'], null)).toBe(-1);
  });
});
