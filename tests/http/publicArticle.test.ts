/** The article page over real HTTP: HTML and markdown at one URL, the permanent .md URL, Link headers, 404s. */
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { countMarkdownTokens } from '../../src/ground/markdown/countTokens'
import { useApp } from '../helpers/appFixture'
import { insertArticle, insertAuthor, insertByline, insertCategory, insertPms } from '../helpers/content'

const BASE = 'https://news.example'
const get = (path: string, accept?: string) =>
  fetch(`${app.url}${path}`, { headers: accept ? { accept } : {}, redirect: 'manual' })

const HOSTILE_BODY = [
  'Harbor PMS now issues **mobile keys** at check-in. See [the glossary](/glossary/mobile-key).',
  '',
  '<script>alert("body")</script>',
  '',
  '<img src="https://x.example/a.png" onerror="alert(1)">',
  '',
  '[click me](javascript:alert(2))',
  '',
  '| Plan | Price |',
  '|---|---|',
  '| Basic | 10 |',
].join('\n')

const app = useApp({
  env: { BASE_URL: BASE },
  arrange: async (sql) => {
    const pms = await insertPms(sql, { name: 'Harbor PMS', slug: 'harbor-pms' })
    const hidden = await insertPms(sql, { name: 'Hidden PMS', slug: 'hidden-pms', is_published: false })
    const author_id = await insertAuthor(sql, { name: 'Maya Ortiz', slug: 'maya-ortiz' })
    const category_id = await insertCategory(sql, { name: 'Product updates', slug: 'product-updates' })
    const insert = (
      slug: string,
      pms_id: number,
      is_published: boolean,
      title = 'Harbor PMS ships mobile keys: "tap & go"',
      featured_image = 'https://cdn.example/lobby.webp',
    ) =>
      insertArticle(sql, {
        title,
        slug,
        body: HOSTILE_BODY,
        excerpt: 'Guests skip the desk.',
        pms_id,
        author_id,
        category_id,
        is_published,
        published_at: '2026-11-02T09:30:00Z',
        reading_time_minutes: 3,
        featured_image,
        featured_image_caption: 'The lobby',
      })
    const corrected = await insert('mobile-keys', pms, true)
    const secret = await insert('secret-draft', pms, false, 'Secret draft')
    // Corrections and updates (docs/decisions/073-corrections.md); a draft's never shows.
    const note = (article: number, order: number, kind: string, text: string, date: string) =>
      sql(
        `INSERT INTO articles_corrections (_order, _parent_id, id, kind, text, date) VALUES ($1, $2, $3, $4, $5, $6)`,
        [order, article, `note-${article}-${order}`, kind, text, date],
      )
    await note(corrected, 1, 'correction', 'An earlier version gave the <wrong> price.', '2026-11-03T08:00:00Z')
    await note(corrected, 2, 'update', 'Harbor PMS now ships the keys in Spain too.', '2027-01-05T10:00:00Z')
    await note(secret, 1, 'correction', 'Secret note.', '2026-11-04T08:00:00Z')
    await insert('hidden-story', hidden, true, 'Hidden story')
    // Published with a future date: held back, scheduled, until then.
    await insertArticle(sql, {
      title: 'Scheduled story',
      slug: 'scheduled-story',
      pms_id: pms,
      author_id,
      is_published: false,
      scheduled: true,
      published_at: new Date(Date.now() + 30 * 86_400_000),
    })
    await insert('odd-image', pms, true, 'Odd image', '/media/news/%E0%A4%A.webp')
    // A co-byline of three, the second with a fediverse handle; the third leads nothing.
    const jon = await insertAuthor(sql, { name: 'Jon Berg', slug: 'jon-berg', fediverse_handle: '@jon@social.example' })
    const ada = await insertAuthor(sql, { name: 'Ada Lund', slug: 'ada-lund' })
    const coWritten = await insertArticle(sql, {
      title: 'Three write about keys',
      slug: 'three-write',
      pms_id: pms,
      author_id,
      published_at: '2026-11-03T09:30:00Z',
    })
    await insertByline(sql, coWritten, [author_id, jon, ada])
  },
})

