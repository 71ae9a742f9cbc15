/**
 * The site's logo as a PNG, for those who want a raster image: the publisher logo of the articles' structured data
 * (schema.org `publisher.logo`, which search engines read as PNG, JPEG or WebP) and the picture of pages that have
 * none of their own. Drawn from the one definition of the mark (src/site/brandMark.ts), rendered once per process.
 */
import sharp from 'sharp'

import { brandMarkSvg } from './brandMark'

export const BRAND_LOGO_SIZE = 512

let rendered: Promise<Buffer> | undefined

export function brandLogoPng(): Promise<Buffer> {
  rendered ??= sharp(Buffer.from(brandMarkSvg(BRAND_LOGO_SIZE)))
    .png({ compressionLevel: 9 })
    .toBuffer()
  return rendered
}
