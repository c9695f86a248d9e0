/**
 * A maximum matching of a general graph (Edmonds' blossom algorithm, O(V³)): `mate[v]` is v's
 * partner or -1. Swiss pairing asks it whether the players still unpaired can all be paired
 * under its rules (no repeat, first player balanced), so a search never ends in a dead end.
 */
export function maximumMatching(adjacent: readonly (readonly number[])[]): Int32Array {
  const n = adjacent.length;
  const mate = new Int32Array(n).fill(-1);
  const parent = new Int32Array(n);
  const base = new Int32Array(n);
  const queue = new Int32Array(n);
  const used = new Uint8Array(n);
  const inBlossom = new Uint8Array(n);
  const seen = new Uint8Array(n);

  const commonBase = (a0: number, b0: number): number => {
    seen.fill(0);
    let a = a0;
    for (;;) {
      a = base[a]!;
      seen[a] = 1;
      if (mate[a] === -1) break;
      a = parent[mate[a]!]!;
    }
    let b = b0;
    for (;;) {
      b = base[b]!;
      if (seen[b]) return b;
      b = parent[mate[b]!]!;
    }
  };
  const markPath = (v0: number, b: number, child0: number): void => {
    let v = v0;
    let child = child0;
    while (base[v] !== b) {
      inBlossom[base[v]!] = 1;
      inBlossom[base[mate[v]!]!] = 1;
      parent[v] = child;
      child = mate[v]!;
      v = parent[mate[v]!]!;
    }
  };
  const augmentingPath = (root: number): number => {
    used.fill(0);
    parent.fill(-1);
    for (let i = 0; i < n; i++) base[i] = i;
    used[root] = 1;
    let head = 0;
    let tail = 0;
    queue[tail++] = root;
    while (head < tail) {
      const v = queue[head++]!;
      for (const to of adjacent[v]!) {
        if (base[v] === base[to] || mate[v] === to) continue;
        if (to === root || (mate[to] !== -1 && parent[mate[to]!] !== -1)) {
          const b = commonBase(v, to);
          inBlossom.fill(0);
          markPath(v, b, to);
          markPath(to, b, v);
          for (let i = 0; i < n; i++) {
            if (!inBlossom[base[i]!]) continue;
            base[i] = b;
            if (!used[i]) {
              used[i] = 1;
              queue[tail++] = i;
            }
          }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (mate[to] === -1) return to;
          used[mate[to]!] = 1;
          queue[tail++] = mate[to]!;
        }
      }
    }
    return -1;
  };
  // A greedy start leaves few paths to augment.
  for (let v = 0; v < n; v++) {
    if (mate[v] !== -1) continue;
    const free = adjacent[v]!.find((u) => mate[u] === -1);
    if (free !== undefined) {
      mate[v] = free;
      mate[free] = v;
    }
  }
  for (let v = 0; v < n; v++) {
    if (mate[v] !== -1) continue;
    let x = augmentingPath(v);
    while (x !== -1) {
      const p = parent[x]!;
      const next = mate[p]!;
      mate[x] = p;
      mate[p] = x;
      x = next;
    }
  }
  return mate;
}

/** Whether the vertices `alive` can all be matched along edges `allowed(a, b)`. */
export function canPairAll(alive: readonly number[], allowed: (a: number, b: number) => boolean): boolean {
  if (alive.length % 2 === 1) return false;
  const adjacent = alive.map((a) => alive.flatMap((b, j) => (a !== b && allowed(a, b) ? [j] : [])));
  return maximumMatching(adjacent).every((m) => m !== -1);
}
