/**
 * An imported post's HTML as the markdown every writer sends (docs/decisions/016: the site turns markdown into the
 * cockpit's rich text itself). First cleaned by an allow-list (`sanitize-html`): scripts, styles, forms, iframes
 * (the site embeds none) and every attribute but links', images' and code's language go, with their content where it
 * is code; an element the list does not know keeps its text, with a warning naming it. Then Turndown with GFM writes
 * headings, lists, quotes, code, tables and images; a figure's caption becomes its image's title, which is the
 * caption of our media block; a gallery is its images.
 */
import { gfm } from '@joplin/turndown-plugin-gfm'
import sanitizeHtml from 'sanitize-html'
import TurndownService from 'turndown'

const KEPT_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'em',
  'strong',
  'b',
  'i',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'hr',
  'del',
  's',
  'strike',
  'sup',
  'sub',
  'cite',
  'dl',
  'dt',
  'dd',
  'kbd',
  'mark',
  'q',
  'abbr',
  'small',
  'u',
]
/** Layout wrappers whose content is all that matters: no warning for them. */
const UNWRAPPED_TAGS = [
  'div',
  'span',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'center',
  'font',
  'picture',
  'source',
  'time',
  'address',
  'html',
  'head',
  'body',
]
/** Gone with their content, and never a warning: what must not run or cannot be read. */
const DROPPED_TAGS = [
  'script',
  'style',
  'noscript',
  'template',
  'textarea',
  'option',
  'select',
  'button',
  'input',
  'form',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'canvas',
  'audio',
  'video',
  'iframe',
  'frame',
  'frameset',
  'link',
  'meta',
  'title',
  'base',
]

export interface ConvertedHtml {
  markdown: string
  warnings: string[]
}

/** The absolute URLs of the images a post's HTML shows, in order, each once (relative ones against `base`). */
export function imageUrlsOf(html: string, base: string | null): string[] {
  const urls = new Set<string>()
  for (const [, src] of html.matchAll(/<img\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']/gi)) {
    const url = URL.parse(decodeAttribute(src!), base ?? undefined)
    if (url && (url.protocol === 'http:' || url.protocol === 'https:')) urls.add(url.href)
  }
  return [...urls]
}

const decodeAttribute = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

function clean(html: string, warnings: string[]): string {
  const unknown = new Set<string>()
  for (const [, name] of html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)/g)) {
    const tag = name!.toLowerCase()
    if (!KEPT_TAGS.includes(tag) && !UNWRAPPED_TAGS.includes(tag) && !DROPPED_TAGS.includes(tag)) unknown.add(tag)
  }
  for (const tag of unknown) warnings.push(`the unknown element <${tag}> was kept as its text`)
  const iframes = [...html.matchAll(/<iframe\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']/gi)].map((match) => match[1])
  for (const src of iframes) warnings.push(`an embedded frame (${decodeAttribute(src!)}) was left out`)
  return sanitizeHtml(html, {
    allowedTags: KEPT_TAGS,
    allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title'], code: ['class'], pre: ['class'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    nonTextTags: DROPPED_TAGS,
    disallowedTagsMode: 'discard',
  })
}

/** `src` → the path or URL the markdown names instead (an image stored here); an image not in it keeps its URL. */
export type ImageAddresses = ReadonlyMap<string, string>

function converter(base: string | null, images: ImageAddresses): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    emDelimiter: '*',
  })
  service.use(gfm)
  const addressOf = (src: string) => {
    const url = URL.parse(src, base ?? undefined)
    return url ? (images.get(url.href) ?? url.href) : src
  }
  const image = (node: HTMLElement, caption: string | null) => {
    const src = node.getAttribute('src') ?? ''
    const alt = (node.getAttribute('alt') ?? '').replace(/[[\]\\]/g, '\\$&')
    const title = caption ? ` "${caption.replace(/["\\]/g, '\\$&')}"` : ''
    return `![${alt}](<${addressOf(src)}>${title})`
  }
  service.addRule('figure', {
    filter: (node) => node.nodeName === 'FIGURE' && node.getElementsByTagName('img').length > 0,
    replacement: (_content, node) => {
      const figure = node as HTMLElement
      const images = Array.from(figure.getElementsByTagName('img'))
      const captionNode = Array.from(figure.childNodes).find((child) => child.nodeName === 'FIGCAPTION')
      const caption = captionNode?.textContent?.replace(/\s+/g, ' ').trim() || null
      const single = images.length === 1
      const blocks = images.map((img) => image(img, single ? caption : null))
      if (!single && caption) blocks.push(caption)
      return `\n\n${blocks.join('\n\n')}\n\n`
    },
  })
  service.addRule('image', { filter: 'img', replacement: (_content, node) => image(node as HTMLElement, null) })
  service.addRule('preformatted', {
    filter: (node) => node.nodeName === 'PRE' && node.getElementsByTagName('code').length === 0,
    replacement: (_content, node) => `\n\n\`\`\`\n${(node.textContent ?? '').replace(/\n$/, '')}\n\`\`\`\n\n`,
  })
  return service
}

export function htmlToMarkdown(html: string, base: string | null, images: ImageAddresses): ConvertedHtml {
  const warnings: string[] = []
  const markdown = converter(base, images).turndown(clean(html, warnings)).trim()
  return { markdown, warnings }
}
