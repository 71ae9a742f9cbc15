/**
 * The redirects of the full export (`redirects.ndjson`, docs/export-format.md). The redirects collection (issue 62,
 * part 2) is not on this branch yet: until it is merged, an export writes no redirects file and an import reads none.
 * When it lands, this module writes one JSON line per redirect (`from`, `to`, `status`) and reads them back through
 * the redirects' write path, keyed by `from`.
 */
import type { Payload } from 'payload'

/** Writes the redirects file into the export in `dir`; the number of redirects written. */
export async function exportedRedirects(_payload: Payload, _dir: string): Promise<number> {
  return 0
}

/** Imports the redirects file of the export in `dir`, if it has one. */
export async function importRedirects(_payload: Payload, _dir: string): Promise<void> {}
