/**
 * The Node flags the service's long-running processes run with: `npm start` and `npm run worker` name them in
 * package.json (tests/static/nodeFlags.test.ts holds the two lists together), and the tests' and benchmarks'
 * servers and workers take them from here, so that they run what is deployed.
 *
 * `--experimental-async-context-frame` (Node 22; the default from Node 24): AsyncLocalStorage, which Next and Payload
 * use for every request, is carried by the async context frame instead of async_hooks. With hooks, every
 * `process.nextTick` and promise of the process paid an init hook: about 3.5 µs of a 30 µs cached markdown hit
 * (docs/performance.md, "Cached hits").
 */
export const NODE_FLAGS = ['--experimental-async-context-frame']
