/**
 * The process's read tally, for code Next runs: Next bundles its route handlers (the MCP server among them) into a
 * module graph of their own, where a module-level value of the server's graph is not the same value. The server puts
 * its tally here once (src/server/startApp.ts); a route handler counts through it, or not at all where there is none
 * (a test of the handler alone, READ_COUNTS=off).
 */
import type { ReadTally } from './readTally'

const KEY = Symbol.for('pmsnews.readTally')

type Holder = { [KEY]?: ReadTally }

export function setProcessReadTally(tally: ReadTally | undefined): void {
  ;(globalThis as Holder)[KEY] = tally
}

export const processReadTally = (): ReadTally | undefined => (globalThis as Holder)[KEY]
