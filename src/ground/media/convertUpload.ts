/**
 * Checks an upload by its bytes and converts it (src/ground/media/inspectImage.ts, src/ground/media/processImage.ts), at most
 * a few at a time: a conversion takes a core and up to a few hundred megabytes for a 40-megapixel image, so a burst
 * of uploads waits its turn instead of exhausting memory.
 */
import os from 'node:os'

import { env } from '../env'
import { slugify } from '../lib/slugify'
import { ImageRejected, inspectImage } from './inspectImage'
import { type ProcessedImage, processImage } from './processImage'

export interface ConvertedUpload {
  /** The uploaded name as a slug ("Lobby Photo.JPG" → "lobby-photo"); the stored files are all WebP. */
  baseName: string
  processed: ProcessedImage
}

const MAX_CONVERSIONS = Math.max(1, os.availableParallelism())
let running = 0
const waiting: Array<() => void> = []

async function withConversionSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONVERSIONS) await new Promise<void>((resolve) => waiting.push(resolve))
  else running += 1
  try {
    return await work()
  } finally {
    const next = waiting.shift()
    if (next) next()
    else running -= 1
  }
}

/** libvips reports a file it cannot decode in its loader's name (VipsJpeg, vipspng, …); memory trouble is ours. */
const isDecodeFailure = (error: unknown) =>
  error instanceof Error && /vips|jpeg|png|gif|webp/i.test(error.message) && !/memory|alloc/i.test(error.message)

const baseNameOf = (uploadedName: string) =>
  slugify(
    uploadedName
      .split(/[/\\]/)
      .pop()!
      .replace(/\.[^.]*$/, ''),
    100,
  ) || 'image'

export async function convertUpload(file: { data: Uint8Array; name: string }): Promise<ConvertedUpload> {
  const inspection = await inspectImage(file.data, env.IMAGE_MAX_PIXELS)
  const processed = await withConversionSlot(() =>
    processImage(file.data, inspection, { maxEdge: env.IMAGE_MAX_EDGE, maxPixels: env.IMAGE_MAX_PIXELS }),
  ).catch((error: unknown) => {
    // The header passed inspection, so a decoder's complaint is about the pixel data itself.
    if (isDecodeFailure(error)) throw new ImageRejected('corrupt_image', 'could not be decoded')
    throw error
  })
  return { baseName: baseNameOf(file.name), processed }
}
