/** The address of a preview: `{BASE_URL}/preview/articles/{id}?exp=…&sig=…` (docs/decisions/018-draft-preview.md). */
import { absolute, articlePreviewPath } from '../../ground/paths'
import { signPreview } from './previewSignature'

export function articlePreviewUrl(baseUrl: string, key: Buffer, articleId: number, nowSeconds: number): string {
  const { exp, sig } = signPreview(key, articleId, nowSeconds)
  return absolute(baseUrl, `${articlePreviewPath(articleId)}?exp=${exp}&sig=${sig}`)
}
