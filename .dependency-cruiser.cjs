/**
 * The floors of the house (docs/decisions/054-floors-in-the-tree.md, DESIGN.md §10), held by dependency-cruiser in
 * `npm run lint`: an import points down a floor or across a room on the same floor, never up; a surface never imports
 * another surface; nothing imports in a circle. A folder's floor is the folder it sits in, so the rules name folders,
 * not lists of rooms, and no exception is listed: a new arrow that breaks a floor fails CI.
 *
 *   top        payload.config.ts, server.ts, scripts/, src/app/ (Next's routes), src/server/ (the HTTP process),
 *              src/cli/ (the operators' commands)
 *   surfaces   src/collections/ and src/hooks/ (Payload's model), src/endpoints/, src/mcp/, src/cockpit/, src/proxy.ts
 *   features   src/features/<room>/
 *   content    src/content/<entity>/, with access/, fields/ and payload-types.ts
 *   ground     src/ground/<room>/
 */
const TOP = '^(payload\\.config\\.ts|server\\.ts|scripts/|src/(app|server|cli)/)'
const SURFACES = ['collections', 'hooks', 'endpoints', 'mcp', 'cockpit', 'proxy']
const surface = (names) => `^src/(${names.join('|')})(/|\\.tsx?$)`
const FEATURES = '^src/features/'
const CONTENT = '^src/content/'
const GROUND = '^src/ground/'

// Every entry of src/ sits on a floor; one on none would be held by no rule above (a new folder included).
const PLACED = new Set(['app', 'server', 'cli', ...SURFACES, 'features', 'content', 'ground'])
const unplaced = require('node:fs')
  .readdirSync(require('node:path').join(__dirname, 'src'))
  .map((name) => name.replace(/\.tsx?$/, ''))
  .filter((name) => !PLACED.has(name))
if (unplaced.length > 0)
  throw new Error(
    `.dependency-cruiser.cjs: ${unplaced.join(', ')} in src/ is on no floor (docs/decisions/054-floors-in-the-tree.md)`,
  )

const up = (name, from, to) => ({
  name,
  severity: 'error',
  comment: `${name}: an import points up a floor`,
  from: { path: from },
  to: { path: to },
})

// Payload's model is two rooms laid out as Payload's website template lays them: a collection imports the hooks it
// shares with others from src/hooks/; a shared hook never imports a collection.
const mayImport = { collections: ['hooks'] }

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Nothing imports in a circle.',
      from: {},
      to: { circular: true },
    },
    up('ground-imports-up', GROUND, [CONTENT, FEATURES, surface(SURFACES), TOP]),
    up('content-imports-up', CONTENT, [FEATURES, surface(SURFACES), TOP]),
    up('feature-imports-up', FEATURES, [surface(SURFACES), TOP]),
    up('surface-imports-top', surface(SURFACES), [TOP]),
    ...SURFACES.map((name) => ({
      name: 'surface-imports-surface',
      severity: 'error',
      comment: 'A surface never imports another surface.',
      from: { path: surface([name]) },
      to: { path: surface(SURFACES.filter((other) => other !== name && !(mayImport[name] ?? []).includes(other))) },
    })),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.tsx?$', '^src/content/payload-types\\.ts$'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
}
