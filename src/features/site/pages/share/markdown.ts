import { link } from '../../../../ground/markdown/blocks'
import { frontMatter } from '../../../../ground/markdown/frontMatter'
import type { SharePage } from './load'

/** The share page as markdown: what it does; an agent shares through the reader's own server, not through it. */
export function shareMarkdown(page: SharePage): string {
  return [
    frontMatter({ title: 'Share on Mastodon', canonical_url: page.url, type: 'share' }),
    '# Share on Mastodon',
    '',
    page.shared
      ? `Sharing ${link(page.shared.title || page.shared.url, page.shared.url)}: a person names their Mastodon server here, and their server's own share form opens with the title and link filled in.`
      : 'A person shares one of our articles from here: they name their Mastodon server, and their server opens its own share form with the title and link filled in.',
    '',
    ...(page.target ? [`Continue on ${page.target.host}: ${page.target.url}`, ''] : []),
  ].join('\n')
}
