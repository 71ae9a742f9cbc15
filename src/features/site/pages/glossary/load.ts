/** The glossary (`/glossary`): every published term A–Z, grouped by first letter. */
import type { Payload } from 'payload'

import { type GlossaryEntry, loadGlossaryEntries } from '../../loaders/glossaryEntries'
import { absolute, glossaryIndexPath } from '../../../../ground/paths'

export interface GlossaryIndex {
  url: string
  /** Terms grouped by their first letter (A–Z, then # for the rest), in order. */
  letters: Array<{ letter: string; terms: GlossaryEntry[] }>
}

const letterOf = (term: string) => {
  const first = term.normalize('NFKD').charAt(0).toUpperCase()
  return /[A-Z]/.test(first) ? first : '#'
}

export async function loadGlossaryIndex(payload: Payload, baseUrl: string): Promise<GlossaryIndex> {
  const letters = new Map<string, GlossaryEntry[]>()
  for (const entry of await loadGlossaryEntries(payload, baseUrl, 'all')) {
    const letter = letterOf(entry.term)
    if (!letters.has(letter)) letters.set(letter, [])
    letters.get(letter)!.push(entry)
  }
  return {
    url: absolute(baseUrl, glossaryIndexPath),
    letters: [...letters.entries()]
      .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
      .map(([letter, terms]) => ({ letter, terms })),
  }
}
