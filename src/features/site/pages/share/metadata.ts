import type { PageHead } from '../../pageHead'
import { shareOnMastodonIndexPath } from '../../../../ground/paths'

/** A tool, not content: kept out of search engines' indexes. */
export const shareMetadata: PageHead = {
  title: 'Share on Mastodon',
  description: 'Share an article of PMS News on your own Mastodon server.',
  canonical: shareOnMastodonIndexPath,
  robots: { index: false },
}
