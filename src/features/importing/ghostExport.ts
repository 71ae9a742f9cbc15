/**
 * A Ghost export (`{db: [{meta, data}]}` or `{meta, data}`, Ghost 2 to 6, as Ghost's own importer accepts it) read as
 * SourcePosts, streamed (./ghostJson.ts) so that a file of any size needs the memory of one post and of the small
 * tables: a first pass reads the whole file, checking it (broken or truncated JSON, the wrong shape or an old version is
 * refused before anything is written) and keeping what posts are joined to (users, tags, posts_authors, posts_tags,
 * posts_meta's captions, and the posts' types, for the count); the second yields one post at a time. The post's
 * rendered `html` is what is imported, as Ghost's own importer re-renders from; `__GHOST_URL__` (Ghost 4+: the old
 * site's address, which the export does not hold) becomes the `--old-site` given.
 */
import { htmlToText } from '../../ground/lib/htmlToText'
import { type GhostFileFacts, type GhostRow as Row, ghostRows, type RowReading } from './ghostJson'
import { MAX_FIELD_CHARS, type SourcePerson, type SourcePost, type SourceStatus, type SourceTerm } from './sourcePost'
import { SourceFileRefused } from './sourcePost'

/** What the first pass keeps: the posts' joins, and the count of posts and other rows. */
export interface GhostIndex {
  version: string
  users: Map<string, SourcePerson>
  tags: Map<string, Row>
  authorsOf: Map<string, Row[]>
  tagsOf: Map<string, Row[]>
  /** posts_meta's feature image caption, by post id (Ghost 4+; older exports have it on the post). */
  captionOf: Map<string, string>
  /** How many posts the file holds, for the progress bar. */
  posts: number
  /** Pages and other rows that are not posts: told in the report. */
  otherItems: Map<string, number>
}

const WHOLE: RowReading = { whole: true }
const FIRST_PASS: Record<string, RowReading> = {
  users: WHOLE,
  tags: WHOLE,
  posts_authors: WHOLE,
  posts_tags: WHOLE,
  posts_meta: { keep: new Set(['post_id', 'feature_image_caption']) },
  posts: { keep: new Set(['id', 'type']) },
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '')
const nullableStr = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

/** ISO or SQLite's `YYYY-MM-DD HH:MM:SS`, both UTC. */
function ghostDate(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null
  const date = new Date(/^\d{4}-\d{2}-\d{2} \d/.test(value) ? `${value.replace(' ', 'T')}Z` : value)
  return Number.isNaN(date.getTime()) ? null : date
}

function checkedVersion(facts: GhostFileFacts): string {
  if (!facts.hasData || !/^\d+\.\d+\.\d+/.test(facts.version))
    throw new SourceFileRefused(
      'The file is not a Ghost export: expected {"db": [{"meta": {"version": …}, "data": {…}}]} with a semver version',
    )
  if (!/^[2-9]\./.test(facts.version))
    throw new SourceFileRefused(
      `Ghost ${facts.version} exports are not read: import it into Ghost 2 or later, then export`,
    )
  return facts.version
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

function addTo(groups: Map<string, Row[]>, key: string, row: Row) {
  const value = str(row[key]) || String(row[key] ?? '')
  const group = groups.get(value)
  if (group) group.push(row)
  else groups.set(value, [row])
}

const typeOf = (post: Row) => str(post.type) || (post.page === true || post.page === 1 ? 'page' : 'post')

const id = (row: Row) => String(row.id ?? '')

/** The first pass: the whole file read and checked, what posts are joined to kept. */
export async function scanGhostExport(file: string): Promise<GhostIndex> {
  const facts: GhostFileFacts = { version: '', hasData: false }
  const index: GhostIndex = {
    version: '',
    users: new Map(),
    tags: new Map(),
    authorsOf: new Map(),
    tagsOf: new Map(),
    captionOf: new Map(),
    posts: 0,
    otherItems: new Map(),
  }
  for await (const [table, row] of ghostRows(file, (name) => FIRST_PASS[name], facts)) {
    if (table === 'users')
      index.users.set(id(row), { key: id(row), name: str(row.name) || str(row.slug), email: nullableStr(row.email) })
    else if (table === 'tags') index.tags.set(id(row), row)
    else if (table === 'posts_authors') addTo(index.authorsOf, 'post_id', row)
    else if (table === 'posts_tags') addTo(index.tagsOf, 'post_id', row)
    else if (table === 'posts_meta') {
      const caption = nullableStr(row.feature_image_caption)
      if (caption) index.captionOf.set(str(row.post_id), caption)
    } else if (table === 'posts') {
      const type = typeOf(row)
      if (type === 'post') index.posts++
      else index.otherItems.set(type, (index.otherItems.get(type) ?? 0) + 1)
    }
  }
  index.version = checkedVersion(facts)
  for (const group of [...index.authorsOf.values(), ...index.tagsOf.values()]) group.sort(bySortOrder)
  return index
}

/** The second pass: the export's posts, one at a time, in the file's order. */
export async function* readGhostPosts(
  file: string,
  index: GhostIndex,
  oldSite: string | null,
): AsyncGenerator<SourcePost> {
  const site = oldSite?.replace(/\/+$/, '') ?? null
  const facts: GhostFileFacts = { version: '', hasData: false }
  for await (const [, post] of ghostRows(file, (name) => (name === 'posts' ? WHOLE : undefined), facts)) {
    if (typeOf(post) !== 'post') continue
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
    const byline = (index.authorsOf.get(postId) ?? [])
      .map((row) => index.users.get(str(row.author_id)))
      .filter((user): user is SourcePerson => user !== undefined)
    const author = byline[0] ?? index.users.get(str(post.author_id)) ?? null
    const terms: SourceTerm[] = (index.tagsOf.get(postId) ?? [])
      .map((link) => index.tags.get(str(link.tag_id)))
      .filter(
        (tag): tag is Row => tag !== undefined && str(tag.visibility) !== 'internal' && !str(tag.name).startsWith('#'),
      )
      .map((tag) => ({ slug: str(tag.slug), name: str(tag.name) }))
    const caption = index.captionOf.get(postId) ?? nullableStr(post.feature_image_caption)
    const html = str(post.html)
    if (!html) warnings.push('the post has no rendered html in the export')
    const slug = str(post.slug)
    yield {
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
      authors: byline.length > 0 ? byline : author ? [author] : [],
      categories: terms.slice(0, 1),
      tags: terms,
      featuredImageUrl: resolve(nullableStr(post.feature_image)),
      featuredImageCaption: caption ? htmlToText(caption).slice(0, 255) : null,
      oldPaths: slug ? [`/${slug}/`] : [],
      oversized: html.length > MAX_FIELD_CHARS ? 'html' : str(post.title).length > MAX_FIELD_CHARS ? 'title' : null,
    }
  }
}
