/**
 * A WordPress post's `post_content` as plain HTML: block markup is HTML already (its `<!-- wp:… -->` comments are
 * dropped by the converter); classic content gets WordPress's paragraphs (`wpautop`: a blank line ends a paragraph, a
 * line break inside one is a `<br>`), its `[caption]` becomes a figure with a caption and its `[gallery ids="…"]` the
 * images of those attachments. Any other shortcode stays as its text, with a warning.
 */
import { escapeHtml } from '../../ground/lib/escapeHtml'

const BLOCK_TAGS =
  'p|div|h[1-6]|ul|ol|li|table|thead|tbody|tfoot|tr|td|th|caption|blockquote|pre|figure|figcaption|hr|dl|dd|dt|address|section|article|aside|form|iframe|script|style'
const BLOCK_TAG = new RegExp(`</?(?:${BLOCK_TAGS})[\\s>/]`, 'i')
const BLOCK_EDGE = new RegExp(`^</?(?:${BLOCK_TAGS})[\\s>/]|</?(?:${BLOCK_TAGS})>$`, 'i')

/** A run of text lines as a paragraph: its line breaks kept as `<br>`. */
const paragraph = (lines: string[]) => `<p>${lines.join('<br>\n')}</p>`

/**
 * Classic content's paragraphs, as WordPress's `wpautop` makes them: a blank line ends a paragraph; a chunk that holds
 * block elements keeps them as they are, and only its lines of plain text become paragraphs.
 */
function paragraphs(content: string): string {
  const out: string[] = []
  for (const chunk of content.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const text = chunk.trim()
    if (!text) continue
    if (!BLOCK_TAG.test(text)) {
      out.push(paragraph(text.split('\n')))
      continue
    }
    let run: string[] = []
    for (const line of text.split('\n')) {
      if (BLOCK_EDGE.test(line.trim())) {
        if (run.length) out.push(paragraph(run))
        run = []
        out.push(line)
      } else run.push(line)
    }
    if (run.length) out.push(run.join('\n'))
  }
  return out.join('\n')
}

const attribute = (attributes: string, name: string) =>
  new RegExp(`\\b${name}=["']([^"']*)["']`).exec(attributes)?.[1] ?? null

const EMPTY_GALLERY = 'a [gallery] whose images are not in the export was left out'

export function wordpressHtml(
  content: string,
  attachments: ReadonlyMap<string, string>,
  ownAttachments: readonly string[],
) {
  const warnings: string[] = []
  let html = content
    .replace(/\[caption([^\]]*)\]([\s\S]*?)\[\/caption\]/g, (_whole, _attributes: string, inner: string) => {
      const image = /^\s*((?:<a[^>]*>)?\s*<img[^>]*>\s*(?:<\/a>)?)([\s\S]*)$/.exec(inner)
      if (!image) return inner
      return `<figure>${image[1]}<figcaption>${image[2]!.trim()}</figcaption></figure>`
    })
    .replace(/\[gallery([^\]]*)\]/g, (_whole, attributes: string) => {
      const ids = attribute(attributes, 'ids')
      // Without ids, a gallery shows the images uploaded to its post.
      const urls = ids ? ids.split(',').flatMap((id) => attachments.get(id.trim()) ?? []) : [...ownAttachments]
      if (urls.length === 0) {
        if (!warnings.includes(EMPTY_GALLERY)) warnings.push(EMPTY_GALLERY)
        return ''
      }
      return `<div>${urls.map((url) => `<p><img src="${escapeHtml(url)}" alt=""></p>`).join('')}</div>`
    })
  for (const [, name] of html.matchAll(/\[([a-z][a-z0-9_-]*)(?=[\s\]])[^\]]*\]/g)) {
    const warning = `the shortcode [${name}] was kept as text`
    if (!warnings.includes(warning)) warnings.push(warning)
  }
  if (!html.includes('<!-- wp:')) html = paragraphs(html)
  return { html, warnings }
}
