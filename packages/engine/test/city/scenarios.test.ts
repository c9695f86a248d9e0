import { describe, expect, it } from 'vitest';
import { BR, RB, cityRecord, replayOk, scenario, scoresOf } from './helpers.js';
import { guardPoints, K_DISTRICT } from '../../src/internal.js';

describe('roads and markets (rule book 001)', () => {
  it('a road of 3 tiles scores 1 point per tile', () => {
    const tiles = ['C15', 'C02', 'C15'];
    const moves = ['C15@0,0r180 N', 'C02@0,-1r0', 'C15@0,-2r0'];
    const rep = replayOk(cityRecord(tiles, [3, 0, 0], moves));
    expect(rep.events).toEqual([
      expect.objectContaining({ move: 2, kind: 'road', points: 3, players: ['Rood'], tiles: 3 }),
    ]);
    expect(rep.scores).toEqual({ Rood: 3, Blauw: 0 });
    expect(rep.finished).toBe(true);
  });

  it('a road of 4 tiles scores 2 points per tile', () => {
    const moves = ['C15@0,0r180 N', 'C02@0,-1r0', 'C02@0,-2r180', 'C15@0,-3r0'];
    const rep = replayOk(cityRecord(['C15', 'C02', 'C02', 'C15'], [4, 0, 0], moves));
    expect(rep.events[0]).toMatchObject({ move: 3, kind: 'road', points: 8, tiles: 4, players: ['Rood'] });
    expect(rep.scores).toEqual({ Rood: 8, Blauw: 0 });
  });

  it('a market of three kinds scores tiles × 3', () => {
    const moves = ['C20@0,0r90 E', 'C21@1,0r180', 'C22@0,1r0', 'C23@1,1r270'];
    const rep = replayOk(cityRecord(['C20', 'C21', 'C22', 'C23'], [4, 0, 0], moves));
    expect(rep.events[0]).toMatchObject({
      move: 3,
      kind: 'market',
      points: 12,
      tiles: 4,
      kinds: 3,
      players: ['Rood'],
    });
  });

  it('majority takes all, a tie scores both in full', () => {
    // Two citizens of different players joined into one road: both score.
    const moves = [
      'C15@0,0r180 N',
      'C19@1,0r0',
      'C19@1,-1r0',
      'C19@1,-2r0',
      'H2@2,-2r0',
      'C15@0,-2r0 S',
      'C02@0,-1r0',
    ];
    const rep = replayOk(cityRecord(['C15', 'C19', 'C19', 'C19', 'H2', 'C15', 'C02'], [7, 0, 0], moves));
    expect(rep.events[0]).toMatchObject({ kind: 'road', points: 3, players: ['Rood', 'Blauw'] });
  });
});

describe('placing followers (rule book 001 examples)', () => {
  it('"Rood mag alleen een beschermheer zetten": the joined market already holds a market woman', () => {
    const m = scenario(['C20', 'C21'], [2, 0, 0], ['C20@0,0r0 N'], BR);
    expect(m.drawnTile).toBe('C21');
    const followers = m.followerPorts({ x: 1, y: 0, rotation: 180 });
    expect(followers).toHaveLength(1);
    const ok = m.clone().play(`C21@1,0r180 ${followers[0]}`);
    expect(ok.ok).toBe(true);
    const before = JSON.stringify(m.view());
    const bad = m.play('C21@1,0r180 W');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toMatch(/market .* already occupied/);
    expect(JSON.stringify(m.view())).toBe(before);
    // The only follower spot is the district (the patron).
    expect(m.game.types[m.game.drawn]!.segKind[m.game.types[m.game.drawn]!.portSeg[2 * 13 + 1]!]).toBe(
      K_DISTRICT,
    );
    expect(followers[0]).toBe('N');
  });

  it('"Blauw mag geen horige op de onbezette markt zetten": the tile completed the unoccupied market', () => {
    const m = scenario(
      ['C20', 'C21', 'C22', 'C23'],
      [4, 0, 0],
      ['C20@0,0r90', 'C21@1,0r180', 'C22@0,1r0'],
      RB,
    );
    expect(m.actor).toBe(1); // Blauw
    const bad = m.play('C23@1,1r270 N');
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.error.message).toBe('the market at N is completed by this tile and holds no follower');
    expect(m.followerPorts({ x: 1, y: 1, rotation: 270 })).toEqual(['E']); // the district (any of its ports names it)
    expect(m.play('C23@1,1r270 S').ok).toBe(true);
    // Completing the unoccupied market scores nothing; at the end Blauw's patron scores the adjacent market.
    expect(m.events.filter((e) => e.kind === 'market')).toEqual([]);
    expect(m.events).toEqual([
      expect.objectContaining({ kind: 'district', points: 2, markets: 1, players: [1], final: true }),
    ]);
  });

  it('no follower on a project held elsewhere, however far', () => {
    const m = scenario(['C15', 'C02', 'C02'], [3, 0, 0], ['C15@0,0r180 N', 'C02@0,-1r0']);
    const r = m.play('C02@0,-2r0 N');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('feature-occupied');
  });
});

