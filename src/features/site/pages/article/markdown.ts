/**
 * An article as markdown (`Accept: text/markdown` on its page, or its permanent `.md` URL): front matter with its
 * metadata, then the title, excerpt, summary, featured image, body and related articles, every link absolute.
 */
import { bodyMarkdownOf } from '../../../../content/articles/renderedBodies'
import { titledLinks } from '../../../embeds/titledLinks'
import { webAddress } from '../../../../content/socialReplies/socialReplies'
import { destination, escapeInline, link } from '../../../../ground/markdown/blocks'
import { frontMatter } from '../../../../ground/markdown/frontMatter'
import { htmlToText } from '../../../../ground/lib/htmlToText'
import { listInWords } from '../../../../ground/lib/listInWords'
import type { CountedMarkdown } from '../../../../ground/markdown/countTokens'
import type { ArticleMarkdownPage } from './load'
import { summaryAddsToLead } from './summaryAddsToLead'
import { correctionHeading } from '../../components/correctionNotesHtml'

/** The page's markdown, and its body's part with the body's kept token count where there is one. */
export function articleMarkdown(page: ArticleMarkdownPage, baseUrl: string): CountedMarkdown {
  const parts = [
    frontMatter({
      title: page.title,
      canonical_url: page.url,
      markdown_url: page.markdownUrl,
      type: 'article',
      published_at: page.publishedAt,
      updated_at: page.updatedAt,
      corrected_at: page.corrections[0]?.date,
      // `author` as the lead author for the readers that read one name; `authors` every name, in order.
      author: page.author.name,
      authors: page.authors.map((author) => author.name),
      pms: page.pms.name,
      category: page.category?.name,
      tags: page.tags.map((tag) => tag.name),
      description: page.description,
      reading_time_minutes: page.readingTimeMinutes,
      image: page.image?.url,
    }),
    `# ${escapeInline(page.title)}`,
    '',
    [
      `By ${listInWords(page.authors)
        .map(({ item, after }) => link(item.name, item.url) + after)
        .join('')}`,
      `about ${link(page.pms.name, page.pms.url)}`,
      ...(page.category ? [`in ${link(page.category.name, page.category.url)}`] : []),
      ...(page.publishedAt ? [`· ${page.publishedAt.slice(0, 10)}`] : []),
      ...(page.readingTimeMinutes ? [`· ${page.readingTimeMinutes} min read`] : []),
    ].join(' '),
    '',
  ]
  if (page.excerpt) parts.push(`> ${escapeInline(page.excerpt)}`, '')
  if (summaryAddsToLead(page.summary, page)) parts.push(`**Summary:** ${escapeInline(page.summary!)}`, '')
  if (page.image) {
    parts.push(`![${escapeInline(page.image.alt || page.image.caption || '')}](${destination(page.image.url)})`)
    if (page.image.caption) parts.push(`*${escapeInline(page.image.caption)}*`)
    parts.push('')
  }
  // The body and the blank line after it: the text whose count is kept (src/content/articles/renderedBodies.ts), unless
  // its embedded links' titles changed it.
  const titled = titledLinks(page.body, page.embeds)
  const body = bodyMarkdownOf(titled, baseUrl)
  parts.push(body.slice(0, -1))
  if (page.tags.length > 0) parts.push(`Tags: ${page.tags.map((tag) => link(tag.name, tag.url)).join(', ')}`, '')
  if (page.corrections.length > 0) {
    parts.push(
      '## Corrections and updates',
      '',
      ...page.corrections.map((note) => `- **${correctionHeading(note)}:** ${escapeInline(note.text)}`),
      '',
    )
  }
  if (page.replies.length > 0) {
    parts.push(
      '## Replies from the social web',
      '',
      ...page.replies.map((reply) => {
        // Only to a web address: a remote server names these (src/content/socialReplies/socialReplies.ts).
        const target = webAddress(reply.url) ?? webAddress(reply.actor)
        const byline = target ? link(reply.handle, target) : escapeInline(reply.handle)
        return `- ${byline} (${reply.receivedAt.slice(0, 10)}): ${escapeInline(htmlToText(reply.content))}`
      }),
      '',
    )
  }
  parts.push(
    `Follow on Mastodon and the fediverse: ${[
      ...(page.fediverseHandles.pms
        ? [`\`${page.fediverseHandles.pms}\` (news about ${escapeInline(page.pms.name)})`]
        : []),
      `\`${page.fediverseHandles.site}\` (all our news)`,
    ].join(', ')}.`,
    '',
  )
  if (page.related.length > 0) {
    parts.push('## Related articles', '', ...page.related.map((item) => `- ${link(item.title, item.url)}`), '')
  }
  const markdown = parts.join('\n')
  const counted = page.bodyTokens !== null && titled === page.body
  return { markdown, known: counted ? { text: body, tokens: page.bodyTokens! } : undefined }
}
