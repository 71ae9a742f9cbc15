/**
 * The read tools (scope `articles:read`). They read as the person who approved the grant, so drafts and unpublished
 * records are included, as in the cockpit. Lists are paged with an opaque cursor.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { Where } from 'payload'
import { z } from 'zod'

import type { Article, GlossaryTerm, PrLink } from '../../payload-types'
import { absolute, glossaryPath, pmsPath } from '../../site/paths'
import { afterPosition, encodeCursor, INVALID_CURSOR, type Keyset, keysetSort, nextCursorOutput, paginationInput, positionOfCursor } from '../pagination'
import { answeringFailures } from '../toolFailures'
import type { ToolContext } from '../toolContext'
import { toolError, toolOk } from '../toolResults'
import { articleDetail, articleDetailSchema, articleSummary, articleSummarySchema } from './articleViews'

const READ_ONLY = { readOnlyHint: true, idempotentHint: true, openWorldHint: false } as const

/** PostgreSQL text cannot hold NUL: a filter with one would be a database error, not an answer. */
const filterText = (max: number) => z.string().max(max).refine((value) => !value.includes('\u0000'), 'must not contain NUL characters')

const idOrSlug = z.union([z.number().int().positive().max(2_147_483_647), filterText(200).pipe(z.string().min(1))])

/** The get tools' input: one record by id or by slug (the tool refuses both or neither). */
const oneByIdOrSlug = z.strictObject({ id: z.number().int().positive().max(2_147_483_647).optional(), slug: filterText(200).pipe(z.string().min(1)).optional() })

/** A relationship filter: a number is an id, a string a slug. */
const byIdOrSlug = (field: string, value: number | string): Where => (typeof value === 'number' ? { [field]: { equals: value } } : { [`${field}.slug`]: { equals: value } })

const BY_NAME: Keyset = { field: 'name', kind: 'text', direction: 'asc' }
const BY_TERM: Keyset = { field: 'term', kind: 'text', direction: 'asc' }
const NEWEST_CHANGE_FIRST: Keyset = { field: 'updatedAt', kind: 'date', direction: 'desc' }
// Undated links first (as PostgreSQL sorts NULLs going down), then the newest.
const NEWEST_DATE_FIRST: Keyset = { field: 'date', kind: 'date', direction: 'desc' }

const lines = (items: string[], empty: string) => (items.length ? items.join('\n') : empty)
const more = (next: string | null) => (next ? `\nMore: call again with cursor "${next}".` : '')

