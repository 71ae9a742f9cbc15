/**
 * A WordPress export (WXR 1.0–1.2, as WordPress's exporter and WordPress.com write it) read as SourcePosts, in two
 * streaming passes: the first checks the whole file (a DOCTYPE, broken or truncated XML is refused before anything is
 * written) and keeps only what posts refer to ahead or behind them (authors by login, attachments' URLs by id, for
 * featured images and galleries: a few strings per attachment); the second yields one post at a time.
 * Pages, attachments, menu items and other post types are counted, not imported: articles are posts.
 */
import { type SourcePerson, type SourcePost, type SourceStatus, type SourceTerm } from './sourcePost'
import { fieldText, readXmlRecords, type XmlRecord } from './xmlRecords'
import { wordpressHtml } from './wordpressContent'
import { SourceFileRefused } from './sourcePost'

export interface WordpressIndex {
  siteUrl: string
  authors: Map<string, SourcePerson>
  attachments: Map<string, string>
  /** Each post's attachments' URLs (a `[gallery]` without ids shows them), by the post's id. */
  attachedTo: Map<string, string[]>
  /** Items that are not posts, by post type: told in the report. */
  otherItems: Map<string, number>
  /** How many posts the file holds, for the progress bar. */
  posts: number
  /** GUIDs that more than one post of the file carries (hand-edited files): those posts are keyed by GUID and id. */
  sharedGuids: Set<string>
}

export async function scanWordpressExport(file: string): Promise<WordpressIndex> {
  const index: WordpressIndex = {
    siteUrl: '',
    authors: new Map(),
    attachments: new Map(),
    attachedTo: new Map(),
    otherItems: new Map(),
    posts: 0,
    sharedGuids: new Set(),
  }
  let version = ''
  let baseSite = ''
  const guids = new Set<string>()
  for await (const record of readXmlRecords(file)) {
    if (record.name === 'wp:wxr_version') version = fieldText(record, 'wp:wxr_version')
    else if (record.name === 'wp:base_site_url') baseSite = fieldText(record, 'wp:base_site_url')
    else if (record.name === 'wp:base_blog_url') index.siteUrl = fieldText(record, 'wp:base_blog_url')
    else if (record.name === 'wp:author') {
      const login = fieldText(record, 'wp:author_login')
      index.authors.set(login, {
        key: login,
        name: fieldText(record, 'wp:author_display_name') || login,
        email: fieldText(record, 'wp:author_email') || null,
      })
    } else if (record.name === 'item') {
      const type = fieldText(record, 'wp:post_type')
      if (type === 'attachment') {
        const url = fieldText(record, 'wp:attachment_url') || fieldText(record, 'guid')
        if (url) {
          index.attachments.set(fieldText(record, 'wp:post_id'), url)
          const parent = fieldText(record, 'wp:post_parent')
          if (parent && parent !== '0') index.attachedTo.set(parent, [...(index.attachedTo.get(parent) ?? []), url])
        }
      }
      if (type === 'post') {
        index.posts++
        const guid = fieldText(record, 'guid')
        if (guids.has(guid)) index.sharedGuids.add(guid)
        guids.add(guid)
      } else index.otherItems.set(type, (index.otherItems.get(type) ?? 0) + 1)
    }
  }
  if (!/^\d+\.\d+$/.test(version))
    throw new SourceFileRefused('The file is not a WordPress export: it has no wp:wxr_version (WXR 1.0–1.2)')
  index.siteUrl ||= baseSite
  return index
}

/** WordPress's `YYYY-MM-DD HH:MM:SS` in UTC; null for the zero date of a never-published draft. */
function wordpressDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value)
  if (!match || match[1] === '0000') return null
  const date = new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`)
  return Number.isNaN(date.getTime()) ? null : date
}

function statusOf(record: XmlRecord): SourceStatus {
  const status = fieldText(record, 'wp:status')
  if (fieldText(record, 'wp:post_password') !== '') return 'password'
  if (status === 'publish') return 'published'
  if (status === 'private') return 'private'
  if (status === 'future') return 'scheduled'
  if (status === 'trash') return 'trashed'
  return 'draft'
}

function termsOf(record: XmlRecord, domain: string): SourceTerm[] {
  return record.fields
    .filter((field) => field.name === 'category' && field.attributes.domain === domain && field.attributes.nicename)
    .map((field) => ({ slug: field.attributes.nicename!, name: field.text.trim() }))
}

/** The path (and query) of a URL of the old site, or null for another site's or no URL. */
function oldPath(link: string, siteUrl: string): string | null {
  const url = URL.parse(link)
  const site = URL.parse(siteUrl)
  if (!url || (site && url.host !== site.host)) return null
  return `${url.pathname}${url.search}`
}

/** The post's GUID, WordPress's stable id for it; with its id where the file gives two posts one GUID. */
function keyOf(guid: string, id: string, index: WordpressIndex): string {
  if (!guid) return `post:${id}`
  return index.sharedGuids.has(guid) ? `${guid}#${id}` : guid
}

function postOf(record: XmlRecord, index: WordpressIndex): SourcePost {
  const id = fieldText(record, 'wp:post_id')
  const meta = new Map(
    record.fields
      .filter((field) => field.name === 'wp:postmeta')
      .map((field) => [fieldText(field, 'wp:meta_key'), fieldText(field, 'wp:meta_value')]),
  )
  const status = statusOf(record)
  const published = status !== 'draft'
  const link = oldPath(fieldText(record, 'link'), index.siteUrl)
  const oldPaths = [...new Set([link, id ? `/?p=${id}` : null].filter((path): path is string => path !== null))]
  const login = fieldText(record, 'dc:creator')
  const author = index.authors.get(login) ?? (login ? { key: login, name: login, email: null } : null)
  const { html, warnings } = wordpressHtml(
    fieldText(record, 'content:encoded'),
    index.attachments,
    index.attachedTo.get(id) ?? [],
  )
  return {
    key: keyOf(fieldText(record, 'guid'), id, index),
    title: fieldText(record, 'title'),
    slug: fieldText(record, 'wp:post_name'),
    html,
    warnings,
    excerpt: fieldText(record, 'excerpt:encoded') || null,
    status,
    publishedAt: published
      ? (wordpressDate(fieldText(record, 'wp:post_date_gmt')) ?? wordpressDate(fieldText(record, 'wp:post_date')))
      : null,
    modifiedAt: wordpressDate(fieldText(record, 'wp:post_modified_gmt')),
    author,
    // WordPress names one author (dc:creator); a co-byline exists only through plugins, whose terms are not read.
    authors: author ? [author] : [],
    categories: termsOf(record, 'category'),
    tags: termsOf(record, 'post_tag'),
    featuredImageUrl: index.attachments.get(meta.get('_thumbnail_id') ?? '') ?? null,
    featuredImageCaption: null,
    oldPaths,
    oversized: record.oversized,
  }
}

/** The export's posts, one at a time, in the file's order. */
export async function* readWordpressPosts(file: string, index: WordpressIndex): AsyncGenerator<SourcePost> {
  for await (const record of readXmlRecords(file)) {
    if (record.name === 'item' && fieldText(record, 'wp:post_type') === 'post') yield postOf(record, index)
  }
}
