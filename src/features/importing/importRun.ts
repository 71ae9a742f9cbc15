/**
 * What an import run learns once (docs/decisions/065-importers.md): the authors and categories its posts name, found
 * or made in the post's transaction and kept for the run only once that transaction commits (a rolled-back author is
 * no one's), so that a post whose author or category an earlier post met asks the database nothing.
 * Authors are matched by email (the ledger keeps the email an author was imported under, across both sources), else
 * by name, else created; categories and tags by slug, else created (docs/decisions/070-tags.md: a Ghost tag starting
 * with `#` is internal, and never read, ./ghostExport.ts).
 */
import type { PayloadRequest } from 'payload'

import { MAX_ARTICLE_TAGS } from '../../content/tags/articleTags'
import { slugify } from '../../ground/lib/slugify'
import { findImported, recordImported } from './importedItems'
import type { RunImages } from './importImages'
import type { SourceKind, SourcePerson, SourceTerm } from './sourcePost'

/**
 * What one run has learnt, so that each post does not ask again: authors by the key they are matched on, categories
 * by slug (each set once the post that found or made it committed), and the run's images.
 */
export interface ImportRun {
  authors: Map<string, number>
  categories: Map<string, number>
  tags: Map<string, number>
  images: RunImages
}

/** What a post found or made, kept by the run once its transaction commits (a rolled-back author is no one's). */
export interface Learnt {
  authors: Map<string, number>
  categories: Map<string, number>
  tags: Map<string, number>
}

export async function authorId(
  req: PayloadRequest,
  source: SourceKind,
  person: SourcePerson | null,
  run: ImportRun,
  learnt: Learnt,
): Promise<number> {
  const name = person?.name.trim() || 'Imported author'
  const key = person?.email ? person.email.toLowerCase() : `name:${name}`
  const id = run.authors.get(key) ?? (await findOrCreateAuthor(req, source, key, name))
  learnt.authors.set(key, id)
  return id
}

async function findOrCreateAuthor(req: PayloadRequest, source: SourceKind, key: string, name: string): Promise<number> {
  const known = await findImported(req, 'any', 'author', key)
  if (known) {
    const author = await req.payload.findByID({
      collection: 'authors',
      id: known.targetId,
      depth: 0,
      disableErrors: true,
      req,
    })
    if (author) return author.id
  }
  const { docs } = await req.payload.find({
    collection: 'authors',
    where: { name: { equals: name } },
    limit: 1,
    depth: 0,
    req,
  })
  const id = docs[0]?.id ?? (await req.payload.create({ collection: 'authors', data: { name }, depth: 0, req })).id
  await recordImported(req, { source, kind: 'author', key, targetId: id })
  return id
}

export async function categoryId(
  req: PayloadRequest,
  source: SourceKind,
  term: SourceTerm | undefined,
  run: ImportRun,
  learnt: Learnt,
): Promise<number | null> {
  if (!term) return null
  const slug = slugify(term.slug) || slugify(term.name)
  if (!slug) return null
  const id = run.categories.get(slug) ?? (await findOrCreateCategory(req, source, slug, term.name))
  learnt.categories.set(slug, id)
  return id
}

async function findOrCreateCategory(req: PayloadRequest, source: SourceKind, slug: string, name: string) {
  const { docs } = await req.payload.find({
    collection: 'categories',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    req,
  })
  if (docs[0]) return docs[0].id
  const created = await req.payload.create({
    collection: 'categories',
    data: { name: name || slug, slug },
    depth: 0,
    req,
  })
  await recordImported(req, { source, kind: 'category', key: slug, targetId: created.id })
  return created.id
}

/**
 * The tags of a post (WordPress's `post_tag` terms, Ghost's public tags), in its order, at most MAX_ARTICLE_TAGS: each
 * found by slug, else made with its name; those past the limit are named in `warnings`.
 */
export async function tagIds(
  req: PayloadRequest,
  terms: SourceTerm[],
  run: ImportRun,
  learnt: Learnt,
  warnings: string[],
): Promise<number[]> {
  const ids: number[] = []
  const slugs = [...new Set(terms.map((term) => slugify(term.slug) || slugify(term.name)).filter(Boolean))]
  if (slugs.length > MAX_ARTICLE_TAGS)
    warnings.push(
      `kept its first ${MAX_ARTICLE_TAGS} tags of ${slugs.length}: ${slugs.slice(MAX_ARTICLE_TAGS).join(', ')} left out`,
    )
  for (const slug of slugs.slice(0, MAX_ARTICLE_TAGS)) {
    const name = terms.find((term) => (slugify(term.slug) || slugify(term.name)) === slug)?.name.trim() || slug
    const id = run.tags.get(slug) ?? (await findOrCreateTag(req, slug, name))
    learnt.tags.set(slug, id)
    ids.push(id)
  }
  return ids
}

async function findOrCreateTag(req: PayloadRequest, slug: string, name: string): Promise<number> {
  const { docs } = await req.payload.find({
    collection: 'tags',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    // A tag in the trash keeps its slug: the post takes it as it is, and an editor restores it or not.
    trash: true,
    req,
  })
  if (docs[0]) return docs[0].id
  return (await req.payload.create({ collection: 'tags', data: { name, slug }, depth: 0, req })).id
}
