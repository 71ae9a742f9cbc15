/**
 * Demo featured images: a simple illustration of the article's kind of news (an integration, a security story, a
 * customer win, a deal, an analysis, a product update), drawn as SVG and rasterised by sharp, with the words that
 * describe exactly what is drawn: the alt text and caption of the picture, so that a screen reader is told what a
 * sighted reader sees. Deterministic per key, so re-seeding produces the same pictures. No text in the picture: the
 * machine may have no fonts.
 */
import { createHash } from 'node:crypto'
import sharp from 'sharp'

/** `count` shapes in rows of `columns`, from (left, top), `across` and `down` apart: `cell` draws each. */
function grid(
  layout: { count: number; columns: number; left: number; top: number; across: number; down: number },
  cell: (x: number, y: number, i: number) => string,
): string {
  return Array.from({ length: layout.count }, (_, i) =>
    cell(
      layout.left + (i % layout.columns) * layout.across,
      layout.top + Math.floor(i / layout.columns) * layout.down,
      i,
    ),
  ).join('')
}

const PALETTES = [
  { name: 'blue and yellow', colours: ['#0f3d5c', '#1d7a8c', '#f2c14e'] },
  { name: 'slate and red', colours: ['#2b2d42', '#8d99ae', '#ef233c'] },
  { name: 'greens', colours: ['#1b4332', '#52b788', '#d8f3dc'] },
  { name: 'violet and lilac', colours: ['#3d2c8d', '#916bbf', '#c996cc'] },
  { name: 'plum and orange', colours: ['#5f0f40', '#9a031e', '#fb8b24'] },
  { name: 'navy and cream', colours: ['#003049', '#669bbc', '#fdf0d5'] },
] as const

const WIDTH = 1600
const HEIGHT = 900

type Draw = (mid: string, accent: string, n: number[]) => string

