import type { Metadata } from 'next'

import { articlePage } from '../article'
import type { ShownPreview } from './load'

// The headers say it too (src/preview/previewHeaders.ts, set by src/proxy.ts); the tag survives a saved copy.
const PRIVATE: Metadata = { robots: { index: false, follow: false }, referrer: 'no-referrer' }

/** A refused link and a draft without an article page yet are both just "Preview". */
export const previewNotFoundMetadata: Metadata = { title: 'Preview', ...PRIVATE }

export function previewMetadata(preview: ShownPreview): Metadata {
  if (preview.kind !== 'page') return previewNotFoundMetadata
  return { ...articlePage.metadata(preview.page), title: `Preview: ${preview.page.title}`, ...PRIVATE }
}