describe('guards (rule book 001)', () => {
  it('"Rood krijgt 9 punten voor 3 openbare gebouwen en 1 historisch gebouw"', () => {
    const tiles = ['C19', 'C01', 'H2', 'C15', 'C15'];
    const moves = [
      'C19@0,0r0',
      'C01@1,0r0',
      'H2@2,0r0',
      'C15@1,-1r0 S',
      'C15@1,1r180', // stack 2: completes Blauw's road → the gate round, Rood first
      'gate 0,0,N',
      'wall 1,-1,W',
      'wall 0,0,W guard',
      'wall 1,-1,N',
      'tower -',
    ];
    const m = scenario(tiles, [4, 1, 0], moves);
    expect(m.finished).toBe(true);
    expect(m.game.endReason).toBe('tiles');
    const rep = replayOk(m.toRecord());
    expect(rep.events.filter((e) => e.kind === 'guard')).toEqual([
      expect.objectContaining({
        kind: 'guard',
        points: 9,
        players: ['Rood'],
        final: true,
        move: null,
        tiles: 3,
      }),
    ]);
    expect(rep.scores).toEqual({ Rood: 9, Blauw: 3 });
  });

  const gapTiles = ['H2', 'C20', 'C02', 'C02', 'C15', 'C19', 'C15'];
  const gapMoves = [
    'H2@0,0r0',
    'C20@1,0r0',
    'C02@1,-1r90',
    'C02@2,-1r90 E',
    'C15@3,-1r90',
    'C19@3,0r0',
    'C15@0,-1r270', // stack 3: completes Blauw's 4-tile road (8) → gate round of 8 elements
    'gate 3,-1,N',
    'wall 3,-1,E',
    'wall 2,-1,N',
    'wall 1,-1,N',
    'wall 0,-1,N',
    'wall 0,-1,W',
    'wall 0,0,W guard',
    'wall 3,0,E guard',
    'tower -',
  ];

  it('"Rood krijgt 5 punten … Blauw krijgt 4 punten": each guard up to the gap', () => {
    const m = scenario(gapTiles, [6, 0, 1], gapMoves);
    expect(m.finished).toBe(true);
    const rep = replayOk(m.toRecord());
    const guards = rep.events.filter((e) => e.kind === 'guard');
    expect(guards).toEqual([
      expect.objectContaining({ points: 5, players: ['Rood'] }),
      expect.objectContaining({ points: 4, players: ['Blauw'] }),
    ]);
    expect(rep.scores).toEqual({ Rood: 5, Blauw: 12 });
    // The bots' allocation-free count agrees with the scoring.
    const g = m.game;
    expect(Array.from({ length: g.wall.guardCount }, (_, i) => guardPoints(g, g.wall.guardEdge[i]!))).toEqual(
      [5, 4],
    );
  });

  it('the gap filled after the guards stand: both score 9', () => {
    const m = scenario([...gapTiles, 'C22'], [6, 0, 2], [...gapMoves, 'C22@2,0r0']);
    expect(m.finished).toBe(true);
    expect(m.game.endReason).toBe('stretch'); // 4 open edges left
    const guards = m.events.filter((e) => e.kind === 'guard');
    expect(guards.map((e) => e.points)).toEqual([9, 9]);
    expect(scoresOf(m)).toEqual({ Rood: 9, Blauw: 17 });
  });
});
void RB;

describe('the stacks (B4.1): a stack ends at the end of the turn in which its last tile is drawn', () => {
  // C16 (0,0) sends a road east with Rood's citizen on it; two C19 make the square at 1,0 need
  // a road on the west and none on the north, so the cross C13 fits nowhere. The dead end C18
  // from the next stack replaces it and completes the citizen's road in that same turn.
  const opening = ['C16@0,0r270 E', 'C19@0,-1r0', 'C19@1,-1r0'];

  it('last tile of stack 1 set aside, the replacement from stack 2 scores: no wall round in that turn', () => {
    const tiles = ['C16', 'C19', 'C19', 'C13', 'C18', 'C15', 'C15'];
    const m = scenario(tiles, [4, 3, 0], opening);
    expect(m.drawnTile).toBe('C18');
    expect(m.view().stack).toBe(1); // still the turn that drew stack 1's last tile
    expect(m.play('C18@1,0r90').ok).toBe(true);
    expect(m.events.map((e) => e.kind)).toEqual(['discard', 'road']);
    // No gate: the next player simply draws.
    expect(m.phase).toBe('place');
    expect(m.actor).toBe(0);
    expect(m.view().stack).toBe(2);
    // The next scoring (now in stack 2) starts the wall phase with the gate round.
    expect(m.play('C15@-1,0r90 W').ok).toBe(true);
    expect(m.play('C15@-2,0r270').ok).toBe(true);
    expect(m.phase).toBe('gate');
    expect(m.actor).toBe(1);
    const rep = replayOk(m.toRecord());
    expect(rep.events.map((e) => [e.move, e.kind])).toEqual([
      [3, 'discard'],
      [3, 'road'],
      [5, 'road'],
    ]);
  });

  it('last tile of stack 2 set aside, the replacement from stack 3 scores: the round is built at the stack-2 rate', () => {
    const m = scenario(['C16', 'C19', 'C19', 'C13', 'C18'], [3, 1, 1], opening);
    expect(m.view().stack).toBe(2);
    expect(m.play('C18@1,0r90').ok).toBe(true);
    const actors: number[] = [];
    while (m.phase === 'gate' || m.phase === 'wall') {
      actors.push(m.actor);
      expect(m.play(m.legalMoves()[0]!).ok).toBe(true);
    }
    // Two players at the stack-2 rate: two elements each, the gate first (stack 3 would be four each).
    expect(actors).toEqual([1, 0, 1, 0]);
    expect(m.phase).toBe('tower');
    expect(m.play('tower -').ok).toBe(true);
    expect(m.finished).toBe(true);
    expect(m.view().wall.filter((w) => w.kind !== 'closure')).toHaveLength(4);
  });
});
