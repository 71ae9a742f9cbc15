/** The home page: featured and latest articles, the PMS directory, the latest comparisons and some glossary terms. */
import type { Payload } from 'payload'

import { type ArticleSummary, loadLatestArticles } from '../../../../content/articles/articleSummaries'
import { type ComparisonLink, loadComparisonLinks } from '../../loaders/comparisonLinks'
import { type GlossaryEntry, loadGlossaryEntries } from '../../loaders/glossaryEntries'
import { loadPmsDirectory, type PmsDirectoryEntry } from '../../loaders/loadPmsDirectory'
import { absolute, homePath } from '../../../../ground/paths'

export interface HomePage {
  url: string
  featured: ArticleSummary[]
  latest: ArticleSummary[]
  pmses: PmsDirectoryEntry[]
  comparisons: ComparisonLink[]
  glossary: GlossaryEntry[]
}

export async function loadHomePage(payload: Payload, baseUrl: string): Promise<HomePage> {
  const [featured, latest, pmses, comparisons, glossary] = await Promise.all([
    loadLatestArticles(payload, { featured: true }, baseUrl, 3),
    loadLatestArticles(payload, {}, baseUrl, 10),
    loadPmsDirectory(payload, baseUrl),
    loadComparisonLinks(payload, baseUrl, { limit: 3 }),
    loadGlossaryEntries(payload, baseUrl, { latest: 6 }),
  ])
  return { url: absolute(baseUrl, homePath), featured, latest, pmses, comparisons, glossary }
}
