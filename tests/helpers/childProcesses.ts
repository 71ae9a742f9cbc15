/**
 * The processes a test file starts (servers, workers, `npm run dev`) end when the file is done, whatever happens to
 * its tests: a test that times out is abandoned mid-await, its `finally` and cleanup never run, and a
 * server it started would otherwise run on, orphaned, and load the machine for every file after it.
 */
import type { ChildProcess } from 'node:child_process'

import { afterAll } from 'vitest'

const running = new Set<ChildProcess>()

function endAll(): void {
  for (const child of running) {
    try {
      // A detached child leads its own process group (the app with its embedded PostgreSQL): end the group.
      if ((child as ChildProcess & { detachedGroup?: boolean }).detachedGroup) process.kill(-child.pid!, 'SIGKILL')
      else child.kill('SIGKILL')
    } catch {
      // Already gone.
    }
  }
}

// Registered when a test file first imports this module, so it runs after the file's own teardown (hooks run as a
// stack): what a graceful stop left running is killed. The exit handler covers a worker that ends otherwise.
try {
  afterAll(endAll)
} catch {
  // Imported outside a test file (the global setup's fixtures start a worker): the exit handler is the guard there.
}
process.once('exit', endAll)

/** Ends `child` (and its process group when `group`) when this test file's worker exits, if it is still running. */
export function endWithTestFile(child: ChildProcess, { group = false } = {}): ChildProcess {
  Object.assign(child, { detachedGroup: group })
  running.add(child)
  child.once('exit', () => running.delete(child))
  return child
}
