/**
 * `import:ghost` on real Ghost exports (tests/fixtures/imports/SOURCES.md): Ghost 4.1 (`__GHOST_URL__`, a post for
 * paid members) and Ghost 2.9 (`page: 0`, `author_id`), feature images fetched from a loopback stand-in of
 * static.ghost.org, authors matched by email across the two files, a second run that changes nothing, an edited post
 * updated in place, and files refused whole. The commands run through `runCli` in this process, as cli.test.ts does.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { runCli } from '../../src/cli/runCli'
import { type ImageHost, startImageHost } from '../fakes/imageHost'
import { useApp } from '../helpers/appFixture'
import { appEnv } from '../helpers/testEnv'

const app = useApp({ server: false, database: 'seeded' })
const { sql } = app
const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/imports')
const V4 = path.join(FIXTURES, 'ghost-4.1.0-v4_export.json')
const V2 = path.join(FIXTURES, 'ghost-2.9.0-v2_export.json')
const OLD_SITE = 'https://old-ghost.test'

let images: ImageHost
let scratch: string

vi.setConfig({ testTimeout: 300_000 })

beforeAll(async () => {
  images = await startImageHost()
  scratch = await mkdtemp(path.join(tmpdir(), 'import-ghost-'))
  Object.assign(process.env, appEnv({ ...app.env, IMPORT_TEST_ORIGINS: `https://static.ghost.org=${images.url}` }))
  const { env } = await import('../../src/ground/env')
  if (env.DATABASE_URL !== app.database.url)
    throw new Error('src/ground/env was loaded before this file set DATABASE_URL')
})

afterAll(() => images?.close())

async function cli(...args: string[]) {
  const stdout: string[] = []
  const stderr: string[] = []
  const code = await runCli(
    args,
    (line) => stdout.push(line),
    (line) => stderr.push(line),
  )
  return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') }
}

const counts = async () => {
  const [row] = await sql(
    'SELECT (SELECT count(*) FROM articles) AS articles, (SELECT count(*) FROM media) AS media, (SELECT count(*) FROM authors) AS authors',
  )
  return { articles: Number(row!.articles), media: Number(row!.media), authors: Number(row!.authors) }
}

const importedArticle = async (slug: string) =>
  (
    await sql(
      `SELECT a.id, a.title, a.body, a.excerpt, a.is_published, a.published_at, a.featured_image, au.name AS author,
              c.slug AS category, p.slug AS pms, i.old_paths
       FROM imported_items i JOIN articles a ON a.id = i.target_id JOIN authors au ON au.id = a.author_id
       LEFT JOIN categories c ON c.id = a.category_id JOIN pmses p ON p.id = a.pms_id
       WHERE i.source = 'ghost' AND i.kind = 'article' AND a.slug = $1`,
      [slug],
    )
  )[0]

async function scratchFile(name: string, text: string): Promise<string> {
  const file = path.join(scratch, name)
  await writeFile(file, text)
  return file
}

describe('a Ghost 4.1 export', () => {
  it('says what it would do on a dry run and writes nothing', async () => {
    const before = await counts()
    const result = await cli(
      'import:ghost',
      '--file',
      V4,
      '--default-pms',
      'stayline',
      '--old-site',
      OLD_SITE,
      '--dry-run',
    )
    expect(result.stderr).toBe('')
    expect(result.stdout).toContain('7 posts read: 6 would create, 0 would update, 0 unchanged, 1 skipped, 0 refused.')
    expect(await counts()).toEqual(before)
    expect(images.paths).toEqual([])
  })

  it('imports its public posts with their feature images and lists the one for paid members', async () => {
    const before = await counts()
    const result = await cli('import:ghost', '--file', V4, '--default-pms', 'stayline', '--old-site', OLD_SITE)
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('7 posts read: 6 created, 0 updated, 0 unchanged, 1 skipped, 0 refused.')
    expect(result.stdout).toContain('Not posts, not imported: 4 × page.')
    expect(result.stdout).toContain('for members only on the old site')
    expect((await counts()).articles).toBe(before.articles + 6)

    const design = await importedArticle('design')
    expect(design).toMatchObject({ is_published: true, author: 'Ghost', category: 'getting-started', pms: 'stayline' })
    expect(design!.old_paths).toEqual(['/design/'])
    expect(await sql(`SELECT "from", "to", origin FROM redirects WHERE "from" = '/design'`)).toEqual([
      { from: '/design', to: '/stayline/design', origin: 'import' },
    ])
    expect(design!.featured_image).toMatch(/^\/media\/imports\/.+\.webp$/)
    // __GHOST_URL__ is the old site's address now, and no longer a placeholder.
    expect(design!.body).not.toContain('__GHOST_URL__')
    expect(new Date(design!.published_at as string).toISOString()).toMatch(/^2021-03-24T/)
    expect(images.paths.some((requested) => requested.startsWith('/v4.0.0/images/'))).toBe(true)
  })

  it('changes nothing on a second run', async () => {
    const before = await counts()
    const fetched = images.paths.length
    const result = await cli('import:ghost', '--file', V4, '--default-pms', 'stayline', '--old-site', OLD_SITE)
    expect(result.stdout).toContain('7 posts read: 0 created, 0 updated, 6 unchanged, 1 skipped, 0 refused.')
    expect(await counts()).toEqual(before)
    expect(images.paths.length).toBe(fetched)
  })

  it('updates a post edited on the old site in place', async () => {
    const document = JSON.parse(await readFile(V4, 'utf8'))
    const post = document.db[0].data.posts.find((row: { slug: string }) => row.slug === 'design')
    post.title = 'Customizing your brand and design, revised'
    const edited = await scratchFile('edited.json', JSON.stringify(document))
    const before = await counts()
    const { id } = (await importedArticle('design'))!
    const result = await cli('import:ghost', '--file', edited, '--default-pms', 'stayline', '--old-site', OLD_SITE)
    expect(result.stdout).toContain('7 posts read: 0 created, 1 updated, 5 unchanged, 1 skipped, 0 refused.')
    expect(await counts()).toEqual(before)
    expect(await importedArticle('design')).toMatchObject({ id, title: 'Customizing your brand and design, revised' })
  })
})

describe('a Ghost 2.9 export', () => {
  it('imports its posts and finds their author by email rather than making a second one', async () => {
    const before = await counts()
    const result = await cli('import:ghost', '--file', V2, '--default-pms', 'harbor-pms')
    expect(result.stderr).toBe('')
    expect(result.stdout).toContain('7 posts read: 7 created, 0 updated, 0 unchanged, 0 skipped, 0 refused.')
    expect(await counts()).toMatchObject({ articles: before.articles + 7, authors: before.authors })
    expect(await importedArticle('the-editor')).toMatchObject({ author: 'Ghost', pms: 'harbor-pms' })
    // Ghost 4.1's "welcome" was imported first: this one takes the next free slug, and its old address leads to it.
    expect(result.stdout).toContain('the slug welcome is taken here: imported as welcome-2')
    expect(await sql(`SELECT "to" FROM redirects WHERE "from" = '/welcome'`)).toEqual([{ to: '/harbor-pms/welcome-2' }])
  })
})

describe('a Ghost 5 or 6 export', () => {
  // Ghost 5 made Lexical its editor's format: a post keeps `lexical` (and `mobiledoc: null`) beside the `html` Ghost
  // renders from it, which is what an export carries and what is imported, as for a mobiledoc post. Ghost's public
  // fixtures stop at 4.x, so this file has the shape Ghost 6's exporter writes (its posts table's columns).
  it('imports a Lexical post through the html its export carries, with its public tags and not its internal one', async () => {
    const lexical = JSON.stringify({
      root: {
        type: 'root',
        version: 1,
        children: [
          {
            type: 'heading',
            tag: 'h2',
            version: 1,
            children: [{ type: 'extended-text', text: 'Night audit', version: 1 }],
          },
          { type: 'list', listType: 'bullet', version: 1, children: [] },
        ],
      },
    })
    const exported = {
      db: [
        {
          meta: { exported_on: 1764547200000, version: '6.3.0' },
          data: {
            posts: [
              {
                id: '6745a0c1e4b0a1000158f001',
                uuid: '0b7c3f52-9d41-4c8e-9a0b-2f5d7e1c6a31',
                title: 'Night audit without the night',
                slug: 'night-audit-without-the-night',
                mobiledoc: null,
                lexical,
                html: '<h2 id="night-audit">Night audit</h2><ul><li>Rates posted</li><li>Reports sent</li></ul><p>Done by <strong>02:00</strong>.</p>',
                plaintext: 'Night audit\nRates posted\nReports sent\nDone by 02:00.',
                feature_image: null,
                featured: 0,
                type: 'post',
                status: 'published',
                visibility: 'public',
                created_at: '2025-11-26T09:00:00.000Z',
                updated_at: '2025-11-27T10:00:00.000Z',
                published_at: '2025-11-26T09:30:00.000Z',
                custom_excerpt: 'The audit runs itself.',
                newsletter_id: null,
                show_title_and_feature_image: 1,
              },
            ],
            users: [{ id: '1', name: 'Ghost Six', slug: 'ghost-six', email: 'six@ghost.example', status: 'active' }],
            posts_authors: [{ id: 'pa1', post_id: '6745a0c1e4b0a1000158f001', author_id: '1', sort_order: 0 }],
            tags: [
              { id: 't1', name: 'Night audit', slug: 'night-audit', visibility: 'public' },
              { id: 't2', name: '#newsletter-only', slug: 'hash-newsletter-only', visibility: 'internal' },
              { id: 't3', name: 'Automation', slug: 'automation', visibility: 'public' },
            ],
            posts_tags: [
              { id: 'pt1', post_id: '6745a0c1e4b0a1000158f001', tag_id: 't3', sort_order: 0 },
              { id: 'pt2', post_id: '6745a0c1e4b0a1000158f001', tag_id: 't2', sort_order: 1 },
              { id: 'pt3', post_id: '6745a0c1e4b0a1000158f001', tag_id: 't1', sort_order: 2 },
            ],
          },
        },
      ],
    }
    const file = await scratchFile('ghost-6.json', JSON.stringify(exported))
    const result = await cli('import:ghost', '--file', file, '--default-pms', 'harbor-pms', '--old-site', OLD_SITE)
    expect([result.code, result.stderr]).toEqual([0, ''])
    expect(result.stdout).toContain('1 posts read: 1 created, 0 updated, 0 unchanged, 0 skipped, 0 refused.')
    const article = await importedArticle('night-audit-without-the-night')
    expect(article).toMatchObject({ title: 'Night audit without the night', author: 'Ghost Six', is_published: true })
    expect(article!.body).toMatch(/^## Night audit$/m)
    expect(article!.body).toMatch(/^- Rates posted$/m)
    expect(article!.body).toContain('Done by **02:00**.')
    // Its public tags in Ghost's order (the first is its category too); the `#` tag is Ghost's internal one.
    expect(article!.category).toBe('automation')
    expect(
      await sql(
        `SELECT t.name, t.slug FROM articles_rels r JOIN tags t ON t.id = r.tags_id
         WHERE r.parent_id = $1 AND r.path = 'tags' ORDER BY r."order"`,
        [article!.id],
      ),
    ).toEqual([
      { name: 'Automation', slug: 'automation' },
      { name: 'Night audit', slug: 'night-audit' },
    ])
    expect(await sql(`SELECT 1 FROM tags WHERE name LIKE '#%'`)).toEqual([])
  })
})

describe('a co-bylined Ghost post (docs/decisions/069-co-bylines.md)', () => {
  it("imports every author of posts_authors in Ghost's sort order, the first as the lead", async () => {
    const postId = '6745a0c1e4b0a1000158f0c0'
    const exported = {
      db: [
        {
          meta: { exported_on: 1764547200000, version: '6.3.0' },
          data: {
            posts: [
              {
                id: postId,
                uuid: '5d1f3a70-2b6e-4f0a-8c21-7e9b0d4c3a12',
                title: 'Three hands on one rate plan',
                slug: 'three-hands-on-one-rate-plan',
                mobiledoc: null,
                lexical: null,
                html: '<p>Written together.</p>',
                feature_image: null,
                featured: 0,
                type: 'post',
                status: 'published',
                visibility: 'public',
                created_at: '2025-11-28T09:00:00.000Z',
                updated_at: '2025-11-28T10:00:00.000Z',
                published_at: '2025-11-28T09:30:00.000Z',
              },
            ],
            users: [
              { id: 'u1', name: 'Ines Co', slug: 'ines-co', email: 'ines@ghost.example', status: 'active' },
              { id: 'u2', name: 'Olav Co', slug: 'olav-co', email: 'olav@ghost.example', status: 'active' },
              { id: 'u3', name: 'Pia Co', slug: 'pia-co', email: 'pia@ghost.example', status: 'active' },
            ],
            // Rows in another order than the byline's: sort_order decides.
            posts_authors: [
              { id: 'pa3', post_id: postId, author_id: 'u1', sort_order: 2 },
              { id: 'pa1', post_id: postId, author_id: 'u3', sort_order: 0 },
              { id: 'pa2', post_id: postId, author_id: 'u2', sort_order: 1 },
            ],
            tags: [],
            posts_tags: [],
          },
        },
      ],
    }
    const file = await scratchFile('ghost-co-byline.json', JSON.stringify(exported))
    const result = await cli('import:ghost', '--file', file, '--default-pms', 'harbor-pms', '--old-site', OLD_SITE)
    expect([result.code, result.stderr]).toEqual([0, ''])
    const article = await importedArticle('three-hands-on-one-rate-plan')
    expect(article).toMatchObject({ author: 'Pia Co' })
    const byline = await sql(
      `SELECT au.name FROM articles_rels r JOIN authors au ON au.id = r.authors_id
       WHERE r.parent_id = $1 AND r.path = 'authors' ORDER BY r."order"`,
      [article!.id],
    )
    expect(byline.map((row) => row.name)).toEqual(['Pia Co', 'Olav Co', 'Ines Co'])
  })
})

describe('files refused whole', () => {
  it('refuses a file that is not JSON, one that is not a Ghost export and one from Ghost 0.x', async () => {
    const broken = await scratchFile('broken.json', '{"db": [{"meta": ')
    const other = await scratchFile('other.json', '{"posts": []}')
    const ancient = await scratchFile('ancient.json', '{"db": [{"meta": {"version": "003"}, "data": {"posts": []}}]}')
    expect((await cli('import:ghost', '--file', broken, '--default-pms', 'stayline')).stderr).toContain(
      'The file is not valid JSON',
    )
    expect((await cli('import:ghost', '--file', other, '--default-pms', 'stayline')).stderr).toContain(
      'The file is not a Ghost export',
    )
    const old = await cli('import:ghost', '--file', ancient, '--default-pms', 'stayline')
    expect(old.code).toBe(1)
    expect(old.stderr).toContain('The file is not a Ghost export')
  })

  it('skips and lists every post when neither a rule nor a default gives it a PMS', async () => {
    const before = await counts()
    const result = await cli('import:ghost', '--file', V2)
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('7 posts read: 0 created, 0 updated, 0 unchanged, 7 skipped, 0 refused.')
    expect(result.stdout).toContain('no PMS: no --pms-map rule matches its categories or tags, and no --default-pms')
    expect(await counts()).toEqual(before)
  })
})
