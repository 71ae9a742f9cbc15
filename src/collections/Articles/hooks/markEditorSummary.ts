import type { CollectionBeforeChangeHook } from 'payload'

import type { Article } from '../../../content/payload-types'

/**
 * A summary changed through Payload (the cockpit, REST, MCP) is a person's or an agent's: it is marked as the
 * editor's, and the publishing job's summary task never replaces it (it writes with SQL, past this hook). Clearing
 * the mark hands the summary back to the job.
 */
export const markEditorSummary: CollectionBeforeChangeHook<Article> = ({ data, originalDoc }) => {
  const summaryChanged = data.summary !== undefined && (data.summary ?? null) !== (originalDoc?.summary ?? null)
  const markGiven =
    data.summary_by_editor !== undefined && data.summary_by_editor !== (originalDoc?.summary_by_editor ?? false)
  if (!summaryChanged || markGiven) return data
  return { ...data, summary_by_editor: Boolean(data.summary) }
}
