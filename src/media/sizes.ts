/**
 * The responsive sizes stored beside every image. A size with a height is a cover crop (the card thumbnail); one
 * without keeps the aspect ratio. A size is only made when the image is larger than it: nothing is enlarged.
 */
export interface SizeSpec {
  name: string
  width: number
  height?: number
}

export const MEDIA_SIZES: readonly SizeSpec[] = [
  { name: 'thumbnail', width: 400, height: 225 },
  { name: 'card', width: 800 },
  { name: 'wide', width: 1280 },
  { name: 'hero', width: 1920 },
]

export const WEBP_QUALITY = 80

/** Whether a size is worth making from an image of these dimensions. */
export function sizeApplies(size: SizeSpec, width: number, height: number): boolean {
  return size.height === undefined ? width > size.width : width >= size.width && height >= size.height
}
