/**
 * Article bodies, PMS profiles and glossary definitions are markdown; their public HTML is rendered here and then
 * sanitised with an allow-list, so raw HTML in a body (a `<script>`, an `onerror`, a `javascript:` link, an
 * `<iframe>`) can never run in a reader's browser. Links to other sites get `rel="noopener nofollow"`.
 */
import { Marked } from 'marked'
import sanitizeHtml from 'sanitize-html'

const marked = new Marked({ gfm: true, breaks: false, async: false })

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    's',
    'code',
    'pre',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'sup',
    'sub',
    'abbr',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
    code: ['class'],
    abbr: ['title'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedClasses: { code: [/^language-[\w+-]+$/] },
  // A body's own `# Heading` would compete with the page's title: it becomes a section heading.
  transformTags: { h1: 'h2' },
  disallowedTagsMode: 'discard',
}

function linkRel(siteOrigin: string) {
  return (tagName: string, attribs: sanitizeHtml.Attributes) => {
    const href = attribs.href ?? ''
    let external: boolean
    try {
      external = new URL(href, siteOrigin).origin !== siteOrigin
    } catch {
      external = false
    }
    return { tagName, attribs: external ? { ...attribs, rel: 'noopener nofollow' } : { ...attribs } }
  }
}

function lazyImages(tagName: string, attribs: sanitizeHtml.Attributes) {
  return { tagName, attribs: { ...attribs, loading: 'lazy' } }
}

/**
 * Names what `render` does: renderings are kept in the database beside it (src/content/articles/renderedBodies.ts),
 * and one made by another version is made anew. Change it with anything that changes the HTML for a given markdown
 * (the sanitiser's lists, marked's options or version); ./markdownToHtml.test.ts holds a rendering to remind you.
 */
export const MARKDOWN_HTML_RENDERER = 'marked 18.2.1, sanitize-html 2.18.1, rules 1'

function render(markdown: string, siteOrigin: string): string {
  const raw = marked.parse(markdown) as string
  return sanitizeHtml(raw, {
    ...SANITIZE,
    transformTags: { ...SANITIZE.transformTags, a: linkRel(siteOrigin), img: lazyImages },
  })
}

/**
 * Rendered bodies by their markdown, the least recently used dropped past a size: the feed renders its fifty latest
 * articles whole on every miss, and after a publish forty-nine of them are unchanged. Rendering is a pure function
 * of its two arguments, so a kept copy is never stale. Measured in UTF-16 code units, a few megabytes at most.
 */
const rendered = new Map<string, string>()
const RENDERED_MAX_CHARS = 4_000_000
let renderedChars = 0

export function markdownToHtml(markdown: string, siteOrigin: string): string {
  const key = `${siteOrigin}\n${markdown}`
  const kept = rendered.get(key)
  if (kept !== undefined) {
    rendered.delete(key)
    rendered.set(key, kept)
    return kept
  }
  const html = render(markdown, siteOrigin)
  rendered.set(key, html)
  renderedChars += key.length + html.length
  for (const [oldest, value] of rendered) {
    if (renderedChars <= RENDERED_MAX_CHARS) break
    rendered.delete(oldest)
    renderedChars -= oldest.length + value.length
  }
  return html
}
