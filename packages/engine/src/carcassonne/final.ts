import type { Game } from './game.js';
import { K_FIELD, MAX_SEGMENTS } from '../core/tile-compile.js';
import { featurePoints, type Feature } from './scoring.js';
import type { ScoreEvent } from './events.js';
import { GOODS, GOODS_MAJORITY_POINTS } from './goods.js';
import { FAIRY_SCORE_POINTS } from './dragon-turn.js';
import { scoreBarnsAtEnd } from './barn.js';
import { IntList } from '../core/int-list.js';

/**
 * The end of the game (rules.md A4) in one pass over the position, without changing it:
 * incomplete roads, cities and monasteries in the order their first follower was placed, then
 * farms. `scoreFinal` applies it (followers go home, events are written); `projectFinal` only
 * adds the points up, for bots valuing a position thousands of times per move.
 */

/** Where the end-of-game awards go. `counts` are the followers per player (a scratch array). */
interface AwardSink {
  feature(root: number, feature: Readonly<Feature>, points: number, counts: Int32Array): void;
  /**
   * A farm: `field` is the scored field's root (per field) or -1, `city` the supplied city's root
   * (per city) or -1; `bonus` what each player's pig adds should that player win it (A9).
   */
  farm(
    points: number,
    counts: Int32Array,
    cities: number,
    field: number,
    city: number,
    bonus: Int32Array,
  ): void;
  /** Traders & Builders: the most of good `good` (goods held per player in `counts`) scores `points`. */
  goods(good: number, points: number, counts: Int32Array): void;
}

/** Reused scratch of one game, so that a projection allocates nothing after the first call. */
class EndTally {
  /** The followers as the scoring found them (the final scoring sends some home on the way). */
  readonly nodes: Int32Array;
  readonly owners: Uint8Array;
  readonly weights: Uint8Array;
  readonly roots: Int32Array;
  readonly counts: Int32Array;
  readonly bonus: Int32Array;
  /** Farmed fields (roots) in the order of their first farmer. */
  readonly fields = new IntList();
  /** (field, city) pairs of farmed fields and the completed cities they supply, each once. */
  readonly pairs = new IntList();
  /** Completed cities next to a field, in board order. */
  readonly cities = new IntList();
  /** Farmers per farmed field (in `fields`' order) and player; per supplied city and player (`cityFarms`). */
  private fieldCounts = new Int32Array(0);
  private cityCounts = new Int32Array(0);
  /** Per node: the pass (a count) that last marked it, so that a pass finds its marks without clearing. */
  private readonly marks: Uint32Array;
  private pass = 0;
  /**
   * Per node marked in this pass: a farmed field's index in `fields`, a city's in `cities` (a node
   * is one or the other), so that counting by field and city looks nothing up in the lists.
   */
  private readonly slots: Int32Array;

  constructor(g: Game) {
    this.nodes = new Int32Array(g.followerNode.length);
    this.owners = new Uint8Array(g.followerNode.length);
    this.weights = new Uint8Array(g.followerNode.length);
    this.roots = new Int32Array(g.followerNode.length);
    this.counts = new Int32Array(g.nPlayers);
    this.bonus = new Int32Array(g.nPlayers);
    this.marks = new Uint32Array(g.parent.length);
    this.slots = new Int32Array(g.parent.length);
  }

  private nextPass(): number {
    if (++this.pass > 0xffffffff) {
      this.marks.fill(0);
      this.pass = 1;
    }
    return this.pass;
  }

