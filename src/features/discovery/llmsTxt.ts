/**
 * `/llms.txt` (llmstxt.org): what the site is and how to read it (with where the newest articles are whole,
 * ./llmsFullTxt.ts), then every published article, PMS profile, comparison, glossary term and public tag as a link to
 * its markdown form. Articles come first and are streamed from the database in batches
 * (src/content/articles/publishedArticleStream.ts), so the document starts at once and costs constant memory at any
 * size; the shorter sections follow from the pages' own loaders.
 */
import type { Payload } from 'payload'

import { loadComparisonIndex } from '../site/pages/comparisons/load'
import { loadGlossaryIndex } from '../site/pages/glossary/load'
import { loadPmsDirectory } from '../site/loaders/loadPmsDirectory'
import { publishedArticlesNewestFirst } from '../../content/articles/publishedArticleStream'
import { publicTagsAToZ } from '../../content/tags/publicTags'
import { escapeInline, link } from '../../ground/markdown/blocks'
import { type AiUse, aiUseInWords, contentSignalOf, contentUsageOf } from '../../ground/lib/aiUse'
import {
  absolute,
  articleMarkdownPath,
  fediverseHandleOf,
  llmsFullTxtPath,
  mcpPath,
  newsMcpPath,
  pmsActorOf,
  SITE_ACTOR,
  tagPath,
} from '../../ground/paths'

export interface LlmsTxtOptions {
  baseUrl: string
  readsPerMinute: number
  /** The site's AI-use policy (AI_USE_POLICY). */
  aiUse: AiUse
}

/** `- [title](url): note`, the note on one line and left out when there is none. */
const item = (title: string, url: string, note: string | null | undefined) => {
  const text = note?.trim() ? `: ${escapeInline(note.trim())}` : ''
  return `- ${link(title, url)}${text}\n`
}

function introduction({ baseUrl, readsPerMinute, aiUse }: LlmsTxtOptions): string {
  return `# PMS News

> News about hotel property management systems (PMSes) for hotel technology buyers: product news, PMS profiles, side-by-side comparisons and a glossary.

The newest articles in full, in one file: ${absolute(baseUrl, llmsFullTxtPath)}.

Every page below is also markdown: request its URL with \`Accept: text/markdown\`, or fetch an article's permanent \`.md\` URL (listed here). Markdown answers carry \`x-markdown-tokens\` with their size in tokens. Anonymous reads are limited to ${readsPerMinute} requests per minute per client; pages change when editors publish, so fetching one again within the hour gains nothing. Reuse terms: ${aiUseInWords(aiUse)} (\`Content-Signal: ${contentSignalOf(aiUse)}\`, \`Content-Usage: ${contentUsageOf(aiUse)}\`; an article with terms of its own says them in its answers' headers). Readers' agents may use the public MCP server at ${baseUrl}${newsMcpPath} without an account (tools: search-news, latest-news, list-tags, get-article, get-pms-profile, compare-pmses, get-glossary-term; read-only, counted as reads; server card ${baseUrl}${newsMcpPath}/server-card). Pipelines submit articles and images over the REST API (${baseUrl}/docs/api); editors' agents work through the MCP server at ${baseUrl}${mcpPath} under OAuth grants a person approved (${baseUrl}/auth.md). Agent skills: ${baseUrl}/.well-known/agent-skills/index.json. On Mastodon and the rest of the fediverse (ActivityPub), \`${fediverseHandleOf(SITE_ACTOR, baseUrl)}\` posts every article and each PMS profile's account (listed with it below) posts its news.

`
}

export async function* llmsTxt(payload: Payload, options: LlmsTxtOptions): AsyncGenerator<string> {
  const { baseUrl } = options
  yield introduction(options)

  yield '## Articles\n\n'
  let lines: string[] = []
  for await (const article of publishedArticlesNewestFirst(payload)) {
    lines.push(
      item(article.title, absolute(baseUrl, articleMarkdownPath(article.pmsSlug, article.slug)), article.excerpt),
    )
    // Pieces of a few hundred lines: few enough writes, small enough to stay flat in memory.
    if (lines.length === 500) {
      yield lines.join('')
      lines = []
    }
  }
  yield `${lines.join('')}\n`

  const [pmses, comparisons, glossary, tags] = await Promise.all([
    loadPmsDirectory(payload, baseUrl),
    loadComparisonIndex(payload, baseUrl),
    loadGlossaryIndex(payload, baseUrl),
    publicTagsAToZ(payload),
  ])
  // Each PMS's topic account on the fediverse after its tagline (docs/decisions/081-fediverse-handles.md).
  const handleNote = (slug: string) => (pmsActorOf(slug) ? `on the fediverse ${fediverseHandleOf(slug, baseUrl)}` : '')
  yield `## PMS profiles\n\n${pmses.map((pms) => item(pms.name, pms.url, [pms.tagline, handleNote(pms.slug)].filter(Boolean).join('; '))).join('')}\n`
  yield `## Comparisons\n\n${comparisons.comparisons.map((comparison) => item(comparison.title, comparison.url, `side by side: ${comparison.pmsNames.join(', ')}`)).join('')}\n`
  const terms = glossary.letters.flatMap((letter) => letter.terms)
  yield `## Glossary\n\n${terms.map((term) => item(term.term, term.url, term.definition)).join('')}\n`
  // Each tag's page lists its articles, and has its own feeds (docs/decisions/070-tags.md, 071).
  if (tags.length > 0)
    yield `## Tags\n\n${tags.map((tag) => item(tag.name, absolute(baseUrl, tagPath(tag.slug)), `${tag.articles} ${tag.articles === 1 ? 'article' : 'articles'}${tag.description ? `; ${tag.description}` : ''}`)).join('')}\n`
  yield `## Pages

${item('Home', `${baseUrl}/`, 'featured and latest news, the PMS directory, latest comparisons and glossary highlights')}${item('Comparisons', `${baseUrl}/compare`, 'every PMS comparison')}${item('Glossary', `${baseUrl}/glossary`, 'hotel technology terms A to Z')}${item('Search', `${baseUrl}/search`, 'ranked full-text search over everything above: add ?q= and at least 3 characters; markdown on Accept')}${item('API documentation', `${baseUrl}/docs/api`, 'the REST ingestion API, generated from its OpenAPI description')}${item('RSS feed', `${baseUrl}/feed`, 'the 50 latest articles')}${item('Sitemap', `${baseUrl}/sitemap.xml`, 'every indexable URL with its change date')}`
}
