/**
 * `/robots.txt` (RFC 9309): crawl everything public, stay out of the cockpit, the APIs, the MCP server and the OAuth
 * pages, and the terms on which content may be used, in both words crawlers read: Cloudflare's content signals
 * (contentsignals.org) and the IETF's AI preferences (draft-ietf-aipref-attach, `Content-Usage`), from the one
 * policy (src/ground/lib/aiUse.ts). An article with terms of its own says them in its answers' headers.
 */
import { type AiUse, aiUseInWords, contentSignalOf, contentUsageOf } from '../../ground/lib/aiUse'
import { newsSitemapPath, sitemapPath } from '../../ground/paths'

const PRIVATE_PATHS = ['/cockpit', '/cms-api', '/api/', '/mcp', '/oauth/']

export function robotsTxt(baseUrl: string, aiUse: AiUse): string {
  return [
    '# PMS News: news about hotel property management systems.',
    `# Reuse terms: ${aiUseInWords(aiUse)}.`,
    '',
    'User-agent: *',
    `Content-Signal: ${contentSignalOf(aiUse)}`,
    `Content-Usage: ${contentUsageOf(aiUse)}`,
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${baseUrl}${sitemapPath}`,
    `Sitemap: ${baseUrl}${newsSitemapPath}`,
    '',
  ].join('\n')
}
