/**
 * Decides an upload's image type from its bytes, never from its name or declared type, and refuses files that
 * carry anything after the image's own end (the usual shape of a polyglot: an image with a script appended).
 */
export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp'

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte)

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) {
    return 'gif'
  }
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp'
  return null
}

const PNG_END = [0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]

/** True when the file ends exactly where its format says the image ends. */
export function endsCleanly(bytes: Uint8Array, type: ImageType): boolean {
  const n = bytes.length
  switch (type) {
    case 'jpeg': {
      // Some cameras pad the file with zero bytes after the end marker; that is not a payload.
      let end = n
      while (end > 0 && bytes[end - 1] === 0x00) end -= 1
      return end >= 4 && bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9
    }
    case 'png':
      return n >= PNG_END.length && startsWith(bytes, PNG_END, n - PNG_END.length)
    case 'gif':
      return n >= 14 && bytes[n - 1] === 0x3b
    case 'webp': {
      const riffSize = (bytes[4]! | (bytes[5]! << 8) | (bytes[6]! << 16) | (bytes[7]! << 24)) >>> 0
      // The RIFF size counts everything after the first 8 bytes; chunks are padded to even sizes.
      return riffSize + 8 === n || (riffSize % 2 === 1 && riffSize + 9 === n)
    }
  }
}
