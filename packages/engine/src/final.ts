import type { Game } from './game.js';
import type { ScoreEvent } from './events.js';
import { K_CITY, K_FIELD, K_MONASTERY, MAX_SEGMENTS } from './tileset.js';

/**
 * End of the game (rules.md A4): incomplete roads, cities and monasteries, then farms.
 * Runs once per game, so clarity wins over speed here.
 */
export function scoreFinal(g: Game): void {
  // 1. Incomplete features with followers, in the order their first follower was placed.
  let i = 0;
  while (i < g.nFollowers) {
    const node = g.fNode[i]!;
    const kind = g.nkind[node]!;
    if (kind === K_FIELD) {
      i++;
      continue;
    }
    g.scoreFeature(kind === K_MONASTERY ? node : g.find(node), kind, true);
  }
  if (g.options.farmers) scoreFarms(g);
}

function scoreFarms(g: Game): void {
  // Farmers per field (root), per player.
  const farmers = new Map<number, number[]>();
  for (let i = 0; i < g.nFollowers; i++) {
    const root = g.find(g.fNode[i]!);
    let c = farmers.get(root);
    if (!c) farmers.set(root, (c = new Array<number>(g.nPlayers).fill(0)));
    c[g.fOwner[i]!]!++;
  }
  if (farmers.size === 0) return;
  // Which completed cities each field touches (on the same tile), in board order.
  const fieldCities = new Map<number, Set<number>>();
  const cityFields = new Map<number, Set<number>>();
  for (let p = 0; p < g.pCount; p++) {
    const t = g.types[g.pType[p]!]!;
    const base = p * MAX_SEGMENTS;
    for (let s = 0; s < t.segCount; s++) {
      if (t.segKind[s] !== K_FIELD) continue;
      const touches = t.segTouches[s]!;
      if (touches.length === 0) continue;
      const field = g.find(base + s);
      for (const c of touches) {
        if (t.segKind[c] !== K_CITY) continue;
        const city = g.find(base + c);
        if (g.open[city] !== 0) continue;
        let fc = fieldCities.get(field);
        if (!fc) fieldCities.set(field, (fc = new Set()));
        fc.add(city);
        let cf = cityFields.get(city);
        if (!cf) cityFields.set(city, (cf = new Set()));
        cf.add(field);
      }
    }
  }
  if (g.options.farmerScoring === 'perCity4') {
    for (const [city, fields] of cityFields) {
      const counts = new Array<number>(g.nPlayers).fill(0);
      for (const f of fields) {
        const c = farmers.get(f);
        if (c) for (let k = 0; k < g.nPlayers; k++) counts[k]! += c[k]!;
      }
      const players = g.award(counts, 4);
      if (players.length > 0 && g.events) {
        const occupied = [...fields].filter((f) => farmers.has(f));
        g.events.push({ kind: 'farm', move: null, points: 4, players, cities: 1, final: true, ...farmPlaces(g, occupied, [city]) });
      }
    }
  } else {
    for (const [field, counts] of farmers) {
      const cities = fieldCities.get(field);
      if (!cities || cities.size === 0) continue;
      const players = g.award(counts, 3 * cities.size);
      g.events?.push({ kind: 'farm', move: null, points: 3 * cities.size, players, cities: cities.size, final: true, ...farmPlaces(g, [field], [...cities]) });
    }
  }
}

/** Where a farm scoring happens, for UIs: the fields' squares, the supplied cities' squares, the farmers. */
function farmPlaces(g: Game, fields: readonly number[], cities: readonly number[]): Pick<ScoreEvent, 'squares' | 'supplied' | 'followers'> {
  const squaresOf = (roots: readonly number[]) => {
    const seen = new Set<string>();
    const out: [number, number][] = [];
    for (const r of roots) {
      const part: [number, number][] = [];
      g.featureTiles(r, part);
      for (const sq of part) {
        const k = `${sq[0]},${sq[1]}`;
        if (seen.has(k)) continue;
        seen.add(k);
        out.push(sq);
      }
    }
    return out;
  };
  return { squares: squaresOf(fields), supplied: squaresOf(cities), followers: fields.flatMap((f) => g.followersOn(f)) };
}
