/**
 * The data of a PMS hub (`/{pmsSlug}`): the profile with its facts, capabilities and integrations, then that PMS's
 * articles ten to a page, its comparisons and its press coverage. A page number past the end is not found.
 */
import type { Payload } from 'payload'

import { type ArticleList, loadArticleSummaries } from '../../../../content/articles/articleSummaries'
import { type ComparisonLink, loadComparisonLinks } from '../../loaders/comparisonLinks'
import { findPublishedBySlug } from '../../loaders/findPublishedBySlug'
import { absolute, fediverseHandleOf, pmsActorOf, pmsPath } from '../../../../ground/paths'
import { type ListFeeds, listFeedsOf } from '../../listFeeds'
import { type FactRow, pmsCapabilities, pmsFacts } from '../../pmsFacts'

export interface PmsPage {
  slug: string
  name: string
  url: string
  tagline: string | null
  profile: string | null
  facts: FactRow[]
  capabilities: Array<{ label: string; available: boolean }>
  integrations: string[]
  updatedAt: string
  articles: ArticleList
  comparisons: ComparisonLink[]
  prLinks: Array<{ title: string; url: string; publisher: string | null; date: string | null }>
  /** The PMS's own feeds (docs/decisions/071-feeds-per-list.md). */
  feeds: ListFeeds
  /** Its topic actor's handle on the social web, `@{slug}@host` (none for a PMS whose slug is the site actor's). */
  fediverseHandle: string | null
}

export async function loadPmsPage(
  payload: Payload,
  slug: string,
  page: number,
  baseUrl: string,
): Promise<PmsPage | null> {
  const pms = await findPublishedBySlug(payload, 'pmses', slug, 0)
  if (!pms) return null
  const [articles, comparisons, prLinks] = await Promise.all([
    loadArticleSummaries(payload, { pms: pms.id }, baseUrl, page),
    loadComparisonLinks(payload, baseUrl, { pms: pms.id, limit: 20 }),
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
    slug,
    name: pms.name,
    url: absolute(baseUrl, pmsPath(slug)),
    tagline: pms.tagline ?? null,
    profile: pms.profile ?? null,
    facts: pmsFacts(pms),
    capabilities: pmsCapabilities(pms),
    integrations: (pms.integrations ?? []).map((integration) => integration.name),
    updatedAt: pms.updatedAt,
    articles,
    comparisons,
    prLinks: prLinks.docs.map((doc) => ({
      title: doc.title,
      url: doc.url,
      publisher: doc.publisher ?? null,
      date: doc.date ?? null,
    })),
    feeds: listFeedsOf(baseUrl, { kind: 'pms', slug }, pms.name),
    fediverseHandle: pmsActorOf(slug) ? fediverseHandleOf(slug, baseUrl) : null,
  }
}