  /** `keep`: read the followers from a copy (the final scoring sends some home while it runs). */
  run(g: Game, sink: AwardSink, keep: boolean): void {
    const followers = g.followerCount;
    const { roots, counts } = this;
    let nodes = g.followerNode;
    let owners = g.followerOwner;
    let weights = g.figures.weight;
    if (keep) {
      this.nodes.set(nodes.subarray(0, followers));
      this.owners.set(owners.subarray(0, followers));
      this.weights.set(weights.subarray(0, followers));
      nodes = this.nodes;
      owners = this.owners;
      weights = this.weights;
    }
    const bonus = this.bonus;
    const pigs = g.figures.pig;
    for (let i = 0; i < followers; i++) roots[i] = g.find(nodes[i]!);
    if (g.figures.mayors) {
      // Abbey & Mayor (AM3): a mayor weighs its city's coats of arms (read from a copy).
      if (!keep) {
        this.weights.set(weights.subarray(0, followers));
        weights = this.weights;
      }
      for (let i = 0; i < followers; i++)
        if (g.figures.mayor[owners[i]!] === nodes[i]) weights[i] = Math.min(255, g.shields[roots[i]!]!);
    }
    // 1. Incomplete features, each counted at its first follower.
    for (let i = 0; i < followers; i++) {
      const node = nodes[i]!;
      const kind = g.nodeKind[node]!;
      if (kind === K_FIELD) continue;
      const root = roots[i]!;
      let first = true;
      for (let j = 0; j < i; j++) if (roots[j] === root) first = false;
      if (!first) continue;
      // Loops rather than `fill`: a call into the runtime costs more than clearing a few counts.
      for (let p = 0; p < counts.length; p++) counts[p] = 0;
      for (let j = i; j < followers; j++) if (roots[j] === root) counts[owners[j]!]! += weights[j]!;
      const f = g.featureAt(root, kind);
      sink.feature(root, f, featurePoints(g.rules, f, false), counts);
    }
    // 2. Farms, 3. goods.
    this.farms(g, sink, keep, followers, nodes, owners, weights, pigs, bonus);
    if (g.figures.traders) this.goods(g, sink);
  }

  /** The majority of each good scores (Traders & Builders, A9). */
  private goods(g: Game, sink: AwardSink): void {
    const counts = this.counts;
    for (let k = 0; k < GOODS.length; k++) {
      for (let p = 0; p < g.nPlayers; p++) counts[p] = g.figures.goods[p * GOODS.length + k]!;
      sink.goods(k, GOODS_MAJORITY_POINTS, counts);
    }
  }

  private farms(
    g: Game,
    sink: AwardSink,
    keep: boolean,
    followers: number,
    nodes: Int32Array,
    owners: Uint8Array,
    weights: Uint8Array,
    pigs: Int32Array,
    bonus: Int32Array,
  ): void {
    const { roots, counts } = this;
    const farms = g.rules.farmScoring;
    if (farms === null) return;
    const { fields, marks, slots } = this;
    fields.clear();
    // This pass marks the farmed fields (and the cities the pairs find).
    const pass = this.nextPass();
    for (let i = 0; i < followers; i++) {
      const root = roots[i]!;
      if (g.nodeKind[nodes[i]!] !== K_FIELD || marks[root] === pass) continue;
      marks[root] = pass;
      slots[root] = fields.length;
      fields.push(root);
    }
    if (fields.length === 0) return;
    // Reported cities go in board order; the scores alone (a projection, a game without events)
    // need only the pairs, in any order.
    if (keep && g.events) this.collectPairs(g, pass);
    else this.collectFarmedPairs(g, pass);
    // Each farmed field's farmers, counted once.
    const n = g.nPlayers;
    if (this.fieldCounts.length < fields.length * n) this.fieldCounts = new Int32Array(2 * fields.length * n);
    const fieldCounts = this.fieldCounts;
    for (let k = 0; k < fields.length * n; k++) fieldCounts[k] = 0;
    for (let j = 0; j < followers; j++)
      if (g.nodeKind[nodes[j]!] === K_FIELD) fieldCounts[slots[roots[j]!]! * n + owners[j]!]! += weights[j]!;
    if (farms === 'perField3') {
      for (let i = 0; i < fields.length; i++) {
        const field = fields.items[i]!;
        let cities = 0;
        const pairs = this.pairs;
        for (let k = 0; k < pairs.length; k += 2) if (pairs.items[k] === field) cities++;
        if (cities === 0) continue;
        for (let p = 0; p < n; p++) counts[p] = fieldCounts[i * n + p]!;
        // A pig adds 1 per city of its farm for its owner.
        for (let p = 0; p < n; p++) bonus[p] = pigs[p]! >= 0 && g.find(pigs[p]!) === field ? cities : 0;
        sink.farm(g.rules.farmValue(cities), counts, cities, field, -1, bonus);
      }
    } else this.cityFarms(g, sink, pigs, bonus);
  }

