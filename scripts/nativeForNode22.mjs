/**
 * `postinstall`: the real PDS the tests start on loopback (`@atproto/pds`, docs/decisions/084-bluesky-standard-site.md)
 * keeps its data in SQLite through better-sqlite3, whose native module must be built for the Node that runs the tests
 * (the project's Node 22, `node` in devDependencies). Its own install script takes a prebuilt binary from GitHub, or
 * builds with whatever Node and headers npm was run with (this machine's Node 20, `nodedir=/usr`). This checks that
 * the module loads in the Node running this script (npm puts the project's Node first on the PATH) and, if not,
 * rebuilds it with node-gyp against the headers the `node` package ships: nothing is fetched but from the npm
 * registry. Without better-sqlite3 (a production install, `--omit=dev`) there is nothing to do; a build that fails
 * warns and does not fail the install.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const moduleDir = path.join(root, 'node_modules/better-sqlite3')

function loads() {
  const probe = spawnSync(
    process.execPath,
    ['-e', "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()"],
    { cwd: root, stdio: 'pipe' },
  )
  return probe.status === 0
}

if (!existsSync(moduleDir) || loads()) process.exit(0)

const headers = path.join(root, `node_modules/node/node_modules/node-${process.platform}-${process.arch}`)
// npm's own node-gyp: npm names it to the scripts it runs, and it sits beside npm itself.
const nodeGyp =
  process.env.npm_config_node_gyp ??
  path.join(path.dirname(process.env.npm_execpath ?? ''), '../node_modules/node-gyp/bin/node-gyp.js')
console.log(`better-sqlite3: building its native module for Node ${process.version} (${headers})`)
// npm hands its configuration to scripts as npm_config_* variables, and node-gyp takes `npm_config_nodedir` (this
// machine's ~/.npmrc says /usr: Node 20's headers) over its own --nodedir: it must name the same headers.
const built = spawnSync(process.execPath, [nodeGyp, 'rebuild', '--release', `--nodedir=${headers}`], {
  cwd: moduleDir,
  stdio: 'inherit',
  env: { ...process.env, npm_config_nodedir: headers },
})
// Only the AT Protocol tests need it: an install on a machine without a C++ toolchain still runs the service (the
// first command of README.md), and says what the tests will lack.
if (built.status !== 0 || !loads())
  console.warn(
    `better-sqlite3 does not load in Node ${process.version} (building it needs a C++ toolchain: make, g++, python3): ` +
      'the service runs, but the AT Protocol test (tests/http/blueskyStandardSite.test.ts) cannot start its PDS',
  )
