/**
 * A page as a markdown response: `text/markdown; charset=utf-8`, its size in tokens (`x-markdown-tokens`), what AI
 * systems may do with it (the site's policy or the page's own, src/ground/lib/aiUse.ts), `Vary: Accept` (the same URL also
 * answers HTML) and a `Link` to the page's HTML.
 */
import { env } from '../../ground/env'
import { type AiUse, aiUseHeaders } from '../../ground/lib/aiUse'
import { type CountedText, countMarkdownTokens } from '../../ground/markdown/countTokens'

export async function markdownResponse(
  markdown: string,
  {
    status = 200,
    canonicalUrl,
    known,
    aiUse = env.aiUse,
  }: {
    status?: number
    canonicalUrl?: string
    /** Where the page's own choice is not the site's policy. */
    aiUse?: AiUse
    /** A part of `markdown` whose token count is kept (src/ground/markdown/countTokens.ts). */
    known?: CountedText
  } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    'Content-Type': 'text/markdown; charset=utf-8',
    'x-markdown-tokens': String(await countMarkdownTokens(markdown, known)),
    ...aiUseHeaders(aiUse),
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

/** The markdown of a page withdrawn to the trash (docs/decisions/066-trash.md): 410 Gone. */
export function markdownGone(path: string): Promise<Response> {
  return markdownResponse(
    `# Page withdrawn\n\nThe page at \`${path.replace(/`/g, '')}\` was published here and has been withdrawn.\n`,
    { status: 410 },
  )
}
