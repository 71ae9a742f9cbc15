/**
 * A Ghost export (`{db: [{meta, data}]}` or `{meta, data}`, Ghost 2 to 6, as Ghost's own importer accepts it) read as
 * SourcePosts. Ghost's file is one JSON document whose posts' relations (authors, tags, posts_meta) sit in other
 * arrays anywhere in it, so it is parsed whole, and refused above MAX_GHOST_EXPORT_BYTES (a Ghost export holds no
 * media: a large site's is tens of megabytes). The post's rendered `html` is what is imported, as Ghost's own importer
 * re-renders from; `__GHOST_URL__` (Ghost 4+: the old site's address, which the export does not hold) becomes the
 * `--old-site` given.
 */
import { readFile, stat } from 'node:fs/promises'

import { htmlToText } from '../../ground/lib/htmlToText'
import { MAX_FIELD_CHARS, type SourcePerson, type SourcePost, type SourceStatus, type SourceTerm } from './sourcePost'
import { SourceFileRefused } from './sourcePost'

const MAX_GHOST_EXPORT_BYTES = 256 * 1024 * 1024

type Row = Record<string, unknown>

interface GhostData {
  posts?: Row[]
  users?: Row[]
  tags?: Row[]
  posts_authors?: Row[]
  posts_tags?: Row[]
  posts_meta?: Row[]
}

export interface GhostExport {
  version: string
  posts: SourcePost[]
  /** Pages and other rows that are not posts: told in the report. */
  otherItems: Map<string, number>
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '')
const nullableStr = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

/** ISO or SQLite's `YYYY-MM-DD HH:MM:SS`, both UTC. */
function ghostDate(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null
  const date = new Date(/^\d{4}-\d{2}-\d{2} \d/.test(value) ? `${value.replace(' ', 'T')}Z` : value)
  return Number.isNaN(date.getTime()) ? null : date
}

function dataOf(document: unknown): { version: string; data: GhostData } {
  const top = document as { db?: unknown; meta?: { version?: unknown }; data?: unknown } | null
  const exported = (Array.isArray(top?.db) ? top.db[0] : top) as { meta?: { version?: unknown }; data?: unknown }
  const version = str(exported?.meta?.version)
  if (!exported?.data || typeof exported.data !== 'object' || !/^\d+\.\d+\.\d+/.test(version))
    throw new SourceFileRefused(
      'The file is not a Ghost export: expected {"db": [{"meta": {"version": …}, "data": {…}}]} with a semver version',
    )
  if (!/^[2-9]\./.test(version))
    throw new SourceFileRefused(`Ghost ${version} exports are not read: import it into Ghost 2 or later, then export`)
  return { version, data: exported.data as GhostData }
}

function statusOf(post: Row): SourceStatus {
  const status = str(post.status)
  if (status === 'draft') return 'draft'
  if (status === 'scheduled') return 'scheduled'
  if (status === 'sent') return 'private'
  if (str(post.visibility) && str(post.visibility) !== 'public') return 'members'
  return 'published'
}

const bySortOrder = (a: Row, b: Row) => Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0)

function groupBy(rows: Row[] | undefined, key: string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>()
  for (const row of rows ?? []) {
    const value = str(row[key]) || String(row[key] ?? '')
    groups.set(value, [...(groups.get(value) ?? []), row])
  }
  for (const group of groups.values()) group.sort(bySortOrder)
  return groups
}

export async function readGhostExport(file: string, oldSite: string | null): Promise<GhostExport> {
  const { size } = await stat(file)
  if (size > MAX_GHOST_EXPORT_BYTES)
    throw new SourceFileRefused(
      `The file is ${size} bytes; Ghost exports above ${MAX_GHOST_EXPORT_BYTES} bytes are refused (they are parsed whole)`,
    )
  let document: unknown
  try {
    document = JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    throw new SourceFileRefused(`The file is not valid JSON: ${(error as Error).message}`)
  }
  const { version, data } = dataOf(document)
  const id = (row: Row) => String(row.id ?? '')
  const users = new Map<string, SourcePerson>(
    (data.users ?? []).map((user) => [
      id(user),
      { key: id(user), name: str(user.name) || str(user.slug), email: nullableStr(user.email) },
    ]),
  )
  const tags = new Map<string, Row>((data.tags ?? []).map((tag) => [id(tag), tag]))
  const authorsOf = groupBy(data.posts_authors, 'post_id')
  const tagsOf = groupBy(data.posts_tags, 'post_id')
  const metaOf = new Map((data.posts_meta ?? []).map((meta) => [str(meta.post_id), meta]))
  const site = oldSite?.replace(/\/+$/, '') ?? null

  const otherItems = new Map<string, number>()
  const posts: SourcePost[] = []
  for (const post of data.posts ?? []) {
    const type = str(post.type) || (post.page === true || post.page === 1 ? 'page' : 'post')
    if (type !== 'post') {
      otherItems.set(type, (otherItems.get(type) ?? 0) + 1)
      continue
    }
    const warnings: string[] = []
    const resolve = (value: string | null): string | null => {
      if (value === null || !value.includes('__GHOST_URL__')) return value
      if (site === null) {
        warnings.push('__GHOST_URL__ left as it is: give --old-site')
        return value
      }
      return value.replaceAll('__GHOST_URL__', site)
    }
    const postId = id(post)
    const authorRow = authorsOf.get(postId)?.[0]
    const author = users.get(authorRow ? str(authorRow.author_id) : str(post.author_id)) ?? null
    const terms: SourceTerm[] = (tagsOf.get(postId) ?? [])
      .map((link) => tags.get(str(link.tag_id)))
      .filter(
        (tag): tag is Row => tag !== undefined && str(tag.visibility) !== 'internal' && !str(tag.name).startsWith('#'),
      )
      .map((tag) => ({ slug: str(tag.slug), name: str(tag.name) }))
    const meta = metaOf.get(postId) ?? post
    const html = str(post.html)
    if (!html) warnings.push('the post has no rendered html in the export')
    const slug = str(post.slug)
    posts.push({
      key: postId,
      title: str(post.title),
      slug,
      html: resolve(html) ?? '',
      warnings,
      excerpt: nullableStr(post.custom_excerpt),
      status: statusOf(post),
      publishedAt: ghostDate(post.published_at),
      modifiedAt: ghostDate(post.updated_at),
      author,
      categories: terms.slice(0, 1),
      tags: terms,
      featuredImageUrl: resolve(nullableStr(post.feature_image)),
      featuredImageCaption: nullableStr(meta.feature_image_caption)
        ? htmlToText(str(meta.feature_image_caption)).slice(0, 255)
        : null,
      oldPaths: slug ? [`/${slug}/`] : [],
      oversized: html.length > MAX_FIELD_CHARS ? 'html' : str(post.title).length > MAX_FIELD_CHARS ? 'title' : null,
    })
  }
  return { version, posts, otherItems }
}
