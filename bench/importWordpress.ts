/**
 * `npm run bench:import`: `import:wordpress` of a generated 10,000-post WXR (BENCH_POSTS) on a fresh migrated and
 * seeded database, every post with a featured and an inline image served by a loopback stand-in of the old site
 * (BENCH_IMAGES distinct images, 1,000 by default, each fetched and converted to WebP once), as production runs it
 * (NODE_ENV=production, the CLI's process). Prints posts per second, the total time, and the importer's resident memory
 * at each tenth of the run and at its peak: flat memory is the goal (a streamed file), and under 10 minutes in all.
 * BENCH_CPU_PROFILE=<dir> writes the importer's CPU profile there.
 * Needs a PostgreSQL server: BENCH_DATABASE_URL, DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'

import { withMigratedDatabase } from './support/migratedDatabase'
import { residentMiB } from './support/processUsage'

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000)
const IMAGES = Number(process.env.BENCH_IMAGES ?? 1_000)
const ORIGIN = 'https://images.bench.test'
/** A directory for the importer's CPU profile (`node --cpu-prof`): where its time goes. */
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE
const root = path.resolve(import.meta.dirname, '..')
const node = path.join(root, 'node_modules/.bin/node')

const paragraph =
  'The property management system now talks to the channel manager in real time, so that a room sold on one site is closed on every other within seconds.'

function item(i: number): string {
  const image = `${ORIGIN}/wp-content/uploads/2024/05/photo-${i % IMAGES}.jpg`
  const body = [
    `<!-- wp:paragraph --><p>${paragraph} Post ${i}.</p><!-- /wp:paragraph -->`,
    `<h2>What changes</h2><ul><li>Rates</li><li>Availability</li><li>Restrictions</li></ul>`,
    `<figure class="wp-block-image"><img src="${image}" alt="Front desk ${i}"><figcaption>The desk, ${i}</figcaption></figure>`,
    `<p>${paragraph.repeat(4)}</p><blockquote><p>It just works.</p></blockquote>`,
  ].join('\n')
  return `<item><title><![CDATA[Bench post ${i}]]></title><link>https://old.bench.test/2024/05/bench-post-${i}/</link>
<dc:creator><![CDATA[editor]]></dc:creator><guid isPermaLink="false">https://old.bench.test/?p=${i + 100}</guid>
<content:encoded><![CDATA[${body}]]></content:encoded><excerpt:encoded><![CDATA[]]></excerpt:encoded>
<wp:post_id>${i + 100}</wp:post_id><wp:post_date_gmt><![CDATA[2024-05-01 10:00:00]]></wp:post_date_gmt>
<wp:post_name><![CDATA[bench-post-${i}]]></wp:post_name><wp:status><![CDATA[publish]]></wp:status>
<wp:post_type><![CDATA[post]]></wp:post_type><wp:post_password><![CDATA[]]></wp:post_password>
<category domain="category" nicename="news"><![CDATA[News]]></category>
<wp:postmeta><wp:meta_key><![CDATA[_thumbnail_id]]></wp:meta_key><wp:meta_value><![CDATA[${(i % IMAGES) + 1_000_000}]]></wp:meta_value></wp:postmeta>
</item>\n`
}

function attachment(n: number): string {
  return `<item><title>photo-${n}</title><wp:post_id>${n + 1_000_000}</wp:post_id><wp:post_type><![CDATA[attachment]]></wp:post_type>
<wp:status>inherit</wp:status><wp:attachment_url>${ORIGIN}/wp-content/uploads/2024/05/photo-${n}.jpg</wp:attachment_url></item>\n`
}

async function writeExport(file: string): Promise<void> {
  const out = fs.createWriteStream(file)
  const write = (text: string) =>
    out.write(text) ? undefined : new Promise<void>((resolve) => out.once('drain', () => resolve()))
  await write(`<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Bench</title><wp:wxr_version>1.2</wp:wxr_version><wp:base_site_url>https://old.bench.test</wp:base_site_url>
<wp:base_blog_url>https://old.bench.test</wp:base_blog_url>
<wp:author><wp:author_login><![CDATA[editor]]></wp:author_login><wp:author_email><![CDATA[editor@old.bench.test]]></wp:author_email><wp:author_display_name><![CDATA[Bench Editor]]></wp:author_display_name></wp:author>
`)
  for (let i = 0; i < POSTS; i++) await write(item(i))
  for (let n = 0; n < IMAGES; n++) await write(attachment(n))
  await write('</channel></rss>\n')
  await new Promise<void>((resolve) => out.end(() => resolve()))
}

async function startImages(): Promise<{ url: string; served: () => number; close: () => void }> {
  const jpeg = await sharp({
    create: {
      width: 1200,
      height: 800,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer()
  let served = 0
  const server = http.createServer((_req, res) => {
    served++
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served: () => served,
    close: () => server.close(),
  }
}

await withMigratedDatabase(async (env) => {
  const seeded = spawnSync(node, ['--import', 'tsx', 'scripts/cli.ts', 'seed'], { cwd: root, env, stdio: 'inherit' })
  if (seeded.status !== 0) throw new Error('seed failed')
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-')), 'export.xml')
  await writeExport(file)
  const images = await startImages()
  console.log(
    `${POSTS} posts, ${IMAGES} distinct images, ${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MiB of WXR`,
  )

  const started = Date.now()
  const child = spawn(
    node,
    [
      ...(CPU_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', CPU_PROFILE] : []),
      '--import',
      'tsx',
      'scripts/cli.ts',
      'import:wordpress',
      '--file',
      file,
      '--default-pms',
      'harbor-pms',
    ],
    {
      cwd: root,
      env: { ...env, IMPORT_TEST_ORIGINS: `${ORIGIN}=${images.url}` },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const memory: string[] = []
  let output = ''
  let nextTenth = 1
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk
    for (const [, done] of chunk.matchAll(/^(\d+) of \d+ posts…$/gm)) {
      if (Number(done) < (POSTS * nextTenth) / 10) continue
      const seconds = (Date.now() - started) / 1000
      memory.push(`${nextTenth * 10}%: ${residentMiB(child.pid!).toFixed(0)} MiB at ${seconds.toFixed(0)} s`)
      nextTenth++
    }
  })
  let peak = 0
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, residentMiB(child.pid!, 'VmHWM'))
    } catch {
      // the process has ended
    }
  }, 1000)
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  clearInterval(sampler)
  images.close()
  const seconds = (Date.now() - started) / 1000
  console.log(
    output
      .split('\n')
      .filter((line) => /posts read|Refused|Skipped/.test(line))
      .join('\n'),
  )
  console.log(
    `exit ${code}; ${seconds.toFixed(0)} s in all, ${(POSTS / seconds).toFixed(1)} posts/s; ${images.served()} images served`,
  )
  console.log(`importer's resident memory: ${memory.join(', ')}; peak ${peak.toFixed(0)} MiB`)
  fs.rmSync(path.dirname(file), { recursive: true, force: true })
})
