/**
 * Demo featured images: an abstract composition (gradient, soft circles, a skyline of bars) drawn as SVG and
 * rasterised by sharp. Deterministic per key, so re-seeding produces the same pictures. No text: the machine may
 * have no fonts.
 */
import { createHash } from 'node:crypto'
import sharp from 'sharp'

const PALETTES = [
  ['#0f3d5c', '#1d7a8c', '#f2c14e'],
  ['#2b2d42', '#8d99ae', '#ef233c'],
  ['#1b4332', '#52b788', '#d8f3dc'],
  ['#3d2c8d', '#916bbf', '#c996cc'],
  ['#5f0f40', '#9a031e', '#fb8b24'],
  ['#003049', '#669bbc', '#fdf0d5'],
]

function numbersFrom(key: string): number[] {
  const digest = createHash('sha256').update(key).digest()
  return [...digest]
}

export function featuredImageSvg(key: string, width = 1600, height = 900): string {
  const n = numbersFrom(key)
  const [dark, mid, accent] = PALETTES[n[0]! % PALETTES.length]!
  const circles = [1, 2, 3]
    .map((i) => {
      const cx = (n[i]! / 255) * width
      const cy = (n[i + 3]! / 255) * height
      const r = 120 + (n[i + 6]! / 255) * 260
      return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="${accent}" opacity="0.18"/>`
    })
    .join('')
  const bars = Array.from({ length: 14 }, (_, i) => {
    const barHeight = 120 + (n[10 + i]! / 255) * 360
    const x = 80 + i * ((width - 160) / 14)
    return `<rect x="${x.toFixed(0)}" y="${(height - barHeight).toFixed(0)}" width="${((width - 160) / 14 - 18).toFixed(0)}" height="${barHeight.toFixed(0)}" rx="10" fill="${mid}" opacity="0.55"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${circles}${bars}
  <rect x="80" y="96" width="${(width * 0.35).toFixed(0)}" height="14" rx="7" fill="${accent}"/>
</svg>`
}

/** A PNG rendering; Payload's media collection turns it into WebP with responsive sizes. */
export async function featuredImagePng(key: string): Promise<Buffer> {
  return sharp(Buffer.from(featuredImageSvg(key))).png({ compressionLevel: 6 }).toBuffer()
}
