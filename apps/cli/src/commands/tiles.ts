import { GAMES, isBasePreset, SIDES, type TileDef, type TileInfo } from '@carcassonne/engine';
import { parse, UsageError } from '../args.js';

/** What each side of a tile shows: the kind of the segment owning its middle port. */
function sides(def: TileDef): string[] {
  return SIDES.map((side) => def.segments.find((s) => s.ports.includes(side))?.kind ?? 'field');
}

export function tileInfo(t: TileInfo, start: boolean) {
  return {
    id: t.id,
    count: t.count,
    sides: sides(t.def),
    segments: t.def.segments.map((s) => ({
      kind: s.kind,
      ports: s.ports,
      ...(s.shield ? { shield: true } : {}),
      ...(s.touches ? { touches: s.touches } : {}),
    })),
    ...(start ? { start: true } : {}),
  };
}

export function cityTileInfo(t: TileInfo) {
  return {
    id: t.id,
    count: t.count,
    sides: sides(t.def),
    segments: t.def.segments.map((s) => ({
      kind: s.kind,
      ports: s.ports,
      ...(s.market ? { market: s.market } : {}),
      ...(s.touches ? { touches: s.touches } : {}),
    })),
    publicBuildings: t.def.publicBuildings ?? 0,
    ...(t.def.historical ? { historical: t.def.historical } : {}),
  };
}

const PRESET_LIST = 'classic, classic-se, modern, winter, the-city';

export function tilesCommand(argv: string[]): number {
  const { values } = parse(argv, { preset: { type: 'string' }, json: { type: 'boolean' } });
  const preset = values.preset;
  if (preset === undefined) throw new UsageError(`--preset is required (${PRESET_LIST})`);
  if (preset === 'the-city') {
    const set = GAMES['the-city'].tileCatalog(preset)!;
    const tiles = set.tiles.map(cityTileInfo);
    if (values.json) {
      console.log(JSON.stringify({ preset, tiles }, null, 2));
      return 0;
    }
    console.log(`the-city: ${set.total} tiles in ${set.tiles.length} shapes (no start tile: the first tile of stack 1 opens)`);
    for (const t of tiles) {
      const segs = t.segments.map((s) => `${s.kind}${s.market ? `:${s.market}` : ''} ${s.ports.join(' ')}`).join(' · ');
      const extra = `${t.publicBuildings ? ` +${t.publicBuildings} public` : ''}${t.historical ? ` [${t.historical}]` : ''}`;
      console.log(`${t.id.padEnd(4)} ×${String(t.count).padEnd(2)} ${t.sides.join(' ').padEnd(32)} ${segs}${extra}`);
    }
    return 0;
  }
  if (!isBasePreset(preset)) throw new UsageError(`unknown preset "${preset}" (${PRESET_LIST})`);
  const set = GAMES.carcassonne.tileCatalog(preset)!;
  const tiles = set.tiles.map((t) => tileInfo(t, t.id === set.start));
  if (values.json) {
    console.log(JSON.stringify({ preset, tiles }, null, 2));
    return 0;
  }
  console.log(`${preset}: ${set.total} tiles in ${set.tiles.length} shapes (start tile ${set.start ?? 'none'})`);
  for (const t of tiles) {
    const segs = t.segments.map((s) => `${s.kind}${s.shield ? '*' : ''} ${s.ports.join(' ')}`).join(' · ');
    console.log(`${t.id.padEnd(9)} ×${String(t.count).padEnd(2)} ${t.sides.join(' ').padEnd(22)} ${segs}`);
  }
  return 0;
}
