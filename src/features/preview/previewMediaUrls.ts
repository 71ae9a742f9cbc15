/**
 * The images of a previewed draft (docs/decisions/018-draft-preview.md, 059): a draft's images are no public files, so
 * a preview link opened by someone without a cockpit account would show the draft's text without them. Each of our
 * `/media/…` addresses in a preview is signed for that one file until the link's own expiry, and /media serves a file
 * whose signature holds, privately (src/endpoints/mediaFile.ts). A signature opens the file it names, never another.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import { PREVIEW_LIFETIME_SECONDS } from './previewSignature'

/** The query parameter: `<exp>.<sig>`. */
export const PREVIEW_MEDIA_PARAM = 'preview'

const CLOCK_SKEW_SECONDS = 60
const SIGNED = /^([1-9][0-9]{0,10})\.([A-Za-z0-9_-]{43})$/
/** A stored file's path below /media/ as our pages write it (directory and slugged name). */
const FILE_PATH = String.raw`[A-Za-z0-9._~-]+(?:/[A-Za-z0-9._~-]+)*`

// A purpose line of its own: never mistaken for a preview link's MAC (./previewSignature.ts) under the same key.
const mac = (key: Buffer, path: string, exp: number) =>
  createHmac('sha256', key).update(`pmsnews-preview\nmedia\n${path}\n${exp}`).digest('base64url')

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * `value` with each of our /media addresses in its strings signed until `exp`: relative ones, and absolute ones on
 * `baseUrl`; another site's `/media/…` is left as it is. Walks plain objects and arrays; other values pass through.
 */
export function withSignedMediaUrls<T>(value: T, key: Buffer, exp: number, baseUrl: string): T {
  const address = new RegExp(
    String.raw`(?:${escaped(baseUrl)}|(?<![A-Za-z0-9.:/-]))/media/(${FILE_PATH})(?![A-Za-z0-9._~/?-])`,
    'g',
  )
  const sign = (text: string) =>
    text.replace(address, (url, path: string) => `${url}?${PREVIEW_MEDIA_PARAM}=${exp}.${mac(key, path, exp)}`)
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return sign(item)
    if (Array.isArray(item)) return item.map(walk)
    if (item !== null && typeof item === 'object' && Object.getPrototypeOf(item) === Object.prototype)
      return Object.fromEntries(Object.entries(item).map(([name, inner]) => [name, walk(inner)]))
    return item
  }
  return walk(value) as T
}

/** Whether `signed` (the parameter's value) is a live signature of the file at `path` (below /media/). */
export function previewMediaAllowed(key: Buffer, path: string, signed: string | null, nowSeconds: number): boolean {
  const parts = signed === null ? null : SIGNED.exec(signed)
  if (!parts || !new RegExp(`^${FILE_PATH}$`).test(path)) return false
  const exp = Number(parts[1])
  if (exp <= nowSeconds || exp > nowSeconds + PREVIEW_LIFETIME_SECONDS + CLOCK_SKEW_SECONDS) return false
  return timingSafeEqual(Buffer.from(parts[2]!), Buffer.from(mac(key, path, exp)))
}
