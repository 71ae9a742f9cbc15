/**
 * One post of an export made an article, in its own transaction through the article's one write path
 * (src/content/articles/articleWrite.ts: the same validation, references and hooks as REST and MCP): its author and
 * category found or created, its images stored, its body converted to markdown, the ledger row and its old addresses
 * written beside it. A post whose content hash is the one the ledger holds is left as it is.
 */
import { createHash } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { articleCreateSchema } from '../../content/articles/articleCreateSchema'
import { MAX_AUTHORS } from '../../content/articles/byline'
import { articleData, newArticleData, writeArticle } from '../../content/articles/articleWrite'
import { importingArchive } from '../../content/importingArchive'
import { beginWrite } from '../../content/writeTransaction'
import { slugify } from '../../ground/lib/slugify'
import { articlePath } from '../../ground/paths'
import { htmlToMarkdown, imageUrlsOf } from './htmlToMarkdown'
import { findImported, type ImportedItem, recordImported } from './importedItems'
import { storeImages } from './importImages'
import { authorId, categoryId, type ImportRun, type Learnt, tagIds } from './importRun'
import type { SourceKind, SourcePost } from './sourcePost'

/** Bumped when the importer writes the same source differently, so that a re-run rewrites every post. */
// 2: a post's tags are imported (docs/decisions/070-tags.md), so a post imported before is written again with them.
const IMPORTER_VERSION = 2

export type PostOutcome = 'created' | 'updated' | 'unchanged'

export interface PostTarget {
  source: SourceKind
  siteUrl: string | null
  pmsId: number
  pmsSlug: string
}

const contentHashOf = (post: SourcePost, target: PostTarget) =>
  createHash('sha256')
    .update(JSON.stringify({ IMPORTER_VERSION, post, pms: target.pmsSlug }))
    .digest('hex')

/**
 * The post's byline as our authors' ids, in its order, each once and ten at most (src/content/articles/byline.ts);
 * a post that names nobody is the importer's one "Imported author".
 */
async function bylineIds(
  req: PayloadRequest,
  source: PostTarget['source'],
  post: SourcePost,
  run: ImportRun,
  learnt: Learnt,
): Promise<{ author_ids: number[] }> {
  const people = post.authors.length > 0 ? post.authors : [post.author]
  const ids: number[] = []
  for (const person of people) ids.push(await authorId(req, source, person, run, learnt))
  return { author_ids: [...new Set(ids)].slice(0, MAX_AUTHORS) }
}

/** Whether an article the ledger names still exists (it may have been deleted since the last run). */
async function existingArticle(req: PayloadRequest, id: number): Promise<boolean> {
  const found = await req.payload.findByID({ collection: 'articles', id, depth: 0, disableErrors: true, req })
  return found !== null
}

/** Whether the ledger's record of the post (`known`, null for none) is of what the post is now. */
export const isUnchanged = (known: ImportedItem | null, post: SourcePost, target: PostTarget): boolean =>
  known?.contentHash === contentHashOf(post, target)

/** The images a post shows: its featured image and those of its body, each once. */
export const imageUrlsOfPost = (post: SourcePost, siteUrl: string | null): string[] => [
  ...new Set([...(post.featuredImageUrl ? [post.featuredImageUrl] : []), ...imageUrlsOf(post.html, siteUrl)]),
]

/**
 * What a run would do with the post: nothing written (`--dry-run`, and the first check of a real run). `known` is the
 * ledger's row of the post when the run looked it up already (its batch's, ./runImport.ts).
 */
export async function plannedOutcome(
  req: PayloadRequest,
  post: SourcePost,
  target: PostTarget,
  known?: ImportedItem | null,
): Promise<PostOutcome> {
  if (known === undefined) known = await findImported(req, target.source, 'article', post.key)
  if (!known || !(await existingArticle(req, known.targetId))) return 'created'
  return known.contentHash === contentHashOf(post, target) ? 'unchanged' : 'updated'
}

/**
 * A new article's slug: the post's own, or, when an article here has it already (another source's post of the same
 * name), the first free `<slug>-2`, `-3`…, told as a warning. Its old addresses still lead to it.
 */
