import type { SitePage } from '../../sitePage'
import { ConfirmHtml } from './Html'
import { type ConfirmPage, loadConfirmPage } from './load'
import { confirmMetadata } from './metadata'

/** `/subscribe/confirm`: where the confirmation mail's link leads (its POST: src/proxy.ts). */
export const subscribeConfirmPage = {
  load: (payload, { search }) => loadConfirmPage(payload, search),
  Html: ConfirmHtml,
  metadata: confirmMetadata,
} satisfies SitePage<object, ConfirmPage>
