import { env } from '../../../ground/env'
import { markdownToHtml } from '../../../ground/markdown/markdownToHtml'

/**
 * A page's markdown (an article's body, a PMS profile, a comparison's text) as its HTML body: markdownToHtml
 * sanitises it, the same everywhere. A page that has its body's HTML already (an article's, rendered once and kept:
 * src/content/articles/renderedBodies.ts) passes `html`, which is that same function's output.
 */
export function MarkdownBody({
  as: Element = 'div',
  ...body
}: ({ markdown: string } | { html: string }) & { as?: 'div' | 'section' }) {
  const html = 'html' in body ? body.html : markdownToHtml(body.markdown, env.baseUrl)
  return <Element className="article-body" dangerouslySetInnerHTML={{ __html: html }} />
}
