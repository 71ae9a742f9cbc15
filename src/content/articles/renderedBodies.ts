/**
 * Each public article's body as its page's HTML, kept in PostgreSQL (`article_rendered_bodies`): the page is read far
 * more often than its body changes, and rendering 4–25 KB of markdown (marked, then the sanitiser) was a third of the
 * CPU of an article page's miss (docs/performance.md, "Page-cache misses"). The first read that finds no rendering of
 * the body as it now stands renders it and keeps it, for every instance and every restart; `renderMissingBodies`
 * fills the table ahead of readers (`npm run cli -- articles:render-bodies`).
 *
 * A rendering is used only while it is the rendering of this very body by this very renderer: it is looked up by the
 * SHA-256 digest of the body (computed by PostgreSQL in the page's own statement), the renderer's name and the site
 * address it was made for. So no write path has to remember it: an edit through Payload, REST, MCP or a statement
 * of an operator's makes it unused at once, and the next read renders the new body.
 */
import { createHash } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { preparedRows } from '../../db/adapter'
import { publicArticle } from '../../db/publicVisibility'
import { MARKDOWN_HTML_RENDERER, markdownToHtml } from '../../markdown/markdownToHtml'

/** What made a rendering, and for which site: its links' `rel` depends on the site's origin. */
export const rendererOf = (baseUrl: string) => `${MARKDOWN_HTML_RENDERER} for ${baseUrl}`

/**
 * Columns for a statement that reads article `a`: `body_digest`, the digest of its body as it stands, and
 * `body_html`, the kept rendering of exactly that body, or null. Needs `renderedBodyJoin` in the same FROM list.
 */
export const renderedBodyColumns = sql.raw(`rendered_digest.digest AS body_digest, rendered.html AS body_html`)

/** The joins `renderedBodyColumns` reads, for article alias `a`. */
export const renderedBodyJoin = (baseUrl: string): SQL => sql`
  CROSS JOIN LATERAL (SELECT sha256(convert_to(coalesce(a.body, ''), 'UTF8')) AS digest) rendered_digest
  LEFT JOIN article_rendered_bodies rendered ON rendered.article_id = a.id
    AND rendered.body_digest = rendered_digest.digest AND rendered.renderer = ${rendererOf(baseUrl)}`

const digestOf = (body: string) => createHash('sha256').update(body, 'utf8').digest()

/**
 * Keeps `html` as the rendering of the article's body whose digest is `digest`. Two readers of two versions of a body
 * can race: the last write wins, and a rendering of a body that is no longer the article's is simply never used.
 */
async function keep(payload: Payload, articleId: number, digest: Buffer, renderer: string, html: string) {
  await preparedRows(
    payload,
    sql`
    INSERT INTO article_rendered_bodies (article_id, body_digest, renderer, html)
    SELECT ${articleId}, ${digest}, ${renderer}, ${html} WHERE EXISTS (SELECT 1 FROM articles WHERE id = ${articleId})
    ON CONFLICT (article_id) DO UPDATE
      SET body_digest = excluded.body_digest, renderer = excluded.renderer, html = excluded.html, rendered_at = now()`,
  )
}

/**
 * The HTML of an article's body as a page shows it: the kept rendering when the statement found one (`bodyHtml`),
 * else rendered now and kept, without waiting for the write (a failed write is logged: the next read tries again).
 */
export function renderedBodyOf(
  payload: Payload,
  article: { id: number; body: string; bodyDigest: Buffer | null; bodyHtml: string | null },
  baseUrl: string,
): string {
  if (article.bodyHtml !== null) return article.bodyHtml
  const html = markdownToHtml(article.body, baseUrl)
  keep(payload, article.id, article.bodyDigest ?? digestOf(article.body), rendererOf(baseUrl), html).catch(
    (error: unknown) => payload.logger.warn({ err: error }, `article ${article.id}: its rendered body was not kept`),
  )
  return html
}

/**
 * Renders and keeps the bodies of public articles that have no rendering of their body as it stands, walking the
 * articles by id `batch` at a time (each statement digests only its own batch); returns how many it rendered. For
 * operators after an upgrade of the renderer, and the benchmarks, so that no reader waits for a rendering.
 */
export async function renderMissingBodies(
  payload: Payload,
  baseUrl: string,
  { batch = 200, onProgress }: { batch?: number; onProgress?: (rendered: number) => void } = {},
): Promise<number> {
  let rendered = 0
  let after = 0
  for (;;) {
    const rows = await preparedRows<{ id: number; body: string | null; body_digest: Buffer; kept: boolean }>(
      payload,
      sql`
      SELECT a.id, a.body, rendered_digest.digest AS body_digest, rendered.article_id IS NOT NULL AS kept
      FROM articles a JOIN pmses p ON p.id = a.pms_id ${renderedBodyJoin(baseUrl)}
      WHERE ${publicArticle('a', 'p')} AND a.id > ${after}
      ORDER BY a.id
      LIMIT ${batch}`,
    )
    if (rows.length === 0) return rendered
    after = rows.at(-1)!.id
    const missing = rows.filter((row) => !row.kept)
    for (const row of missing) {
      await keep(payload, row.id, row.body_digest, rendererOf(baseUrl), markdownToHtml(row.body ?? '', baseUrl))
    }
    rendered += missing.length
    if (missing.length > 0) onProgress?.(rendered)
  }
}
