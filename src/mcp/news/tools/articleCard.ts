/** An article as the news tools give it: the card the MCP App shows (src/mcp/news/apps/) and its markdown. */
import { z } from 'zod'

import { CORRECTION_KINDS } from '../../../content/articles/articleCorrections'
import type { ArticleSummary } from '../../../content/articles/articleSummaries'
import { titledLinks } from '../../../features/embeds/titledLinks'
import type { ArticlePage } from '../../../features/site/pages/article'
import { citation } from '../newsResults'

const linked = z.object({ name: z.string(), url: z.string() })

/** An article in a list: enough to choose it and cite it. */
const articleLinkSchema = z.object({
  title: z.string(),
  ...citation,
  markdown_url: z.string().describe('Its permanent markdown address'),
  published_at: z.string().nullable(),
})

export const articleListItemSchema = articleLinkSchema.extend({
  excerpt: z.string().nullable(),
  pms: linked,
  author: linked.nullable().describe('The lead author: the first of authors'),
  authors: z.array(linked).describe('The byline, in order'),
})

export const articleCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  ...citation,
  markdown_url: z.string().describe('Its permanent markdown address'),
  pms: linked,
  author: linked.describe('The lead author: the first of authors'),
  authors: z.array(linked).describe('The byline, in order'),
  category: linked.nullable(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  excerpt: z.string().nullable(),
  summary: z.string().nullable(),
  reading_time_minutes: z.number().nullable(),
  image: z
    .object({ url: z.string(), alt: z.string(), width: z.number().nullable(), height: z.number().nullable() })
    .nullable(),
  body_markdown: z.string().describe("The article's body, as markdown"),
  related: z.array(articleLinkSchema),
  corrections: z
    .array(z.object({ kind: z.enum(CORRECTION_KINDS), text: z.string(), date: z.string() }))
    .describe('Its corrections and updates, newest first: cite them with the article'),
})

/** An article's permanent markdown URL is its URL with `.md` (src/ground/paths.ts, articleMarkdownPath). */
const markdownUrlOf = (url: string) => `${url}.md`

export function articleListItem(summary: ArticleSummary): z.infer<typeof articleListItemSchema> {
  return {
    title: summary.title,
    url: summary.url,
    markdown_url: markdownUrlOf(summary.url),
    published_at: summary.publishedAt,
    excerpt: summary.excerpt,
    pms: { name: summary.pmsName, url: summary.pmsUrl },
    author: summary.author,
    authors: summary.authors,
  }
}

export function articleCard(page: ArticlePage): z.infer<typeof articleCardSchema> {
  return {
    id: page.id,
    title: page.title,
    url: page.url,
    markdown_url: page.markdownUrl,
    pms: page.pms,
    author: page.author,
    authors: page.authors.map(({ name, url }) => ({ name, url })),
    category: page.category,
    published_at: page.publishedAt,
    updated_at: page.updatedAt,
    excerpt: page.excerpt,
    summary: page.summary,
    reading_time_minutes: page.readingTimeMinutes,
    image: page.image && {
      url: page.image.url,
      alt: page.image.alt,
      width: page.image.width,
      height: page.image.height,
    },
    // Embedded links as links with their titles, as on the markdown page (docs/decisions/072-embeds.md).
    body_markdown: titledLinks(page.body, page.embeds),
    related: page.related.map((related) => ({
      title: related.title,
      url: related.url,
      markdown_url: markdownUrlOf(related.url),
      published_at: related.publishedAt,
    })),
    corrections: page.corrections,
  }
}
