import path from 'node:path'
import { defineConfig } from 'vitest/config'

import SlowestFirst from './tests/setup/sequencer'

/** Unit test files that set process.env before importing the env module, or mock a package with vi.mock. */
const OWN_MODULES = [
  'src/ground/media/mediaFiles.test.ts',
  'src/ground/media/mediaStore.test.ts',
  'src/ground/markdown/markdownToHtml.test.ts',
  'src/server/ensureDemoReady.test.ts',
]

// The test files' own processes (Vitest forks one per app file) load Vitest, pg, playwright-core and the rest anew each
// time: Node 22's compile cache lets them read the compiled code instead, as the servers they start already do
// (tests/helpers/testEnv.ts). Forks inherit the environment.
process.env.NODE_COMPILE_CACHE ??= path.resolve(import.meta.dirname, 'node_modules/.cache/node-compile-cache')

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
      '@': path.resolve(import.meta.dirname, 'src'),
    },
  },
  test: {
    setupFiles: ['tests/setup/testProcess.ts'],
    pool: 'forks',
    // A safety net against hangs, not a speed check: on a loaded two-core laptop a test that starts a browser page or a
    // worker process can take a minute.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // expect.poll waits for something another process does (a server, a browser, a worker); its 1 s default is shorter than a
    // cockpit form takes to hydrate on a slow machine. A wait, not a speed check: polls end as soon as they pass.
    expect: { poll: { timeout: 30_000, interval: 100 } },
    // Each file gets its own database; two at a time match CI's two cores. Three were measured (926 s against 958–990 s,
    // the cores 96 % busy), but a laptop that is busy besides then runs four loads on two cores, and a run beside
    // another suite times out the dev server's first compile.
    maxWorkers: 2,
    // tests/helpers/appFixture.ts relies on it: a file's own afterAll runs before the app it registered first is torn down.
    // The slowest files first, so that no long one starts last (tests/setup/sequencer.ts).
    sequence: { hooks: 'stack', sequencer: SlowestFirst },
    projects: [
      // Unit tests share one worker's modules: a fresh process per file cost three times their CPU (20 s against 7 s
      // for 65 files), paid on the same two cores as the app files' servers. The few that need a module of their own
      // (they set the environment before the env module reads it, or mock a package) keep a process each.
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'], exclude: OWN_MODULES, isolate: false } },
      { extends: true, test: { name: 'unit-own-modules', include: OWN_MODULES } },
      // tests/{http,integration,browser}: they need the global setup's database server, fixtures and build (minutes on a fresh clone).
      {
        extends: true,
        test: {
          name: 'app',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/static/**'],
          globalSetup: ['tests/setup/globalSetup.ts'],
        },
      },
      // Checks that read only the repository's files: no database, no build, so one runs alone in seconds.
      { extends: true, test: { name: 'static', include: ['tests/static/**/*.test.ts'], isolate: false } },
    ],
  },
})
