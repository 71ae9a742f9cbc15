/**
 * The cockpit's Preview button (`admin.preview`) and live preview pane (`admin.livePreview.url`) on Articles: a fresh
 * signed link to the document's latest version. Payload asks again after every save, autosaves included, so the
 * pane loads the new draft and the button never holds a link older than the last save.
 */
import { roleOf } from '../../content/access/roles'
import { env } from '../../ground/env'
import { articlePreviewUrl } from './articlePreviewUrl'
import { nowSeconds, previewKey } from './previewKey'

/** Null (no button, no pane) for anyone but staff, and for a document not saved yet. */
export function cockpitPreviewUrl(user: unknown, id: unknown): string | null {
  if (roleOf(user) === null) return null
  const articleId =
    typeof id === 'number' ? id : typeof id === 'string' && /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : NaN
  if (!Number.isSafeInteger(articleId) || articleId > 2_147_483_647) return null
  return articlePreviewUrl(env.baseUrl, previewKey(), articleId, nowSeconds())
}
