/**
 * Turns an accepted upload into the files we store: the image upright (EXIF orientation applied), without any
 * metadata (sharp writes none unless asked), in sRGB, scaled down to fit `maxEdge`, as WebP, plus its responsive
 * sizes. Animated GIF and WebP stay animated. The outputs are made at the same time, so an upload costs little more
 * than its largest conversion (docs/performance.md).
 */
import sharp, { type Sharp } from 'sharp'

import type { ImageInspection } from './inspectImage'
import { MEDIA_SIZES, SIZE_EFFORT, sizeApplies, type SizeSpec, WEBP_QUALITY } from './sizes'

interface ImageOutput {
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
  return turned
    ? { width: inspection.height, height: inspection.width }
    : { width: inspection.width, height: inspection.height }
}

async function encode(pipeline: Sharp, effort?: number): Promise<ImageOutput> {
  const { data, info } = await pipeline.webp({ quality: WEBP_QUALITY, effort }).toBuffer({ resolveWithObject: true })
  // For an animation, info.height is all frames stacked; pageHeight is one frame.
  return { data, width: info.width, height: info.pageHeight ?? info.height }
}

/**
 * Where the sizes are cut from, a new pipeline per size. For a still image: one decode, scaled to the largest size
 * and kept as raw pixels (JPEG decodes at a fraction of full scale when shrinking, so this is cheap), which every
 * size reads without a copy (sharp's clone() copies its input: 1.2 s of a demo seed's 63 pictures). An animation
 * goes frame-aware through sharp's own pipeline for each size instead.
 */
async function sizeSource(
  bytes: Uint8Array,
  maxPixels: number,
  animated: boolean,
  largestWidth: number,
): Promise<() => Sharp> {
  const input = () => sharp(bytes, { animated, limitInputPixels: maxPixels }).rotate()
  if (animated) return input
  const { data, info } = await input()
    .resize({ width: largestWidth, withoutEnlargement: true })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
  return () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
}

/**
 * The stored WebP goes straight from the upload through sharp's streaming pipeline (decode, turn, scale and encode
 * overlap), the largest piece of work; the sizes are made beside it on the other cores.
 */
export async function processImage(
  bytes: Uint8Array,
  inspection: ImageInspection,
  { maxEdge, maxPixels, sizes = MEDIA_SIZES }: ProcessOptions,
): Promise<ProcessedImage> {
  const animated = inspection.frames > 1
  const upright = uprightDimensions(inspection)
  const scale = Math.min(1, maxEdge / Math.max(upright.width, upright.height))
  const stored = { width: Math.round(upright.width * scale), height: Math.round(upright.height * scale) }
  const applicable = sizes.filter((size) => sizeApplies(size, stored.width, stored.height))

  const main = encode(
    sharp(bytes, { animated, limitInputPixels: maxPixels })
      .rotate()
      .resize({ width: maxEdge, height: maxEdge, fit: 'inside', withoutEnlargement: true }),
  )
  const made = (async () => {
    if (applicable.length === 0) return []
    const source = await sizeSource(bytes, maxPixels, animated, Math.max(...applicable.map((size) => size.width)))
    return Promise.all(
      applicable.map(async (size) => {
        const resized = source().resize({ width: size.width, height: size.height, fit: 'cover', position: 'centre' })
        return [size.name, await encode(resized, size.effort ?? SIZE_EFFORT)] as const
      }),
    )
  })()
  const [mainOutput, madeSizes] = await Promise.all([main, made])
  const byName = new Map<string, ImageOutput>(madeSizes)
  return {
    main: mainOutput,
    sizes: Object.fromEntries(sizes.map((size) => [size.name, byName.get(size.name) ?? null])),
  }
}
