/**
 * The floors of the house (docs/decisions/042-floors.md, DESIGN.md §10), held by dependency-cruiser in `npm run lint`:
 * an import points down a floor or across a room on the same floor, never up; a surface never imports another
 * surface; nothing imports in a circle. No exceptions are listed: a new arrow that breaks a floor fails CI.
 *
 *   top        payload.config.ts, server.ts, scripts/, and the composition of each process: app/ (Next's routes),
 *              server/ (the HTTP process: router, start, page cache), cli/ (the operators' commands)
 *   surfaces   endpoints/, mcp/, cockpit/, collections/ (Payload's model: collections, their hooks, fields and
 *              endpoints), cmsApi/, proxy.ts
 *   features   migrations/, contentChanges/, publishing/, newsletter/, oauth/, discovery/, search/, site/, preview/, ingestion/, auth/, jobs/,
 *              seed/, ops/, openapi/, federation/, analytics/
 *   content    content/, access/, fields/, payload-types.ts
 *   ground     lib/, env.ts, log.ts, paths.ts, errors/, config/, db/, http/, rateLimit/, media/, mail/, markdown/
 */
const floor = (folders) => `^src/(${folders.join('|')})(/|\\.tsx?$)`

const GROUND = [
  'lib',
  'env',
  'log',
  'paths',
  'errors',
  'config',
  'db',
  'http',
  'rateLimit',
  'media',
  'mail',
  'markdown',
]
const CONTENT = ['content', 'access', 'fields', 'payload-types']
const FEATURES = [
  'migrations',
  'contentChanges',
  'publishing',
  'newsletter',
  'oauth',
  'discovery',
  'search',
  'site',
  'preview',
  'ingestion',
  'auth',
  'jobs',
  'seed',
  'ops',
  'openapi',
  'federation',
  'analytics',
]
const SURFACES = ['endpoints', 'mcp', 'cockpit', 'collections', 'cmsApi', 'proxy']
const TOP = '^(payload\\.config\\.ts|server\\.ts|scripts/|src/app/|src/server/|src/cli/)'

// A room of src/ on no floor would be held by no rule above: every one must be placed (a new folder included).
const PLACED = new Set([...GROUND, ...CONTENT, ...FEATURES, ...SURFACES, 'app', 'server', 'cli'])
const unplaced = require('node:fs')
  .readdirSync(require('node:path').join(__dirname, 'src'), { withFileTypes: true })
  .map((entry) => entry.name.replace(/\.tsx?$/, ''))
  .filter((name) => !name.endsWith('.test') && !PLACED.has(name))
if (unplaced.length > 0)
  throw new Error(
    `.dependency-cruiser.cjs: ${unplaced.join(', ')} in src/ is on no floor (docs/decisions/042-floors.md)`,
  )

const up = (name, from, to) => ({
  name,
  severity: 'error',
  comment: `${name}: an import points up a floor`,
  from: { path: from },
  to: { path: to },
})

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Nothing imports in a circle.',
      from: {},
      to: { circular: true },
    },
    up('ground-imports-up', floor(GROUND), [floor(CONTENT), floor(FEATURES), floor(SURFACES), TOP]),
    up('content-imports-up', floor(CONTENT), [floor(FEATURES), floor(SURFACES), TOP]),
    up('feature-imports-up', floor(FEATURES), [floor(SURFACES), TOP]),
    up('surface-imports-top', floor(SURFACES), [TOP]),
    ...SURFACES.map((surface) => ({
      name: 'surface-imports-surface',
      severity: 'error',
      comment: 'A surface never imports another surface.',
      from: { path: `^src/${surface}(/|\\.tsx?$)` },
      to: { path: floor(SURFACES.filter((other) => other !== surface)) },
    })),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.tsx?$', '^src/payload-types\\.ts$'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
}
