/**
 * `/sitemap-news.xml`: a Google News sitemap (sitemaps.org 0.9 with the `news` extension) of the articles published
 * in the last 48 hours, newest first, at most 1,000: what news search reads to find fresh stories quickly, beside
 * the full sitemap that lists everything. Each entry names the publication, the original publication date and the
 * headline.
 */
import type { Payload } from 'payload'

import { publicArticlesPublishedBetween } from '../../content/articles/publicArticlesForSitemaps'
import { SITE_NAME } from '../site/pageHead'
import { absolute, articlePath } from '../../ground/paths'
import { escapeXml } from './xml'

/** Google News reads articles of the last two days, and at most 1,000 URLs a news sitemap. */
const NEWS_WINDOW_HOURS = 48
const NEWS_SITEMAP_MAX_URLS = 1_000

/** The language every article is written in (ISO 639). */
const LANGUAGE = 'en'

const NAMESPACES =
  'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"'

export async function newsSitemap(payload: Payload, baseUrl: string, now = new Date()): Promise<string> {
  const since = new Date(now.getTime() - NEWS_WINDOW_HOURS * 3_600_000)
  const articles = await publicArticlesPublishedBetween(payload, since, now, NEWS_SITEMAP_MAX_URLS)
  const entries = articles.map(
    (entry) =>
      `<url><loc>${escapeXml(absolute(baseUrl, articlePath(entry.pmsSlug, entry.slug)))}</loc><news:news>` +
      `<news:publication><news:name>${escapeXml(SITE_NAME)}</news:name><news:language>${LANGUAGE}</news:language></news:publication>` +
      `<news:publication_date>${entry.publishedAt.toISOString()}</news:publication_date>` +
      `<news:title>${escapeXml(entry.title)}</news:title></news:news></url>\n`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${NAMESPACES}>\n${entries.join('')}</urlset>\n`
}
