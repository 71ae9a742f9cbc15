/**
 * Internal links follow their targets (docs/decisions/016): a rich-text link names an article, PMS or glossary term
 * by id, but the markdown kept beside it holds the target's address, as the public pages, feeds and agents read it.
 * When a target's address changes (its slug; for an article also its PMS), the markdown of every text linking to it
 * is derived again from its rich text, in the same transaction; so is its latest version's, which the next
 * cockpit save starts from. Rare writes, so a scan of the texts with a JSON path is fine.
 */
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { queryInRequest } from '../../ground/db/adapter'
import type { RichText } from './lexicalNodes'
import { lexicalToMarkdown } from './lexicalToMarkdown'
import { markdownReferences } from './richTextReferences'

export type LinkTarget = 'articles' | 'pmses' | 'glossary-terms'

/** Every long text kept in both forms (src/content/fields/markdownRichText.ts), with its versions table if it has one. */
const TEXTS = [
  { table: 'articles', richText: 'content', markdown: 'body', versions: '_articles_v' },
  { table: 'pmses', richText: 'profile_content', markdown: 'profile', versions: '_pmses_v' },
  { table: 'glossary_terms', richText: 'content', markdown: 'body', versions: null },
  { table: 'comparisons', richText: 'content', markdown: 'body', versions: null },
] as const

const LINKS_TO = `$.** ? (@.type == "link" && @.fields.linkType == "internal" && @.fields.doc.relationTo == $rel
  && (@.fields.doc.value == $ids[*] || @.fields.doc.value.id == $ids[*]))`

const id = (name: string) => sql.identifier(name)

async function rederive(
  req: PayloadRequest,
  table: string,
  key: string,
  richTextColumn: string,
  markdownColumn: string,
  target: LinkTarget,
  ids: number[],
  only = sql``,
) {
  const vars = JSON.stringify({ rel: target, ids })
  const rows = await queryInRequest<{ key: number; rich_text: RichText }>(
    req,
    sql`SELECT ${id(key)} AS key, ${id(richTextColumn)} AS rich_text FROM ${id(table)}
        WHERE ${id(richTextColumn)} IS NOT NULL AND jsonb_path_exists(${id(richTextColumn)}, ${LINKS_TO}::jsonpath, ${vars}::jsonb) ${only}`,
  )
  for (const row of rows) {
    const markdown = lexicalToMarkdown(row.rich_text, await markdownReferences(req.payload, req, row.rich_text))
    await queryInRequest(
      req,
      sql`UPDATE ${id(table)} SET ${id(markdownColumn)} = ${markdown} WHERE ${id(key)} = ${row.key} AND ${id(markdownColumn)} IS DISTINCT FROM ${markdown}`,
    )
  }
}

/** Derives again the markdown of every text (and latest version) linking to one of `ids` of `target`. */
export async function followLinkTargets(req: PayloadRequest, target: LinkTarget, ids: number[]): Promise<void> {
  if (ids.length === 0) return
  for (const text of TEXTS) {
    await rederive(req, text.table, 'id', text.richText, text.markdown, target, ids)
    if (text.versions)
      await rederive(
        req,
        text.versions,
        'id',
        `version_${text.richText}`,
        `version_${text.markdown}`,
        target,
        ids,
        sql`AND latest`,
      )
  }
}
