import type { Plugin } from 'vite';

/**
 * `<link rel="modulepreload" data-next-screen>` in the page for the chunks of the screen a user
 * opens next (the play screen with the board, and the local game's controller and engine): the
 * browser fetches and compiles them while the first screen is shown, and runs them only when
 * that screen opens. `scripts/size.mjs` counts them apart from what the first screen loads.
 */
export function preloadNextScreen(entries: readonly string[]): Plugin {
  return {
    name: 'preload-next-screen',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        // The chunk holding each module (the replay shares the play screen's: no chunk of its own).
        const screens = entries.map((entry) => {
          const screen = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(entry)));
          if (!screen) throw new Error(`no chunk holds ${entry}`);
          return screen;
        });
        const first = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]));
        // Each chunk with the chunks it imports, and theirs.
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const next = new Set<string>();
        const visit = (name: string) => {
          if (next.has(name)) return;
          next.add(name);
          for (const f of byName.get(name)?.imports ?? []) visit(f);
        };
        for (const screen of screens) visit(screen.fileName);
        const files = [...next].filter((f) => !first.has(f));
        return files.map((f) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `./${f}`, 'data-next-screen': true },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
