/**
 * Reads counted in this process's memory and settled with the shared store in batches (DESIGN.md §9): a page-cache
 * hit must stay as fast as a bare server (issue 42), so a read costs two map lookups and an increment (by path, then
 * by a few words), no clock read, no round trip. Every `intervalMs` (and when the process stops) the counts are worked
 * into rows — which page or document, in which form (./readFormats.ts) — and added to the day's counts in one
 * statement; every instance adds its own, so the figures are the site's. A failed settlement keeps the counts for the next one, up to
 * `maxKeys` distinct keys (then the oldest day's are dropped, and the log says how many reads were lost).
 *
 * Some words of a row are a client's own choice: the referring host, the name a news-server client gives itself, the
 * host of a key directory a signature names, the family of a User-Agent. Each kind keeps at most `maxChosen` distinct
 * values a day in each process, and the rest count as OTHER, so that no client can add rows to the table at will; a
 * family is named only once two client networks have sent it that day (./agentNames.ts), so that no one client picks
 * the names editors see.
 *
 * A machine's read carries its purpose (./agentList.ts), and whether the robots rules ask its kind not to read there
 * ("ignored robots.txt"); a request the site's policy refused is counted beside the reads, as refused
 * (docs/decisions/079-agents-by-purpose.md).
 */
import { createAgentNames } from './agentNames'
import { MCP_PURPOSE, namedByUserAgent, type Reader, type ReaderKind } from './readers'
import { type DayCounts, DISALLOWED, READ, type ReadRow, REFUSED, rowsOfBatch, SEPARATOR } from './readRows'
import { READER_KINDS, reads } from '../../ground/metrics/metrics'

/** Each kind of reader's series of `pmsnews_reads_total`. */
const READER_INDEX = Object.fromEntries(READER_KINDS.map((kind, index) => [kind, index])) as Record<ReaderKind, number>

export type { ReadRow }

export interface ReadTallyOptions {
  /** Adds the rows to the shared counts; rejects if they were not added. */
  settle(rows: ReadRow[]): Promise<void>
  intervalMs: number
  maxKeys?: number
  /** Distinct values a day of each word a client chooses (referrer, client name, verified agent, User-Agent family). */
  maxChosen?: number
  log?: { warn(message: string): void }
  /** The clock, for tests. */
  now?: () => number
}

export interface ReadTally {
  /**
   * A successful read of `pathname` (no query). `markdown`: the request preferred markdown (a page's address
   * answers both). The reader, the host of the referring page (empty for none or our own), and the client's address
   * (as the router worked it out), which only tells whether a second network has sent a User-Agent family: it is
   * not kept.
   */
  count(
    pathname: string,
    markdown: boolean,
    reader: Reader,
    referrer: string,
    clientAddress: string,
    disallowed?: boolean,
  ): void
  /** A request the site's policy for its purpose refused (robots.txt asks it away too): counted, not read. */
  countRefused(pathname: string, markdown: boolean, reader: Reader, clientAddress: string): void
  /** A read through MCP: `path` the page whose content a tool returned. */
  countTool(path: string, client: string): void
  /** Settles what is counted now. */
  settle(): Promise<void>
  /** Stops the timer and settles the rest. */
  stop(): Promise<void>
}

/** What a client-chosen word counts as once the day has had `maxChosen` distinct ones. */
const OTHER = '(other)'

const DAY_MS = 86_400_000

const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10)

