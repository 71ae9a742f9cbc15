/** A comparison (`/compare/{slug}`): its PMSes' facts and capabilities side by side, its text and its verdict. */
import type { Payload } from 'payload'

import { findPublishedBySlug } from '../../loaders/findPublishedBySlug'
import { publishedPmses } from '../../loaders/publishedPmses'
import { absolute, authorPath, comparisonPath, pmsPath } from '../../../../ground/paths'
import type { Pmse } from '../../../../content/payload-types'
import { CAPABILITIES, pmsFacts } from '../../pmsFacts'

export interface ComparisonPage {
  title: string
  url: string
  body: string
  verdict: string | null
  updatedAt: string
  /** When its facts were last checked: the editors' date, or else the last save. */
  reviewedAt: string
  author: { name: string; url: string } | null
  pmses: Array<{ name: string; url: string }>
  /** One row per fact or capability, one cell per PMS in the order of `pmses`. */
  facts: Array<{ label: string; values: string[] }>
  capabilities: Array<{ label: string; values: boolean[] }>
}

export async function loadComparisonPage(
  payload: Payload,
  slug: string,
  baseUrl: string,
): Promise<ComparisonPage | null> {
  const doc = await findPublishedBySlug(payload, 'comparisons', slug, 1)
  if (!doc) return null
  const pmses = publishedPmses(doc.pmses)
  return {
    title: doc.title,
    url: absolute(baseUrl, comparisonPath(slug)),
    body: doc.body ?? '',
    verdict: doc.verdict ?? null,
    updatedAt: doc.updatedAt,
    reviewedAt: doc.reviewed_at ?? doc.updatedAt,
    author:
      typeof doc.author === 'object' && doc.author?.slug
        ? { name: doc.author.name, url: absolute(baseUrl, authorPath(doc.author.slug)) }
        : null,
    pmses: pmses.map((pms) => ({ name: pms.name, url: absolute(baseUrl, pmsPath(pms.slug!)) })),
    ...sideBySide(pmses),
  }
}

/**
 * PMS profiles' facts and capabilities side by side, a row per label and a value per PMS in their order ('—' where
 * a profile does not say): a comparison page's table, and any PMSes an agent compares (src/mcp/news/).
 */
export function sideBySide(pmses: Pmse[]): Pick<ComparisonPage, 'facts' | 'capabilities'> {
  const factsByPms = pmses.map((pms) => new Map(pmsFacts(pms).map((row) => [row.label, row.value])))
  const labels = [...new Set(factsByPms.flatMap((facts) => [...facts.keys()]))]
  return {
    facts: labels.map((label) => ({ label, values: factsByPms.map((facts) => facts.get(label) ?? '—') })),
    capabilities: CAPABILITIES.map(([key, label]) => ({
      label,
      values: pmses.map((pms) => pms.capabilities?.[key] === true),
    })),
  }
}
