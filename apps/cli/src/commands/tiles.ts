import { PRESETS, cityTileSet, tileSet, type CityTileType, type TileType } from '@carcassonne/engine';
import { parse, presetArg } from '../args.js';

const EDGE = ['field', 'road', 'city'] as const;

export function tileInfo(t: TileType, start: boolean) {
  const sides = [0, 1, 2, 3].map((s) => EDGE[(t.sig[0]! >> (2 * s)) & 3]!);
  return {
    id: t.id,
    count: t.count,
    sides,
    segments: t.def.segments.map((s) => ({
      kind: s.kind,
      ports: s.ports,
      ...(s.shield ? { shield: true } : {}),
      ...(s.touches ? { touches: s.touches } : {}),
    })),
    ...(start ? { start: true } : {}),
  };
}

export function cityTileInfo(t: CityTileType) {
  const sides = [0, 1, 2, 3].map((s) => ((t.roads[0]! >> s) & 1 ? 'road' : t.base.def.segments[t.portSeg[3 * s + 1]!]!.kind));
  return {
    id: t.id,
    count: t.count,
    sides,
    segments: t.base.def.segments.map((s) => ({
      kind: s.kind,
      ports: s.ports,
      ...(s.market ? { market: s.market } : {}),
      ...(s.touches ? { touches: s.touches } : {}),
    })),
    publicBuildings: t.publicBuildings,
    ...(t.historical ? { historical: t.historical } : {}),
  };
}

export function tilesCommand(argv: string[]): number {
  const { values } = parse(argv, { preset: { type: 'string' }, json: { type: 'boolean' } });
  const preset = presetArg(values.preset);
  if (preset === 'the-city') {
    const set = cityTileSet();
    const tiles = set.types.map(cityTileInfo);
    if (values.json) {
      console.log(JSON.stringify({ preset, tiles }, null, 2));
      return 0;
    }
    console.log(`the-city: ${set.total} tiles in ${set.types.length} shapes (no start tile: the first tile of stack 1 opens)`);
    for (const t of tiles) {
      const segs = t.segments.map((s) => `${s.kind}${s.market ? `:${s.market}` : ''} ${s.ports.join(' ')}`).join(' · ');
      const extra = `${t.publicBuildings ? ` +${t.publicBuildings} public` : ''}${t.historical ? ` [${t.historical}]` : ''}`;
      console.log(`${t.id.padEnd(4)} ×${String(t.count).padEnd(2)} ${t.sides.join(' ').padEnd(32)} ${segs}${extra}`);
    }
    return 0;
  }
  const set = tileSet(PRESETS[preset].tileSet);
  const tiles = set.types.map((t) => tileInfo(t, t === set.start));
  if (values.json) {
    console.log(JSON.stringify({ preset, tiles }, null, 2));
    return 0;
  }
  console.log(`${preset}: ${set.total} tiles in ${set.types.length} shapes (start tile ${set.start?.id ?? 'none'})`);
  for (const t of tiles) {
    const segs = t.segments.map((s) => `${s.kind}${s.shield ? '*' : ''} ${s.ports.join(' ')}`).join(' · ');
    console.log(`${t.id.padEnd(9)} ×${String(t.count).padEnd(2)} ${t.sides.join(' ').padEnd(22)} ${segs}`);
  }
  return 0;
}
