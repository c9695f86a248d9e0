import { C_DISTRICT, MAXSEG } from './compile.js';
import { GATE_INDEX, WALL_SUPPLY } from './constants.js';
import type { CityGame, EndReason } from './game.js';
import { beyond, ensureOutside, outerEdges, predEdge, succEdge } from './geometry.js';
import { finalScoring } from './final.js';

/**
 * Wall rounds (rules.md B4): the order of builders, the gate, wall pieces with guards,
 * towers, and the end conditions checked after each piece. Option codes in `g.opts`:
 * gate: an edge; wall: edge·2 + guard; tower: -1 decline, 0 the head end, 1 the tail end.
 */

/** After a turn with a scoring in the wall phase: the builders in binding order (B4.2–B4.3). */
export function startRound(g: CityGame): void {
  g.scorer = g.current;
  let rate = g.stage === 2 ? 1 : 2;
  if (g.nPlayers === 2) rate *= 2;
  g.builderCount = 0;
  for (let k = 0; k < rate; k++) for (let i = 0; i < g.nPlayers; i++) g.builders[g.builderCount++] = (g.scorer + i) % g.nPlayers;
  g.builderIndex = 0;
  nextBuild(g);
}

function nextBuild(g: CityGame): void {
  if (g.builderIndex >= g.builderCount) return afterRound(g);
  g.actor = g.builders[g.builderIndex]!;
  if (!g.hasGate) {
    g.phase = 'gate';
    const edges = outerEdges(g);
    for (let i = 0; i < edges.length; i++) g.choices[i] = edges[i]!;
    g.choiceCount = edges.length;
    return;
  }
  g.phase = 'wall';
  wallOptions(g);
  if (g.choiceCount === 0) endGame(g, 'closed');
}

function afterRound(g: CityGame): void {
  if (g.towers[g.scorer]! > 0) {
    g.closing = false;
    askTower(g);
  } else g.endTurn();
}

function askTower(g: CityGame): void {
  g.phase = 'tower';
  g.actor = g.scorer;
  let n = 0;
  g.choices[n++] = -1;
  if (g.head !== g.tail && !g.towerAt[g.head]) g.choices[n++] = 0;
  if (!g.towerAt[g.tail + 1]) g.choices[n++] = 1;
  g.choiceCount = n;
}

/** The (at most two) edges where the next piece may go, each with and without a guard. */
export function wallOptions(g: CityGame): void {
  ensureOutside(g);
  const headE = g.wallSequence[g.head]!;
  const a = succEdge(g, g.wallSequence[g.tail]!);
  g.choiceCount = 0;
  if (a === headE) return;
  const b = predEdge(g, headE);
  for (const e of a === b ? [a] : [a, b]) {
    g.choices[g.choiceCount++] = e * 2;
    if (canGuard(g, e, g.actor)) g.choices[g.choiceCount++] = e * 2 + 1;
  }
}

/** Whether `player` may put a guard on a piece placed on `edge` (supply after its scorings, B4.6 restriction). */
export function canGuard(g: CityGame, edge: number, player: number): boolean {
  return supplyAfter(g, edge, player) > 0 && !guardBlocked(g, edge);
}

/** The row or column this piece faces runs without a gap to a wall piece holding a guard. */
export function guardBlocked(g: CityGame, edge: number): boolean {
  const inward = ((edge & 3) + 2) & 3;
  const step = g.sideStep(inward);
  let cell = edge >> 2;
  while (g.grid[cell + step]! >= 0) cell += step;
  return g.guardAt[cell * 4 + inward]! >= 0;
}

/** The player's supply after the roads and markets a piece on `edge` completes are scored. */
export function supplyAfter(g: CityGame, edge: number, player: number): number {
  let supply = g.supply[player]!;
  const sq = beyond(g, edge);
  if (g.walledOut[sq]) return supply;
  const roots: number[] = [];
  const dec: number[] = [];
  for (let s = 0; s < 4; s++) {
    const q = g.grid[sq + g.sideStep(s)]!;
    if (q < 0) continue;
    const t = g.types[g.placedType[q]!]!;
    const off = (g.placedRotation[q]! * 4 + ((s + 2) & 3)) * 4;
    for (let k = 0; k < 4; k++) {
      const seg = t.sideSegs[off + k]!;
      if (seg < 0) break;
      const root = g.find(q * MAXSEG + seg);
      const i = roots.indexOf(root);
      if (i < 0) {
        roots.push(root);
        dec.push(1);
      } else dec[i]!++;
    }
  }
  roots.forEach((root, i) => {
    if (g.nodeKind[root] === C_DISTRICT || g.occupants[root] === 0 || g.openSides[root]! - dec[i]! !== 0) return;
    for (let f = 0; f < g.followerCount; f++) if (g.followerOwner[f] === player && g.find(g.followerNode[f]!) === root) supply++;
  });
  return supply;
}