describe('a co-bylined article (docs/decisions/069-co-bylines.md)', () => {
  const byline =
    'By <a href="https://news.example/authors/maya-ortiz" rel="author">Maya Ortiz</a>, ' +
    '<a href="https://news.example/authors/jon-berg" rel="author">Jon Berg</a> and ' +
    '<a href="https://news.example/authors/ada-lund" rel="author">Ada Lund</a>'

  it("names every author in order on the page, in JSON-LD, Open Graph and each handle's fediverse:creator", async () => {
    const html = await (await get('/harbor-pms/three-write')).text()
    expect(html.replaceAll('<!-- -->', '')).toContain(byline)
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as {
      author: unknown
    }
    expect(jsonLd.author).toEqual([
      { '@type': 'Person', name: 'Maya Ortiz', url: 'https://news.example/authors/maya-ortiz' },
      { '@type': 'Person', name: 'Jon Berg', url: 'https://news.example/authors/jon-berg' },
      { '@type': 'Person', name: 'Ada Lund', url: 'https://news.example/authors/ada-lund' },
    ])
    expect(html.match(/property="article:author" content="[^"]*"/g)).toEqual([
      'property="article:author" content="Maya Ortiz"',
      'property="article:author" content="Jon Berg"',
      'property="article:author" content="Ada Lund"',
    ])
    expect(html.match(/<meta name="fediverse:creator"[^>]*>/g)).toEqual([
      '<meta name="fediverse:creator" content="@jon@social.example"/>',
    ])
  })

  it('lists the authors in the markdown front matter, keeping author as the lead, and in the byline', async () => {
    const body = await (await get('/harbor-pms/three-write.md')).text()
    const front = parse(/^---\n([\s\S]*?)\n---\n/.exec(body)![1]!) as Record<string, unknown>
    expect(front).toMatchObject({ author: 'Maya Ortiz', authors: ['Maya Ortiz', 'Jon Berg', 'Ada Lund'] })
    expect(body).toContain(
      'By [Maya Ortiz](https://news.example/authors/maya-ortiz), [Jon Berg](https://news.example/authors/jon-berg) and [Ada Lund](https://news.example/authors/ada-lund) about',
    )
  })

  it("lists the article on a co-author's page, HTML and markdown, though they do not lead it", async () => {
    const html = await (await get('/authors/ada-lund')).text()
    expect(html).toContain('href="https://news.example/harbor-pms/three-write"')
    expect(html).not.toContain('mobile-keys')
    const markdown = await (await get('/authors/ada-lund', 'text/markdown')).text()
    expect(markdown).toContain('## Articles (1)')
    expect(markdown).toContain('(https://news.example/harbor-pms/three-write)')
  })

  it('names a single author alone, and without a fediverse:creator when they have no handle', async () => {
    // Not the page the next tests read first: they check a response the page cache has not kept.
    const html = (await (await get('/harbor-pms/odd-image')).text()).replaceAll('<!-- -->', '')
    expect(html).toContain('By <a href="https://news.example/authors/maya-ortiz" rel="author">Maya Ortiz</a>')
    expect(html).not.toContain('fediverse:creator')
  })
})

