/**
 * `/robots.txt` (RFC 9309) with content signals (contentsignals.org): crawl everything public, stay out of the
 * cockpit, the APIs, the MCP server and the OAuth pages, and the terms on which content may be used.
 */
import { CONTENT_SIGNAL } from '../site/markdownResponse'
import { newsSitemapPath, sitemapPath } from '../paths'

const PRIVATE_PATHS = ['/cockpit', '/cms-api', '/api/', '/mcp', '/oauth/']

export function robotsTxt(baseUrl: string): string {
  return [
    '# PMS News: news about hotel property management systems.',
    '# Content signals: search=yes (index and link to us), ai-input=yes (quote and ground answers in us, with a',
    '# link), ai-train=no (do not train models on our content).',
    '',
    'User-agent: *',
    `Content-Signal: ${CONTENT_SIGNAL}`,
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${baseUrl}${sitemapPath}`,
    `Sitemap: ${baseUrl}${newsSitemapPath}`,
    '',
  ].join('\n')
}
