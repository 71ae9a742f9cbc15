/**
 * Loads the demo content. Idempotent: every record is looked up by its slug (images by file name) and only created
 * when missing, so running it again changes nothing and a half-finished run can simply be repeated.
 */
import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug } from 'payload'

import { articleSeedsA } from './content/articlesA'
import { articleSeedsB } from './content/articlesB'
import { articleSeedsC } from './content/articlesC'
import { comparisonSeeds } from './content/comparisons'
import { glossaryTermSeeds } from './content/glossary'
import { pmsSeeds } from './content/pmses'
import { prLinkSeeds } from './content/prLinks'
import { authorSeeds, categorySeeds, tagSeeds } from './content/taxonomy'
import { mapConcurrently } from '../../ground/lib/mapConcurrently'
import { slugify } from '../../ground/lib/slugify'
import { knownEmbedsContext } from '../embeds/embedsOfBody'
import { type DemoIllustration, demoIllustration, demoIllustrationPng } from './featuredImage'
import { withDemoThumbnails } from './videoThumbnails'

export interface SeedReport {
  created: Record<string, number>
}

type Ids = Map<string, number>

/** A record's data for `collection`, checked against its type (the collection is told by the call's first argument). */
type SeedData<S extends CollectionSlug> = RequiredDataFromCollectionSlug<NoInfer<S>>

async function idsBySlug(payload: Payload, collection: CollectionSlug): Promise<Ids> {
  const { docs } = await payload.find({ collection, pagination: false, depth: 0 })
  return new Map((docs as unknown as Array<{ id: number; slug: string }>).map((doc) => [doc.slug, doc.id]))
}

function requireId(ids: Ids, slug: string, what: string): number {
  const id = ids.get(slug)
  if (id === undefined) throw new Error(`seed content refers to an unknown ${what} "${slug}"`)
  return id
}

