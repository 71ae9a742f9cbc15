/**
 * PMS hubs live at `/{pmsSlug}`, so a PMS slug may never take a top-level path the service owns (the one list:
 * src/paths.ts), nor look like a file (`llms.txt`, `robots.txt`, `sitemap.xml`).
 */
import { RESERVED_TOP_LEVEL_PATHS } from '../paths'

export function reservedSlugError(slug: string): string | null {
  if (slug.includes('.')) return 'A PMS slug may not contain a dot'
  if (RESERVED_TOP_LEVEL_PATHS.has(slug)) return `"${slug}" is a reserved path of the site and cannot be a PMS slug`
  return null
}
