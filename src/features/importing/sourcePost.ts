/**
 * One post as the importers read it from either source (WordPress WXR, Ghost JSON), before anything of ours is
 * looked up: what the import writes is decided from this alone (docs/decisions/065-importers.md).
 */
export type SourceKind = 'wordpress' | 'ghost'

/** How a post stands on its old site; only `published` and `draft` are imported, the others listed as skipped. */
export type SourceStatus = 'published' | 'draft' | 'scheduled' | 'private' | 'password' | 'members' | 'trashed'

export interface SourcePerson {
  /** The key the source joins on: a WordPress login, a Ghost user id. */
  key: string
  name: string
  email: string | null
}

export interface SourceTerm {
  slug: string
  name: string
}

export interface SourcePost {
  /** The source's stable id for the post: a WordPress GUID, a Ghost post id. */
  key: string
  title: string
  slug: string
  html: string
  /** What reading the source's markup noticed (a shortcode kept as text): listed with the post. */
  warnings: string[]
  excerpt: string | null
  status: SourceStatus
  publishedAt: Date | null
  modifiedAt: Date | null
  author: SourcePerson | null
  /** The whole byline in the source's order, `author` first (Ghost's `posts_authors`); `author` alone where the source has one. */
  authors: SourcePerson[]
  categories: SourceTerm[]
  tags: SourceTerm[]
  featuredImageUrl: string | null
  featuredImageCaption: string | null
  /** Paths (with a query where the old site used one) on the old site that should lead to the new page. */
  oldPaths: string[]
  /** A field over its limit, named: the post is refused with it rather than cut. */
  oversized: string | null
}

/** The most characters of one field the importers keep; a longer one refuses its post, naming the field. */
export const MAX_FIELD_CHARS = 2_000_000

/** A source file refused whole (a DOCTYPE, broken XML or JSON, the wrong shape), before anything is written. */
export class SourceFileRefused extends Error {
  readonly code = 'source_file_refused'
}
