import type { SitePage } from '../../sitePage'
import { UnsubscribeHtml } from './Html'
import { loadUnsubscribePage, type UnsubscribePage } from './load'
import { unsubscribeMetadata } from './metadata'

/** `/subscribe/unsubscribe`: the List-Unsubscribe address (its one-click POST: src/proxy.ts). */
export const unsubscribePage = {
  load: (payload, { search }) => loadUnsubscribePage(payload, search),
  Html: UnsubscribeHtml,
  metadata: unsubscribeMetadata,
} satisfies SitePage<object, UnsubscribePage>
