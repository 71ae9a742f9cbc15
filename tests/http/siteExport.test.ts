/**
 * The full export and `import:pms-news` (docs/export-format.md, docs/decisions/067-full-export.md): the demo site
 * exported by the CLI and imported into an empty one gives the same public pages; a second import changes nothing;
 * bad input is refused or listed; the cockpit's download is for admins only.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ADMIN, EDITOR } from '../helpers/accounts'
import { useApp } from '../helpers/appFixture'
import { demoParents, insertArticle } from '../helpers/content'
import { runCliProcess } from '../helpers/runCliProcess'

const BASE = 'https://news.example'
const OLD_ADDRESS = '/harbor-pms/an-old-name'
const DRAFT = { title: 'Harbor plans nobody may read yet', slug: 'harbor-secret-plans' }

const source = useApp({
  database: 'seededWithAccounts',
  env: { BASE_URL: BASE },
  arrange: async (sql) => {
    await insertArticle(sql, { ...DRAFT, body: 'Not yet.', is_published: false, ...(await demoParents(sql)) })
    await sql(
      `INSERT INTO redirects ("from", "to", origin, updated_at, created_at)
       SELECT $1, '/' || p.slug || '/' || a.slug, 'rename', now(), now()
         FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE a.is_published ORDER BY a.id LIMIT 1`,
      [OLD_ADDRESS],
    )
  },
})
const target = useApp({ database: 'migrated', env: { BASE_URL: BASE } })

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'site-export-test-'))
const exportDir = path.join(work, 'export')
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

const cli = (args: string[], app: typeof source) => runCliProcess(args, app.env)
const sha256Of = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex')
const output = (result: { stdout: string; stderr: string }) => `${result.stdout}\n${result.stderr}`

/** Every public page of a record the export carries, and the lists and feeds that show them. */
async function publicPages(): Promise<string[]> {
  const rows = await source.sql<{ path: string; article: boolean }>(
    `SELECT '/' || p.slug || '/' || a.slug AS path, true AS article FROM articles a JOIN pmses p ON p.id = a.pms_id
      WHERE a.is_published AND p.is_published
     UNION ALL SELECT '/' || slug, false FROM pmses WHERE is_published
     UNION ALL SELECT '/compare/' || slug, false FROM comparisons WHERE is_published
     UNION ALL SELECT '/glossary/' || slug, false FROM glossary_terms WHERE is_published
     UNION ALL SELECT '/authors/' || slug, false FROM authors
     UNION ALL SELECT '/categories/' || slug, false FROM categories
     UNION ALL SELECT DISTINCT '/tags/' || t.slug, false FROM tags t
       JOIN articles_rels r ON r.tags_id = t.id AND r.path = 'tags' JOIN articles a ON a.id = r.parent_id
       WHERE a.is_published AND t.deleted_at IS NULL`,
  )
  expect(rows.filter((row) => row.article).length).toBeGreaterThan(10)
  // The demo's tags (docs/decisions/070-tags.md) come over with their articles, and so do the lists' feeds.
  expect(rows.filter((row) => row.path.startsWith('/tags/')).length).toBeGreaterThan(3)
  const lists = [
    ...['/', '/news', '/directory', '/compare', '/glossary', '/feed', '/feed.json'],
    ...['/tags/security/feed.xml', '/harbor-pms/feed.json', '/categories/product-updates/feed.xml'],
  ]
  return [...rows.map((row) => row.path), ...rows.filter((row) => row.article).map((row) => `${row.path}.md`), ...lists]
}

/** A page as HTML and as markdown (`Accept: text/markdown`): status, type and text. */
async function readPage(base: string, page: string) {
  const read = async (accept?: string) => {
    const response = await fetch(`${base}${page}`, { headers: accept ? { accept } : {} })
    return `${response.status} ${response.headers.get('content-type')}\n${await response.text()}`
  }
  return [await read(), await read('text/markdown')]
}

