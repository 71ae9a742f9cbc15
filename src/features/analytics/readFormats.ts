/**
 * What was read, and in which form: a page as HTML, as markdown by `Accept`, as its `.md`; a feed; llms.txt. Worked
 * out when counts are settled, once per distinct address, not on the request: a cached hit pays only for a key.
 * Other documents (sitemaps, robots.txt, the `.well-known` ones) are plumbing for programs, not reads: not counted.
 */
import {
  jsonFeedPath,
  llmsFullTxtPath,
  llmsTxtPath,
  markdownUrlTarget,
  pageRouteOf,
  rssFeedPath,
} from '../../ground/paths'

export type ReadFormat = 'html' | 'markdown' | 'md' | 'feed' | 'llms' | 'mcp'

const FEEDS = new Set([rssFeedPath, jsonFeedPath])
const LLMS = new Set([llmsTxtPath, llmsFullTxtPath])

/** Whether a read of this address is a feed's (a feed reader reads it, whoever it says it is). */
export const isFeedPath = (pathname: string) => FEEDS.has(pathname)

/** The page (or document) read and its form; null for an address that is not counted. */
export function readTargetOf(pathname: string, markdownAccepted: boolean): { path: string; format: ReadFormat } | null {
  if (FEEDS.has(pathname)) return { path: pathname, format: 'feed' }
  if (LLMS.has(pathname)) return { path: pathname, format: 'llms' }
  const markdownOf = markdownUrlTarget(pathname)
  if (markdownOf) return pageRouteOf(markdownOf) ? { path: markdownOf, format: 'md' } : null
  if (!pageRouteOf(pathname)) return null
  return { path: pathname, format: markdownAccepted ? 'markdown' : 'html' }
}
