/**
 * What the public MCP server's `get-article` and `compare-pmses` tools send as `structuredContent`, which the hosts hand
 * to our MCP Apps views in `ui/notifications/tool-result` (SEP-1865, "Data Passing"). The views (./view/) render exactly
 * these shapes; the tools' text content carries the same facts for hosts without MCP Apps.
 */

/** A link to one of our pages, in both of its forms. */
interface PageLink {
  title: string
  url: string
  markdown_url: string
  published_at: string | null
}

/** `get-article`'s structuredContent: the article card (./articleCard.ts) shows all but the body. */
export interface ArticleCardData {
  article: {
    id: number
    title: string
    /** The canonical page: the card's "Read on PMS News" link. */
    url: string
    markdown_url: string
    pms: { name: string; url: string }
    author: { name: string; url: string }
    /** The byline, in order; `author` is its first. */
    authors: Array<{ name: string; url: string }>
    category: { name: string; url: string } | null
    published_at: string | null
    updated_at: string
    excerpt: string | null
    summary: string | null
    reading_time_minutes: number | null
    image: { url: string; alt: string; width: number | null; height: number | null } | null
    body_markdown: string
    related: PageLink[]
  }
}

/** `compare-pmses`'s structuredContent: the comparison table (./comparisonTable.ts). */
export interface ComparisonTableData {
  comparison: {
    title: string
    /** Null when the PMSes were compared on request and no comparison page of ours exists. */
    url: string | null
    markdown_url: string | null
    verdict: string | null
    reviewed_at: string | null
    pmses: Array<{ name: string; url: string; markdown_url: string | null }>
    /** `values[i]` belongs to `pmses[i]`; '—' when unknown. */
    facts: Array<{ label: string; values: string[] }>
    capabilities: Array<{ label: string; values: boolean[] }>
  }
}
