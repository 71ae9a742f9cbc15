/** A glossary term (`/glossary/{slug}`): its definition and text, and the published terms and PMSes it relates to. */
import type { Payload } from 'payload'

import { isPublicRecord } from '../../../../ground/db/publicRecord'
import type { GlossaryTerm, Pmse } from '../../../../content/payload-types'
import { findPublishedBySlug } from '../../loaders/findPublishedBySlug'
import { absolute, glossaryPath, pmsPath } from '../../../../ground/paths'

export interface GlossaryTermPage {
  term: string
  url: string
  definition: string
  body: string | null
  updatedAt: string
  relatedTerms: Array<{ term: string; url: string }>
  relatedPmses: Array<{ name: string; url: string }>
}

export async function loadGlossaryTermPage(
  payload: Payload,
  slug: string,
  baseUrl: string,
): Promise<GlossaryTermPage | null> {
  const doc = await findPublishedBySlug(payload, 'glossary-terms', slug, 1)
  if (!doc) return null
  const relatedTerms = (doc.related_terms ?? []).filter(
    (term): term is GlossaryTerm => typeof term === 'object' && isPublicRecord(term),
  )
  const relatedPmses = (doc.related_pmses ?? []).filter(
    (pms): pms is Pmse => typeof pms === 'object' && isPublicRecord(pms),
  )
  return {
    term: doc.term,
    url: absolute(baseUrl, glossaryPath(slug)),
    definition: doc.short_definition,
    body: doc.body ?? null,
    updatedAt: doc.updatedAt,
    relatedTerms: relatedTerms.map((term) => ({ term: term.term, url: absolute(baseUrl, glossaryPath(term.slug!)) })),
    relatedPmses: relatedPmses.map((pms) => ({ name: pms.name, url: absolute(baseUrl, pmsPath(pms.slug!)) })),
  }
}