async function freeSlug(req: PayloadRequest, wanted: string, warnings: string[]): Promise<string> {
  for (let suffix = 1; suffix < 100; suffix++) {
    const candidate = suffix === 1 ? wanted : `${wanted.slice(0, 90)}-${suffix}`
    const { totalDocs } = await req.payload.count({
      collection: 'articles',
      where: { slug: { equals: candidate } },
      req,
    })
    if (totalDocs === 0) {
      if (suffix > 1) warnings.push(`the slug ${wanted} is taken here: imported as ${candidate}`)
      return candidate
    }
  }
  return wanted
}

export class PostRefused extends Error {
  readonly code = 'post_refused'
}

/**
 * Writes the post (created or updated; never when unchanged) and returns what happened, with the warnings of its
 * conversion. Throws PostRefused (the field named) for a post our article rules refuse; nothing of it remains.
 */
export async function importPost(
  req0: PayloadRequest,
  post: SourcePost,
  target: PostTarget,
  recordRedirects: (req: PayloadRequest, from: string[], to: string) => Promise<string[]>,
  run: ImportRun,
  known?: ImportedItem | null,
): Promise<{ outcome: PostOutcome; warnings: string[] }> {
  if (post.oversized) throw new PostRefused(`its ${post.oversized} is longer than the importer accepts`)
  const outcome = await plannedOutcome(req0, post, target, known)
  if (outcome === 'unchanged') return { outcome, warnings: [] }

  const { images, warnings } = await run.images.prepare(imageUrlsOfPost(post, target.siteUrl))
  const learnt: Learnt = { authors: new Map(), categories: new Map(), tags: new Map() }
  let stored = new Map<string, string>()
  warnings.unshift(...post.warnings)
  const contentHash = contentHashOf(post, target)

  // Named as an archive's import: the post is published with its old date and announced nowhere.
  const req = await beginWrite(req0.payload, undefined, importingArchive)
  const write = writeArticle(req, `importer (${target.source})`, {}, async () => {
    const paths = await storeImages(req, target.source, images)
    stored = paths
    const converted = htmlToMarkdown(post.html, target.siteUrl, paths)
    warnings.push(...converted.warnings)
    const featured = post.featuredImageUrl ? (paths.get(post.featuredImageUrl) ?? null) : null
    const parsed = articleCreateSchema.safeParse({
      pms_id: target.pmsId,
      ...(await bylineIds(req, target.source, post, run, learnt)),
      category_id: await categoryId(req, target.source, post.categories[0], run, learnt),
      title: post.title.trim() || '(untitled)',
      slug:
        outcome === 'created'
          ? await freeSlug(req, slugify(post.slug) || slugify(post.title), warnings)
          : slugify(post.slug) || undefined,
      excerpt: post.excerpt,
      body: converted.markdown || post.title.trim() || '(empty)',
      featured_image: featured,
      featured_image_caption: featured ? post.featuredImageCaption : null,
      is_published: post.status === 'published',
      published_at: post.publishedAt?.toISOString() ?? null,
    })
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!
      throw new PostRefused(`its ${issue.path.join('.')} ${issue.message}`)
    }
    const ledger =
      outcome === 'updated' ? (known ?? (await findImported(req, target.source, 'article', post.key))) : null
    const tags = await tagIds(req, post.tags, run, learnt, warnings)
    const article = ledger
      ? await req.payload.update({
          collection: 'articles',
          id: ledger.targetId,
          data: { ...articleData(parsed.data), tags },
          depth: 0,
          req,
        })
      : await req.payload.create({
          collection: 'articles',
          data: {
            ...newArticleData(parsed.data),
            tags,
            ...(post.publishedAt ? { createdAt: post.publishedAt.toISOString() } : {}),
            ...(post.modifiedAt ? { updatedAt: post.modifiedAt.toISOString() } : {}),
          },
          depth: 0,
          req,
        })
    await recordImported(req, {
      source: target.source,
      kind: 'article',
      key: post.key,
      targetId: article.id,
      contentHash,
      oldPaths: post.oldPaths,
    })
    warnings.push(...(await recordRedirects(req, post.oldPaths, articlePath(target.pmsSlug, article.slug!))))
  })
  await write
  for (const [key, id] of learnt.authors) run.authors.set(key, id)
  for (const [slug, id] of learnt.categories) run.categories.set(slug, id)
  for (const [slug, id] of learnt.tags) run.tags.set(slug, id)
  run.images.stored(stored)
  return { outcome, warnings }
}
