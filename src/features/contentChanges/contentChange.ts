/**
 * A committed content change as processes tell each other of it: the page-cache tags it touches (./cacheTags.ts) and
 * the write it came from, so that the writing process knows which of its suspensions the NOTIFY ends. Carried as
 * JSON in a `pg_notify` payload, which PostgreSQL caps at 8000 bytes: a change naming more tags than fit announces
 * `*`.
 */
import { randomUUID } from 'node:crypto'

import { EVERYTHING } from './cacheTags'

export interface ContentChange {
  write: string
  tags: readonly string[]
}

const MAX_PAYLOAD_BYTES = 7900

export function contentChange(tags: Iterable<string>): ContentChange {
  return { write: randomUUID(), tags: [...new Set(tags)] }
}

export function encodeContentChange(change: ContentChange): string {
  const payload = JSON.stringify(change)
  return Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES
    ? payload
    : JSON.stringify({ write: change.write, tags: [EVERYTHING] })
}

/** What a NOTIFY said; anything else on the channel (an older release's bare collection name) counts as `*`. */
export function decodeContentChange(payload: string | undefined): ContentChange {
  try {
    const parsed = JSON.parse(payload ?? '') as Partial<ContentChange>
    if (
      typeof parsed.write === 'string' &&
      Array.isArray(parsed.tags) &&
      parsed.tags.every((tag) => typeof tag === 'string')
    )
      return { write: parsed.write, tags: parsed.tags }
  } catch {
    // Not ours: handled below.
  }
  return { write: '', tags: [EVERYTHING] }
}
