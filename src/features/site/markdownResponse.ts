/**
 * A page as a markdown response: `text/markdown; charset=utf-8`, its size in tokens (`x-markdown-tokens`), what AI
 * systems may do with it where the page chose its own (src/ground/lib/aiUse.ts; the site's terms the edge adds),
 * `Vary: Accept` (the same URL also answers HTML) and a `Link` to the page's HTML.
 */
import { type AiUse, aiUseHeaders } from '../../ground/lib/aiUse'
import { type CountedText, countMarkdownTokens } from '../../ground/markdown/countTokens'
import { responseOf, type TextAnswer } from '../../ground/http/webExchange'

interface MarkdownAnswerOptions {
  status?: number
  canonicalUrl?: string
  /**
   * The page's own choice where it is not the site's policy. Without one the answer says nothing itself: the edge adds
   * the site's terms, as the editors' agent policy narrows them, to every public answer (src/server/securityHeaders.ts).
   */
  aiUse?: AiUse
  /** A part of `markdown` whose token count is kept (src/ground/markdown/countTokens.ts). */
  known?: CountedText
}

export const markdownResponse = async (markdown: string, options: MarkdownAnswerOptions = {}): Promise<Response> =>
  responseOf(await markdownText(markdown, options))

/** The same answer as text, for the router to write without a `Response` (src/ground/http/webExchange.ts). */
export async function markdownText(
  markdown: string,
  { status = 200, canonicalUrl, known, aiUse }: MarkdownAnswerOptions = {},
): Promise<TextAnswer> {
  const headers: Record<string, string> = {
    'Content-Type': 'text/markdown; charset=utf-8',
    'x-markdown-tokens': String(await countMarkdownTokens(markdown, known)),
    ...(aiUse ? aiUseHeaders(aiUse) : {}),
    Vary: 'Accept',
  }
  if (canonicalUrl) headers.Link = `<${canonicalUrl}>; rel="canonical"; type="text/html"`
  return { status, headers, body: markdown }
}

const inCode = (path: string) => `\`${path.replace(/`/g, '')}\``

export const markdownNotFoundText = (path: string): Promise<TextAnswer> =>
  markdownText(`# Not found\n\nThere is no published page at ${inCode(path)}.\n`, { status: 404 })

export const markdownNotFound = async (path: string): Promise<Response> => responseOf(await markdownNotFoundText(path))

/** The markdown of a page withdrawn to the trash (docs/decisions/066-trash.md): 410 Gone. */
export const markdownGoneText = (path: string): Promise<TextAnswer> =>
  markdownText(`# Page withdrawn\n\nThe page at ${inCode(path)} was published here and has been withdrawn.\n`, {
    status: 410,
  })
