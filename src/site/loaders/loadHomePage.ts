/** The home page: featured and latest articles, the PMS directory, the latest comparisons and some glossary terms. */
import type { Payload } from 'payload'

import { publicComparisonWhere, publicGlossaryTermWhere } from '../../db/publicVisibility'
import { absolute } from '../urls'
import { type ArticleList, type ArticleSummary, loadArticleSummaries } from './articleSummaries'
import { loadPmsDirectory, type PmsDirectoryEntry } from './loadPmsDirectory'

export interface HomePage {
  url: string
  featured: ArticleSummary[]
  latest: ArticleList
  pmses: PmsDirectoryEntry[]
  comparisons: Array<{ title: string; url: string }>
  glossary: Array<{ term: string; url: string; definition: string }>
}

export async function loadHomePage(payload: Payload, baseUrl: string): Promise<HomePage> {
  const [featured, latest, pmses, comparisons, glossary] = await Promise.all([
    loadArticleSummaries(payload, { is_featured: { equals: true } }, baseUrl, 1, 3),
    loadArticleSummaries(payload, {}, baseUrl, 1, 10),
    loadPmsDirectory(payload, baseUrl),
    payload.find({ collection: 'comparisons', where: publicComparisonWhere(), sort: '-updatedAt', limit: 3, depth: 0, overrideAccess: false, select: { title: true, slug: true } }),
    payload.find({
      collection: 'glossary-terms',
      where: publicGlossaryTermWhere(),
      sort: '-updatedAt',
      limit: 6,
      depth: 0,
      overrideAccess: false,
      select: { term: true, slug: true, short_definition: true },
    }),
  ])
  return {
    url: absolute(baseUrl, '/'),
    featured: featured.articles,
    latest,
    pmses,
    comparisons: comparisons.docs.flatMap((doc) => (doc.slug ? [{ title: doc.title, url: absolute(baseUrl, `/compare/${doc.slug}`) }] : [])),
    glossary: glossary.docs.flatMap((doc) => (doc.slug ? [{ term: doc.term, url: absolute(baseUrl, `/glossary/${doc.slug}`), definition: doc.short_definition }] : [])),
  }
}
