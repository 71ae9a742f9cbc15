/**
 * A page as a markdown response: `text/markdown; charset=utf-8`, its size in tokens (`x-markdown-tokens`), the
 * site's content signals, `Vary: Accept` (the same URL also answers HTML) and a `Link` to the page's HTML.
 */
import { type CountedText, countMarkdownTokens } from '../markdown/countTokens'

export const CONTENT_SIGNAL = 'ai-train=no, search=yes, ai-input=yes'

export async function markdownResponse(
  markdown: string,
  {
    status = 200,
    canonicalUrl,
    known,
  }: {
    status?: number
    canonicalUrl?: string
    /** A part of `markdown` whose token count is kept (src/markdown/countTokens.ts). */
    known?: CountedText
  } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    'Content-Type': 'text/markdown; charset=utf-8',
    'x-markdown-tokens': String(await countMarkdownTokens(markdown, known)),
    'Content-Signal': CONTENT_SIGNAL,
    Vary: 'Accept',
  }
  if (canonicalUrl) headers.Link = `<${canonicalUrl}>; rel="canonical"; type="text/html"`
  return new Response(markdown, { status, headers })
}

export function markdownNotFound(path: string): Promise<Response> {
  return markdownResponse(`# Not found\n\nThere is no published page at \`${path.replace(/`/g, '')}\`.\n`, {
    status: 404,
  })
}
