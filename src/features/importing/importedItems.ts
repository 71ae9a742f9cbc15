/**
 * The ledger of what the importers brought in (table `imported_items`, owned here: docs/decisions/043): a source's
 * item (a post by its GUID or id, an image by its URL, a category by its slug, an author by email) and what it
 * became, with the hash of what was written, so that a second run of the same file updates what changed and creates
 * nothing twice. Written in the item's own transaction, beside the item.
 */
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { queryInRequest } from '../../ground/db/adapter'
import type { SourceKind } from './sourcePost'

export type ImportedKind = 'article' | 'author' | 'category' | 'media'

export interface ImportedItem {
  targetId: number
  contentHash: string | null
}

export async function findImported(
  req: PayloadRequest,
  source: SourceKind | 'any',
  kind: ImportedKind,
  key: string,
): Promise<ImportedItem | null> {
  const [row] = await queryInRequest<{ target_id: number; content_hash: string | null }>(
    req,
    sql`SELECT target_id, content_hash FROM imported_items
        WHERE kind = ${kind} AND source_key = ${key} AND (source = ${source} OR ${source} = 'any')
        ORDER BY imported_at LIMIT 1`,
  )
  return row ? { targetId: row.target_id, contentHash: row.content_hash } : null
}

/** The ledger's rows of many items of one kind, by key: one statement for a batch of posts. */
export async function findImportedMany(
  req: PayloadRequest,
  source: SourceKind,
  kind: ImportedKind,
  keys: string[],
): Promise<Map<string, ImportedItem>> {
  const found = new Map<string, ImportedItem>()
  if (keys.length === 0) return found
  const rows = await queryInRequest<{ source_key: string; target_id: number; content_hash: string | null }>(
    req,
    sql`SELECT source_key, target_id, content_hash FROM imported_items
        WHERE kind = ${kind} AND source = ${source} AND source_key IN (${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )})`,
  )
  for (const row of rows) found.set(row.source_key, { targetId: row.target_id, contentHash: row.content_hash })
  return found
}

export async function recordImported(
  req: PayloadRequest,
  item: {
    source: SourceKind
    kind: ImportedKind
    key: string
    targetId: number
    contentHash?: string
    oldPaths?: string[]
  },
): Promise<void> {
  const oldPaths = item.oldPaths ?? []
  await queryInRequest(
    req,
    sql`INSERT INTO imported_items (source, kind, source_key, target_id, content_hash, old_paths)
        VALUES (${item.source}, ${item.kind}, ${item.key}, ${item.targetId}, ${item.contentHash ?? null},
                ${JSON.stringify(oldPaths)}::jsonb)
        ON CONFLICT (source, kind, source_key) DO UPDATE
        SET target_id = EXCLUDED.target_id, content_hash = EXCLUDED.content_hash, old_paths = EXCLUDED.old_paths,
            imported_at = now()`,
  )
}
