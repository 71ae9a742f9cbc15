/**
 * `import:wordpress` on real WordPress exports (tests/fixtures/imports/SOURCES.md) and on hostile files written here:
 * counts as the files hold them, drafts kept drafts, private and password-protected posts skipped and listed, images
 * fetched from a loopback stand-in of the old site and stored as WebP, old addresses kept, a second run that changes
 * nothing, a dry run that writes nothing, and a file refused whole before anything is written. The commands run
 * through `runCli` in this process, as cli.test.ts does.
 */
import { mkdtemp, writeFile } from 'node:fs/promises'
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
const SMALL = path.join(FIXTURES, 'wxr-1.1-wp3.1-small-export.xml')
const THEME = path.join(FIXTURES, 'wxr-1.2-wpcom-theme-unit-test-data.xml')
const IMAGE_ORIGIN = 'https://wpthemetestdata.files.wordpress.com'

let images: ImageHost
let scratch: string

vi.setConfig({ testTimeout: 300_000 })

beforeAll(async () => {
  images = await startImageHost()
  scratch = await mkdtemp(path.join(tmpdir(), 'import-wordpress-'))
  Object.assign(process.env, appEnv({ ...app.env, IMPORT_TEST_ORIGINS: `${IMAGE_ORIGIN}=${images.url}` }))
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

const importedArticles = async () =>
  Number((await sql("SELECT count(*) AS n FROM imported_items WHERE source = 'wordpress' AND kind = 'article'"))[0]!.n)
const counts = async () => {
  const [row] = await sql('SELECT (SELECT count(*) FROM articles) AS articles, (SELECT count(*) FROM media) AS media')
  return { articles: Number(row!.articles), media: Number(row!.media) }
}

/** A WXR 1.2 file of the exporter's shape around the given items. */
const wxr = (items: string, prolog = '') => `<?xml version="1.0" encoding="UTF-8" ?>
${prolog}<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Hostile</title><link>https://hostile.test</link><wp:wxr_version>1.2</wp:wxr_version>
<wp:base_site_url>https://hostile.test</wp:base_site_url><wp:base_blog_url>https://hostile.test</wp:base_blog_url>
${items}
</channel></rss>
`
const item = (id: number, title: string, content: string) => `<item><title><![CDATA[${title}]]></title>
<link>https://hostile.test/${id}/</link><dc:creator><![CDATA[admin]]></dc:creator>
<guid isPermaLink="false">https://hostile.test/?p=${id}</guid>
<content:encoded><![CDATA[${content}]]></content:encoded><excerpt:encoded><![CDATA[]]></excerpt:encoded>
<wp:post_id>${id}</wp:post_id><wp:post_date_gmt><![CDATA[2024-05-01 10:00:00]]></wp:post_date_gmt>
<wp:post_name><![CDATA[hostile-${id}]]></wp:post_name><wp:status><![CDATA[publish]]></wp:status>
<wp:post_type><![CDATA[post]]></wp:post_type><wp:post_password><![CDATA[]]></wp:post_password></item>`

async function scratchFile(name: string, text: string): Promise<string> {
  const file = path.join(scratch, name)
  await writeFile(file, text)
  return file
}

describe('the small WordPress 3.1 export', () => {
  it('says what it would do on a dry run and writes nothing', async () => {
    const before = await counts()
    const result = await cli('import:wordpress', '--file', SMALL, '--default-pms', 'harbor-pms', '--dry-run')
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('6 posts read: 5 would create, 0 would update, 0 unchanged, 1 skipped, 0 refused.')
    expect(result.stdout).toContain('Dry run: nothing was written.')
    expect(await counts()).toEqual(before)
    expect(await importedArticles()).toBe(0)
  })

  it('imports its five public posts, skips and lists the private one, and keeps their old addresses', async () => {
    const before = await counts()
    const result = await cli('import:wordpress', '--file', SMALL, '--default-pms', 'harbor-pms')
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('6 posts read: 5 created, 0 updated, 0 unchanged, 1 skipped, 0 refused.')
    expect(result.stdout).toContain('Not posts, not imported: 5 × page.')
    expect(result.stdout).toMatch(
      /Skipped \(1\):\n {2}- "Private Post" \[http:\/\/localhost\/\?p=\d+\]: private on the old site/,
    )
    expect((await counts()).articles).toBe(before.articles + 5)
    const [hello] = await sql(
      `SELECT a.title, a.slug, a.is_published, a.published_at, au.name AS author, c.slug AS category, p.slug AS pms,
              i.old_paths
       FROM imported_items i JOIN articles a ON a.id = i.target_id JOIN authors au ON au.id = a.author_id
       LEFT JOIN categories c ON c.id = a.category_id JOIN pmses p ON p.id = a.pms_id
       WHERE i.kind = 'article' AND i.source_key = 'http://localhost/?p=1'`,
    )
    expect(hello).toMatchObject({
      title: 'Hello world!',
      slug: 'hello-world',
      is_published: true,
      author: 'author',
      category: 'uncategorized',
      pms: 'harbor-pms',
      old_paths: ['/?p=1'],
    })
    expect(new Date(hello!.published_at as string).toISOString()).toBe('2011-01-18T07:40:14.000Z')
  })

  it('changes nothing on a second run', async () => {
    const before = await counts()
    const result = await cli('import:wordpress', '--file', SMALL, '--default-pms', 'harbor-pms')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('6 posts read: 0 created, 0 updated, 5 unchanged, 1 skipped, 0 refused.')
    expect(await counts()).toEqual(before)
  })
})

describe("WordPress.com's theme unit test export", () => {
  it('imports its posts with their images, keeps the draft a draft and lists the password-protected and scheduled ones', async () => {
    const before = await counts()
    const map = await scratchFile('pms.map', '# category or tag → PMS\nmarkup → stayline\npost-formats stayline\n')
    const result = await cli('import:wordpress', '--file', THEME, '--pms-map', map, '--default-pms', 'harbor-pms')
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('58 posts read: 56 created, 0 updated, 0 unchanged, 2 skipped, 0 refused.')
    expect(result.stdout).toContain('"Template: Password Protected (the password is "enter")"')
    expect(result.stdout).toContain('password-protected on the old site')
    expect(result.stdout).toContain('scheduled, not yet published, on the old site')
    expect((await counts()).articles).toBe(before.articles + 56)

    const drafts = await sql(
      `SELECT a.title, a.is_published FROM imported_items i JOIN articles a ON a.id = i.target_id
       WHERE i.source = 'wordpress' AND i.kind = 'article' AND NOT a.is_published`,
    )
    expect(drafts).toEqual([{ title: 'Draft', is_published: false }])

    // Every image came from the loopback stand-in and is stored as WebP; a featured image is one of ours.
    expect(images.paths.length).toBeGreaterThan(20)
    const [featured] = await sql(
      `SELECT a.featured_image, m.mime_type FROM articles a JOIN media m ON m.id = a.image_id
       WHERE a.slug = 'template-featured-image-horizontal'`,
    )
    expect(featured).toMatchObject({ mime_type: 'image/webp' })
    expect(featured!.featured_image).toMatch(/^\/media\/imports\/.+\.webp$/)

    const [markup] = await sql(
      `SELECT a.body, p.slug AS pms, i.old_paths FROM imported_items i JOIN articles a ON a.id = i.target_id
       JOIN pmses p ON p.id = a.pms_id WHERE i.kind = 'article' AND a.slug = 'markup-html-tags-and-formatting'`,
    )
    expect(markup!.pms).toBe('stayline')
    expect(markup!.old_paths).toEqual(['/2013/01/11/markup-html-tags-and-formatting/', '/?p=1178'])
    // The permalink and WordPress's `/?p=1178` redirect to the new page.
    expect(
      await sql(
        `SELECT "from", "to", origin FROM redirects WHERE "to" = '/stayline/markup-html-tags-and-formatting' ORDER BY "from" COLLATE "C"`,
      ),
    ).toEqual([
      {
        from: '/2013/01/11/markup-html-tags-and-formatting',
        to: '/stayline/markup-html-tags-and-formatting',
        origin: 'import',
      },
      { from: '/?p=1178', to: '/stayline/markup-html-tags-and-formatting', origin: 'import' },
    ])
    // Its `post_tag` terms are its tags, in the file's order, named as the old site named them.
    expect(
      await sql(
        `SELECT t.name, t.slug FROM articles a JOIN articles_rels r ON r.parent_id = a.id AND r.path = 'tags'
         JOIN tags t ON t.id = r.tags_id WHERE a.slug = 'markup-html-tags-and-formatting' ORDER BY r."order"`,
      ),
    ).toEqual([
      { name: 'content περιεχόμενο', slug: 'content-2' },
      { name: 'css', slug: 'css' },
      { name: 'formatting', slug: 'formatting-2' },
      { name: 'html', slug: 'html' },
      { name: 'markup', slug: 'markup-2' },
    ])
    expect(markup!.body).toContain('# Header one')
    expect(markup!.body).toContain('> Stay hungry. Stay foolish.')
    expect(markup!.body).toContain('| Employee | Salary |')
    expect(result.stdout).toContain('the unknown element <acronym> was kept as its text')
  })

  it('creates nothing twice and fetches no image again on a second run', async () => {
    const before = await counts()
    const fetched = images.paths.length
    const result = await cli(
      'import:wordpress',
      '--file',
      THEME,
      '--default-pms',
      'harbor-pms',
      '--pms-map',
      await scratchFile('pms.json', '{"markup": "stayline", "post-formats": "stayline"}'),
    )
    expect(result.code).toBe(0)
    const tags = (await sql('SELECT count(*) AS n FROM tags'))[0]!.n
    expect(result.stdout).toContain('58 posts read: 0 created, 0 updated, 56 unchanged, 2 skipped, 0 refused.')
    expect(await counts()).toEqual(before)
    expect((await sql('SELECT count(*) AS n FROM tags'))[0]!.n).toBe(tags)
    expect(images.paths.length).toBe(fetched)
  })
})

describe('hostile and broken files', () => {
  it('refuses a file with a DOCTYPE (an XML bomb) before writing anything', async () => {
    const bomb = await scratchFile(
      'bomb.xml',
      wxr(
        item(1, '&lol3;', 'boom'),
        '<!DOCTYPE rss [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;">]>\n',
      ),
    )
    const before = await counts()
    const result = await cli('import:wordpress', '--file', bomb, '--default-pms', 'harbor-pms')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('The file has a DOCTYPE, which no WordPress export has: refused')
    expect(await counts()).toEqual(before)
  })

  it('refuses an external entity the same way, without reading it', async () => {
    const file = await scratchFile(
      'xxe.xml',
      wxr(item(2, 'x', '&xxe;'), '<!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n'),
    )
    const result = await cli('import:wordpress', '--file', file, '--default-pms', 'harbor-pms')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('DOCTYPE')
    expect(result.stderr + result.stdout).not.toContain('root:')
  })

  it('refuses a truncated file whole, naming the line, with nothing of its first posts written', async () => {
    const full = wxr([3, 4, 5].map((id) => item(id, `Whole post ${id}`, '<p>Whole.</p>')).join('\n'))
    const file = await scratchFile('truncated.xml', full.slice(0, full.lastIndexOf('<item>') + 40))
    const before = await counts()
    const result = await cli('import:wordpress', '--file', file, '--default-pms', 'harbor-pms')
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/The file is not well-formed XML: .* \(line \d+\)/)
    expect(await counts()).toEqual(before)
  })

  it('cleans scripts and event handlers, keeps an image that is not an image as a link with a warning, and refuses enormous fields by name', async () => {
    const file = await scratchFile(
      'hostile.xml',
      wxr(
        [
          item(
            10,
            'Cleaned',
            '<p onclick="steal()">Kept words.</p><script>alert(1)</script><img src="https://wpthemetestdata.files.wordpress.com/not-an-image.jpg" onerror="steal()" alt="fake"><iframe src="https://evil.test/frame"></iframe><marquee>Old text</marquee>',
          ),
          item(11, 'T'.repeat(300), '<p>Long title.</p>'),
          item(12, 'Enormous body', `<p>${'a'.repeat(2_000_001)}</p>`),
        ].join('\n'),
      ),
    )
    const result = await cli('import:wordpress', '--file', file, '--default-pms', 'harbor-pms')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('3 posts read: 1 created, 0 updated, 0 unchanged, 0 skipped, 2 refused.')
    expect(result.stdout).toContain(
      `"${'T'.repeat(300)}" [https://hostile.test/?p=11]: its title must be at most 255 characters`,
    )
    expect(result.stdout).toContain(
      '"Enormous body" [https://hostile.test/?p=12]: its content:encoded is longer than the importer accepts',
    )
    expect(result.stdout).toContain('the image https://wpthemetestdata.files.wordpress.com/not-an-image.jpg')
    expect(result.stdout).toContain('an embedded frame (https://evil.test/frame) was left out')
    expect(result.stdout).toContain('the unknown element <marquee> was kept as its text')
    const [cleaned] = await sql("SELECT body FROM articles WHERE slug = 'hostile-10'")
    expect(cleaned!.body).toContain('Kept words.')
    expect(cleaned!.body).toContain('Old text')
    expect(cleaned!.body).not.toMatch(/script|alert|onclick|onerror|steal|iframe/)
    const refused = await sql("SELECT count(*) AS n FROM articles WHERE slug IN ('hostile-11', 'hostile-12')")
    expect(Number(refused[0]!.n)).toBe(0)
  })

  it('refuses a PMS that does not exist before reading the file', async () => {
    const result = await cli('import:wordpress', '--file', SMALL, '--default-pms', 'no-such-pms')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('No PMS has the slug "no-such-pms"')
  })
})
