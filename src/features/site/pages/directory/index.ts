import { type MarkdownSitePage, sameForEveryRequest } from '../../sitePage'
import { DirectoryHtml } from './Html'
import { loadDirectory, type PmsDirectory } from './load'
import { directoryMarkdown } from './markdown'
import { directoryMetadata } from './metadata'

/** `/directory`: every published PMS. */
export const directoryPage = {
  load: sameForEveryRequest(loadDirectory),
  Html: DirectoryHtml,
  markdown: directoryMarkdown,
  metadata: directoryMetadata,
} satisfies MarkdownSitePage<object, PmsDirectory>