export async function seedDemoContent(payload: Payload, log: (line: string) => void = () => {}): Promise<SeedReport> {
  const created: Record<string, number> = {}

  async function ensure<S extends CollectionSlug, T extends { slug: string }>(
    collection: S,
    seeds: T[],
    toData: (seed: T) => Promise<SeedData<S>> | SeedData<S>,
    contextOf?: (seed: T) => Record<string, unknown>,
  ): Promise<Ids> {
    const ids = await idsBySlug(payload, collection)
    let count = 0
    for (const seed of seeds) {
      if (ids.has(seed.slug)) continue
      const doc = await payload.create({ collection, data: await toData(seed), depth: 0, context: contextOf?.(seed) })
      ids.set(seed.slug, doc.id as number)
      count += 1
    }
    created[collection] = count
    if (count > 0) log(`seed: created ${count} ${collection}`)
    return ids
  }

  const categories = await ensure('categories', categorySeeds, (seed) => ({ ...seed }))
  const authors = await ensure('authors', authorSeeds, (seed) => ({ ...seed }))
  const tags = await ensure('tags', tagSeeds, ({ name, slug, description }) => ({ name, slug, description }))
  const pmses = await ensure('pmses', pmsSeeds, (seed) => ({
    name: seed.name,
    slug: seed.slug,
    vendor: seed.vendor,
    website: seed.website,
    tagline: seed.tagline,
    profile: seed.profile,
    deployment: seed.deployment,
    segments: seed.segments,
    pricing_model: seed.pricingModel,
    founded_year: seed.foundedYear,
    headquarters: seed.headquarters,
    integrations: seed.integrations.map((name) => ({ name })),
    capabilities: {
      channel_manager: seed.capabilities.channelManager,
      booking_engine: seed.capabilities.bookingEngine,
      revenue_management: seed.capabilities.revenueManagement,
      pos: seed.capabilities.pos,
      housekeeping: seed.capabilities.housekeeping,
      mobile_check_in: seed.capabilities.mobileCheckIn,
      open_api: seed.capabilities.openApi,
    },
    is_published: true,
  }))

  const articleSeeds = [...articleSeedsA, ...articleSeedsB, ...articleSeedsC].map((seed) => ({
    ...seed,
    // A fixed slug from the title, so that re-seeding finds the article again.
    slug: slugify(seed.title, 120),
  }))
  // The pictures first, several at once: drawing and encoding them (libvips, off this thread) was most of the seed's
  // time, one after another. The articles then go in one by one, so that their ids follow the seed's order.
  const existingArticles = await idsBySlug(payload, 'articles')
  // Each picture is an illustration of the article's kind of story, and says what it shows (alt text and caption).
  const illustrations = new Map(articleSeeds.map((seed) => [seed.slug, demoIllustration(seed.slug, seed.category)]))
  const images = new Map(
    await mapConcurrently(
      articleSeeds.filter((seed) => !existingArticles.has(seed.slug)),
      IMAGES_AT_ONCE,
      async (seed) =>
        [seed.slug, await ensureFeaturedImage(payload, seed.slug, illustrations.get(seed.slug)!)] as const,
    ),
  )
  const embeds = new Map(
    await Promise.all(
      articleSeeds
        .filter((seed) => seed.embeds && !existingArticles.has(seed.slug))
        .map(async (seed) => [seed.slug, await withDemoThumbnails(payload, seed.embeds!, seed.category)] as const),
    ),
  )
  await ensure(
    'articles',
    articleSeeds,
    async (seed) => {
      const image = images.get(seed.slug)!
      return {
        title: seed.title,
        slug: seed.slug,
        pms: requireId(pmses, seed.pms, 'PMS'),
        author: requireId(authors, seed.author, 'author'),
        authors: [seed.author, ...(seed.coAuthors ?? [])].map((slug) => requireId(authors, slug, 'author')),
        category: requireId(categories, seed.category, 'category'),
        tags: tagSeeds
          .filter((tag) => tag.matches.test(`${seed.title} ${seed.excerpt}`))
          .map((tag) => requireId(tags, tag.slug, 'tag')),
        excerpt: seed.excerpt,
        body: seed.body,
        featured_image: image,
        featured_image_caption: illustrations.get(seed.slug)!.description,
        is_published: true,
        is_featured: seed.isFeatured,
        published_at: seed.publishedAt,
        meta_description: seed.excerpt,
        ...(seed.corrections ? { corrections: seed.corrections } : {}),
      }
    },
    (seed) => knownEmbedsContext(embeds.get(seed.slug) ?? []),
  )

  const terms = await ensure('glossary-terms', glossaryTermSeeds, (seed) => ({
    term: seed.term,
    slug: seed.slug,
    short_definition: seed.shortDefinition,
    body: seed.body,
    related_pmses: seed.relatedPmses.map((slug) => requireId(pmses, slug, 'PMS')),
    is_published: true,
  }))
  // Related terms point at each other, so they are linked once every term exists.
  for (const seed of glossaryTermSeeds) {
    if (seed.relatedTerms.length === 0) continue
    const id = requireId(terms, seed.slug, 'glossary term')
    const related = seed.relatedTerms.filter((slug) => terms.has(slug)).map((slug) => terms.get(slug)!)
    const current = await payload.findByID({ collection: 'glossary-terms', id, depth: 0 })
    if ((current.related_terms ?? []).length === 0) {
      await payload.update({ collection: 'glossary-terms', id, data: { related_terms: related }, depth: 0 })
    }
  }

  await ensure('comparisons', comparisonSeeds, (seed) => ({
    title: seed.title,
    slug: seed.slug,
    pmses: seed.pmses.map((slug) => requireId(pmses, slug, 'PMS')),
    body: seed.body,
    verdict: seed.verdict,
    author: requireId(authors, seed.author, 'author'),
    reviewed_at: seed.reviewedAt,
    is_published: true,
  }))

  created['pr-links'] = await ensurePrLinks(payload, pmses)
  if (created['pr-links'] > 0) log(`seed: created ${created['pr-links']} pr-links`)
  return { created }
}

const SEED_MEDIA_DIRECTORY = 'demo'
/** Enough to keep two cores busy while one picture's record is written. */
const IMAGES_AT_ONCE = 3

async function ensureFeaturedImage(payload: Payload, slug: string, illustration: DemoIllustration): Promise<string> {
  const filename = `seed-${slug.slice(0, 80)}.webp`
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { equals: filename }, prefix: { equals: SEED_MEDIA_DIRECTORY } },
    limit: 1,
    depth: 0,
  })
  const found = existing.docs[0]
  if (found?.url) return found.url
  const data = await demoIllustrationPng(illustration)
  const media = await payload.create({
    collection: 'media',
    data: { alt: illustration.description, prefix: SEED_MEDIA_DIRECTORY },
    file: { data, mimetype: 'image/png', name: filename.replace(/\.webp$/, '.png'), size: data.length },
    depth: 0,
  })
  if (!media.url) throw new Error(`Seed image ${filename} was stored without a URL`)
  return media.url
}

async function ensurePrLinks(payload: Payload, pmses: Ids): Promise<number> {
  const { docs } = await payload.find({ collection: 'pr-links', pagination: false, depth: 0, select: { url: true } })
  const known = new Set(docs.map((doc) => doc.url))
  let count = 0
  for (const seed of prLinkSeeds) {
    if (known.has(seed.url)) continue
    await payload.create({
      collection: 'pr-links',
      data: {
        title: seed.title,
        url: seed.url,
        publisher: seed.publisher,
        date: seed.date,
        pms: requireId(pmses, seed.pms, 'PMS'),
        notes: seed.notes,
        is_active: true,
      },
      depth: 0,
    })
    count += 1
  }
  return count
}
