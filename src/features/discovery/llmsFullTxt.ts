/**
 * `/llms-full.txt`, as Ghost 6 serves it beside llmstxt.org's `/llms.txt`: the newest published articles whole, each
 * as its `.md` page gives it (src/features/site/pages/article/markdown.ts), newest first, within a budget of UTF-8 bytes over
 * the whole document (LLMS_FULL_MAX_BYTES). An article that would cross the budget is left out with every older one,
 * never cut; the last lines say how many were included and where the rest are listed. Streamed: the articles are
 * read in small batches as the client takes the document, and reading stops at the budget, so a request costs the
 * same at a hundred articles as at 100,000 (docs/decisions/047-llms-full-txt.md).
 */
import type { Payload } from 'payload'

import { absolute, llmsTxtPath } from '../../ground/paths'
import { articleMarkdown, articleMarkdownPagesNewestFirst } from '../site/pages/article'
import { type AiUse, aiUseInWords, contentSignalOf, contentUsageOf, sameAiUse } from '../../ground/lib/aiUse'

export interface LlmsFullTxtOptions {
  baseUrl: string
  /** The document's largest size in UTF-8 bytes. */
  maxBytes: number
  /** The site's AI-use policy (AI_USE_POLICY). */
  aiUse: AiUse
}

/** An article as the document carries it: its permanent markdown URL and its whole markdown. */
export interface FullArticle {
  markdownUrl: string
  markdown: string
  /** The article's own AI-use terms, where they are not the site's. */
  ownTerms?: AiUse
}

/**
 * Articles read per statement. Long-form articles run to 25 KB, so a batch is at most half a megabyte in memory, and
 * the reading that the budget stops has read at most this many articles it did not use.
 */
const BATCH = 20

const bytesOf = (text: string) => Buffer.byteLength(text, 'utf8')
const count = (articles: number) => (articles === 1 ? '1 article' : `${articles.toLocaleString('en-US')} articles`)

function opening({ baseUrl, maxBytes, aiUse }: LlmsFullTxtOptions): string {
  return `# PMS News: the newest articles in full

> News about hotel property management systems (PMSes) for hotel technology buyers. This file holds the newest published articles whole, newest first, each as its markdown page gives it, up to ${maxBytes.toLocaleString('en-US')} bytes in all; every article, PMS profile, comparison and glossary term is listed in ${absolute(baseUrl, llmsTxtPath)}.

Each article begins with a comment naming its permanent markdown URL, then its metadata between \`---\` lines. Reuse terms: ${aiUseInWords(aiUse)} (\`Content-Signal: ${contentSignalOf(aiUse)}\`, \`Content-Usage: ${contentUsageOf(aiUse)}\`); an article with terms of its own says them in its opening comment, and one closed to AI answers is not in this file.
`
}

/** Where an article begins: a comment, which a markdown reader shows no one, naming the article's own address. */
const articleOpening = (number: number, markdownUrl: string, ownTerms: AiUse | undefined) =>
  `\n<!-- article ${number}: ${markdownUrl}${ownTerms ? `; Content-Signal: ${contentSignalOf(ownTerms)}; Content-Usage: ${contentUsageOf(ownTerms)}` : ''} -->\n\n`

/** The closing lines, after `included` articles: `complete` when no published article was left out. */
function closing(baseUrl: string, included: number, complete: boolean): string {
  const llmsTxt = absolute(baseUrl, llmsTxtPath)
  return complete
    ? `\n<!-- end -->\n\n${count(included)} included, newest first: every published article. PMS profiles, comparisons and glossary terms are listed in ${llmsTxt}.\n`
    : `\n<!-- end -->\n\n${count(included)} included, newest first: the most that fit in the size limit. Older articles are listed in ${llmsTxt}.\n`
}

/** Bytes to keep for the closing lines after `included` articles, whichever of the two it turns out to be. */
const closingBytes = (baseUrl: string, included: number) =>
  Math.max(bytesOf(closing(baseUrl, included, true)), bytesOf(closing(baseUrl, included, false)))

/**
 * The document from `articles`, newest first: every article whose piece, with the closing lines after it, still fits
 * in `maxBytes`; at the first that does not, it stops reading `articles` (so it reads no more of the database). Pure
 * but for the reading: the budget's rules in one place.
 */
export async function* withinBudget(
  articles: AsyncIterable<FullArticle>,
  options: LlmsFullTxtOptions,
): AsyncGenerator<string> {
  const { baseUrl, maxBytes } = options
  const start = opening(options)
  yield start
  let used = bytesOf(start)
  let included = 0
  let complete = true
  for await (const article of articles) {
    const piece = `${articleOpening(included + 1, article.markdownUrl, article.ownTerms)}${article.markdown.trimEnd()}\n`
    const size = bytesOf(piece)
    if (used + size + closingBytes(baseUrl, included + 1) > maxBytes) {
      complete = false
      break
    }
    yield piece
    used += size
    included += 1
  }
  yield closing(baseUrl, included, complete)
}

/**
 * The articles as the document carries them. This file is made for AI systems to read whole: an article whose editor
 * closed it to AI answers (ADR 048) is left out; it stays listed in llms.txt, as every article is.
 */
async function* fullArticles(payload: Payload, { baseUrl, aiUse }: LlmsFullTxtOptions): AsyncGenerator<FullArticle> {
  for await (const page of articleMarkdownPagesNewestFirst(payload, baseUrl, BATCH)) {
    if (!page.aiUse.aiInput) continue
    yield {
      markdownUrl: page.markdownUrl,
      markdown: articleMarkdown(page, baseUrl).markdown,
      ...(sameAiUse(page.aiUse, aiUse) ? {} : { ownTerms: page.aiUse }),
    }
  }
}

export function llmsFullTxt(payload: Payload, options: LlmsFullTxtOptions): AsyncGenerator<string> {
  return withinBudget(fullArticles(payload, options), options)
}
