/**
 * The words of a short piece of HTML (a reply from the social web) as plain text: paragraphs and line breaks become
 * spaces, every tag goes, and the five entities HTML escapes are read back.
 */
import sanitizeHtml from 'sanitize-html'

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }

export function htmlToText(html: string): string {
  const spaced = html.replace(/<\/p>\s*<p>|<br\s*\/?>/gi, ' ')
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!)
    .replace(/\s+/g, ' ')
    .trim()
}
