/**
 * Every indexable page that is not an article, with the date it last changed: home, the archive, the PMS
 * directory, the comparison and glossary indexes, PMS hubs, comparisons, glossary terms, and the category, author and
 * tag listings that list something, and the corrections page once there is a note. A page that lists articles changed when its newest-edited article did. One statement,
 * composed of each entity's part (its owner's, src/content/); the indexes are dated from those rows. The articles
 * themselves are in the sitemaps of their ranges (sitemap.ts).
 */
import type { Payload } from 'payload'

import { correctionsPageChanged } from '../../content/articles/articleCorrections'
import { authorListingsChanged } from '../../content/authors/publicAuthors'
import { categoryListingsChanged } from '../../content/categories/publicCategories'
import { publicComparisonsChanged } from '../../content/comparisons/publicComparisons'
import { publicGlossaryTermsChanged } from '../../content/glossaryTerms/publicGlossaryTerms'
import { publicPmsHubsChanged } from '../../content/pmses/publicPmses'
import { tagListingsChanged } from '../../content/tags/publicTags'
import { preparedRows } from '../../ground/db/adapter'
import { statementOfParts } from '../../ground/db/statementOfParts'
import {
  authorPath,
  categoryPath,
  comparisonIndexPath,
  comparisonPath,
  correctionsPath,
  directoryPath,
  glossaryIndexPath,
  glossaryPath,
  homePath,
  newsIndexPath,
  pmsPath,
  tagPath,
} from '../../ground/paths'

export interface SitemapPage {
  path: string
  /** Null only for the home page of a site with no content yet. */
  lastmod: Date | null
}

/**
 * The pages of each entity, in the sitemap's order, each part's by slug. Each listing's newest article is one probe
 * of a partial index, newest first (migration 20261203_120000_public_article_indexes_not_trashed): no pass over the articles,
 * which cost 300 ms of PostgreSQL's CPU at 100,000 articles (docs/performance.md).
 */
const PARTS = [
  { rows: publicPmsHubsChanged, path: pmsPath },
  { rows: publicComparisonsChanged, path: comparisonPath },
  { rows: publicGlossaryTermsChanged, path: glossaryPath },
  { rows: categoryListingsChanged, path: categoryPath },
  { rows: authorListingsChanged, path: authorPath },
  { rows: tagListingsChanged, path: tagPath },
  { rows: correctionsPageChanged, path: () => correctionsPath },
] as const
const [HUBS, COMPARISONS, GLOSSARY] = [0, 1, 2]

interface PartRow {
  part: number
  slug: string
  changed: Date | string
  newest_article: Date | string | null
}

interface Dated {
  path: string
  changed: Date
  newestArticle: Date | null
}

/** The latest of these dates; null for none. */
const latest = (dates: Array<Date | null>): Date | null =>
  dates.reduce<Date | null>((newest, date) => (date && (!newest || date > newest) ? date : newest), null)

export async function loadSitemapPages(payload: Payload): Promise<SitemapPage[]> {
  const rows = await preparedRows<PartRow>(
    payload,
    statementOfParts(
      PARTS.map((part) => part.rows),
      'slug',
    ),
  )
  const parts: Dated[][] = PARTS.map(() => [])
  for (const row of rows)
    parts[row.part]!.push({
      path: PARTS[row.part]!.path(row.slug),
      changed: new Date(row.changed),
      newestArticle: row.newest_article === null ? null : new Date(row.newest_article),
    })
  const changedLast = (part: number) => latest(parts[part]!.map((page) => page.changed))
  const newsChanged = latest(parts[HUBS]!.map((hub) => hub.newestArticle))
  const indexes: Array<SitemapPage | null> = [
    { path: homePath, lastmod: latest([changedLast(HUBS), changedLast(COMPARISONS), changedLast(GLOSSARY)]) },
    parts[HUBS]!.length > 0 ? { path: directoryPath, lastmod: changedLast(HUBS) } : null,
    newsChanged ? { path: newsIndexPath, lastmod: newsChanged } : null,
    parts[COMPARISONS]!.length > 0 ? { path: comparisonIndexPath, lastmod: changedLast(COMPARISONS) } : null,
    parts[GLOSSARY]!.length > 0 ? { path: glossaryIndexPath, lastmod: changedLast(GLOSSARY) } : null,
  ]
  return [
    ...indexes.filter((page) => page !== null),
    ...parts.flat().map(({ path, changed }) => ({ path, lastmod: changed })),
  ]
}