describe('an article page in HTML', () => {
  it('renders the article with its metadata, sanitised body, JSON-LD, canonical and Open Graph tags', async () => {
    const response = await get('/harbor-pms/mobile-keys')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(html).toContain('Harbor PMS ships mobile keys')
    expect(html).toContain('<strong>mobile keys</strong>')
    expect(html).toContain('<td>Basic</td>')
    expect(html).toContain('Maya Ortiz')
    expect(html).toContain('3 min read')
    expect(html).toContain('<link rel="canonical" href="https://news.example/harbor-pms/mobile-keys"')
    expect(html).toMatch(/<meta property="og:title" content="Harbor PMS ships mobile keys/)
    expect(html).toMatch(
      /<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"NewsArticle"/,
    )
    expect(html).not.toContain('alert("body")')
    expect(html).not.toContain('onerror')
    expect(html).toContain('>click me</a>')
    // No client JavaScript: Next's runtime, hydration payload and preloads are gone; JSON-LD stays.
    expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/)
    expect(html).not.toContain('__next_f')
    expect(html).not.toMatch(/as="script"/)
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(html))
    expect(html).not.toMatch(/href="javascript:/i)
  })

  it('carries Vary: Accept and the discovery Link header', async () => {
    const response = await get('/harbor-pms/mobile-keys')
    expect(response.headers.get('vary')).toMatch(/Accept/)
    const link = response.headers.get('link')!
    expect(link).toContain('<https://news.example/harbor-pms/mobile-keys.md>; rel="alternate"; type="text/markdown"')
    for (const rel of ['describedby', 'api-catalog', 'service-desc', 'service-doc'])
      expect(link).toContain(`rel="${rel}"`)
    expect(link).toContain('<https://news.example/llms.txt>; rel="describedby"')
    expect(link).toContain('<https://news.example/.well-known/api-catalog>; rel="api-catalog"')
    expect(link).toContain('<https://news.example/docs/api/openapi.json>; rel="service-desc"')
  })

  it('shows an article whose image URL is not valid percent-encoding', async () => {
    expect((await get('/harbor-pms/odd-image')).status).toBe(200)
    expect((await get('/harbor-pms/odd-image.md')).status).toBe(200)
  })

  it('stays HTML when markdown is acceptable but less preferred', async () => {
    const response = await get('/harbor-pms/mobile-keys', 'text/markdown;q=0.9, text/html')
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
  })

  it.each([
    '/harbor-pms/secret-draft',
    '/hidden-pms/hidden-story',
    '/harbor-pms/scheduled-story',
    '/harbor-pms/no-such-article',
  ])('answers 404 for %s', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(404)
    expect(await response.text()).not.toMatch(/Secret draft|Hidden story|Scheduled story/)
  })
})

describe('corrections and updates (docs/decisions/073-corrections.md)', () => {
  const notesHtml =
    '<h2 id="corrections-heading">Corrections and updates</h2><p><strong><time dateTime="2027-01-05T10:00:00.000Z">Update, 5 Jan 2027</time>:</strong> Harbor PMS now ships the keys in Spain too.</p>' +
    '<p><strong><time dateTime="2026-11-03T08:00:00.000Z">Correction, 3 Nov 2026</time>:</strong> An earlier version gave the &lt;wrong&gt; price.</p>'

  it('shows each note on the page, newest first, and in its JSON-LD as CorrectionComments with dateModified', async () => {
    const html = await (await get('/harbor-pms/mobile-keys')).text()
    expect(html).toContain(notesHtml)
    const [jsonLd] = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
      JSON.parse(m[1]!),
    )
    expect(jsonLd.dateModified).toBe('2027-01-05T10:00:00.000Z')
    expect(jsonLd.correction).toEqual([
      {
        '@type': 'CorrectionComment',
        text: 'Update: Harbor PMS now ships the keys in Spain too.',
        datePublished: '2027-01-05T10:00:00.000Z',
      },
      {
        '@type': 'CorrectionComment',
        text: 'Correction: An earlier version gave the <wrong> price.',
        datePublished: '2026-11-03T08:00:00.000Z',
      },
    ])
    // Every page links the list of them from its footer.
    expect(html).toContain('<a href="/corrections">Corrections and updates</a>')
  })

  it('carries them in the markdown, with the newest date in the front matter', async () => {
    const markdown = await (await get('/harbor-pms/mobile-keys.md')).text()
    expect(parse(markdown.split('---\n')[1]!).corrected_at).toBe('2027-01-05T10:00:00.000Z')
    expect(markdown).toContain(
      [
        '## Corrections and updates',
        '',
        '- **Update, 5 Jan 2027:** Harbor PMS now ships the keys in Spain too.',
        '- **Correction, 3 Nov 2026:** An earlier version gave the \\<wrong\\> price.',
        '',
      ].join('\n'),
    )
  })

  it("lists them on /corrections, newest first, each linked to its story; never a hidden article's", async () => {
    const html = await (await get('/corrections')).text()
    const update = html.indexOf('Harbor PMS now ships the keys in Spain too.')
    const correction = html.indexOf('An earlier version gave the &lt;wrong&gt; price.')
    expect(update).toBeGreaterThan(0)
    expect(correction).toBeGreaterThan(update)
    expect(html).toContain('href="https://news.example/harbor-pms/mobile-keys#corrections"')
    expect(html).not.toContain('Secret')
    const markdown = await (await get('/corrections', 'text/markdown')).text()
    expect(markdown).toContain(
      '- [Harbor PMS ships mobile keys: "tap & go"](https://news.example/harbor-pms/mobile-keys): **Update, 5 Jan 2027:** Harbor PMS now ships the keys in Spain too.',
    )
    expect(markdown).not.toContain('Secret')
    expect((await get('/corrections?page=2')).status).toBe(404)
  })
})

