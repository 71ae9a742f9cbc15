/** A signed preview's data (src/features/preview/loadArticlePreview.ts), from the link's `exp` and `sig`; null when refused. */
import type { Payload } from 'payload'

import { type ArticlePreview, loadArticlePreview } from '../loadArticlePreview'
import { nowSeconds, previewKey } from '../previewKey'
import { singleParam } from '../../site/singleParam'
import type { PageRequest } from '../../site/sitePage'

export type ShownPreview = Exclude<ArticlePreview, { kind: 'refused' }>

export async function loadShownPreview(
  payload: Payload,
  { params, search }: PageRequest<{ id: string }>,
  baseUrl: string,
): Promise<ShownPreview | null> {
  const link = { id: params.id, exp: singleParam(search.exp, 20), sig: singleParam(search.sig, 64) }
  const preview = await loadArticlePreview(payload, link, previewKey(), nowSeconds(), baseUrl)
  return preview.kind === 'refused' ? null : preview
}
