import { PreviewBanner } from '../PreviewBanner'
import { articlePage } from '../../site/pages/article'
import type { ShownPreview } from './load'

/** An article's latest version through the public article page's renderer (docs/decisions/018). */
export function ArticlePreviewHtml({ page: preview }: { page: ShownPreview }) {
  return (
    <>
      <PreviewBanner expiresAt={preview.expiresAt} />
      {preview.kind === 'page' ? (
        <articlePage.Html page={preview.page} />
      ) : (
        <p className="preview-incomplete">This draft has no article page yet: it needs a title, a PMS and an author.</p>
      )}
    </>
  )
}
