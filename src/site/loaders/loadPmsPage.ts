/**
 * The data of a PMS hub (`/{pmsSlug}`): the profile with its facts, capabilities and integrations, then that PMS's
 * articles ten to a page, its comparisons and its press coverage. A page number past the end is not found.
 */
import type { Payload } from 'payload'

import { publicComparisonWhere, publicPmsWhere } from '../../db/publicVisibility'
import { isSlug } from '../../lib/slugify'
import type { Pmse } from '../../payload-types'
import { type FactRow, pmsCapabilities, pmsFacts } from '../pmsFacts'
import { absolute, pmsPath } from '../urls'
import { type ArticleList, loadArticleSummaries } from './articleSummaries'

export interface PmsPage {
  name: string
  url: string
  tagline: string | null
  profile: string | null
  facts: FactRow[]
  capabilities: Array<{ label: string; available: boolean }>
  integrations: string[]
  updatedAt: string
  articles: ArticleList
  comparisons: Array<{ title: string; url: string }>
  prLinks: Array<{ title: string; url: string; publisher: string | null; date: string | null }>
}

export async function loadPmsPage(payload: Payload, slug: string, page: number, baseUrl: string): Promise<PmsPage | null> {
  if (!isSlug(slug)) return null
  const { docs } = await payload.find({ collection: 'pmses', where: { and: [publicPmsWhere(), { slug: { equals: slug } }] }, limit: 1, depth: 0, overrideAccess: false })
  const pms = docs[0] as Pmse | undefined
  if (!pms) return null
  const [articles, comparisons, prLinks] = await Promise.all([
    loadArticleSummaries(payload, { pms: { equals: pms.id } }, baseUrl, page),
    payload.find({
      collection: 'comparisons',
      where: { and: [publicComparisonWhere(), { pmses: { contains: pms.id } }] },
      sort: '-updatedAt',
      depth: 0,
      limit: 20,
      overrideAccess: false,
      select: { title: true, slug: true },
    }),
    payload.find({
      collection: 'pr-links',
      where: { pms: { equals: pms.id }, is_active: { equals: true } },
      sort: '-date',
      depth: 0,
      limit: 20,
      overrideAccess: false,
      select: { title: true, url: true, publisher: true, date: true },
    }),
  ])
  if (page > 1 && page > articles.totalPages) return null
  return {
    name: pms.name,
    url: absolute(baseUrl, pmsPath(slug)),
    tagline: pms.tagline ?? null,
    profile: pms.profile ?? null,
    facts: pmsFacts(pms),
    capabilities: pmsCapabilities(pms),
    integrations: (pms.integrations ?? []).map((integration) => integration.name),
    updatedAt: pms.updatedAt,
    articles,
    comparisons: comparisons.docs.flatMap((doc) => (doc.slug ? [{ title: doc.title, url: absolute(baseUrl, `/compare/${doc.slug}`) }] : [])),
    prLinks: prLinks.docs.map((doc) => ({ title: doc.title, url: doc.url, publisher: doc.publisher ?? null, date: doc.date ?? null })),
  }
}