/** Make a square outside the wall: every tile edge facing it is closed (candidates in g.cand). */
export function forbid(g: CityGame, sq: number): void {
  g.candidateCount = 0;
  if (g.walledOut[sq]) return;
  g.walledOut[sq] = 1;
  g.walledOutList[g.walledOutCount++] = sq;
  g.removeFrontier(sq);
  for (let s = 0; s < 4; s++) {
    const q = g.grid[sq + g.sideStep(s)]!;
    if (q >= 0) g.closeSide(q, (s + 2) & 3);
  }
}

export function wallGate(g: CityGame, edge: number): void {
  g.history.push(edge * 4 + 1);
  g.hasGate = true;
  g.wallMarks[edge] = 2;
  g.wallSequence[GATE_INDEX] = edge;
  g.head = g.tail = GATE_INDEX;
  forbid(g, beyond(g, edge));
  g.scoreCandidates(g.moveCount);
  g.moveCount++;
  g.builderIndex++;
  nextBuild(g);
}

export function wallPiece(g: CityGame, edge: number, guard: boolean): void {
  ensureOutside(g);
  if (edge === succEdge(g, g.wallSequence[g.tail]!)) g.wallSequence[++g.tail] = edge;
  else g.wallSequence[--g.head] = edge;
  g.wallMarks[edge] = 1;
  g.wallPieces++;
  forbid(g, beyond(g, edge));
  g.scoreCandidates(g.moveCount);
  if (guard) {
    g.guardAt[edge] = g.actor;
    g.guardEdge[g.guardCount] = edge;
    g.guardOwner[g.guardCount++] = g.actor;
    g.supply[g.actor]!--;
  }
  g.history.push((edge * 2 + (guard ? 1 : 0)) * 4 + 2);
  g.moveCount++;
  if (g.wallPieces >= WALL_SUPPLY) return endGame(g, 'wall-supply');
  if (succEdge(g, g.wallSequence[g.tail]!) === g.wallSequence[g.head]!) {
    if (g.towers[g.scorer]! > 0) {
      g.closing = true;
      return askTower(g);
    }
    return endGame(g, 'closed');
  }
  g.builderIndex++;
  nextBuild(g);
}

/** Wall pieces from the chosen end back to the nearest tower or the gate. */
export function towerPoints(g: CityGame, end: number): number {
  let pts = 0;
  if (end === 1) {
    for (let k = g.tail; k !== GATE_INDEX; k--) {
      pts++;
      if (g.towerAt[k]) break;
    }
  } else {
    for (let k = g.head; k !== GATE_INDEX; k++) {
      pts++;
      if (g.towerAt[k + 1]) break;
    }
  }
  return pts;
}

export function wallTower(g: CityGame, end: number): void {
  if (end < 0) g.history.push(3);
  else {
    const edge = g.wallSequence[end === 0 ? g.head : g.tail]!;
    g.history.push((edge + 1) * 4 + 3);
    const pts = towerPoints(g, end);
    g.towers[g.scorer]!--;
    g.towerAt[end === 0 ? g.head : g.tail + 1] = g.scorer + 1;
    g.scores[g.scorer]! += pts;
    g.events?.push({ kind: 'tower', move: g.moveCount, points: pts, players: [g.scorer], tiles: pts });
  }
  g.moveCount++;
  if (g.closing) {
    g.closing = false;
    return endGame(g, 'closed');
  }
  g.endTurn();
}

/** The game ends (B5): closure, incomplete projects, final scoring. */
export function endGame(g: CityGame, reason: EndReason): void {
  g.endReason = reason;
  g.phase = 'over';
  g.actor = -1;
  g.drawn = -1;
  g.legalCount = 0;
  g.followerOptionCount = 0;
  g.choiceCount = 0;
  finalScoring(g);
}
