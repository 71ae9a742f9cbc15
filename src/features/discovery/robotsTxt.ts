/**
 * `/robots.txt` (RFC 9309): crawl everything public, stay out of the cockpit, the APIs, the MCP server and the OAuth
 * pages, and the terms on which content may be used, in both words crawlers read: Cloudflare's content signals
 * (contentsignals.org) and the IETF's AI preferences (draft-ietf-aipref-attach, `Content-Usage`), from the one
 * policy (src/ground/lib/aiUse.ts). An article with terms of its own says them in its answers' headers.
 *
 * The editors' policy per purpose (docs/decisions/079-agents-by-purpose.md) narrows those terms and adds a group per
 * purpose asked to stay away, naming the purpose's known agents (src/features/analytics/agentPurposes.ts): a crawler
 * obeys the group that names it (RFC 9309 §2.2.1), so theirs says `Disallow: /`.
 */
import type { Purpose } from '../analytics/agentList'
import { PURPOSE_LABELS } from '../analytics/agentList'
import { agentMatcher } from '../analytics/agentPurposes'
import { ALLOW_ALL, narrowedAiUse, POLICED_PURPOSES, type PurposePolicy } from '../analytics/purposePolicy'
import { type AiUse, aiUseInWords, contentSignalOf, contentUsageOf } from '../../ground/lib/aiUse'
import { newsSitemapPath, sitemapPath } from '../../ground/paths'

const PRIVATE_PATHS = ['/cockpit', '/cms-api', '/api/', '/mcp', '/oauth/']

/** A name a `User-agent` line can carry (RFC 9309 §2.2.1 product tokens, with the dots some agents' names have). */
const TOKEN = /^[A-Za-z0-9._-]+$/

export function robotsTxt(
  baseUrl: string,
  siteAiUse: AiUse,
  policy: PurposePolicy = ALLOW_ALL,
  namesOf: (purpose: Purpose) => readonly string[] = (purpose) => agentMatcher().namesOf(purpose),
): string {
  const aiUse = narrowedAiUse(siteAiUse, policy)
  const groups = POLICED_PURPOSES.filter((purpose) => policy[purpose] !== 'allow').flatMap((purpose) => {
    const names = namesOf(purpose).filter((name) => TOKEN.test(name))
    if (names.length === 0) return []
    const how = policy[purpose] === 'refuse' ? 'refused (answered 403)' : 'asked to stay away'
    return [
      `# ${PURPOSE_LABELS[purpose]}: ${how} by this site's agent policy.`,
      ...names.map((name) => `User-agent: ${name}`),
      'Disallow: /',
      '',
    ]
  })
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
    ...groups,
    `Sitemap: ${baseUrl}${sitemapPath}`,
    `Sitemap: ${baseUrl}${newsSitemapPath}`,
    '',
  ].join('\n')
}
