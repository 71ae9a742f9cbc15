/** The glossary: all published terms A–Z, and one term with its definition and the terms and PMSes it relates to. */
import type { Payload } from 'payload'

import { isPublicRecord, publicGlossaryTermWhere } from '../../db/publicVisibility'
import { isSlug } from '../../lib/slugify'
import type { GlossaryTerm, Pmse } from '../../payload-types'
import { absolute, glossaryPath, pmsPath } from '../urls'

export interface GlossaryIndex {
  url: string
  /** Terms grouped by their first letter (A–Z, then # for the rest), in order. */
  letters: Array<{ letter: string; terms: Array<{ term: string; url: string; definition: string }> }>
}

export interface GlossaryTermPage {
  term: string
  url: string
  definition: string
  body: string | null
  updatedAt: string
  relatedTerms: Array<{ term: string; url: string }>
  relatedPmses: Array<{ name: string; url: string }>
}

const letterOf = (term: string) => {
  const first = term.normalize('NFKD').charAt(0).toUpperCase()
  return /[A-Z]/.test(first) ? first : '#'
}

export async function loadGlossaryIndex(payload: Payload, baseUrl: string): Promise<GlossaryIndex> {
  const { docs } = await payload.find({
    collection: 'glossary-terms',
    where: publicGlossaryTermWhere(),
    sort: 'term',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    select: { term: true, slug: true, short_definition: true },
  })
  const letters = new Map<string, GlossaryIndex['letters'][number]['terms']>()
  for (const doc of docs) {
    if (!doc.slug) continue
    const letter = letterOf(doc.term)
    if (!letters.has(letter)) letters.set(letter, [])
    letters.get(letter)!.push({ term: doc.term, url: absolute(baseUrl, glossaryPath(doc.slug)), definition: doc.short_definition })
  }
  return {
    url: absolute(baseUrl, '/glossary'),
    letters: [...letters.entries()].sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b))).map(([letter, terms]) => ({ letter, terms })),
  }
}

export async function loadGlossaryTermPage(payload: Payload, slug: string, baseUrl: string): Promise<GlossaryTermPage | null> {
  if (!isSlug(slug)) return null
  const { docs } = await payload.find({
    collection: 'glossary-terms',
    where: { and: [publicGlossaryTermWhere(), { slug: { equals: slug } }] },
    limit: 1,
    depth: 1,
    overrideAccess: false,
  })
  const doc = docs[0]
  if (!doc) return null
  const relatedTerms = (doc.related_terms ?? []).filter((term): term is GlossaryTerm => typeof term === 'object' && isPublicRecord(term))
  const relatedPmses = (doc.related_pmses ?? []).filter((pms): pms is Pmse => typeof pms === 'object' && isPublicRecord(pms))
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