/** What each kind of story gets: the drawing, and the words for it. */
const MOTIFS: Record<string, { describe: string; draw: Draw }> = {
  integrations: {
    describe: 'two app windows joined by a line of connecting dots',
    draw: (mid, accent, n) => {
      const y = 250 + (n[4]! % 120)
      const window = (x: number) =>
        `<rect x="${x}" y="${y}" width="420" height="300" rx="28" fill="${mid}" opacity="0.85"/><rect x="${x}" y="${y}" width="420" height="56" rx="28" fill="${accent}" opacity="0.9"/>` +
        [0, 1, 2]
          .map(
            (row) =>
              `<rect x="${x + 40}" y="${y + 100 + row * 56}" width="${220 + (n[5 + row]! % 120)}" height="22" rx="11" fill="#ffffff" opacity="0.55"/>`,
          )
          .join('')
      const dots = Array.from(
        { length: 7 },
        (_, i) => `<circle cx="${640 + i * 53}" cy="${y + 150}" r="${i % 3 === 1 ? 16 : 10}" fill="${accent}"/>`,
      ).join('')
      return window(180) + window(1000) + dots
    },
  },
  'security-and-compliance': {
    describe: 'a padlock in front of a grid of cards',
    draw: (mid, accent, n) => {
      const cards = grid(
        { count: 18, columns: 6, left: 160, top: 170, across: 215, down: 200 },
        (x, y, i) =>
          `<rect x="${x}" y="${y}" width="180" height="150" rx="18" fill="${mid}" opacity="${(0.35 + (n[i]! % 40) / 100).toFixed(2)}"/>`,
      )
      return `${cards}<path d="M690 430 v-90 a110 110 0 0 1 220 0 v90" fill="none" stroke="${accent}" stroke-width="46" stroke-linecap="round"/><rect x="620" y="420" width="360" height="300" rx="40" fill="${accent}"/><circle cx="800" cy="545" r="36" fill="${mid}"/><rect x="786" y="560" width="28" height="80" rx="14" fill="${mid}"/>`
    },
  },
  'customer-wins': {
    describe: 'a hotel building with lit windows beside a large check mark',
    draw: (mid, accent, n) => {
      const windows = grid(
        { count: 24, columns: 4, left: 300, top: 230, across: 110, down: 95 },
        (x, y, i) =>
          `<rect x="${x}" y="${y}" width="70" height="60" rx="8" fill="${n[i]! % 3 === 0 ? accent : '#ffffff'}" opacity="${n[i]! % 3 === 0 ? 0.95 : 0.3}"/>`,
      )
      return `<rect x="250" y="170" width="500" height="730" rx="20" fill="${mid}" opacity="0.9"/>${windows}<circle cx="1150" cy="450" r="230" fill="${accent}"/><path d="M1040 455 l80 80 l150 -170" fill="none" stroke="${mid}" stroke-width="52" stroke-linecap="round" stroke-linejoin="round"/>`
    },
  },
  'funding-and-deals': {
    describe: 'a rising line chart above a stack of coins',
    draw: (mid, accent, n) => {
      const points = Array.from({ length: 7 }, (_, i) => `${200 + i * 190},${720 - i * 80 - (n[i]! % 90)}`).join(' ')
      const coins = Array.from(
        { length: 5 },
        (_, i) =>
          `<ellipse cx="1250" cy="${760 - i * 48}" rx="150" ry="40" fill="${accent}" stroke="${mid}" stroke-width="10"/>`,
      ).join('')
      return `<polyline points="${points}" fill="none" stroke="${accent}" stroke-width="34" stroke-linecap="round" stroke-linejoin="round"/>${points
        .split(' ')
        .map((point) => `<circle cx="${point.split(',')[0]}" cy="${point.split(',')[1]}" r="22" fill="${mid}"/>`)
        .join('')}${coins}`
    },
  },
  'industry-analysis': {
    describe: 'a bar chart beside a pie chart',
    draw: (mid, accent, n) => {
      const bars = Array.from({ length: 6 }, (_, i) => {
        const h = 180 + (n[i]! / 255) * 380
        return `<rect x="${180 + i * 120}" y="${780 - h}" width="80" height="${h.toFixed(0)}" rx="12" fill="${i % 2 ? accent : mid}" opacity="0.9"/>`
      }).join('')
      const angle = 0.6 + (n[8]! / 255) * 1.6
      const [x, y] = [1180 + 260 * Math.cos(angle), 470 + 260 * Math.sin(angle)]
      return `${bars}<circle cx="1180" cy="470" r="260" fill="${mid}"/><path d="M1180 470 L1440 470 A260 260 0 0 1 ${x.toFixed(0)} ${y.toFixed(0)} Z" fill="${accent}"/>`
    },
  },
  'product-updates': {
    describe: 'a phone showing a checklist',
    draw: (mid, accent, n) => {
      const rows = Array.from({ length: 5 }, (_, i) => {
        const y = 270 + i * 110
        const done = n[i]! % 4 !== 0
        return `<rect x="650" y="${y}" width="56" height="56" rx="12" fill="${done ? accent : 'none'}" stroke="${accent}" stroke-width="8"/><rect x="740" y="${y + 16}" width="${150 + (n[i + 5]! % 90)}" height="24" rx="12" fill="#ffffff" opacity="0.7"/>`
      }).join('')
      return `<rect x="590" y="120" width="420" height="780" rx="60" fill="${mid}"/><rect x="620" y="200" width="360" height="640" rx="24" fill="#000000" opacity="0.25"/>${rows}<circle cx="800" cy="160" r="12" fill="${accent}"/>`
    },
  },
}

function numbersFrom(key: string): number[] {
  return [...createHash('sha256').update(key).digest()]
}

export interface DemoIllustration {
  svg: string
  /** What the picture shows, for its alt text and caption. */
  description: string
}

/** The illustration of a story of `kind` (a category slug), varied by `key` (its slug). */
export function demoIllustration(key: string, kind: string): DemoIllustration {
  const n = numbersFrom(key)
  const palette = PALETTES[n[0]! % PALETTES.length]!
  const [dark, mid, accent] = palette.colours
  const motif = MOTIFS[kind] ?? MOTIFS['industry-analysis']!
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${motif.draw(mid, accent, n.slice(1))}
</svg>`
  return { svg, description: `Illustration: ${motif.describe}, in ${palette.name}.` }
}

/** A PNG rendering; Payload's media collection turns it into WebP with responsive sizes. */
export async function demoIllustrationPng(illustration: DemoIllustration): Promise<Buffer> {
  return sharp(Buffer.from(illustration.svg)).png({ compressionLevel: 6 }).toBuffer()
}