export function createReadTally({
  settle,
  intervalMs,
  maxKeys = 50_000,
  maxChosen = 1000,
  log,
  now = Date.now,
}: ReadTallyOptions): ReadTally {
  /** Counts by day, then by path and the rest; the day is changed by the timer, not read per request. */
  const days = new Map<string, DayCounts>()
  let day = dayOf(now())
  let current: DayCounts = new Map()
  days.set(day, current)
  let keys = 0
  /** The day's distinct client-chosen words, by what they are; emptied when the day changes. */
  const chosen = { referrer: new Set<string>(), client: new Set<string>(), agent: new Set<string>() }
  const families = createAgentNames(maxChosen)
  const chosenOr = (words: Set<string>, word: string): string => {
    if (word === '' || words.has(word)) return word
    if (words.size >= maxChosen) return OTHER
    words.add(word)
    return word
  }

  /** A read: the key's count raised in place, so a key counted before costs two lookups and no store. */
  const add = (counts: DayCounts, path: string, rest: string, reads: number) => {
    let byRest = counts.get(path)
    if (byRest === undefined) counts.set(path, (byRest = new Map()))
    const held = byRest.get(rest)
    if (held !== undefined) held.reads += reads
    else {
      keys += 1
      byRest.set(rest, { reads })
    }
  }
  const keysOf = (counts: DayCounts) => {
    let size = 0
    for (const byRest of counts.values()) size += byRest.size
    return size
  }

  /** Forgets the oldest day's counts while there are more keys than the bound (the store has been away long). */
  const bound = () => {
    while (keys > maxKeys && days.size > 0) {
      const [oldest, counts] = days.entries().next().value!
      let lost = 0
      for (const byRest of counts.values()) for (const held of byRest.values()) lost += held.reads
      keys -= keysOf(counts)
      days.delete(oldest)
      if (oldest === day) {
        current = new Map()
        days.set(day, current)
      }
      log?.warn(`read counts: ${lost} reads of ${oldest} dropped, the store could not take them`)
    }
  }

  let settling: Promise<void> | null = null
  const settleNow = async () => {
    const today = dayOf(now())
    const batch = new Map(days)
    days.clear()
    keys = 0
    if (today !== day) {
      for (const words of Object.values(chosen)) words.clear()
      families.newDay()
    }
    day = today
    current = new Map()
    days.set(day, current)
    const rows = rowsOfBatch(batch)
    if (rows.length === 0) return
    try {
      await settle(rows)
    } catch (error) {
      // Kept for the next settlement, under the counts made since.
      for (const [batchDay, counts] of batch) {
        let into = days.get(batchDay)
        if (!into) {
          into = new Map()
          days.set(batchDay, into)
        }
        for (const [path, byRest] of counts) for (const [rest, held] of byRest) add(into, path, rest, held.reads)
      }
      // The map's order is its days' order of insertion: keep it oldest first for `bound`. ISO days sort as plain
      // strings; localeCompare would page in ICU's collation data, megabytes of the edge's memory, for nothing.
      const sorted = [...days.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      days.clear()
      for (const [sortedDay, counts] of sorted) days.set(sortedDay, counts)
      current = days.get(day)!
      bound()
      log?.warn(
        `read counts: not settled (${error instanceof Error ? error.message : String(error)}); kept for the next try`,
      )
    }
  }
  const settleOnce = () => {
    settling ??= settleNow().finally(() => {
      settling = null
    })
    return settling
  }

  const timer = setInterval(() => void settleOnce(), Math.min(intervalMs, DAY_MS))
  // The server holds the process open; counting must not.
  timer.unref()

  const nameOf = (reader: Reader, clientAddress: string) =>
    reader.kind === 'verified-agent'
      ? chosenOr(chosen.agent, reader.name)
      : namedByUserAgent(reader) && !families.named(reader.name, clientAddress)
        ? OTHER
        : reader.name

  return {
    count(pathname, markdown, reader, referrer, clientAddress, disallowed = false) {
      reads.inc(READER_INDEX[reader.kind])
      const from = referrer === '' ? referrer : chosenOr(chosen.referrer, referrer)
      add(
        current,
        pathname,
        `${markdown ? 'm' : 'h'}${SEPARATOR}${reader.kind}${SEPARATOR}${nameOf(reader, clientAddress)}${SEPARATOR}${from}${SEPARATOR}${reader.purpose}${SEPARATOR}${disallowed ? DISALLOWED : READ}`,
        1,
      )
      if (keys > maxKeys) bound()
    },
    countRefused(pathname, markdown, reader, clientAddress) {
      add(
        current,
        pathname,
        `${markdown ? 'm' : 'h'}${SEPARATOR}${reader.kind}${SEPARATOR}${nameOf(reader, clientAddress)}${SEPARATOR}${SEPARATOR}${reader.purpose}${SEPARATOR}${REFUSED}`,
        1,
      )
      if (keys > maxKeys) bound()
    },
    countTool(path, client) {
      add(
        current,
        path,
        `h${SEPARATOR}mcp${SEPARATOR}${chosenOr(chosen.client, client)}${SEPARATOR}${SEPARATOR}${MCP_PURPOSE}${SEPARATOR}${READ}`,
        1,
      )
      if (keys > maxKeys) bound()
    },
    settle: settleOnce,
    async stop() {
      clearInterval(timer)
      await settling
      await settleOnce()
    },
  }
}
