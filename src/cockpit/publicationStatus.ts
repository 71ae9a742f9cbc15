export interface PublicationState {
  _status?: string | null
  is_published?: boolean | null
  scheduled?: boolean | null
  published_at?: string | null
}

/** The words the cockpit shows for a document's publication (docs/decisions/017). */
export function publicationStatus(doc: PublicationState): {
  label: string
  title: string
  tone: 'light' | 'success' | 'warning' | 'dark'
} {
  if (doc.scheduled && doc.published_at) {
    const at = new Date(doc.published_at).toISOString().slice(0, 16).replace('T', ' ')
    return { label: `Scheduled for ${at} UTC`, title: 'Goes live at its publication date', tone: 'warning' }
  }
  if (doc.is_published && doc._status === 'draft')
    return { label: 'Changed since publish', title: 'Live; newer edits are not published yet', tone: 'warning' }
  if (doc.is_published) return { label: 'Published', title: 'Live on the site', tone: 'success' }
  return { label: 'Draft', title: 'Nobody outside the cockpit can read it', tone: 'light' }
}
