/**
 * `--pms-map <file>`: which PMS a post is about, from its categories and tags. JSON (`{"opera-news": "opera-cloud"}`)
 * or lines of `term-slug pms-slug` (also `term → pms`, `term = pms`, `term: pms`; `#` starts a comment). A post takes
 * the PMS of its first category that has a rule, else of its first tag, else `--default-pms`.
 */
import { readFile } from 'node:fs/promises'

import { SourceFileRefused, type SourcePost } from './sourcePost'

export type PmsMap = ReadonlyMap<string, string>

export function parsePmsMap(text: string): PmsMap {
  const map = new Map<string, string>()
  const trimmed = text.trim()
  if (trimmed.startsWith('{')) {
    let parsed: unknown
    try {
      parsed = JSON.parse(trimmed)
    } catch (error) {
      throw new SourceFileRefused(`The PMS map is not valid JSON: ${(error as Error).message}`)
    }
    for (const [term, pms] of Object.entries(parsed as Record<string, unknown>)) {
      if (typeof pms !== 'string' || !pms.trim())
        throw new SourceFileRefused(`The PMS map's "${term}" is not a PMS slug`)
      map.set(term.trim().toLowerCase(), pms.trim())
    }
    return map
  }
  trimmed.split('\n').forEach((raw, index) => {
    const line = raw.replace(/#.*$/, '').trim()
    if (!line) return
    const parts = line.split(/\s*(?:→|->|=>|=|:|\s)\s*/).filter(Boolean)
    if (parts.length !== 2)
      throw new SourceFileRefused(`The PMS map's line ${index + 1} is not "category-or-tag-slug pms-slug": ${raw}`)
    map.set(parts[0]!.toLowerCase(), parts[1]!)
  })
  return map
}

export const readPmsMap = async (file: string): Promise<PmsMap> => parsePmsMap(await readFile(file, 'utf8'))

/** The PMS slug a post goes to, or null when neither a rule nor a default gives one. */
export function pmsSlugFor(post: SourcePost, map: PmsMap, defaultPms: string | null): string | null {
  for (const term of [...post.categories, ...post.tags]) {
    const pms = map.get(term.slug.toLowerCase())
    if (pms) return pms
  }
  return defaultPms
}
