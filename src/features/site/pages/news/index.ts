import { type MarkdownSitePage, paginated } from '../../sitePage'
import { NewsArchiveHtml } from './Html'
import { loadNewsArchive, type NewsArchive } from './load'
import { newsArchiveMarkdown } from './markdown'
import { newsArchiveMetadata } from './metadata'

/** `/news`: the archive, twenty stories to a page (`?page=`). */
export const newsArchivePage = {
  load: paginated((payload, _request, page, baseUrl) => loadNewsArchive(payload, page, baseUrl)),
  Html: NewsArchiveHtml,
  markdown: newsArchiveMarkdown,
  metadata: newsArchiveMetadata,
} satisfies MarkdownSitePage<object, NewsArchive>
