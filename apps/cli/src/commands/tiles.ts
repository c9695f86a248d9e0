import { PRESETS, isBasePreset, tileSet, type TileType } from '@carcassonne/engine';
import { parse, UsageError } from '../args.js';

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

export function tilesCommand(argv: string[]): number {
  const { values } = parse(argv, { preset: { type: 'string' }, json: { type: 'boolean' } });
  const preset = values.preset;
  if (preset === undefined) throw new UsageError('--preset is required (classic, classic-se, modern, winter)');
  if (!isBasePreset(preset)) throw new UsageError(`unknown preset "${preset}" (classic, classic-se, modern, winter)`);
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
