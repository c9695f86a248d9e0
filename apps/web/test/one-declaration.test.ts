import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One declaration per thing: a type the server and the page share is declared in the protocol and
 * imported, and two different things do not share a name. A source scan of the exported types,
 * interfaces, enums and classes of the three packages; names a package declares twice among its
 * own files are its own business.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const PACKAGES = ['packages/protocol/src', 'apps/server/src', 'apps/web/src'];
const DECLARATION =
  /^export\s+(?:declare\s+)?(?:abstract\s+)?(?:type|interface|enum|class)\s+([A-Za-z_$][\w$]*)/gm;

function* sources(folder: string): Generator<string> {
  for (const name of readdirSync(folder).sort()) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

/** Each exported type name, with the files of each package that declare it. */
function declarations(): Map<string, Map<string, string[]>> {
  const found = new Map<string, Map<string, string[]>>();
  for (const folder of PACKAGES)
    for (const path of sources(join(ROOT, folder)))
      for (const [, name] of readFileSync(path, 'utf8').matchAll(DECLARATION)) {
        if (name === undefined) continue;
        const byPackage = found.get(name) ?? new Map<string, string[]>();
        byPackage.set(folder, [...(byPackage.get(folder) ?? []), relative(ROOT, path)]);
        found.set(name, byPackage);
      }
  return found;
}

describe('exported types', () => {
  it('are each declared in one package of protocol, server and web', () => {
    const twice = [...declarations()]
      .filter(([, byPackage]) => byPackage.size > 1)
      .map(([name, byPackage]) => `${name}: ${[...byPackage.values()].flat().join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('are found by the scan', () => {
    const found = declarations();
    expect([...(found.get('RatingFamily')?.keys() ?? [])]).toEqual(['packages/protocol/src']);
    expect([...(found.get('TableFeed')?.keys() ?? [])]).toEqual(['apps/web/src']);
    expect(found.get('HandlerTable')?.has('apps/server/src')).toBe(true);
  });
});
