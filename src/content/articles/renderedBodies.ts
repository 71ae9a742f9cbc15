/**
 * Each public article's body as its page's HTML, and the token count of its body as its markdown page shows it, kept
 * in PostgreSQL (`article_rendered_bodies`): the page is read far more often than its body changes; rendering 4–25 KB
 * of markdown (marked, then the sanitiser) was a third of the CPU of an article page's miss, and counting its tokens
 * most of a markdown miss's (docs/performance.md, "Page-cache misses"). The first read that finds no rendering of
 * the body as it now stands renders it and keeps it, for every instance and every restart; `renderMissingBodies`
 * fills the table ahead of readers (`npm run cli -- articles:render-bodies`).
 *
 * A rendering is used only while it is the rendering of this very body by this very renderer: it is looked up by the
 * SHA-256 digest of the body (computed by PostgreSQL in the page's own statement), the renderer's name and the site
 * address it was made for. So no write path has to remember it: an edit through Payload, REST, MCP or a statement
 * of an operator's makes it unused at once, and the next read renders the new body.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { preparedRows } from '../../ground/db/adapter'
import { publicArticle } from '../../ground/db/publicVisibility'
import { absoluteLinks } from '../../ground/markdown/absoluteLinks'
import { countMarkdownTokens, MARKDOWN_TOKEN_COUNTER } from '../../ground/markdown/countTokens'
import { MARKDOWN_HTML_RENDERER, markdownToHtml } from '../../ground/markdown/markdownToHtml'

/**
 * What made a rendering and a count, and for which site: the HTML's links' `rel`, and the markdown's absolute links,
 * depend on the site's origin.
 */
export const rendererOf = (baseUrl: string) => `${MARKDOWN_HTML_RENDERER}; ${MARKDOWN_TOKEN_COUNTER} for ${baseUrl}`

/**
 * An article's body as its markdown page shows it (src/features/site/pages/article/markdown.ts), with the blank line that
 * ends it there: the text whose tokens are kept.
 */
export const bodyMarkdownOf = (body: string, baseUrl: string) => `${absoluteLinks(body.trim(), baseUrl)}\n\n`

/** The tokens of a body as its markdown page shows it. */
const bodyTokensOf = (body: string, baseUrl: string) => countMarkdownTokens(bodyMarkdownOf(body, baseUrl))

/**
 * Columns for a statement that reads article `a`: `body_digest`, the digest of its body as it stands, and
 * `body_html` and `body_tokens`, the kept rendering and count of exactly that body, or null. Needs
 * `renderedBodyJoin` in the same FROM list.
 */
export const renderedBodyColumns = sql.raw(
  `rendered_digest.digest AS body_digest, rendered.html AS body_html, rendered.body_tokens AS body_tokens`,
)

/** What a statement with `renderedBodyColumns` found of an article's kept body: null where none is kept yet. */
export interface KeptBody {
  digest: Buffer
  html: string | null
  tokens: number | null
}

/** The joins `renderedBodyColumns` reads, for article alias `a`. */
export const renderedBodyJoin = (renderer: SQL): SQL => sql`
  CROSS JOIN LATERAL (SELECT sha256(convert_to(coalesce(a.body, ''), 'UTF8')) AS digest) rendered_digest
  LEFT JOIN article_rendered_bodies rendered ON rendered.article_id = a.id
    AND rendered.body_digest = rendered_digest.digest AND rendered.renderer = ${renderer}`

interface Rendering {
  articleId: number
  digest: Buffer
  html: string
  tokens: number
}

/**
 * Keeps each rendering as that of the article's body whose digest it names, in one statement. Two readers of two
 * versions of a body can race: the last write wins, and a rendering of a body that is no longer the article's is
 * simply never used; one of an article deleted meanwhile is not kept.
 */
async function keep(payload: Payload, renderings: Rendering[], renderer: string) {
  await preparedRows(
    payload,
    sql`
    INSERT INTO article_rendered_bodies (article_id, body_digest, renderer, html, body_tokens)
    SELECT kept.article_id, kept.body_digest, ${renderer}, kept.html, kept.body_tokens
    FROM unnest(${sql.param(renderings.map((r) => r.articleId))}::int[],
      ${sql.param(renderings.map((r) => r.digest))}::bytea[], ${sql.param(renderings.map((r) => r.html))}::text[],
      ${sql.param(renderings.map((r) => r.tokens))}::int[])
      AS kept (article_id, body_digest, html, body_tokens)
    WHERE EXISTS (SELECT 1 FROM articles WHERE id = kept.article_id)
    ON CONFLICT (article_id) DO UPDATE
      SET body_digest = excluded.body_digest, renderer = excluded.renderer, html = excluded.html,
        body_tokens = excluded.body_tokens, rendered_at = now()`,
  )
}

/** An article's body as its pages show it: the HTML, and its markdown's token count where one is kept. */
export interface ArticleBody {
  html: string
  tokens: number | null
}

/**
 * An article's body as its pages show it: the kept rendering when the statement found one, else rendered now and
 * kept, counted and all, without waiting for the write (a failed write is logged: the next read tries again).
 */
export function renderedBodyOf(
  payload: Payload,
  article: { id: number; body: string; kept: KeptBody },
  baseUrl: string,
): ArticleBody {
  const { kept } = article
  if (kept.html !== null && kept.tokens !== null) return { html: kept.html, tokens: kept.tokens }
  const html = markdownToHtml(article.body, baseUrl)
  bodyTokensOf(article.body, baseUrl)
    .then((tokens) =>
      keep(payload, [{ articleId: article.id, digest: kept.digest, html, tokens }], rendererOf(baseUrl)),
    )
    .catch((error: unknown) =>
      payload.logger.warn({ err: error }, `article ${article.id}: its rendered body was not kept`),
    )
  return { html, tokens: null }
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
      FROM articles a JOIN pmses p ON p.id = a.pms_id ${renderedBodyJoin(sql`${rendererOf(baseUrl)}`)}
      WHERE ${publicArticle('a', 'p')} AND a.id > ${after}
      ORDER BY a.id
      LIMIT ${batch}`,
    )
    if (rows.length === 0) return rendered
    after = rows.at(-1)!.id
    const missing = rows.filter((row) => !row.kept)
    const renderings: Rendering[] = []
    for (const row of missing) {
      const body = row.body ?? ''
      const [html, tokens] = [markdownToHtml(body, baseUrl), await bodyTokensOf(body, baseUrl)]
      renderings.push({ articleId: row.id, digest: row.body_digest, html, tokens })
    }
    if (renderings.length > 0) await keep(payload, renderings, rendererOf(baseUrl))
    rendered += missing.length
    if (missing.length > 0) onProgress?.(rendered)
  }
}
