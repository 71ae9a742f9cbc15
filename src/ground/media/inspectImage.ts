/**
 * Decides whether uploaded bytes are an image we take, before any of them is decoded in full: the type by its
 * signature, the end of the file where the format says it ends, and the decoded size from the header, so that a
 * decompression bomb is refused before it costs memory. The stored file is always sharp's re-encoding, never the
 * uploaded bytes, so whatever survives these checks cannot reach a reader unchanged.
 */
import sharp, { type Metadata } from 'sharp'

import { endsCleanly, type ImageType, sniffImageType } from './imageType'

export type ImageRejectionCode = 'unsupported_image_type' | 'corrupt_image' | 'image_too_large'

export class ImageRejected extends Error {
  constructor(
    readonly code: ImageRejectionCode,
    message: string,
  ) {
    super(message)
    this.name = 'ImageRejected'
  }
}

export interface ImageInspection {
  type: ImageType
  width: number
  height: number
  frames: number
  /** EXIF orientation, 1 (upright) when there is none. */
  orientation: number
}

export async function inspectImage(bytes: Uint8Array, maxPixels: number): Promise<ImageInspection> {
  const type = sniffImageType(bytes)
  if (!type) {
    throw new ImageRejected('unsupported_image_type', 'must be a JPEG, PNG, GIF or WebP image, judged by its content')
  }
  if (!endsCleanly(bytes, type)) {
    throw new ImageRejected(
      'corrupt_image',
      `is not a complete ${type.toUpperCase()}: it is cut short or has data after its end`,
    )
  }
  let metadata: Metadata
  try {
    metadata = await sharp(bytes).metadata()
  } catch {
    throw new ImageRejected('corrupt_image', `is not a readable ${type.toUpperCase()} image`)
  }
  const { width, height } = metadata
  if (!width || !height) throw new ImageRejected('corrupt_image', 'has no width or height')
  const frames = metadata.pages ?? 1
  const pixels = width * height * frames
  if (pixels > maxPixels) {
    const megapixels = (value: number) => `${Math.round(value / 100_000) / 10} megapixels`
    throw new ImageRejected(
      'image_too_large',
      `decodes to ${megapixels(pixels)}${frames > 1 ? ` over ${frames} frames` : ''}; at most ${megapixels(maxPixels)} are allowed`,
    )
  }
  return { type, width, height, frames, orientation: metadata.orientation ?? 1 }
}
