/** The home page as markdown: lists of links, each with its one-line note. */
import { dateOf, escapeInline, link } from '../../../../ground/markdown/blocks'
import { frontMatter } from '../../../../ground/markdown/frontMatter'
import { SITE_DESCRIPTION, SITE_NAME } from '../../pageHead'
import { absolute, llmsFullTxtPath, llmsTxtPath } from '../../../../ground/paths'
import type { HomePage } from './load'

export function homeMarkdown(page: HomePage, baseUrl: string): string {
  const parts = [
    frontMatter({ title: SITE_NAME, canonical_url: page.url, type: 'home', description: SITE_DESCRIPTION }),
    '# PMS News',
    '',
    '> News about hotel property management systems (PMSes): product updates, comparisons and a glossary.',
    '',
    `Every page is also markdown (send \`Accept: text/markdown\`); articles have permanent \`.md\` URLs; the index of everything is ${link('llms.txt', absolute(baseUrl, llmsTxtPath))}, and the newest articles whole are ${link('llms-full.txt', absolute(baseUrl, llmsFullTxtPath))}.`,
    '',
  ]
  if (page.featured.length > 0)
    parts.push(
      '## Featured',
      '',
      ...page.featured.map((article) => `- ${link(article.title, article.url)} — ${escapeInline(article.pmsName)}`),
      '',
    )
  parts.push(
    '## Latest news',
    '',
    ...page.latest.map(
      (article) =>
        `- ${link(article.title, article.url)} — ${escapeInline(article.pmsName)}${article.publishedAt ? `, ${dateOf(article.publishedAt)}` : ''}`,
    ),
    '',
  )
  parts.push(
    '## PMS directory',
    '',
    ...page.pmses.map((pms) => `- ${link(pms.name, pms.url)}${pms.tagline ? `: ${escapeInline(pms.tagline)}` : ''}`),
    '',
  )
  if (page.comparisons.length > 0)
    parts.push('## Latest comparisons', '', ...page.comparisons.map((item) => `- ${link(item.title, item.url)}`), '')
  if (page.glossary.length > 0)
    parts.push(
      '## From the glossary',
      '',
      ...page.glossary.map((item) => `- ${link(item.term, item.url)}: ${escapeInline(item.definition)}`),
      '',
    )
  return parts.join('\n')
}
