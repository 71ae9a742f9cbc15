/**
 * An article's tags as the machine interfaces give them (REST ingestion, MCP; docs/decisions/070-tags.md): a list of
 * slugs or names, matched against the tags not in the trash (a slug exactly, a name without regard to case). A name
 * no tag has is made into a tag for a writer whose role makes tags (editors and admins, as in the cockpit); anyone else
 * is refused naming it, so a contributor's typo never becomes a public page.
 */
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { queryInRequest } from '../../ground/db/adapter'
import { validationFailed } from '../../ground/errors/AppError'

/** At most this many tags to an article: a list, not a keyword dump. */
export const MAX_ARTICLE_TAGS = 20

type TagsResolved = { ids: number[]; unknown: [] } | { ids: null; unknown: string[] }

const key = (value: string) => value.trim().toLowerCase()

/**
 * The ids of the tags `given` names, in its order without repeats; the names that match no tag, made into tags
 * (in the request's transaction) when `mayCreate`, else returned as `unknown`.
 */
async function resolveArticleTags(
  req: PayloadRequest,
  given: readonly string[],
  { mayCreate }: { mayCreate: boolean },
): Promise<TagsResolved> {
  const wanted = [...new Set(given.map((value) => value.trim()).filter(Boolean))]
  if (wanted.length === 0) return { ids: [], unknown: [] }
  const keys = wanted.map(key)
  const rows = await queryInRequest<{ id: number; slug: string | null; name: string }>(
    req,
    sql`SELECT id, slug, name FROM tags WHERE deleted_at IS NULL
      AND (slug = ANY(${sql.param(keys)}::text[]) OR lower(name) = ANY(${sql.param(keys)}::text[]))
      ORDER BY id`,
  )
  const found = (value: string) =>
    rows.find((row) => row.slug === key(value)) ?? rows.find((row) => key(row.name) === key(value))
  const unknown = wanted.filter((value) => !found(value))
  if (unknown.length > 0 && !mayCreate) return { ids: null, unknown }
  const ids: number[] = []
  for (const value of wanted) {
    const existing = found(value)
    const id = existing
      ? existing.id
      : (await req.payload.create({ collection: 'tags', data: { name: value }, req })).id
    if (!ids.includes(id)) ids.push(id)
  }
  return { ids, unknown: [] }
}

/**
 * Payload's `tags` of an article for the tags a machine writer gave: nothing when none were given (they stay as they
 * are), the ids otherwise; names no tag has are made into tags when the writer's role makes tags (`mayCreate`:
 * editors and admins, `edit_all_content`), and refused for any other with the 422 naming them.
 */
export async function articleTagsData(
  req: PayloadRequest,
  given: readonly string[] | undefined,
  { mayCreate }: { mayCreate: boolean },
): Promise<{ tags?: number[] }> {
  if (given === undefined) return {}
  const resolved = await resolveArticleTags(req, given, { mayCreate })
  if (resolved.ids) return { tags: resolved.ids }
  throw validationFailed([
    {
      field: 'tags',
      message: `names no tag: ${resolved.unknown.join(', ')} (editors and admins make tags; give an existing tag's slug or name)`,
    },
  ])
}
