/**
 * Whether a run needs Next's production build (`.next/`, minutes of two cores when the code changed): only files that
 * serve the built app do — the HTTP, browser and fault files, and any other file that starts the built server
 * (`useApp(`, `startAppServer`, the fault rig) or reads the build. A run of unit or integration files alone (a
 * developer working on a query, a hook or a migration) then starts at once. A run whose files are unknown builds.
 */
import fs from 'node:fs'

const SERVES_THE_APP = /\/tests\/(?:http|browser|faults)\//
const STARTS_OR_READS_THE_BUILD = /useApp\(|startAppServer|faultRig|'\.next'/

/** `files`: the run's test files (absolute paths); empty when unknown. */
export function nextBuildNeeded(files: string[]): boolean {
  if (files.length === 0) return true
  return files.some(
    (file) => SERVES_THE_APP.test(file) || STARTS_OR_READS_THE_BUILD.test(fs.readFileSync(file, 'utf8')),
  )
}