describe('export and import:pms-news', () => {
  let imported: Awaited<ReturnType<typeof cli>>

  beforeAll(async () => {
    const exported = await cli(['export', '--to', exportDir], source)
    expect(exported.code, output(exported)).toBe(0)
    imported = await cli(['import:pms-news', '--from', exportDir], target)
  })

  it('writes the manifest, the records as markdown with front matter and the media files', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(exportDir, 'manifest.json'), 'utf8'))
    const [{ count }] = await source.sql<{ count: number }>(`SELECT count(*)::int AS count FROM articles`)
    expect(manifest).toMatchObject({
      format: 'pms-news-export',
      format_version: 1,
      site: { name: 'PMS News', base_url: BASE },
      counts: { articles: count },
    })
    const draft = fs.readFileSync(path.join(exportDir, 'articles/harbor-pms', `${DRAFT.slug}.md`), 'utf8')
    expect(draft).toMatch(/^---\nid: \d+\n/)
    expect(draft).toContain(`title: ${JSON.stringify(DRAFT.title)}\nslug: "${DRAFT.slug}"\nstatus: "draft"\n`)
    expect(draft).toContain('pms: "harbor-pms"\n')
    expect(draft.endsWith('---\nNot yet.\n')).toBe(true)
    // The byline in order (docs/decisions/069): the demo's co-written analysis, and a row with its lead alone.
    const [lead] = await source.sql<{ slug: string }>(
      `SELECT au.slug FROM articles a JOIN authors au ON au.id = a.author_id WHERE a.slug = $1`,
      [DRAFT.slug],
    )
    expect(draft).toContain(`author: "${lead!.slug}"\nauthors: ["${lead!.slug}"]\n`)
    const nordlys = path.join(exportDir, 'articles/nordlys-pms')
    const coWritten = fs
      .readdirSync(nordlys)
      .map((file) => fs.readFileSync(path.join(nordlys, file), 'utf8'))
      .find((text) => text.includes('title: "Analysis: Restaurant revenue keeps Nordic'))!
    expect(coWritten).toContain(
      'author: "claire-beaumont"\nauthors: ["claire-beaumont", "maya-lindqvist", "daniel-okafor"]\n',
    )
    const media = fs.readFileSync(path.join(exportDir, 'media.ndjson'), 'utf8').trim().split('\n')
    expect(media.length).toBe(manifest.counts.media)
    const first = JSON.parse(media[0]!) as { path: string }
    expect(fs.statSync(path.join(exportDir, 'media', first.path)).size).toBeGreaterThan(0)
    const checksums = fs.readFileSync(path.join(exportDir, 'checksums.sha256'), 'utf8')
    for (const line of checksums.trim().split('\n')) {
      const [sum, file] = line.split('  ') as [string, string]
      expect([file, sha256Of(path.join(exportDir, file))]).toEqual([file, sum])
    }
    expect(checksums.indexOf(' pmses/')).toBeLessThan(checksums.indexOf(' articles/'))
  })

  it('imports everything into an empty site, whose public pages are the same', async () => {
    expect(imported.code, output(imported)).toBe(0)
    expect(imported.stdout).toMatch(/Imported: \d+ created, 0 updated, 0 unchanged\./)
    const pages = await publicPages()
    for (const page of pages) {
      const [before, after] = await Promise.all([readPage(source.url, page), readPage(target.url, page)])
      expect(
        before.map((text) => text.slice(0, 3)),
        page,
      ).toEqual(['200', '200'])
      expect(after, page).toEqual(before)
    }
  })

  it('brings the redirects over', async () => {
    const query = `SELECT "from", "to", origin FROM redirects ORDER BY "from"`
    const redirects = await source.sql(query)
    expect(redirects).toEqual([
      { from: OLD_ADDRESS, to: expect.stringMatching(/^\/[a-z0-9-]+\/[a-z0-9-]+$/), origin: 'rename' },
    ])
    expect(fs.readFileSync(path.join(exportDir, 'redirects.ndjson'), 'utf8')).toContain(`"from":"${OLD_ADDRESS}"`)
    expect(await target.sql(query)).toEqual(redirects)
  })

  it('keeps a draft a draft, and its images are on the new site', async () => {
    const rows = await target.sql(`SELECT _status, is_published FROM articles WHERE slug = $1`, [DRAFT.slug])
    expect(rows).toEqual([{ _status: 'draft', is_published: false }])
    const [image] = await source.sql<{ path: string }>(
      `SELECT featured_image AS path FROM articles WHERE featured_image IS NOT NULL ORDER BY id LIMIT 1`,
    )
    const [before, after] = await Promise.all([
      fetch(`${source.url}${image!.path}`),
      fetch(`${target.url}${image!.path}`),
    ])
    expect([before.status, after.status]).toEqual([200, 200])
    expect(after.headers.get('content-type')).toBe('image/webp')
  })

  it('queues no social post for what it publishes: what was restored was announced where it came from', async () => {
    const reasons = await target.sql<{ reason: string }>(
      `SELECT DISTINCT input->>'reason' AS reason FROM payload_jobs WHERE workflow_slug = 'publish-article'`,
    )
    expect(reasons.map((row) => row.reason)).toEqual(['edited'])
  })

  it('changes nothing when run again', async () => {
    const again = await cli(['import:pms-news', '--from', exportDir], target)
    expect(again.code, output(again)).toBe(0)
    expect(again.stdout).toMatch(/Imported: 0 created, 0 updated, \d+ unchanged\./)
  })

  it('lists a file altered since the export and one naming what is not there, and imports the rest', async () => {
    const copy = path.join(work, 'altered')
    fs.cpSync(exportDir, copy, { recursive: true })
    const draftFile = path.join(copy, 'articles/harbor-pms', `${DRAFT.slug}.md`)
    fs.writeFileSync(draftFile, fs.readFileSync(draftFile, 'utf8').replace('Not yet.', 'Changed.'))
    const stray = '---\ntitle: "Stray"\nslug: "stray"\nstatus: "draft"\npms: "no-such-pms"\nauthor: "x"\n---\nText.\n'
    fs.mkdirSync(path.join(copy, 'articles/no-such-pms'))
    fs.writeFileSync(path.join(copy, 'articles/no-such-pms/stray.md'), stray)
    const sum = sha256Of(path.join(copy, 'articles/no-such-pms/stray.md'))
    fs.appendFileSync(path.join(copy, 'checksums.sha256'), `${sum}  articles/no-such-pms/stray.md\n`)

    const result = await cli(['import:pms-news', '--from', copy], target)
    expect(result.code).toBe(1)
    expect(result.stdout).toContain(
      `not imported: articles/harbor-pms/${DRAFT.slug}.md: is not the file exported (its checksum differs)`,
    )
    expect(result.stdout).toContain(
      'not imported: articles/no-such-pms/stray.md: front matter field "pms" names pmses "no-such-pms", which is neither on this site nor imported',
    )
    expect(result.stderr).toContain('Error: 2 files were not imported (listed above)')
    expect(result.stdout).toMatch(/Imported: 0 created, 0 updated, \d+ unchanged\./)
  })

  it('refuses a missing directory, a manifest of another version and an export into a full directory', async () => {
    const missing = await cli(['import:pms-news'], target)
    expect([missing.code, missing.stderr]).toEqual([1, expect.stringContaining('Error: --from is required')])
    expect(missing.stderr).toContain('Usage: npm run cli -- import:pms-news --from <dir>')

    const nowhere = await cli(['import:pms-news', '--from', path.join(work, 'nowhere')], target)
    expect([nowhere.code, nowhere.stderr]).toEqual([1, expect.stringContaining('nowhere is not a directory')])

    const future = path.join(work, 'future')
    fs.mkdirSync(future)
    const manifest = JSON.parse(fs.readFileSync(path.join(exportDir, 'manifest.json'), 'utf8'))
    fs.writeFileSync(path.join(future, 'manifest.json'), JSON.stringify({ ...manifest, format_version: 2 }))
    const refused = await cli(['import:pms-news', '--from', future], target)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain(
      'Error: manifest.json has format_version 2; this site reads version 1 only. Nothing was imported.',
    )

    const full = await cli(['export', '--to', exportDir], source)
    expect([full.code, full.stderr]).toEqual([
      1,
      expect.stringContaining(`${exportDir} is not empty: export into a new or empty directory`),
    ])
  })
})

