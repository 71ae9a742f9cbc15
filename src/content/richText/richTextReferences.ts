/**
 * The database side of the markdown ⇄ rich text conversion: which media item an image path names, and where
 * uploads and internal links point now. Each direction costs at most one query per referenced collection.
 */
import type { Payload, PayloadRequest, Where } from 'payload'

import { articlePath, glossaryPath, pmsPath } from '../../ground/paths'
import type { LexicalNode, RichText } from './lexicalNodes'
import type { MarkdownReferences } from './lexicalToMarkdown'
import type { MediaLookup } from './markdownToLexical'

/** `/media/<directory>/<file>`, relative or on our own origin; anything else is another site's image. */
export function mediaPathOf(source: string, baseUrl: string): { prefix: string; filename: string } | null {
  let path = source
  if (/^https?:\/\//i.test(source)) {
    if (!source.toLowerCase().startsWith(`${baseUrl.toLowerCase()}/`)) return null
    path = source.slice(baseUrl.length)
  }
  const match = /^\/media\/(.+)\/([^/?#]+)$/.exec(path)
  if (!match) return null
  try {
    return { prefix: decodeURIComponent(match[1]!), filename: decodeURIComponent(match[2]!) }
  } catch {
    return null
  }
}

export function mediaLookup(payload: Payload, req: PayloadRequest | undefined, baseUrl: string): MediaLookup {
  return async (sources) => {
    const result: Awaited<ReturnType<MediaLookup>> = new Map()
    const ours = sources.map((source) => ({ source, path: mediaPathOf(source, baseUrl) }))
    for (const { source, path } of ours) if (!path) result.set(source, 'external')
    const wanted = ours.filter((entry) => entry.path)
    if (wanted.length === 0) return result
    const { docs } = await payload.find({
      collection: 'media',
      where: {
        or: wanted.map(({ path }): Where => ({
          and: [{ prefix: { equals: path!.prefix } }, { filename: { equals: path!.filename } }],
        })),
      },
      limit: wanted.length,
      depth: 0,
      pagination: false,
      select: { prefix: true, filename: true },
      req,
    })
    for (const { source, path } of wanted) {
      const found = docs.find((doc) => doc.prefix === path!.prefix && doc.filename === path!.filename)
      result.set(source, found ? { id: found.id } : 'missing')
    }
    return result
  }
}

function walk(nodes: LexicalNode[], visit: (node: LexicalNode) => void): void {
  for (const node of nodes) {
    visit(node)
    if ('children' in node && Array.isArray(node.children)) walk(node.children, visit)
  }
}

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

/** Looks up every upload and internal link of a text, for lexicalToMarkdown. */
export async function markdownReferences(
  payload: Payload,
  req: PayloadRequest | undefined,
  richText: RichText | null | undefined,
): Promise<MarkdownReferences> {
  const media = new Set<number>()
  const docs: Record<string, Set<number>> = {}
  walk(richText?.root?.children ?? [], (node) => {
    if (node.type === 'upload' && typeof node.value !== 'object') media.add(node.value)
    if (node.type === 'link' && node.fields.linkType === 'internal' && node.fields.doc) {
      ;(docs[node.fields.doc.relationTo] ??= new Set()).add(idOf(node.fields.doc.value))
    }
  })
  const find = async (collection: 'media' | 'articles' | 'pmses' | 'glossary-terms', ids: Set<number>, depth = 0) =>
    ids.size === 0
      ? []
      : (
          await payload.find({
            collection,
            where: { id: { in: [...ids] } },
            limit: ids.size,
            depth,
            pagination: false,
            req,
          })
        ).docs
  const [mediaDocs, articles, pmses, terms] = await Promise.all([
    find('media', media),
    find('articles', docs.articles ?? new Set(), 1),
    find('pmses', docs.pmses ?? new Set()),
    find('glossary-terms', docs['glossary-terms'] ?? new Set()),
  ])
  const paths = new Map<string, string>()
  for (const article of articles as Array<{ id: number; slug?: string | null; pms?: unknown }>) {
    const pmsSlug =
      typeof article.pms === 'object' && article.pms ? (article.pms as { slug?: string | null }).slug : null
    if (article.slug && pmsSlug) paths.set(`articles:${article.id}`, articlePath(pmsSlug, article.slug))
  }
  for (const pms of pmses as Array<{ id: number; slug?: string | null }>)
    if (pms.slug) paths.set(`pmses:${pms.id}`, pmsPath(pms.slug))
  for (const term of terms as Array<{ id: number; slug?: string | null }>)
    if (term.slug) paths.set(`glossary-terms:${term.id}`, glossaryPath(term.slug))
  return {
    // Our images by their path, whatever BASE_URL is: the markdown pages make links absolute when they are read.
    media: (id) => {
      const doc = (
        mediaDocs as Array<{ id: number; prefix?: string | null; filename?: string | null; alt?: string | null }>
      ).find((m) => m.id === id)
      return doc?.filename ? { url: `/media/${doc.prefix}/${doc.filename}`, alt: doc.alt ?? null } : null
    },
    doc: (relationTo, id) => paths.get(`${relationTo}:${id}`) ?? null,
  }
}
