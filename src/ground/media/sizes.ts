/**
 * The responsive sizes stored beside every image. A size with a height is a cover crop (the card thumbnail, and the
 * square and 4:3 crops of structured data), made
 * when the image is at least that large; one without keeps the aspect ratio and is made when the image is wider.
 * Nothing is enlarged.
 */
export interface SizeSpec {
  name: string
  width: number
  height?: number
  /** WebP effort, when not SIZE_EFFORT. */
  effort?: number
}

export const MEDIA_SIZES: readonly SizeSpec[] = [
  { name: 'thumbnail', width: 400, height: 225 },
  { name: 'card', width: 800 },
  { name: 'wide', width: 1280 },
  { name: 'hero', width: 1920 },
  // Crops in the other shapes news search asks for in an article's structured data (1:1 and 4:3 beside 16:9), read
  // by crawlers only: the least WebP effort, so that they add next to nothing to an upload (docs/performance.md).
  { name: 'square', width: 480, height: 480, effort: 0 },
  { name: 'four_three', width: 640, height: 480, effort: 0 },
]

/** The sizes that keep the picture's own shape: those `srcset` may offer for it. */
export const SAME_SHAPE_SIZES = MEDIA_SIZES.filter((size) => size.height === undefined).map((size) => size.name)

export const WEBP_QUALITY = 80

/**
 * Sizes are small and many: WebP effort 2 instead of the default 4 makes them about twice as fast for about 3 %
 * more bytes (measured on the benchmark's photos).
 */
export const SIZE_EFFORT = 2

/** Whether a size is worth making from an image of these dimensions. */
export function sizeApplies(size: SizeSpec, width: number, height: number): boolean {
  return size.height === undefined ? width > size.width : width >= size.width && height >= size.height
}