describe('the cockpit download', () => {
  const download = (token?: string) =>
    fetch(`${source.url}/cms-api/site-export`, { headers: token ? { authorization: `JWT ${token}` } : {} })

  it('is refused to nobody signed in (401) and to an editor (403), as problem+json', async () => {
    const anonymous = await download()
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('content-type')).toBe('application/problem+json')
    const { token } = await source.signIn(EDITOR)
    const editor = await download(token)
    expect(editor.status).toBe(403)
    expect(await editor.json()).toMatchObject({
      status: 403,
      role: 'editor',
      lacks: 'export_site',
      detail: 'An editor may not export the whole site or download its export.',
    })
  })

  it('gives an admin the export as a .tar.gz', async () => {
    const { token } = await source.signIn(ADMIN)
    const response = await download(token)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/gzip')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="pms-news-export-[\d-]+\.tar\.gz"$/,
    )
    const archive = path.join(work, 'download.tar.gz')
    fs.writeFileSync(archive, Buffer.from(await response.arrayBuffer()))
    const listed = execFileSync('tar', ['-tzf', archive]).toString().split('\n')
    expect(listed[0]).toBe('pms-news-export/manifest.json')
    expect(listed).toContain(`pms-news-export/articles/harbor-pms/${DRAFT.slug}.md`)
    expect(listed).toContain('pms-news-export/checksums.sha256')
  })
})