describe('an article page in markdown', () => {
  const expectMarkdown = async (response: Response) => {
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(response.headers.get('content-signal')).toBe('ai-train=no, search=yes, ai-input=yes')
    expect(response.headers.get('vary')).toMatch(/Accept/)
    const body = await response.text()
    expect(Number(response.headers.get('x-markdown-tokens'))).toBe(await countMarkdownTokens(body))
    return body
  }

  it('answers Accept: text/markdown with front matter, then the content with absolute links', async () => {
    const body = await expectMarkdown(await get('/harbor-pms/mobile-keys', 'text/markdown'))
    const front = parse(/^---\n([\s\S]*?)\n---\n/.exec(body)![1]!) as Record<string, unknown>
    expect(front).toMatchObject({
      title: 'Harbor PMS ships mobile keys: "tap & go"',
      canonical_url: 'https://news.example/harbor-pms/mobile-keys',
      type: 'article',
      published_at: '2026-11-02T09:30:00.000Z',
      author: 'Maya Ortiz',
      pms: 'Harbor PMS',
      category: 'Product updates',
      description: 'Guests skip the desk.',
    })
    expect(body).toContain('# Harbor PMS ships mobile keys')
    expect(body).toContain('[the glossary](https://news.example/glossary/mobile-key)')
    expect(body).toContain('| Basic | 10 |')
    expect(body).toContain('![The lobby](https://cdn.example/lobby.webp)')
  })

  it('serves the permanent .md URL, linking to the HTML page', async () => {
    const response = await get('/harbor-pms/mobile-keys.md')
    const body = await expectMarkdown(response)
    expect(body).toContain('canonical_url: "https://news.example/harbor-pms/mobile-keys"')
    expect(response.headers.get('link')).toBe(
      '<https://news.example/harbor-pms/mobile-keys>; rel="canonical"; type="text/html"',
    )
  })

  it.each([
    '/harbor-pms/secret-draft.md',
    '/hidden-pms/hidden-story.md',
    '/harbor-pms/scheduled-story.md',
    '/harbor-pms/nothing.md',
  ])('answers 404 in markdown for %s', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    const body = await response.text()
    expect(body).toMatch(/^# Not found/)
    expect(body).not.toMatch(/Secret draft|Hidden story|Scheduled story/)
  })

  it('answers 404 in markdown to Accept: text/markdown on a draft', async () => {
    const response = await get('/harbor-pms/secret-draft', 'text/markdown')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
  })

  it('does not expose the internal markdown route', async () => {
    expect((await get('/md/harbor-pms/mobile-keys')).status).toBe(404)
  })
})
