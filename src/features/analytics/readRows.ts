/**
 * The rows a read tally settles (./readTally.ts): its in-memory counts, keyed by path and then by a few words, worked
 * into one row per day, page or document, form, reader and purpose, with the reads, those that ignored robots.txt and
 * the refusals beside each other (docs/decisions/079-agents-by-purpose.md).
 */
import type { Purpose } from './agentList'
import type { ReaderKind } from './readers'
import { type ReadFormat, readTargetOf } from './readFormats'

/** One row of the day's counts. */
export interface ReadRow {
  /** `YYYY-MM-DD`, UTC. */
  day: string
  path: string
  format: ReadFormat
  kind: ReaderKind
  name: string
  /** The host of the page that linked here, another site's; empty for none. */
  referrer: string
  /** Why the machine read; empty for people. */
  purpose: Purpose | ''
  reads: number
  /** Of `reads`, those of a path the robots rules ask this reader not to read, and the requests refused besides. */
  disallowed: number
  refused: number
}

export const SEPARATOR = '\u0000'
/** A key's last word: read, read where robots.txt asks the reader away, refused. */
export const READ = 'r'
export const DISALLOWED = 'd'
export const REFUSED = 'x'

interface Held {
  reads: number
}
/**
 * A day's counts by the page's path, then by the rest of the key (form, reader, referrer): a hit's path is the string
 * the page cache has just looked up, whose hash the engine keeps with it, and the rest is a few short words, so a read
 * builds and hashes no long key (one of path and words together is a measurable part of a hit's cost).
 */
export type DayCounts = Map<string, Map<string, Held>>

/** The rows of a batch of days' counts; an address that is no read (./readFormats.ts) gives none. */
export function rowsOfBatch(batch: Map<string, DayCounts>): ReadRow[] {
  const rows = new Map<string, ReadRow>()
  for (const [rowDay, counts] of batch) {
    for (const [pathname, byRest] of counts) {
      for (const [rest, { reads }] of byRest) {
        const [markdown, kind, name, referrer, purpose, outcome] = rest.split(SEPARATOR) as [
          string,
          ReaderKind,
          string,
          string,
          Purpose | '',
          string,
        ]
        const target =
          kind === 'mcp' ? { path: pathname, format: 'mcp' as const } : readTargetOf(pathname, markdown === 'm')
        if (!target) continue
        const rowKey = [rowDay, target.path, target.format, kind, name, referrer, purpose].join(SEPARATOR)
        let row = rows.get(rowKey)
        if (!row) {
          row = {
            day: rowDay,
            path: target.path,
            format: target.format,
            kind,
            name,
            referrer,
            purpose,
            reads: 0,
            disallowed: 0,
            refused: 0,
          }
          rows.set(rowKey, row)
        }
        if (outcome === REFUSED) row.refused += reads
        else {
          row.reads += reads
          if (outcome === DISALLOWED) row.disallowed += reads
        }
      }
    }
  }
  return [...rows.values()]
}
