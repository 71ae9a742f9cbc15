/**
 * Machine-read documents (feed, sitemap, llms.txt, robots.txt, the catalogs) may be kept an hour by anyone: feed
 * readers and crawlers poll, and an hour-old list is what they expect. The server's own page cache still empties
 * them at once on every content change.
 */
export const DOCUMENT_MAX_AGE_SECONDS = 3600
export const DOCUMENT_CACHE_CONTROL = `public, max-age=${DOCUMENT_MAX_AGE_SECONDS}`
