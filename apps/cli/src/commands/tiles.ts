import type { PORTS, TileInfo } from '@carcassonne/engine';
import { expansionsArg, parse, presetArg } from '../args.js';
import { writeOut } from '../output.js';
import { presetCatalog } from '../tile-tables.js';

const SIDES = ['N', 'E', 'S', 'W'] as const;

/** A tile shape as `tiles --json` prints it: sides (what lies at the middle of each), segments. */
export function tileInfo(t: TileInfo, start: boolean) {
  const kindAt = (port: string) =>
    t.def.segments.find((s) => s.ports.includes(port as (typeof PORTS)[number]))?.kind ?? 'field';
  return {
    id: t.id,
    count: t.count,
    sides: SIDES.map(kindAt),
    segments: t.def.segments.map((s) => ({
      kind: s.kind,
      ports: s.ports,
      ...(s.shield ? { shield: true } : {}),
      ...(s.shields ? { shields: s.shields } : {}),
      ...(s.market ? { market: s.market } : {}),
      ...(s.attributes ? { attributes: s.attributes } : {}),
      ...(s.touches ? { touches: s.touches } : {}),
    })),
    ...(t.def.publicBuildings !== undefined ? { publicBuildings: t.def.publicBuildings } : {}),
    ...(t.def.historical ? { historical: t.def.historical } : {}),
    ...(start ? { start: true } : {}),
  };
}

export async function tilesCommand(argv: string[]): Promise<number> {
  const { values } = parse(argv, {
    preset: { type: 'string' },
    expansions: { type: 'string' },
    json: { type: 'boolean' },
  });
  const preset = presetArg(values.preset);
  const expansions = expansionsArg(values.expansions, preset);
  // A preset alone is listed from the catalogs compiled when the CLI was built; with expansions
  // the engine's tables compile the set.
  const catalog =
    expansions.length > 0
      ? (await import('@carcassonne/engine/tables')).catalogWithExpansions(preset, expansions)!
      : presetCatalog(preset)!;
  const tiles = catalog.tiles.map((t) => tileInfo(t, t.id === catalog.start));
  if (values.json) {
    writeOut(JSON.stringify({ preset, ...(expansions.length > 0 ? { expansions } : {}), tiles }, null, 2));
    return 0;
  }
  const start = catalog.start ? `start tile ${catalog.start}` : 'no start tile: the first tile drawn opens';
  const lines = [
    `${preset}${expansions.length > 0 ? ` + ${expansions.join(', ')}` : ''}: ${catalog.total} tiles in ${tiles.length} shapes (${start})`,
  ];
  const width = Math.max(...tiles.map((t) => t.id.length)) + 1;
  for (const t of tiles) {
    const segs = t.segments
      .map(
        (s) =>
          `${s.kind}${'*'.repeat(s.shields ?? (s.shield ? 1 : 0))}${s.market ? `:${s.market}` : ''}${(s.attributes ?? []).map((a) => `+${a}`).join('')} ${s.ports.join(' ')}`,
      )
      .join(' · ');
    const extra = `${t.publicBuildings ? ` +${t.publicBuildings} public` : ''}${t.historical ? ` [${t.historical}]` : ''}`;
    lines.push(
      `${t.id.padEnd(width)} ×${String(t.count).padEnd(2)} ${t.sides.join(' ').padEnd(32)} ${segs}${extra}`,
    );
  }
  // One write: a line at a time costs more than the listing itself.
  writeOut(lines.join('\n'));
  return 0;
}
