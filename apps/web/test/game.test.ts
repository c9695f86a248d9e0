import { describe, expect, it } from 'vitest';
import type { Move } from '@carcassonne/engine';
import { Table } from '../src/game/table.js';
import { Controller, type BotPort } from '../src/game/controller.js';
import { readRecord, seatsFor, fileName } from '../src/game/records.js';
import type { Seat } from '../src/game/types.js';

const players = [
  { name: 'Anna', color: 'red' as const },
  { name: 'Bo', color: 'blue' as const },
];

/** A bot port that always fails, so the controller's seeded random fallback plays. */
const failing: BotPort = { choose: () => Promise.reject(new Error('no bot here')), cancel: () => {} };
/** A bot port answering with the first legal move it is told about. */
const firstMove = (table: () => Table): BotPort => ({
  choose: async () => table().legalMoves()[0] as Move,
  cancel: () => {},
});

const until = async (cond: () => boolean, ms = 20_000) => {
  const t0 = Date.now();
  while (!cond()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 1));
  }
};

describe('Table', () => {
  it('plays, records and loads a base game move by move', () => {
    const t = Table.create({ game: 'carcassonne', preset: 'classic', players, seed: 'unit' });
    if (!t.ok) throw new Error(t.error.message);
    const table = t.value;
    for (let i = 0; i < 10; i++) {
      const p = table.placements()[0]!;
      const ports = table.followerPorts(p);
      const r = table.play({
        type: 'place',
        tile: table.view().drawn!,
        ...p,
        ...(ports[0] ? { follower: ports[0] } : {}),
      });
      expect(r.ok).toBe(true);
    }
    expect(table.movers).toEqual([0, 1, 0, 1, 0, 1, 0, 1, 0, 1]);
    const again = Table.load(JSON.stringify(table.record()));
    expect(again.ok && again.value.view().board).toEqual(table.view().board);
    const half = Table.load(table.record(), 4);
    expect(half.ok && half.value.moves()).toEqual(table.moves().slice(0, 4));
  });

  it('offers The City wall targets from the engine', () => {
    let walls = 0;
    for (let k = 0; k < 20 && walls === 0; k++) {
      const t = Table.create({ game: 'the-city', preset: 'the-city', players, seed: `walls${k}` });
      if (!t.ok) throw new Error(t.error.message);
      const table = t.value;
      for (let i = 0; i < 400 && !table.finished; i++) {
        const w = table.wallTargets();
        walls += w.length > 0 ? 1 : 0;
        const ms = table.legalMoves();
        expect(w.length === 0 || w.length === ms.length).toBe(true);
        expect(table.play(ms[(i * 7919 + k) % ms.length]!).ok).toBe(true);
      }
      expect(table.finished).toBe(true);
      expect(table.view().look).toBe('city');
    }
    expect(walls).toBeGreaterThan(0);
  });

  it('refuses corrupt and foreign records with a message', () => {
    for (const bad of [
      'not json',
      '[]',
      '{"format":"carcassonne-record/1","game":"chess","moves":[]}',
      '{"format":"x"}',
    ]) {
      const r = readRecord(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message.length).toBeGreaterThan(5);
    }
    expect(readRecord('{"hello":"world"}')).toMatchObject({ ok: false, error: { code: 'bad-schema' } });
    expect(readRecord('x'.repeat(2_000_001))).toMatchObject({ ok: false, error: { code: 'too-big' } });
  });
});

describe('Controller', () => {
  const seats: Seat[] = [
    { name: 'Anna', color: 'red', kind: 'human' },
    { name: 'Bo', color: 'blue', kind: 'random' },
  ];

  it('plays bot turns and lets a human undo to the same tile', async () => {
    let ctl!: Controller;
    const c = Controller.start({ game: 'carcassonne', preset: 'classic', players, seed: 'ctl' }, seats, {
      botDelay: 0,
      mctsMs: 10,
      bots: firstMove(() => ctl.table),
    });
    if (typeof c === 'string') throw new Error(c);
    ctl = c;
    const drawn = ctl.table.view().drawn;
    expect(ctl.canUndo()).toBe(false);
    ctl.place(ctl.table.placements()[0]!);
    if (ctl.pending) ctl.follower(null);
    await until(() => ctl.humanToAct);
    expect(ctl.table.moves()).toHaveLength(2);
    expect(ctl.canUndo()).toBe(true);
    ctl.undo();
    expect(ctl.table.moves()).toHaveLength(0);
    expect(ctl.table.view().drawn).toBe(drawn);
    ctl.dispose();
  });

  it('undoes from "Game over" to a real decision of the human, never into a dead end', async () => {
    const mixed: Seat[] = [
      { name: 'Anna', color: 'red', kind: 'human' },
      { name: 'Bo', color: 'blue', kind: 'random' },
    ];
    for (const preset of ['classic', 'the-city']) {
      let c!: Controller;
      const r = Controller.start({ preset, players, seed: 'undo-end' }, mixed, {
        botDelay: 0,
        mctsMs: 1,
        bots: firstMove(() => c.table),
      });
      if (typeof r === 'string') throw new Error(r);
      c = r;
      c.kick();
      for (let i = 0; i < 5000 && !c.table.finished; i++) {
        await new Promise((res) => setTimeout(res, 0));
        if (!c.humanToAct) continue;
        const walls = c.table.wallTargets();
        if (walls.length) c.wall(walls[0]!);
        else {
          c.place(c.table.placements()[0]!);
          if (c.pending) c.follower(null);
        }
      }
      expect(c.table.finished).toBe(true);
      c.undo();
      expect(c.table.finished).toBe(false);
      expect(c.humanToAct).toBe(true);
      expect(c.table.legalMoves().length).toBeGreaterThan(0);
    }
  });

  it('finishes a City game when its bots cannot answer (random fallback)', async () => {
    const bots: Seat[] = seats.map((s) => ({ ...s, kind: 'random' }));
    const c = Controller.start({ game: 'the-city', preset: 'the-city', players, seed: 'fb' }, bots, {
      botDelay: 0,
      mctsMs: 10,
      bots: failing,
    });
    if (typeof c === 'string') throw new Error(c);
    c.kick();
    await until(() => c.table.finished, 60_000);
    expect(c.table.view().finished).toBe(true);
    expect(JSON.parse(c.recordText()).game).toBe('the-city');
    expect(seatsFor(c.table, bots).map((s) => s.kind)).toEqual(['random', 'random']);
    expect(fileName(c.table, new Date('2030-01-02T03:04:00Z'))).toBe(
      'the-city-Anna-Bo-2030-01-02-03-04.carc.json',
    );
    c.dispose();
  });
});
