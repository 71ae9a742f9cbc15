/**
 * The order test files start in: the longest first, so that no long file starts near the end and runs alone while
 * the other worker idles (with two workers, longest-first leaves a tail of at most the shortest files' length).
 * Vitest orders by the last run's durations on this machine, but a fresh clone (CI) has no last run, and then it
 * orders by file size: the dev-server test, short and among the slowest, would start last. So the order comes from
 * tests/setup/fileSeconds.json, each app file's seconds in a full run (its tests, hooks and import, on two workers),
 * written by the reporter tests/setup/fileSecondsReporter.mjs. A file it does not name yet
 * ranks as the median file does; unit and static files (short, no server) come after the app files.
 */
import fs from 'node:fs'
import path from 'node:path'

import { BaseSequencer, type TestSpecification } from 'vitest/node'

const root = path.resolve(import.meta.dirname, '../..')

/** File path relative to the project root → seconds it took in a recorded run. */
function recordedSeconds(): Map<string, number> {
  const file = path.join(import.meta.dirname, 'fileSeconds.json')
  const recorded = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, number>
  return new Map(Object.entries(recorded))
}

export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = recordedSeconds()
    const known = [...seconds.values()].sort((a, b) => a - b)
    const typical = known[Math.floor(known.length / 2)] ?? 0
    const weight = (spec: TestSpecification) => {
      const relative = path.relative(root, spec.moduleId)
      if (!relative.startsWith('tests/') || relative.startsWith('tests/static/')) return -1
      return seconds.get(relative) ?? typical
    }
    // Vitest's own order (its last run here, else file size) breaks ties; the sort is stable.
    return [...(await super.sort(files))].sort((a, b) => weight(b) - weight(a))
  }
}
