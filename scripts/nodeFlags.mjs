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
 * edge was 3 MiB larger at a storm's peak, for no more hits); V8's heap sized for memory (`--optimize-for-size`:
 * the old generation grows less between collections, so the Buffers of misses that outlived a scavenge go sooner;
 * the edge's resident size at a storm's peak fell from 110–124 MiB to 93–96, a hit's CPU unchanged at 40 µs); and
 * one V8 worker thread, not one per core (`--v8-pool-size=1`: 91–94 MiB at the peak, 78 idle, the same hits). The
 * render processes it forks drop all three (src/server/edge/renderProcesses.ts). The price is in a hit's CPU: with
 * `--optimize-for-size` V8 keeps the young generation at about 1 MiB whatever `--max-semi-space-size` says (2, 4, or
 * a minimum of 4: the same 1,190 scavenges per 100,000 markdown hits, each some 0.3 ms with 64 connections' objects
 * alive), where a bare server's 16 MiB semi-spaces scavenge 81 times; that is most of what a cached hit costs the edge
 * over a bare server's CPU (docs/performance.md, "Cached hit ... edge"). Without `--optimize-for-size` the edge's peak
 * passed 100 MB.
 */
export const EDGE_NODE_FLAGS = ['--max-semi-space-size=1', '--optimize-for-size', '--v8-pool-size=1']

/**
 * The flags `npm start` runs dist/server.mjs with in the environment `env` (scripts/start.sh).
 * @param {Readonly<Record<string, string | undefined>>} env
 */
export const serverNodeFlags = (env) => (env.EDGE === 'off' ? NODE_FLAGS : [...NODE_FLAGS, ...EDGE_NODE_FLAGS])
