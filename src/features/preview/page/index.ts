import type { SitePage } from '../../site/sitePage'
import { ArticlePreviewHtml } from './Html'
import { loadShownPreview, type ShownPreview } from './load'
import { previewMetadata, previewNotFoundMetadata } from './metadata'

/** `/preview/articles/{id}?exp=…&sig=…`: a draft as its article page will show it (its markdown: src/features/preview/). */
export const articlePreviewPage = {
  load: loadShownPreview,
  Html: ArticlePreviewHtml,
  metadata: previewMetadata,
  notFoundMetadata: previewNotFoundMetadata,
} satisfies SitePage<{ id: string }, ShownPreview>
