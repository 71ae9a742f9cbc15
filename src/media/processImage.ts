/**
 * Turns an accepted upload into the files we store: the image upright (EXIF orientation applied), without any
 * metadata (sharp writes none unless asked), in sRGB, scaled down to fit `maxEdge`, as WebP, plus its responsive
 * sizes. Animated GIF and WebP stay animated. All outputs come from one input and run at once, so an upload costs
 * little more than its largest conversion (docs/performance.md).
 */
import sharp, { type Sharp } from 'sharp'

import type { ImageInspection } from './inspectImage'
import { MEDIA_SIZES, sizeApplies, type SizeSpec, WEBP_QUALITY } from './sizes'

export interface ImageOutput {
  data: Buffer
  width: number
  height: number
}

export interface ProcessedImage {
  main: ImageOutput
  /** One entry per size; null where the image is too small for it. */
  sizes: Record<string, ImageOutput | null>
}

interface ProcessOptions {
  maxEdge: number
  maxPixels: number
  sizes?: readonly SizeSpec[]
}

/** EXIF orientations 5–8 turn the image by 90°, so width and height trade places. */
function uprightDimensions(inspection: ImageInspection) {
  const turned = inspection.orientation >= 5
  return turned ? { width: inspection.height, height: inspection.width } : { width: inspection.width, height: inspection.height }
}

async function encode(pipeline: Sharp): Promise<ImageOutput> {
  const { data, info } = await pipeline.webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true })
  // For an animation, info.height is all frames stacked; pageHeight is one frame.
  return { data, width: info.width, height: info.pageHeight ?? info.height }
}

export async function processImage(
  bytes: Uint8Array,
  inspection: ImageInspection,
  { maxEdge, maxPixels, sizes = MEDIA_SIZES }: ProcessOptions,
): Promise<ProcessedImage> {
  const animated = inspection.frames > 1
  const input = sharp(bytes, { animated, limitInputPixels: maxPixels }).rotate()
  const upright = uprightDimensions(inspection)
  const scale = Math.min(1, maxEdge / Math.max(upright.width, upright.height))
  const stored = { width: Math.round(upright.width * scale), height: Math.round(upright.height * scale) }

  const main = encode(input.clone().resize({ width: maxEdge, height: maxEdge, fit: 'inside', withoutEnlargement: true }))
  const made = sizes.map(async (size): Promise<[string, ImageOutput | null]> => {
    if (!sizeApplies(size, stored.width, stored.height)) return [size.name, null]
    const resized = input.clone().resize({ width: size.width, height: size.height, fit: 'cover', position: 'centre' })
    return [size.name, await encode(resized)]
  })
  const [mainOutput, ...sizeOutputs] = await Promise.all([main, ...made])
  return { main: mainOutput as ImageOutput, sizes: Object.fromEntries(sizeOutputs as Array<[string, ImageOutput | null]>) }
}
