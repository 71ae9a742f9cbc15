/**
 * Loaded into a benchmark's server with `--import` (NODE_OPTIONS): on SIGUSR2 it writes the process's
 * `process.memoryUsage()` to MEMORY_PROBE_DIR/<pid>.json, so that a bench can say what a resident size is made of —
 * the V8 heap, and the Buffers outside it, which in an edge are mostly the page cache's kept bodies.
 */
import fs from 'node:fs'
import path from 'node:path'

const directory = process.env.MEMORY_PROBE_DIR
if (directory)
  process.on('SIGUSR2', () => {
    // Written whole, then named: the bench reads it as soon as the name appears.
    const file = path.join(directory, `${process.pid}.json`)
    fs.writeFileSync(`${file}.part`, JSON.stringify(process.memoryUsage()))
    fs.renameSync(`${file}.part`, file)
  })