  /**
   * Per completed city (the 2000 rules): the farmers of every field supplying it, each (field,
   * city) pair adding its field's count to its city's, rather than scanning every follower for
   * every city: a projection's hot spot in classic.
   */
  private cityFarms(g: Game, sink: AwardSink, pigs: Int32Array, bonus: Int32Array): void {
    const { counts, pairs, cities, fieldCounts, slots } = this;
    const n = g.nPlayers;
    if (this.cityCounts.length < cities.length * n) this.cityCounts = new Int32Array(2 * cities.length * n);
    const cityCounts = this.cityCounts;
    for (let k = 0; k < cities.length * n; k++) cityCounts[k] = 0;
    for (let k = 0; k < pairs.length; k += 2) {
      const field = slots[pairs.items[k]!]! * n;
      const city = slots[pairs.items[k + 1]!]! * n;
      for (let p = 0; p < n; p++) cityCounts[city + p]! += fieldCounts[field + p]!;
    }
    let havePigs = false;
    for (let p = 0; p < n; p++) if (pigs[p]! >= 0) havePigs = true;
    for (let p = 0; p < n; p++) bonus[p] = 0;
    for (let c = 0; c < cities.length; c++) {
      for (let p = 0; p < n; p++) counts[p] = cityCounts[c * n + p]!;
      // A pig in a field supplying the city adds 1 for its owner.
      if (havePigs)
        for (let p = 0; p < n; p++)
          bonus[p] = pigs[p]! >= 0 && hasPair(pairs, g.find(pigs[p]!), cities.items[c]!) ? 1 : 0;
      sink.farm(g.rules.farmValue(1), counts, 1, -1, cities.items[c]!, bonus);
    }
  }

  /**
   * Which completed cities each farmed field supplies (a field touching a city on the same tile),
   * and the cities next to a field in board order.
   */
  private collectPairs(g: Game, pass: number): void {
    const { marks, slots, cities } = this;
    this.pairs.clear();
    cities.clear();
    for (let p = 0; p < g.placedCount; p++) {
      const t = g.types[g.placedType[p]!]!;
      const base = p * MAX_SEGMENTS;
      for (let seg = 0; seg < t.segCount; seg++) {
        if (t.segKind[seg] !== K_FIELD) continue;
        let field = -1;
        let farmed = false;
        for (let i = t.cityTouchFrom[seg]!; i < t.cityTouchFrom[seg + 1]!; i++) {
          const c = t.cityTouches[i]!;
          const city = g.find(base + c);
          if (g.openSides[city] !== 0) continue;
          if (marks[city] !== pass) {
            marks[city] = pass;
            slots[city] = cities.length;
            cities.push(city);
          }
          if (field < 0) {
            field = g.find(base + seg);
            farmed = marks[field] === pass;
          }
          if (farmed && !hasPair(this.pairs, field, city)) {
            this.pairs.push(field);
            this.pairs.push(city);
          }
        }
      }
    }
  }

  /**
   * The pairs only, found from the field segments around each completed city (noted as it
   * closed; far fewer than the farmed fields' segments in a grown game): the same pairs in another
   * order, which a projection's sums do not depend on.
   */
  private collectFarmedPairs(g: Game, farmed: number): void {
    const { pairs, marks, slots, cities } = this;
    pairs.clear();
    cities.clear();
    const perCity = g.rules.farmScoring === 'perCity4';
    for (let c = 0; c < g.completedCityCount; c++) {
      const city = g.completedCities[c]!;
      const first = pairs.length;
      for (let i = g.cityFieldsFrom[c]!; i < g.cityFieldsFrom[c + 1]!; i++) {
        const field = g.find(g.cityFields[i]!);
        if (marks[field] === farmed && !hasPair(pairs, field, city, first)) {
          pairs.push(field);
          pairs.push(city);
        }
      }
      if (perCity && pairs.length > first) {
        slots[city] = cities.length;
        cities.push(city);
      }
    }
  }
}

/** Whether (a, b) is among the pairs from index `from` on. */
function hasPair(pairs: IntList, a: number, b: number, from = 0): boolean {
  const items = pairs.items;
  for (let k = from; k < pairs.length; k += 2) if (items[k] === a && items[k + 1] === b) return true;
  return false;
}

/** Each game's tally and projection, made on first use. */
const scratches = new WeakMap<Game, { readonly tally: EndTally; readonly projection: ProjectionSink }>();
function scratchOf(g: Game): { readonly tally: EndTally; readonly projection: ProjectionSink } {
  let s = scratches.get(g);
  if (!s) {
    s = { tally: new EndTally(g), projection: new ProjectionSink(g.nPlayers) };
    scratches.set(g, s);
  }
  return s;
}