export function registerReadTools(server: McpServer, ctx: ToolContext): void {
  const { payload, user, baseUrl } = ctx
  const asPerson = { user, overrideAccess: false } as const

  async function page<T extends { id: number }>(
    collection: 'pmses' | 'categories' | 'articles' | 'glossary-terms' | 'pr-links',
    where: Where,
    cursor: string | undefined,
    limit: number,
    keyset: Keyset,
    depth = 0,
  ) {
    const after = positionOfCursor(cursor, keyset)
    if (after === null) return null
    const conditions = [where, ...(after ? [afterPosition(keyset, after)] : [])].filter((condition) => Object.keys(condition).length > 0)
    const found = await payload.find({ collection, where: conditions.length ? { and: conditions } : {}, limit, sort: keysetSort(keyset), depth, ...asPerson })
    const docs = found.docs as unknown as T[]
    const last = docs.at(-1) as (T & Record<string, unknown>) | undefined
    const next = found.hasNextPage && last ? encodeCursor({ value: (last[keyset.field] as string | null | undefined) ?? null, id: last.id }) : null
    // The whole list's size, not what is left of it past the cursor.
    const total = after ? (await payload.count({ collection, where, ...asPerson })).totalDocs : found.totalDocs
    return { docs, next, total }
  }

  /** A filter naming a PMS or category that does not exist is a mistake to point out, not an empty list. */
  async function unknownFilterTarget(filters: Array<{ label: string; collection: 'pmses' | 'categories'; value: number | string | undefined; finder: string }>) {
    for (const { label, collection, value, finder } of filters) {
      if (value === undefined) continue
      const where: Where = typeof value === 'number' ? { id: { equals: value } } : { slug: { equals: value } }
      const { totalDocs } = await payload.count({ collection, where, ...asPerson })
      if (totalDocs === 0) return `No ${label} has ${typeof value === 'number' ? `id ${value}` : `slug "${value}"`}; find it with ${finder}.`
    }
    return null
  }

  server.registerTool(
    'list-pmses',
    {
      title: 'List PMS profiles',
      description: 'Lists the property management systems (PMSes) PMS News covers, by name. Use it to find the pms_id an article needs. Filter with query (part of the name).',
      inputSchema: z.strictObject({ query: filterText(200).optional().describe('Part of the PMS name'), ...paginationInput }),
      outputSchema: {
        pmses: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string(), vendor: z.string().nullable(), tagline: z.string().nullable(), is_published: z.boolean(), url: z.string() })),
        total: z.number().int(),
        next_cursor: nextCursorOutput,
      },
      annotations: READ_ONLY,
    },
    async ({ query, cursor, limit }) =>
      answeringFailures(ctx, 'list-pmses', async () => {
        const found = await page<{ id: number; slug?: string | null; name: string; vendor?: string | null; tagline?: string | null; is_published?: boolean | null }>(
          'pmses',
          query ? { name: { like: query } } : {},
          cursor,
          limit,
          BY_NAME,
        )
        if (!found) return toolError(INVALID_CURSOR)
        const pmses = found.docs.map((pms) => ({
          id: pms.id,
          slug: pms.slug ?? '',
          name: pms.name,
          vendor: pms.vendor ?? null,
          tagline: pms.tagline ?? null,
          is_published: Boolean(pms.is_published),
          url: absolute(baseUrl, pmsPath(pms.slug ?? '')),
        }))
        return toolOk(
          { pmses, total: found.total, next_cursor: found.next },
          lines(pmses.map((pms) => `${pms.id}\t${pms.name} (${pms.slug})${pms.is_published ? '' : ' [unpublished]'}`), 'No PMS matches.') + more(found.next),
        )
      }),
  )

  server.registerTool(
    'list-categories',
    {
      title: 'List categories',
      description: 'Lists the article categories (id, slug, name). Use it to find the category_id for create-article or update-article.',
      inputSchema: z.strictObject(paginationInput),
      outputSchema: {
        categories: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string(), description: z.string().nullable() })),
        total: z.number().int(),
        next_cursor: nextCursorOutput,
      },
      annotations: READ_ONLY,
    },
    async ({ cursor, limit }) =>
      answeringFailures(ctx, 'list-categories', async () => {
        const found = await page<{ id: number; slug?: string | null; name: string; description?: string | null }>('categories', {}, cursor, limit, BY_NAME)
        if (!found) return toolError(INVALID_CURSOR)
        const categories = found.docs.map((category) => ({ id: category.id, slug: category.slug ?? '', name: category.name, description: category.description ?? null }))
        return toolOk(
          { categories, total: found.total, next_cursor: found.next },
          lines(categories.map((category) => `${category.id}\t${category.name} (${category.slug})`), 'No categories.') + more(found.next),
        )
      }),
  )

  server.registerTool(
    'list-articles',
    {
      title: 'List articles',
      description:
        'Lists articles, newest change first, drafts included. Filter by pms (id or slug), category (id or slug), state ' +
        '(published, scheduled, draft, or any) and query (words in the title or excerpt). Returns ids for get-article and update-article.',
      inputSchema: z.strictObject({
        pms: idOrSlug.optional().describe('PMS id or slug'),
        category: idOrSlug.optional().describe('Category id or slug'),
        state: z.enum(['published', 'scheduled', 'draft', 'any']).default('any'),
        query: filterText(200).optional().describe('Words in the title or excerpt'),
        ...paginationInput,
      }),
      outputSchema: { articles: z.array(articleSummarySchema), total: z.number().int(), next_cursor: nextCursorOutput },
      annotations: READ_ONLY,
    },
    async ({ pms, category, state, query, cursor, limit }) =>
      answeringFailures(ctx, 'list-articles', async () => {
        const unknown = await unknownFilterTarget([
          { label: 'PMS', collection: 'pmses', value: pms, finder: 'list-pmses' },
          { label: 'category', collection: 'categories', value: category, finder: 'list-categories' },
        ])
        if (unknown) return toolError(unknown)
        const conditions: Where[] = []
        if (pms !== undefined) conditions.push(byIdOrSlug('pms', pms))
        if (category !== undefined) conditions.push(byIdOrSlug('category', category))
        if (state === 'published') conditions.push({ is_published: { equals: true } })
        if (state === 'scheduled') conditions.push({ scheduled: { equals: true } })
        if (state === 'draft') conditions.push({ is_published: { not_equals: true } }, { scheduled: { not_equals: true } })
        if (query) conditions.push({ or: [{ title: { like: query } }, { excerpt: { like: query } }] })
        const found = await page<Article>('articles', conditions.length ? { and: conditions } : {}, cursor, limit, NEWEST_CHANGE_FIRST, 1)
        if (!found) return toolError(INVALID_CURSOR)
        const articles = found.docs.map((article) => articleSummary(article, baseUrl))
        return toolOk(
          { articles, total: found.total, next_cursor: found.next },
          lines(articles.map((article) => `${article.id}\t[${article.state}] ${article.title}`), 'No article matches.') + more(found.next),
        )
      }),
  )

  server.registerTool(
    'get-article',
    {
      title: 'Get an article',
      description: 'Gets one article, whole: its markdown body, state, dates and relations. Give id, or slug. Pass its updated_at back to update-article as expected_updated_at.',
      inputSchema: oneByIdOrSlug,
      outputSchema: { article: articleDetailSchema },
      annotations: READ_ONLY,
    },
    async ({ id, slug }) =>
      answeringFailures(ctx, 'get-article', async () => {
        if ((id === undefined) === (slug === undefined)) return toolError('Give exactly one of id or slug (list-articles shows both).')
        const where: Where = id !== undefined ? { id: { equals: id } } : { slug: { equals: slug } }
        const { docs } = await payload.find({ collection: 'articles', where, limit: 1, depth: 1, ...asPerson })
        const article = docs[0]
        if (!article) return toolError(`No article has ${id !== undefined ? `id ${id}` : `slug "${slug}"`}. Find it with list-articles (query, pms, state).`)
        const detail = articleDetail(article, baseUrl)
        return toolOk({ article: detail }, `# ${detail.title}\n\nid ${detail.id} · ${detail.state} · updated ${detail.updated_at}\n\n${detail.body}`)
      }),
  )

  const termSchema = z.object({ id: z.number().int(), slug: z.string(), term: z.string(), short_definition: z.string(), is_published: z.boolean(), url: z.string() })
  const termView = (term: GlossaryTerm) => ({
    id: term.id,
    slug: term.slug ?? '',
    term: term.term,
    short_definition: term.short_definition,
    is_published: Boolean(term.is_published),
    url: absolute(baseUrl, glossaryPath(term.slug ?? '')),
  })

  server.registerTool(
    'list-glossary-terms',
    {
      title: 'List glossary terms',
      description: 'Lists glossary terms A to Z with their one-sentence definitions, unpublished ones included. Filter with query (part of the term). Check here before create-glossary-term.',
      inputSchema: z.strictObject({ query: filterText(200).optional().describe('Part of the term'), ...paginationInput }),
      outputSchema: { terms: z.array(termSchema), total: z.number().int(), next_cursor: nextCursorOutput },
      annotations: READ_ONLY,
    },
    async ({ query, cursor, limit }) =>
      answeringFailures(ctx, 'list-glossary-terms', async () => {
        const found = await page<GlossaryTerm>('glossary-terms', query ? { term: { like: query } } : {}, cursor, limit, BY_TERM)
        if (!found) return toolError(INVALID_CURSOR)
        const terms = found.docs.map(termView)
        return toolOk({ terms, total: found.total, next_cursor: found.next }, lines(terms.map((term) => `${term.id}\t${term.term}: ${term.short_definition}`), 'No term matches.') + more(found.next))
      }),
  )

  server.registerTool(
    'get-glossary-term',
    {
      title: 'Get a glossary term',
      description: 'Gets one glossary term with its markdown body. Give id, or slug.',
      inputSchema: oneByIdOrSlug,
      outputSchema: { term: termSchema.extend({ body: z.string().nullable() }) },
      annotations: READ_ONLY,
    },
    async ({ id, slug }) =>
      answeringFailures(ctx, 'get-glossary-term', async () => {
        if ((id === undefined) === (slug === undefined)) return toolError('Give exactly one of id or slug (list-glossary-terms shows both).')
        const where: Where = id !== undefined ? { id: { equals: id } } : { slug: { equals: slug } }
        const { docs } = await payload.find({ collection: 'glossary-terms', where, limit: 1, depth: 0, ...asPerson })
        if (!docs[0]) return toolError(`No glossary term has ${id !== undefined ? `id ${id}` : `slug "${slug}"`}. Find it with list-glossary-terms.`)
        const term = { ...termView(docs[0]), body: docs[0].body ?? null }
        return toolOk({ term }, `${term.term}: ${term.short_definition}${term.body ? `\n\n${term.body}` : ''}`)
      }),
  )

  server.registerTool(
    'list-pr-links',
    {
      title: 'List PR links',
      description: 'Lists press-release links (title, URL, publisher, date, PMS), undated ones first, then newest, inactive ones included. Filter by pms (id or slug) and active.',
      inputSchema: z.strictObject({ pms: idOrSlug.optional().describe('PMS id or slug'), active: z.boolean().optional(), ...paginationInput }),
      outputSchema: { pr_links: z.array(prLinkSchema), total: z.number().int(), next_cursor: nextCursorOutput },
      annotations: READ_ONLY,
    },
    async ({ pms, active, cursor, limit }) =>
      answeringFailures(ctx, 'list-pr-links', async () => {
        const unknown = await unknownFilterTarget([{ label: 'PMS', collection: 'pmses', value: pms, finder: 'list-pmses' }])
        if (unknown) return toolError(unknown)
        const conditions: Where[] = []
        if (pms !== undefined) conditions.push(byIdOrSlug('pms', pms))
        if (active !== undefined) conditions.push({ is_active: { equals: active } })
        const found = await page<PrLink>('pr-links', conditions.length ? { and: conditions } : {}, cursor, limit, NEWEST_DATE_FIRST)
        if (!found) return toolError(INVALID_CURSOR)
        const links = found.docs.map(prLinkView)
        return toolOk({ pr_links: links, total: found.total, next_cursor: found.next }, lines(links.map((link) => `${link.id}\t${link.title} <${link.url}>${link.is_active ? '' : ' [inactive]'}`), 'No PR link matches.') + more(found.next))
      }),
  )
}

export const prLinkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  publisher: z.string().nullable(),
  date: z.string().nullable(),
  pms_id: z.number().int(),
  article_id: z.number().int().nullable(),
  notes: z.string().nullable(),
  is_active: z.boolean(),
})

export function prLinkView(link: PrLink): z.infer<typeof prLinkSchema> {
  const idOf = (value: unknown) => (typeof value === 'number' ? value : value && typeof value === 'object' ? (value as { id: number }).id : null)
  return {
    id: link.id,
    title: link.title,
    url: link.url,
    publisher: link.publisher ?? null,
    date: link.date ?? null,
    pms_id: idOf(link.pms) ?? 0,
    article_id: idOf(link.article),
    notes: link.notes ?? null,
    is_active: link.is_active !== false,
  }
}
