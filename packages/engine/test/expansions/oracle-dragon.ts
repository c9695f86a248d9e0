/**
 * An independent check of The Princess & the Dragon's flight and fairy (rules PD2, PD4, PD7),
 * written from the rules page alone: it reads only what views show (the board's squares, the
 * followers, the dragon's and the fairy's squares, whose turn it is) and the moves, and keeps
 * its own account of the flight — nothing of the engine's cores, options lists or tables.
 */
import type { PlayerView } from '../../src/carcassonne/match.js';

/** The volcano tiles of PD1 (the letters of the rules page's table). */
const VOLCANOES = new Set(['PdA', 'PdB', 'PdC', 'PdD', 'PdE', 'PdF']);
const STEPS: Readonly<Record<string, readonly [number, number]>> = {
  N: [0, -1],
  E: [1, 0],
  S: [0, 1],
  W: [-1, 0],
};

export class DragonOracle {
  /** Squares the dragon visited in the flight under way (its start first); empty between flights. */
  private visited: string[] = [];
  /** The seat whose tile began the flight, and the steps taken. */
  private owner = -1;
  private steps = 0;
  /** Problems found, one sentence each. */
  readonly problems: string[] = [];

  /** The dragon steps the rules allow in `view` (sorted), from its squares alone. */
  legalSteps(view: PlayerView): string[] {
    if (view.phase !== 'dragon' || !view.dragon) return [];
    const tiles = new Set(view.board.map((t) => `${t.x},${t.y}`));
    const fairy = view.fairy ? `${view.fairy.x},${view.fairy.y}` : '';
    const out: string[] = [];
    for (const [side, [dx, dy]] of Object.entries(STEPS)) {
      const to = `${view.dragon.x + dx},${view.dragon.y + dy}`;
      if (tiles.has(to) && !this.visited.includes(to) && to !== fairy) out.push(`dragon ${side}`);
    }
    return out.sort();
  }

  /** Check the move `move` made by `seat` that led from `before` to `after` (its `fairyPoints`: the fairy's 1-point scorings it reported, by seat). */
  check(
    before: PlayerView,
    move: string,
    seat: number,
    after: PlayerView,
    fairyPoints: readonly number[],
  ): void {
    const where = `move ${before.moveCount} (${move})`;
    const say = (problem: string) => this.problems.push(`${where}: ${problem}`);
    if (move.startsWith('dragon ')) {
      const expectedSeat = (this.owner + this.steps) % before.players.length;
      if (seat !== expectedSeat) say(`step by seat ${seat}, not ${expectedSeat}`);
      const [dx, dy] = STEPS[move.slice(7)]!;
      const to = { x: before.dragon!.x + dx, y: before.dragon!.y + dy };
      if (after.dragon?.x !== to.x || after.dragon?.y !== to.y) say('the dragon is not where it stepped');
      const kept = before.followers.filter((f) => f.x !== to.x || f.y !== to.y);
      if (JSON.stringify(after.followers) !== JSON.stringify(kept))
        say('the followers left are not those off its square');
      this.visited.push(`${to.x},${to.y}`);
      this.steps++;
    } else {
      const placed = /^([A-Za-z0-9]+)@(-?\d+),(-?\d+)r/.exec(move);
      if (placed && VOLCANOES.has(placed[1]!)) {
        if (after.dragon?.x !== Number(placed[2]) || after.dragon?.y !== Number(placed[3]))
          say('the dragon did not come to the volcano');
        if (after.followers.some((f) => f.x === Number(placed[2]) && f.y === Number(placed[3])))
          say('a piece stands on the volcano');
      }
      if (after.phase === 'dragon') {
        this.owner = seat;
        this.steps = 0;
        this.visited = [`${before.dragon!.x},${before.dragon!.y}`];
      }
    }
    // A flight ends after six steps or at a dead end; the oracle's own account must agree.
    if (after.phase === 'dragon') {
      if (this.steps >= 6) say('the dragon flies a seventh step');
      if (this.legalSteps(after).length === 0) say('a flight goes on with no step open');
    } else if (this.steps > 0 || this.visited.length > 0) {
      if (
        this.steps < 6 &&
        before.phase === 'dragon' &&
        this.legalSteps({ ...after, phase: 'dragon' }).length > 0
      )
        say('the flight ended with a step still open');
      this.visited = [];
      this.steps = 0;
    }
    // PD7.3: a turn that begins next to the fairy's follower scores its owner 1 point. A turn
    // begins when the seat to place differs from the one that placed the last tile (a builder's
    // second tile is the same turn).
    const placer = move.startsWith('dragon ') ? this.owner : seat;
    const next = after.current;
    const fairy = after.fairy;
    const owed =
      after.phase === 'place' &&
      next !== placer &&
      fairy?.port != null &&
      after.followers.some(
        (f) => f.x === fairy.x && f.y === fairy.y && f.port === fairy.port && f.player === next,
      );
    const got = fairyPoints.filter((p) => p === next).length;
    if (!after.finished && owed !== got > 0) say(`seat ${next} ${owed ? 'missed' : 'got'} the fairy's point`);
  }
}