/** Score the end of the game: features and farms, followers home from scored features, events written. */
export function scoreFinal(g: Game): void {
  const tally = scratchOf(g).tally;
  const sink: AwardSink = {
    feature(root, f, points, counts) {
      const followers = g.events ? g.followersOn(root) : null;
      g.sendHome(root);
      g.awardFeature(root, f, points, counts, null, followers);
    },
    goods(_good, points, counts) {
      const players = g.award(counts, points);
      if (players.length > 0) g.events?.push({ kind: 'goods', move: null, points, players, final: true });
    },
    farm(points, counts, cities, field, city, bonus) {
      const players = g.award(counts, points);
      if (players.length > 0 && g.events) {
        // Per field: that field and the cities it supplies; per city: the city and its farmed fields.
        const fields: number[] = [];
        const supplied: number[] = [];
        const pairs = tally.pairs;
        for (let k = 0; k < pairs.length; k += 2) {
          if (pairs.items[k] === field) supplied.push(pairs.items[k + 1]!);
          if (pairs.items[k + 1] === city) fields.push(pairs.items[k]!);
        }
        if (field >= 0) fields.push(field);
        if (city >= 0) supplied.push(city);
        g.events.push({
          kind: 'farm',
          move: null,
          points,
          players,
          cities,
          final: true,
          ...farmPlaces(g, fields, supplied),
        });
      }
      // Traders & Builders: a winner's pig in the farm adds its bonus (A9).
      for (const p of players) {
        if (bonus[p] === 0) continue;
        g.scores[p]! += bonus[p]!;
        g.events?.push({ kind: 'pig', move: null, points: bonus[p]!, players: [p], final: true });
      }
    },
  };
  scratchOf(g).tally.run(g, sink, true);
  // Abbey & Mayor (AM5): the barns' fields.
  if (g.figures.mayors)
    scoreBarnsAtEnd(g, tally.counts, (points, counts, root, cities) => {
      const players = g.award(counts, points);
      const squares: [number, number][] = [];
      if (!g.events) return;
      g.featureTiles(root, squares);
      g.events.push({ kind: 'farm', move: null, points, players, cities, final: true, squares });
    });
  // The Princess & the Dragon (PD7.4): a fairy still beside a follower stands by a farmer, whose farm scored now.
  if (g.dragonRules) g.fairyAtEnd();
}

/** Where a farm scoring happens, for UIs: the fields' squares, the supplied cities' squares, the farmers. */
function farmPlaces(
  g: Game,
  fields: readonly number[],
  cities: readonly number[],
): Pick<ScoreEvent, 'squares' | 'supplied' | 'followers'> {
  const squaresOf = (roots: readonly number[]): [number, number][] => {
    const seen = new Set<string>();
    const out: [number, number][] = [];
    for (const root of roots) {
      const part: [number, number][] = [];
      g.featureTiles(root, part);
      for (const square of part) {
        const key = `${square[0]},${square[1]}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(square);
      }
    }
    return out;
  };
  return {
    squares: squaresOf(fields),
    supplied: squaresOf(cities),
    followers: fields.flatMap((f) => g.followersOn(f)),
  };
}

/**
 * What each player would score if the game ended now, added to `out`, without changing the game.
 * Bots call this thousands of times per move, so it allocates nothing after the first call.
 */
export function projectFinal(g: Game, out: Float64Array | Int32Array): void {
  const { tally, projection } = scratchOf(g);
  projection.out = out;
  tally.run(g, projection, false);
  if (g.figures.mayors) scoreBarnsAtEnd(g, tally.counts, (points, counts) => projection.add(points, counts));
  // The Princess & the Dragon (PD7.4): the fairy's follower's feature scores at the end, 3 more.
  if (g.dragonRules && g.fairyOwner >= 0) out[g.fairyOwner]! += FAIRY_SCORE_POINTS;
}

/** Adds each award to the majority's totals. */
class ProjectionSink implements AwardSink {
  out: Float64Array | Int32Array = new Float64Array(0);
  constructor(private readonly players: number) {}
  feature(_root: number, _f: Readonly<Feature>, points: number, counts: Int32Array): void {
    this.add(points, counts);
  }
  farm(
    points: number,
    counts: Int32Array,
    _cities: number,
    _field: number,
    _city: number,
    bonus: Int32Array,
  ): void {
    this.add(points, counts, bonus);
  }
  goods(_good: number, points: number, counts: Int32Array): void {
    this.add(points, counts);
  }
  add(points: number, counts: Int32Array, bonus?: Int32Array): void {
    let max = 0;
    for (let p = 0; p < this.players; p++) if (counts[p]! > max) max = counts[p]!;
    if (max === 0) return;
    for (let p = 0; p < this.players; p++)
      if (counts[p] === max) this.out[p]! += points + (bonus ? bonus[p]! : 0);
  }
}
