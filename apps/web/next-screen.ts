import type { Plugin } from 'vite';

/**
 * `<link rel="modulepreload" data-next-screen>` in the page for the chunks of the screen a user
 * opens next (the play screen with the board): the browser fetches and compiles them while the
 * first screen is shown, and runs them only when that screen opens. `scripts/size.mjs` counts
 * them apart from what the first screen loads.
 */
export function preloadNextScreen(entry: string): Plugin {
  return {
    name: 'preload-next-screen',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        // The chunk holding the screen's module (the replay shares it: no chunk of its own).
        const screen = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(entry)));
        if (!screen) throw new Error(`no chunk holds ${entry}`);
        const first = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]));
        const files = [screen.fileName, ...screen.imports].filter((f) => !first.has(f));
        return files.map((f) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `./${f}`, 'data-next-screen': true },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
