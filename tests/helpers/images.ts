/**
 * Real image files for upload tests, made with sharp (libvips) the way cameras and editors make them: progressive
 * and CMYK JPEGs, a JPEG whose EXIF says "rotate 90°", PNGs with alpha and 16 bits per channel, an animated GIF,
 * a WebP; and the files an upload must refuse.
 */
import sharp from 'sharp'

/** A picture with edges and colour, so encoders have real work and orientation is visible. */
function scene(width: number, height: number): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b3d91"/><stop offset="1" stop-color="#f4a300"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.3}" cy="${height * 0.4}" r="${Math.min(width, height) * 0.2}" fill="#e63946"/>
    <rect x="${width * 0.6}" y="${height * 0.2}" width="${width * 0.25}" height="${height * 0.6}" fill="#2a9d8f"/>
  </svg>`)
}

const base = (width: number, height: number) => sharp(scene(width, height)).flatten({ background: '#ffffff' })

export const progressiveJpeg = (width = 1200, height = 800) =>
  base(width, height).jpeg({ progressive: true, quality: 85 }).toBuffer()

export const cmykJpeg = (width = 640, height = 480) =>
  base(width, height).toColourspace('cmyk').jpeg({ quality: 90 }).toBuffer()

/** Stored landscape (300×200) with EXIF orientation 6: it shows as portrait, 200×300. Carries a camera and GPS tag. */
export const exifRotatedJpeg = () =>
  base(300, 200)
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam', Model: 'T-1', Copyright: 'private' }, IFD3: { GPSLatitudeRef: 'N' } })
    .withMetadata({ orientation: 6 })
    .toBuffer()

export const alphaPng = (width = 500, height = 300) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 0.4 } } })
    .png()
    .toBuffer()

export const sixteenBitPng = (width = 400, height = 300) => base(width, height).toColourspace('rgb16').png().toBuffer()

export async function animatedGif(): Promise<Buffer> {
  const frame = (r: number, g: number, b: number) =>
    sharp({ create: { width: 160, height: 120, channels: 3, background: { r, g, b } } })
      .png()
      .toBuffer()
  const frames = await Promise.all([frame(230, 57, 70), frame(42, 157, 143), frame(11, 61, 145)])
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: [200, 200, 200], loop: 0 })
    .toBuffer()
}

export const webp = (width = 640, height = 360) => base(width, height).webp({ quality: 80 }).toBuffer()

/**
 * A photo-like JPEG: the scene with fine grain over it, so that it compresses like a camera's photo (a 12-megapixel
 * one is about 6.5 MB) rather than like flat colour.
 */
export async function photoJpeg(width: number, height: number): Promise<Buffer> {
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .png()
    .toBuffer()
  return base(width, height)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer()
}

/** 4240 × 2832: a 12-megapixel camera's frame. */
export const twelveMegapixelJpeg = () => photoJpeg(4240, 2832)

/** A tiny file that decodes to `megapixels` million pixels: a decompression bomb in miniature. */
export const bombPng = (megapixels: number) => {
  const side = Math.ceil(Math.sqrt(megapixels * 1_000_000))
  return sharp({ create: { width: side, height: side, channels: 3, background: '#000000' } })
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/** Bytes as random as possible, so the PNG does not compress: for the byte-size limit. */
export const noisePng = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .png({ compressionLevel: 0 })
    .toBuffer()

export const svgImage = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')
export const textFile = () => Buffer.from('This is a text file wearing a .png name.\n')
export const truncated = (image: Buffer) => image.subarray(0, Math.floor(image.length / 2))
/** A valid JPEG with a script appended: a polyglot. */
export const polyglot = (image: Buffer) =>
  Buffer.concat([image, Buffer.from('<script>alert(document.cookie)</script>')])
/** Same length, same start and end, but the middle of the compressed data overwritten: only decoding can tell. */
export function corruptedMiddle(image: Buffer): Buffer {
  const copy = Buffer.from(image)
  const start = Math.floor(copy.length / 3)
  for (let i = start; i < start + Math.floor(copy.length / 3); i += 1) copy[i] = (i * 7919) % 251
  return copy
}
