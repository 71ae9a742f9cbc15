/**
 * `npm run audit:lighthouse`: Lighthouse (the `lighthouse` npm package, driving Debian's Chromium) on the pages a
 * reader lands on — home, an article, a PMS hub, a comparison and search — as a phone and as a desktop, against a
 * production build with the demo content (a fresh database on the local PostgreSQL server, seeded as the README's
 * first command seeds it). Prints each category's score; the goal (issue 23) is ≥ 95 for performance,
 * accessibility and best practices everywhere, and for SEO everywhere but search, which is `noindex` by design. The
 * SEO score is also given without Lighthouse's robots.txt audit, which does not know the `Content-Signal` line our
 * robots.txt carries (contentsignals.org; docs/decisions/034), and the goal is judged on that one.
 * AUDIT_URL audits a service already running there instead. CHROME_PATH names another Chromium.
 * Needs a PostgreSQL server: BENCH_DATABASE_URL, DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres.
 */
import fs from 'node:fs'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

import { startBenchApp } from './support/benchApp'

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium'
if (!fs.existsSync(CHROME)) throw new Error(`no Chromium at ${CHROME}: apt-get install -y chromium, or set CHROME_PATH`)

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const GOAL = 95

const app = process.env.AUDIT_URL
  ? null
  : await startBenchApp({ READ_RATE_LIMIT_PER_MINUTE: '100000' }, undefined, { seed: true })
const baseUrl = process.env.AUDIT_URL ?? app!.baseUrl

/** A page of each kind, found from the site's own lists. */
async function pagesToAudit(): Promise<Record<string, string>> {
  const home = await (await fetch(`${baseUrl}/`)).text()
  const article = /<h3><a href="([^"]+)">/.exec(home)?.[1]
  const compare = await (await fetch(`${baseUrl}/compare`)).text()
  const comparison = /href="([^"]*\/compare\/[a-z0-9-]+)"/.exec(compare)?.[1]
  if (!article || !comparison)
    throw new Error('the site lists no article or no comparison: is the demo content loaded?')
  const absolute = (url: string) => new URL(url, baseUrl).href
  const hub = new URL(absolute(article)).pathname.split('/')[1]
  return {
    home: `${baseUrl}/`,
    article: absolute(article),
    'pms hub': `${baseUrl}/${hub}`,
    comparison: absolute(comparison),
    search: `${baseUrl}/search?q=channel+manager`,
  }
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

/** The SEO category's score as Lighthouse weighs it, without one audit. */
function seoWithout(lhr: Result, auditId: string): number {
  const refs = lhr.categories.seo!.auditRefs.filter(
    (ref) => ref.id !== auditId && ref.weight > 0 && lhr.audits[ref.id]?.score !== null,
  )
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0)
  return Math.round((refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]!.score ?? 0), 0) / weight) * 100)
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
})
const rows: Array<{ page: string; device: string; scores: Record<string, number>; failed: string[] }> = []
try {
  const pages = await pagesToAudit()
  for (const device of ['mobile', 'desktop'] as const) {
    for (const [page, url] of Object.entries(pages)) {
      // Once to warm the page cache and the server, then the run that counts.
      await fetch(url)
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
        device === 'desktop' ? desktopConfig : undefined,
      )
      const lhr = result!.lhr
      const scores = Object.fromEntries(
        CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
      )
      scores['seo without robots.txt'] = seoWithout(lhr, 'robots-txt')
      // The audits that cost points, for whoever has to fix them.
      const failed = Object.values(lhr.audits)
        .filter(
          (audit) =>
            audit.score !== null &&
            audit.score < 0.9 &&
            audit.scoreDisplayMode !== 'informative' &&
            audit.scoreDisplayMode !== 'notApplicable',
        )
        .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`)
      rows.push({ page, device, scores, failed })
      console.log(
        `${device.padEnd(8)} ${page.padEnd(11)} ${[...CATEGORIES, 'seo without robots.txt'].map((category) => `${category} ${String(scores[category]).padStart(3)}`).join('  ')}${failed.length ? `   below 0.9: ${failed.join(', ')}` : ''}`,
      )
    }
  }
} finally {
  await chrome.kill()
  await app?.close()
}

const JUDGED = ['performance', 'accessibility', 'best-practices', 'seo without robots.txt'] as const
const misses = rows.flatMap((row) =>
  JUDGED.filter(
    (category) => row.scores[category]! < GOAL && !(category === 'seo without robots.txt' && row.page === 'search'),
  ).map((category) => `${row.device} ${row.page} ${category} ${row.scores[category]}`),
)
console.log(
  misses.length === 0
    ? `\nevery score ≥ ${GOAL} (SEO of search aside: noindex by design)`
    : `\nbelow ${GOAL}: ${misses.join('; ')}`,
)
process.exit(misses.length === 0 ? 0 : 1)
