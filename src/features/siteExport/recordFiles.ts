/**
 * Each exported collection's record as a markdown file and back (docs/export-format.md): the fields that restore
 * it in the front matter (relations by slug, media by path, the source's id and dates), its long text as the body.
 * The front matter is checked field by field on the way in, so a bad file is refused naming the field.
 */
import { articles } from './articleFiles'
import { authors, categories, pmses, tags } from './catalogueFiles'
import { EXPORTED, type ExportedCollection } from './exportFormat'
import type { RecordFormat } from './recordFormat'
import { comparisons, glossaryTerms, prLinks } from './referenceFiles'

export const RECORD_FORMATS: Record<ExportedCollection, RecordFormat> = {
  categories,
  tags,
  authors,
  pmses,
  'glossary-terms': glossaryTerms,
  comparisons,
  articles,
  'pr-links': prLinks,
}

/** The collection a file of the export belongs to, by its folder; null for a file no import reads. */
export function collectionOfPath(path: string): ExportedCollection | null {
  const folder = path.split('/')[0]
  const found = Object.entries(EXPORTED).find(([, dir]) => dir === folder)
  return found && path.endsWith('.md') ? (found[0] as ExportedCollection) : null
}
