import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXPANSION_NAMES, TABLE_PRESETS, tableCatalog } from '@carcassonne/engine/tables';
import { describe, expect, it } from 'vitest';
import { DIST, INPUTS } from '../build.mjs';
import { tileInfo } from '../src/commands/tiles.js';
import { run } from './run-cli.js';

interface Input {
  readonly path: string;
  readonly size: number;
  readonly mtimeMs: number;
}

describe('the compiled CLI', () => {
  // The bundle lists presets from tile catalogs compiled when it was built: they are the engine's.
  it.each(TABLE_PRESETS.map((p) => p.id))("lists the engine's tiles of %s", (preset) => {
    const r = run(['tiles', '--preset', preset, '--json']);
    expect(r.code).toBe(0);
    const catalog = tableCatalog(preset)!;
    expect(JSON.parse(r.out)).toEqual({
      preset,
      tiles: catalog.tiles.map((t) => tileInfo(t, t.id === catalog.start)),
    });
  });

  it("names the engine's presets and expansions", () => {
    const r = run(['tiles', '--help']);
    expect(r.out).toContain(`Presets: ${TABLE_PRESETS.map((p) => p.id).join(', ')}.`);
    expect(r.out).toContain(`Expansions: ${EXPANSION_NAMES.join(', ')} (`);
  });

  it('is rebuilt by the launcher when a source file is not as it was built from', () => {
    const inputs = JSON.parse(readFileSync(INPUTS, 'utf8')) as Input[];
    const main = inputs.find((i) => join(DIST, i.path).endsWith(join('src', 'main.ts')));
    expect(main).toBeDefined();
    // As if src/main.ts had changed since: the launcher must build before it runs.
    writeFileSync(
      INPUTS,
      JSON.stringify(inputs.map((i) => (i === main ? { ...i, mtimeMs: i.mtimeMs - 1000 } : i))),
    );
    const r = run(['tiles', '--preset', 'classic']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^classic: 72 tiles/);
    const rebuilt = JSON.parse(readFileSync(INPUTS, 'utf8')) as Input[];
    expect(rebuilt.find((i) => i.path === main!.path)).toEqual(main);
  });
});
