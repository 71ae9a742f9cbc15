/**
 * An article preview in markdown: the public article's markdown (src/features/site/pages/article/markdown.ts) with the
 * preview notice right after its front matter, where a reader (or an agent) meets it first.
 */
import { type ArticlePage, articlePage } from '../site/pages/article'

const PREVIEW_NOTICE = '> **Preview — not published.** The latest saved draft, as the public page will show it.'

export const INCOMPLETE_PREVIEW_MARKDOWN = `# Preview — not published\n\nThis draft has no article page yet: it needs a title, a PMS and an author.\n`

export const REFUSED_PREVIEW_MARKDOWN =
  '# Not found\n\nThere is no preview at this address: the link is not valid, or it has expired. Open the article in the cockpit and use Preview again.\n'

export function previewMarkdown(page: ArticlePage, baseUrl: string): string {
  // A preview's body has no kept count: the page is counted whole.
  const { markdown } = articlePage.markdown(page, baseUrl)
  // Front matter is the first block, `---` to `---`; the notice goes just after it.
  const end = markdown.startsWith('---\n') ? markdown.indexOf('\n---\n', 4) : -1
  if (end === -1) return `${PREVIEW_NOTICE}\n\n${markdown}`
  const cut = end + '\n---\n'.length
  return `${markdown.slice(0, cut)}\n${PREVIEW_NOTICE}\n${markdown.slice(cut)}`
}
