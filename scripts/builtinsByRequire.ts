import { isBuiltin } from 'node:module'

import type { Plugin } from 'esbuild'

/**
 * Node's own modules taken through `require`, not `import`. Importing one as an ES module builds its ESM facade, which
 * reads every export at once, getters included, so what Node loads only when asked is loaded at start: `node:http`'s
 * WebSocket loads undici and compiles its HTTP parser to WebAssembly, `node:util`, `node:process` and `node:fs` pull in
 * their own: a process that imports `node:http` is 10 MB larger than one that requires it, the edge 3.5 MB at rest
 * (docs/performance.md, "Edge's resident memory"). Each
 * import becomes a CommonJS module exporting `require(name)`, whose properties esbuild reads at each use, so getters
 * stay lazy; the `require` of the bundle's banner (./bundleServer.ts) loads the module itself.
 */
export const builtinsByRequire: Plugin = {
  name: 'builtins-by-require',
  setup(bundle) {
    bundle.onResolve({ filter: /^[a-z_:/]+$/ }, (args) =>
      args.kind !== 'require-call' && isBuiltin(args.path) ? { path: args.path, namespace: 'builtin' } : undefined,
    )
    bundle.onLoad({ filter: /.*/, namespace: 'builtin' }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)})`,
      loader: 'js',
    }))
  },
}
