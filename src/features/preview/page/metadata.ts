import type { PageHead } from '../../site/pageHead'
import { articlePage } from '../../site/pages/article'
import type { ShownPreview } from './load'

// The headers say it too (src/features/preview/previewHeaders.ts, set by src/proxy.ts); the tag survives a saved copy.
const PRIVATE: Pick<PageHead, 'robots' | 'referrer'> = {
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

/** A refused link and a draft without an article page yet are both just "Preview". */
export const previewNotFoundMetadata: PageHead = { title: 'Preview', ...PRIVATE }

export function previewMetadata(preview: ShownPreview): PageHead {
  if (preview.kind !== 'page') return previewNotFoundMetadata
  return { ...articlePage.metadata(preview.page), title: `Preview: ${preview.page.title}`, ...PRIVATE }
}
