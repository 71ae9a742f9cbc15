/**
 * The second half of `npm run build`: compiles what `npm start` and `npm run worker` run — server.ts,
 * scripts/worker.ts and every module of ours they import — into dist/ as plain JavaScript. Packages stay in
 * node_modules, loaded as they are. Without this, each start ran our TypeScript through tsx: its loader hooks saw
 * every module the process imports, packages included, and a start took about 1.5 s of CPU more (docs/performance.md,
 * "Server start"). The pages Next serves are compiled by `next build`, not here. `npm run dev` keeps running the
 * sources through tsx.
 */
import fs from 'node:fs'
import path from 'node:path'

import { build, type Plugin } from 'esbuild'

import { PROJECT_ROOT } from '../src/lib/projectRoot'

/** Pages the router renders are plain react-dom/server components (ADR 031): a stylesheet import there is a mistake, not an asset. */
const refuseStylesheets: Plugin = {
  name: 'refuse-stylesheets',
  setup(bundle) {
    bundle.onResolve({ filter: /\.css$/ }, (args) => ({ errors: [{ text: `${args.importer} imports ${args.path}: code the server runs may not import CSS (Next's layouts own the stylesheets, ADR 031)` }] }))
  },
}

// The chunks' names carry hashes: a build over an older one would leave its chunks beside the new ones.
fs.rmSync(path.join(PROJECT_ROOT, 'dist'), { recursive: true, force: true })

await build({
  absWorkingDir: PROJECT_ROOT,
  entryPoints: { server: 'server.ts', worker: 'scripts/worker.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  // Code only some starts need (the demo seed, the S3 client's module) stays behind its dynamic import, in a chunk of its own.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  // tsconfig.json's paths (`@/…`, `@payload-config`) are read by esbuild itself.
  tsconfig: 'tsconfig.json',
  // For stack traces that name our source files: NODE_OPTIONS=--enable-source-maps. Not on by default: Node then reads
  // every package's source map as it loads, 0.4 s more per start.
  sourcemap: 'linked',
  plugins: [refuseStylesheets],
  logLevel: 'warning',
})
