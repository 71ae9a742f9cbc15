/**
 * PMS hubs live at `/{pmsSlug}`, so a PMS slug may never shadow a top-level path that the service owns
 * (DESIGN.md §3), nor look like a file (`llms.txt`, `robots.txt`, `sitemap.xml`).
 */
export const RESERVED_TOP_LEVEL_PATHS: ReadonlySet<string> = new Set([
  'cockpit',
  'cms-api',
  'api',
  'mcp',
  'oauth',
  'glossary',
  'compare',
  'search',
  'feed',
  'sitemaps',
  'docs',
  'up',
  'categories',
  'authors',
  'subscribe',
  '_next',
  'well-known',
  'media',
  // The internal route that renders pages as markdown (src/proxy.ts rewrites to it).
  'md',
  // Signed previews of drafts (docs/decisions/018-draft-preview.md).
  'preview',
])

export function reservedSlugError(slug: string): string | null {
  if (slug.includes('.')) return 'A PMS slug may not contain a dot'
  if (RESERVED_TOP_LEVEL_PATHS.has(slug)) return `"${slug}" is a reserved path of the site and cannot be a PMS slug`
  return null
}
