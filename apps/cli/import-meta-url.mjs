// What `import.meta.url` is in the CommonJS bundles: the bundle's own URL, as it was in an ES
// module. build.mjs injects it; a bundle that does not use it leaves it out (it is pure).
export const import_meta_url = /* @__PURE__ */ (() => require('node:url').pathToFileURL(__filename).href)();
