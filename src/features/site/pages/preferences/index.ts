import type { PageHead } from '../../pageHead'
import type { SitePage } from '../../sitePage'
import { PreferencesHtml } from './Html'
import { loadPreferencesPage, type PreferencesPage } from './load'

// The address holds the subscriber's token: no index, and no Referer carrying it to the next site.
const preferencesMetadata: PageHead = {
  title: 'Newsletter preferences',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

/** `/subscribe/preferences`: the signed link in every newsletter mail (its POST: src/proxy.ts). */
export const preferencesPage = {
  load: (payload, { search }) => loadPreferencesPage(payload, search),
  Html: PreferencesHtml,
  metadata: preferencesMetadata,
} satisfies SitePage<object, PreferencesPage>
