import { env } from '../../env'
import { markdownToHtml } from '../../markdown/markdownToHtml'

/**
 * A page's markdown (an article's body, a PMS profile, a comparison's text) as its HTML body: markdownToHtml
 * sanitises it and makes the site's own links absolute against BASE_URL, the same everywhere.
 */
export function MarkdownBody({ markdown, as: Element = 'div' }: { markdown: string; as?: 'div' | 'section' }) {
  return (
    <Element className="article-body" dangerouslySetInnerHTML={{ __html: markdownToHtml(markdown, env.baseUrl) }} />
  )
}
