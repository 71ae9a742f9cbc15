/**
 * The site's logo as a PNG, for those who want a raster image: the publisher logo of the articles' structured data
 * (schema.org `publisher.logo`, which search engines read as PNG, JPEG or WebP) and the picture of pages that have
 * none of their own. Drawn from the one definition of the mark (src/features/site/brandMark.ts), rendered once per process.
 */
import sharp from 'sharp'

import { BRAND_COLOURS, brandMarkSvg } from './brandMark'

export const BRAND_LOGO_SIZE = 512

let rendered: Promise<Buffer> | undefined

export function brandLogoPng(): Promise<Buffer> {
  rendered ??= sharp(Buffer.from(brandMarkSvg(BRAND_LOGO_SIZE)))
    .png({ compressionLevel: 9 })
    .toBuffer()
  return rendered
}

/** A profile header's shape on the social web (Mastodon shows 1500 × 500, cut to fit). */
const BRAND_HEADER = { width: 1500, height: 500 } as const

let header: Promise<Buffer> | undefined

/**
 * The header of our actors on the social web: the mark, large, on the accent colour. No words, which a header's
 * crop on a phone would cut and which would need fonts on the server.
 */
export function brandHeaderPng(): Promise<Buffer> {
  const { width, height } = BRAND_HEADER
  const mark = Math.round(height * 0.44)
  header ??= sharp({ create: { width, height, channels: 3, background: BRAND_COLOURS.accent } })
    .composite([{ input: Buffer.from(brandMarkSvg(mark)), gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer()
  return header
}
