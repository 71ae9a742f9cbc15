/**
 * The shape of the site's mark, one definition for the header's inline SVG (components/Brand.tsx), the site icon
 * and the publisher logo of the structured data (discovery/brandImages.ts): a rounded square in the accent colour
 * with a "P" and a dot, drawn on a 32-unit grid.
 */
export const BRAND_MARK = {
  viewBox: '0 0 32 32',
  radius: 7,
  letter: 'M10.5 24V8.5h6.25a4.75 4.75 0 0 1 0 9.5H10.5',
  strokeWidth: 3.2,
  dot: { cx: 22.5, cy: 22.5, r: 2.3 },
} as const

/** The accent colours the stand-alone images use (the inline mark takes the page's, light or dark). */
export const BRAND_COLOURS = { accent: '#0b6480', onAccent: '#ffffff' } as const

/** The mark as a stand-alone SVG document, `size` pixels square. */
export function brandMarkSvg(size: number): string {
  const { viewBox, radius, letter, strokeWidth, dot } = BRAND_MARK
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${viewBox}"><rect width="32" height="32" rx="${radius}" fill="${BRAND_COLOURS.accent}"/><path d="${letter}" fill="none" stroke="${BRAND_COLOURS.onAccent}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/><circle cx="${dot.cx}" cy="${dot.cy}" r="${dot.r}" fill="${BRAND_COLOURS.onAccent}"/></svg>`
}
