/** `/corrections`: every correction and update of a public article, newest first, a page at a time. */
import type { Payload } from 'payload'

import { type CorrectionNote, publicCorrections } from '../../../../content/articles/articleCorrections'
import { absolute, articlePath, correctionsPath } from '../../../../ground/paths'

interface ListedNote extends CorrectionNote {
  article: { title: string; url: string }
}

export interface CorrectionsList {
  url: string
  notes: ListedNote[]
  page: number
  totalPages: number
  total: number
}

const NOTES_PER_PAGE = 30

export async function loadCorrections(
  payload: Payload,
  page: number,
  baseUrl: string,
): Promise<CorrectionsList | null> {
  const { notes, total } = await publicCorrections(payload, page, NOTES_PER_PAGE)
  const totalPages = Math.max(1, Math.ceil(total / NOTES_PER_PAGE))
  if (page > totalPages) return null
  return {
    url: absolute(baseUrl, correctionsPath),
    notes: notes.map((note) => ({
      kind: note.kind,
      text: note.text,
      date: note.date,
      article: { title: note.title, url: absolute(baseUrl, articlePath(note.pmsSlug, note.slug)) },
    })),
    page,
    totalPages,
    total,
  }
}
