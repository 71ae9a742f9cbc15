/**
 * The Node flags the service's long-running processes run with: `npm start` (scripts/start.sh) and `npm run worker`
 * (package.json) name them (tests/static/nodeFlags.test.ts holds the lists together), and the tests' and benchmarks'
 * servers and workers take them from here, so that they run what is deployed.
 *
 * `--experimental-async-context-frame` (Node 22; the default from Node 24): AsyncLocalStorage, which Next and Payload
 * use for every request, is carried by the async context frame instead of async_hooks. With hooks, every
 * `process.nextTick` and promise of the process paid an init hook: about 3.5 µs of a 30 µs cached markdown hit
 * (docs/performance.md, "Cached hits").
 */
export const NODE_FLAGS = ['--experimental-async-context-frame']

/**
 * The edge's own, beside those (scripts/start.sh says why): a young generation of 1 MiB semi-spaces (with 2 MiB the
 * edge was 3 MiB larger at a storm's peak, for no more hits). The render processes it forks drop it
 * (src/server/edge/renderProcesses.ts).
 */
export const EDGE_NODE_FLAGS = ['--max-semi-space-size=1']

/**
 * The flags `npm start` runs dist/server.mjs with in the environment `env` (scripts/start.sh).
 * @param {Readonly<Record<string, string | undefined>>} env
 */
export const serverNodeFlags = (env) => (env.EDGE === 'off' ? NODE_FLAGS : [...NODE_FLAGS, ...EDGE_NODE_FLAGS])
