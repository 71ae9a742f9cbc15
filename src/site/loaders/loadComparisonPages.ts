/** Comparisons: the list of them, and one comparison with its PMSes' facts and capabilities side by side. */
import type { Payload } from 'payload'

import { isPublicRecord, publicComparisonWhere } from '../../db/publicVisibility'
import { isSlug } from '../../lib/slugify'
import type { Pmse } from '../../payload-types'
import { CAPABILITIES, pmsFacts } from '../pmsFacts'
import { absolute, pmsPath } from '../urls'

export const comparisonPath = (slug: string) => `/compare/${slug}`

export interface ComparisonIndex {
  url: string
  comparisons: Array<{ title: string; url: string; pmsNames: string[] }>
}

export interface ComparisonPage {
  title: string
  url: string
  body: string
  verdict: string | null
  updatedAt: string
  pmses: Array<{ name: string; url: string }>
  /** One row per fact or capability, one cell per PMS in the order of `pmses`. */
  facts: Array<{ label: string; values: string[] }>
  capabilities: Array<{ label: string; values: boolean[] }>
}

const publishedPmses = (pmses: Array<number | Pmse>) => pmses.filter((pms): pms is Pmse => typeof pms === 'object' && isPublicRecord(pms))

export async function loadComparisonIndex(payload: Payload, baseUrl: string): Promise<ComparisonIndex> {
  const { docs } = await payload.find({
    collection: 'comparisons',
    where: publicComparisonWhere(),
    sort: 'title',
    pagination: false,
    depth: 1,
    overrideAccess: false,
  })
  return {
    url: absolute(baseUrl, '/compare'),
    comparisons: docs.flatMap((doc) =>
      doc.slug ? [{ title: doc.title, url: absolute(baseUrl, comparisonPath(doc.slug)), pmsNames: publishedPmses(doc.pmses).map((pms) => pms.name) }] : [],
    ),
  }
}

export async function loadComparisonPage(payload: Payload, slug: string, baseUrl: string): Promise<ComparisonPage | null> {
  if (!isSlug(slug)) return null
  const { docs } = await payload.find({
    collection: 'comparisons',
    where: { and: [publicComparisonWhere(), { slug: { equals: slug } }] },
    limit: 1,
    depth: 1,
    overrideAccess: false,
  })
  const doc = docs[0]
  if (!doc) return null
  const pmses = publishedPmses(doc.pmses)
  const factsByPms = pmses.map((pms) => new Map(pmsFacts(pms).map((row) => [row.label, row.value])))
  const labels = [...new Set(factsByPms.flatMap((facts) => [...facts.keys()]))]
  return {
    title: doc.title,
    url: absolute(baseUrl, comparisonPath(slug)),
    body: doc.body ?? '',
    verdict: doc.verdict ?? null,
    updatedAt: doc.updatedAt,
    pmses: pmses.map((pms) => ({ name: pms.name, url: absolute(baseUrl, pmsPath(pms.slug!)) })),
    facts: labels.map((label) => ({ label, values: factsByPms.map((facts) => facts.get(label) ?? '—') })),
    capabilities: CAPABILITIES.map(([key, label]) => ({ label, values: pmses.map((pms) => pms.capabilities?.[key] === true) })),
  }
}
