/**
 * Search over real HTTP on the demo content: the committed relevance set, the three-character rule in both
 * representations, filters by tag, PMS and category (docs/decisions/075), pagination, drafts and unpublished PMSes kept
 * out, hostile queries answered normally, highlight markup that cannot be forged, caching per query, and the search
 * box and links that lead here.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { useApp } from '../helpers/appFixture'
import { demoParents, insertArticle, insertCategory, insertTag } from '../helpers/content'
import { frontMatterOf } from '../helpers/frontMatter'

const BASE = 'https://news.example'
const relevance = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '../fixtures/search-relevance.json'), 'utf8'),
) as {
  queries: Array<{ q: string; expect: string; within: number; why: string }>
}

const search = (query: string, accept?: string, extra = '') =>
  fetch(`${app.url}/search?q=${encodeURIComponent(query)}${extra}`, { headers: accept ? { accept } : {} })
const markdownOf = async (query: string, extra = '') => (await search(query, 'text/markdown', extra)).text()
/** The result URLs of a markdown answer, in order. */
const resultUrls = (markdown: string) =>
  [...markdown.matchAll(/^\d+\. \[[^\n]*?\]\(([^)\s]+)\) — /gm)].map((match) => match[1]!)

/** Harbor PMS and the first author: the parents of the articles the tests add. */
let parents: { pms_id: number; author_id: number }

const app = useApp({
  database: 'seeded',
  env: { BASE_URL: BASE, READ_RATE_LIMIT_PER_MINUTE: '100000' },
  arrange: async (sql) => {
    parents = await demoParents(sql)
    const insert = (title: string, slug: string, body: string, is_published: boolean, pms_id = parents.pms_id) =>
      insertArticle(sql, { title, slug, body, is_published, ...parents, pms_id })
    const draft = await insert('Zebrafish draft plans', 'zebrafish-draft', 'Zebrafish are secret.', false)
    // Public only once a public article carries it; one only a draft carries, or one in the trash, is hidden.
    await insertTag(sql, { name: 'Secret deal', slug: 'secret-deal' }, [draft])
    await insert(
      'Hostile zebrafish',
      'hostile-zebrafish',
      'Zebrafish <script>alert(1)</script> and \uE000forged\uE001 marks **zebrafish**.',
      true,
    )
    const lighthouses: number[] = []
    for (let i = 1; i <= 12; i += 1)
      lighthouses.push(
        await insert(`Lighthouse update ${i}`, `lighthouse-${i}`, `Lighthouse keepers story number ${i}.`, true),
      )
    await insertTag(sql, { name: 'Lamp room', slug: 'lamp-room' }, lighthouses.slice(0, 4))
    await insertTag(sql, { name: 'Binned topic', slug: 'binned-topic', trashed: true }, lighthouses.slice(0, 1))
    const keepers = await insertCategory(sql, { name: 'Keepers', slug: 'keepers' })
    await sql(`UPDATE articles SET category_id = $1 WHERE id = ANY($2)`, [
      keepers,
      [lighthouses[0], lighthouses[1], lighthouses[5]],
    ])
    await insert(
      'Osprey desk staffing',
      'osprey-desk',
      `Hotels are short of staff. ${'Padding words about rooms and rates. '.repeat(6)}The osprey manager said management will hire two more managers for the osprey desk. ${'More words after the passage go on. '.repeat(8)}`,
      true,
    )
    const [stayline] = await sql(`SELECT id FROM pmses WHERE slug = 'stayline'`)
    await insert('Quokka news from a hidden PMS', 'quokka-news', 'Quokka.', true, stayline.id)
    await sql(`UPDATE pmses SET is_published = false WHERE id = $1`, [stayline.id])
  },
})
const { sql } = app

describe('relevance', () => {
  it(`ranks the expected page first or in the top three for all ${relevance.queries.length} committed queries`, async () => {
    expect(relevance.queries.length).toBeGreaterThanOrEqual(25)
    const misses: string[] = []
    for (const { q, expect: wanted, within, why } of relevance.queries) {
      const urls = resultUrls(await markdownOf(q)).slice(0, within)
      if (!urls.includes(`${BASE}${wanted}`))
        misses.push(`"${q}" (${why}): wanted ${wanted} within ${within}, got ${urls.join(', ') || 'nothing'}`)
    }
    expect(misses).toEqual([])
  })
})

describe('the three-character rule', () => {
  it.each(['', 'ab', '  a  ', 'é'])(
    'answers %j with 200, no results and a message, in HTML and markdown',
    async (query) => {
      const html = await search(query)
      expect(html.status).toBe(200)
      const page = await html.text()
      expect(page).toMatch(/class="search-message" role="status">[^<]*3 characters/)
      expect(page).not.toContain('class="search-results"')
      const markdown = await search(query, 'text/markdown')
      expect(markdown.status).toBe(200)
      const body = await markdown.text()
      expect(frontMatterOf(body)).toMatchObject({ type: 'search', count: 0 })
      expect(body).toContain('3 characters')
      expect(resultUrls(body)).toEqual([])
    },
  )

  it('treats /search without q like an empty query', async () => {
    const response = await fetch(`${app.url}/search`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Type at least 3 characters')
  })
})

describe('filters', () => {
  const lamp = (n: number) => `${BASE}/harbor-pms/lighthouse-${n}`

  it('narrow a search to articles with a tag, of a PMS, in a category, and the markdown lists them', async () => {
    const tagged = await markdownOf('lighthouse', '&tag=lamp-room')
    expect(frontMatterOf(tagged)).toMatchObject({
      query: 'lighthouse',
      filters: { tag: 'lamp-room' },
      count: 4,
      canonical_url: `${BASE}/search?q=lighthouse&tag=lamp-room`,
    })
    expect(new Set(resultUrls(tagged))).toEqual(new Set([1, 2, 3, 4].map(lamp)))
    expect(tagged).toContain('4 results for "lighthouse" among articles tagged “Lamp room”.')
    expect(tagged).toContain(`Filtered by:\n\n- Tag: Lamp room ([remove](${BASE}/search?q=lighthouse))`)
    const both = await markdownOf('lighthouse', '&tag=lamp-room&category=keepers')
    expect(frontMatterOf(both)).toMatchObject({ filters: { tag: 'lamp-room', category: 'keepers' }, count: 2 })
    expect(new Set(resultUrls(both))).toEqual(new Set([lamp(1), lamp(2)]))
    expect(both).toContain(`- Category: Keepers ([remove](${BASE}/search?q=lighthouse&tag=lamp-room))`)
    // Narrowed to a PMS, a search finds its articles only, not the profile it names.
    const unnarrowed = resultUrls(await markdownOf('Harbor PMS'))
    expect(unnarrowed).toContain(`${BASE}/harbor-pms`)
    const narrowed = resultUrls(await markdownOf('Harbor PMS', '&pms=harbor-pms'))
    expect(narrowed.length).toBeGreaterThan(0)
    expect(narrowed.every((url) => url.startsWith(`${BASE}/harbor-pms/`))).toBe(true)
  })

  it('without words, list the newest articles they let through, as the form sends them, paged', async () => {
    const listed = await markdownOf('', '&tag=lamp-room')
    expect(frontMatterOf(listed)).toMatchObject({ filters: { tag: 'lamp-room' }, count: 4 })
    expect(resultUrls(listed)).toEqual([4, 3, 2, 1].map(lamp))
    expect(listed).toContain('4 articles tagged “Lamp room”, newest first.')
    // The form sends every select, "any" as an empty value.
    const html = await (await fetch(`${app.url}/search?q=&tag=lamp-room&pms=&category=`)).text()
    expect(html).toContain('4 articles tagged “Lamp room”, newest first.')
    expect(html).toContain('<option value="lamp-room" selected="">Lamp room</option>')
    expect(html).toMatch(
      /<a href="\/search"><span class="visually-hidden">Remove the filter <\/span>Tag: Lamp room<span aria-hidden="true" class="chip-remove">×<\/span><\/a>/,
    )
    const harbor = await (await fetch(`${app.url}/search?pms=harbor-pms`)).text()
    expect(harbor).toContain('<a href="/search?pms=harbor-pms&amp;page=2">Next →</a>')
    expect((await fetch(`${app.url}/search?pms=harbor-pms&page=2`)).status).toBe(200)
    expect((await fetch(`${app.url}/search?tag=lamp-room&page=2`)).status).toBe(404)
  })

  it('offer only public choices, in a form that works without script and keeps the words', async () => {
    const html = await (await search('lighthouse')).text()
    const form = /<form role="search" class="search-form"[\s\S]*?<\/form>/.exec(html)![0]
    expect(form).toMatch(/<input id="search-page-q" type="search"[^>]* name="q" value="lighthouse"\/>/)
    expect(form).toContain('<legend>Narrow to articles</legend>')
    for (const [kind, any] of [
      ['tag', 'Any tag'],
      ['pms', 'Any PMS'],
      ['category', 'Any category'],
    ])
      expect(form).toContain(
        `<label for="search-filter-${kind}">${kind === 'pms' ? 'PMS' : kind[0]!.toUpperCase() + kind.slice(1)}</label><select id="search-filter-${kind}" name="${kind}"><option value="" selected="">${any}</option>`,
      )
    expect(form).toContain('<option value="lamp-room">Lamp room</option>')
    expect(form).toContain('<option value="harbor-pms">Harbor PMS</option>')
    expect(form).toContain('<option value="keepers">Keepers</option>')
    for (const hidden of ['secret-deal', 'binned-topic', 'stayline']) expect(form).not.toContain(`value="${hidden}"`)
    expect(html).not.toContain('Filtered by')
  })

  it('answer a filter naming nothing public alike, whether unknown, hidden or in the trash: 200, nothing found, a message', async () => {
    const answers: Record<string, string> = {}
    for (const [kind, slug] of [
      ['tag', 'no-such-tag'],
      ['tag', 'secret-deal'],
      ['tag', 'binned-topic'],
      ['tag', 'Lamp Room'],
      ['pms', 'stayline'],
      ['category', 'no-such-category'],
    ] as const) {
      const response = await search('zebrafish', 'text/markdown', `&${kind}=${encodeURIComponent(slug)}`)
      expect(response.status).toBe(200)
      const body = await response.text()
      expect(frontMatterOf(body)).toMatchObject({ count: 0, unknown_filters: { [kind]: slug } })
      const name = kind === 'pms' ? 'PMS' : kind
      expect(body).toContain(`No ${name} “${slug}” on PMS News. Remove it to search again.`)
      expect(resultUrls(body)).toEqual([])
      const html = await (await search('zebrafish', undefined, `&${kind}=${encodeURIComponent(slug)}`)).text()
      expect(html).not.toContain('class="search-results"')
      answers[`${kind}=${slug}`] = html.replaceAll(slug, 'X').replaceAll(encodeURIComponent(slug), 'X')
    }
    // Whatever a URL holds is echoed short and without control characters, never a 5xx.
    const junk = await search('zebrafish', 'text/markdown', `&tag=a%00b&pms=${'x'.repeat(5000)}&category=%E0%A4%A`)
    expect(junk.status).toBe(200)
    expect(frontMatterOf(await junk.text())).toMatchObject({
      count: 0,
      unknown_filters: { tag: 'ab', pms: 'x'.repeat(60), category: '\uFFFD%A' },
    })
    // Nothing tells a hidden tag or PMS from one no record ever had.
    expect(answers['tag=secret-deal']).toBe(answers['tag=no-such-tag'])
    expect(answers['tag=binned-topic']).toBe(answers['tag=no-such-tag'])
    expect(answers['pms=stayline']).not.toContain('Stayline')
    expect(answers['tag=secret-deal']).not.toContain('Secret deal')
  })

  it('are kept in the page cache only as the form and links write them', async () => {
    await search('lighthouse', undefined, '&tag=lamp-room&pms=harbor-pms')
    expect((await search('lighthouse', undefined, '&tag=lamp-room&pms=harbor-pms')).headers.get('x-cache')).toBe('HIT')
    for (const target of ['/search?tag=lamp-room&q=lighthouse', '/search?q=lighthouse&tag=lamp-room&tag=keepers']) {
      const first = await fetch(`${app.url}${target}`)
      await first.arrayBuffer()
      expect(first.status).toBe(200)
      const again = await fetch(`${app.url}${target}`)
      await again.arrayBuffer()
      // Neither a hit nor a miss that is kept: the page cache does not take it in.
      expect(again.headers.get('x-cache'), target).toBeNull()
    }
  })
})

describe('results', () => {
  it('are a compact numbered markdown list with front matter, token count and content signals', async () => {
    const response = await search('lighthouse', 'text/markdown')
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(Number(response.headers.get('x-markdown-tokens'))).toBeGreaterThan(0)
    expect(response.headers.get('content-signal')).toBe('ai-train=no, search=yes, ai-input=yes')
    const body = await response.text()
    expect(frontMatterOf(body)).toMatchObject({
      type: 'search',
      query: 'lighthouse',
      count: 12,
      page: 1,
      canonical_url: `${BASE}/search?q=lighthouse`,
    })
    expect(body).toMatch(
      /^1\. \[Lighthouse update \d+\]\(https:\/\/news\.example\/harbor-pms\/lighthouse-\d+\) — article, published \d{4}-\d{2}-\d{2} — .*\*\*Lighthouse\*\*/m,
    )
    expect(resultUrls(body)).toHaveLength(10)
    expect(body).toContain(`[Next](${BASE}/search?q=lighthouse&page=2)`)
  })

  it('are paginated ten to a page, with 404 past the last page', async () => {
    const second = await markdownOf('lighthouse', '&page=2')
    expect(resultUrls(second)).toHaveLength(2)
    expect(frontMatterOf(second)).toMatchObject({ count: 12, page: 2 })
    const first = resultUrls(await markdownOf('lighthouse'))
    expect(new Set([...first, ...resultUrls(second)]).size).toBe(12)
    expect((await search('lighthouse', undefined, '&page=3')).status).toBe(404)
    expect((await search('lighthouse', 'text/markdown', '&page=3')).status).toBe(404)
    expect((await search('lighthouse', undefined, '&page=x')).status).toBe(404)
    // Results for corrected words are paginated alike, under the query as typed.
    const corrected = frontMatterOf(await markdownOf('chanel manger'))
    expect(corrected).toMatchObject({ page: 1, corrected_query: 'channel manager' })
    const pages = Math.ceil(Number(corrected.count) / 10)
    expect((await search('chanel manger', 'text/markdown', `&page=${pages}`)).status).toBe(200)
    expect((await search('chanel manger', 'text/markdown', `&page=${pages + 1}`)).status).toBe(404)
  })

  it('rank the 300 newest matching articles when more match, and say the count is a minimum', async () => {
    await sql(
      `INSERT INTO articles (title, slug, body, pms_id, author_id, is_published, published_at, updated_at, created_at)
       SELECT 'Kestrel note ' || n, 'kestrel-note-' || n, 'A kestrel story.', $1, $2, true, now() - n * interval '1 hour', now(), now()
       FROM generate_series(1, 305) AS n`,
      [parents.pms_id, parents.author_id],
    )
    const markdown = await markdownOf('kestrel')
    expect(frontMatterOf(markdown)).toMatchObject({ count: 300, count_is_minimum: true })
    expect(markdown).toContain('More than 300 results for "kestrel"')
    // The oldest five are past the newest 300: on no page.
    expect((await markdownOf('kestrel', '&page=30')).includes(`${BASE}/harbor-pms/kestrel-note-300)`)).toBe(true)
    expect((await search('kestrel', 'text/markdown', '&page=31')).status).toBe(404)
    expect(await (await search('kestrel')).text()).toContain('More than 300 results for &quot;kestrel&quot;')
    expect(frontMatterOf(await markdownOf('lighthouse')).count_is_minimum).toBeUndefined()
  })

  it('find the newest matches even when they are older than the newest few thousand articles', async () => {
    const insert = (title: string, slug: string, age: string, count: number) =>
      sql(
        `INSERT INTO articles (title, slug, body, pms_id, author_id, is_published, published_at, updated_at, created_at)
         SELECT '${title} ' || n, '${slug}-' || n, 'Text.', $1, $2, true, now() - (${age}), now(), now() FROM generate_series(1, ${count}) AS n`,
        [parents.pms_id, parents.author_id],
      )
    await insert('Filler story', 'filler-story', `n * interval '1 minute'`, 9000)
    await insert('Wren note', 'wren-note', `interval '1 year' + n * interval '1 hour'`, 400)
    // With fresh statistics the search looks among the newest 600 articles, then all of them.
    await sql('ANALYZE articles')
    const wren = await markdownOf('wren')
    expect(frontMatterOf(wren)).toMatchObject({ count: 300, count_is_minimum: true })
    expect(resultUrls(wren)[0]).toBe(`${BASE}/harbor-pms/wren-note-1`)
    expect(resultUrls(await markdownOf('wren', '&page=30'))).toContain(`${BASE}/harbor-pms/wren-note-300`)
    // A common word is found in the first window.
    const filler = await markdownOf('filler')
    expect(frontMatterOf(filler)).toMatchObject({ count: 300, count_is_minimum: true })
    expect(resultUrls(filler)[0]).toBe(`${BASE}/harbor-pms/filler-story-1`)
  })

  it('search corrected words when nothing matches the words as typed, and say so', async () => {
    const markdown = await markdownOf('hostle zebrafsh')
    expect(frontMatterOf(markdown)).toMatchObject({
      query: 'hostle zebrafsh',
      corrected_query: 'hostile zebrafish',
      count: 1,
    })
    expect(markdown).toContain('Nothing matches "hostle zebrafsh". 1 result for "hostile zebrafish" instead.')
    expect(resultUrls(markdown)).toEqual([`${BASE}/harbor-pms/hostile-zebrafish`])
    expect(await (await search('hostle zebrafsh')).text()).toContain(
      '1 result for &quot;hostile zebrafish&quot; instead.',
    )
    // Words of a title written after the start are known at once (a trigger keeps the vocabulary).
    await insertArticle(sql, { title: 'Ptarmigan sightings', slug: 'ptarmigan-sightings', body: 'Birds.', ...parents })
    expect(frontMatterOf(await markdownOf('ptarmigon'))).toMatchObject({ corrected_query: 'ptarmigan', count: 1 })
    // A query whose words are known but match nothing together is not "corrected".
    const unmatched = frontMatterOf(await markdownOf('zebrafish ptarmigan'))
    expect(unmatched).toMatchObject({ count: 0 })
    expect(unmatched.corrected_query).toBeUndefined()
  })

  it('show the HTML page with the box, the count, highlighted snippets and pages', async () => {
    const html = await (await search('lighthouse')).text()
    expect(html).toMatch(/<input id="search-page-q" type="search"[^>]* name="q" value="lighthouse"\/>/)
    expect(html).toContain('12 results for &quot;lighthouse&quot;.')
    expect(html).toMatch(
      /<li><a href="https:\/\/news\.example\/harbor-pms\/lighthouse-\d+">Lighthouse update \d+<\/a><p class="search-facts">Article/,
    )
    expect(html).toContain('<mark>Lighthouse</mark>')
    expect(html).toContain('<a href="/search?q=lighthouse&amp;page=2">Next →</a>')
  })

  it('never include drafts or articles of an unpublished PMS', async () => {
    const zebrafish = resultUrls(await markdownOf('zebrafish'))
    expect(zebrafish).toEqual([`${BASE}/harbor-pms/hostile-zebrafish`])
    expect(resultUrls(await markdownOf('quokka'))).toEqual([])
    expect(resultUrls(await markdownOf('Stayline'))).not.toContain(`${BASE}/stayline`)
  })

  it('escape whatever the content holds, and only our highlights become <mark>', async () => {
    const html = await (await search('zebrafish')).text()
    const snippet = /<p class="search-snippet">([\s\S]*?)<\/p>/.exec(html)![1]!
    expect(snippet).not.toContain('<script')
    expect(snippet).toContain('&lt;script')
    expect(snippet.match(/<mark>/g)?.length).toBeGreaterThanOrEqual(1)
    expect(snippet).not.toContain('<mark>forged</mark>')
    expect(snippet).not.toMatch(/[\uE000\uE001]/)
    const markdown = await markdownOf('zebrafish')
    expect(markdown).toContain('**Zebrafish**')
    expect(markdown).toContain('\\<script')
    expect(markdown).not.toMatch(/(?<!\\)<script/)
  })
})

describe('snippets', () => {
  it('highlight the words searched in their forms, not other words of their stem, and show where they are cut', async () => {
    const html = await (await search('osprey manager')).text()
    const snippet = /<p class="search-snippet">([\s\S]*?)<\/p>/.exec(html)![1]!
    expect(snippet).toContain('<mark>manager</mark>')
    expect(snippet).toContain('<mark>managers</mark>')
    expect(snippet).toContain(' management ')
    expect(snippet).not.toContain('<mark>management</mark>')
    // Taken from the middle of the text: an ellipsis at each end, words whole.
    expect(snippet).toMatch(/^… (<mark>)?[A-Za-z]/)
    expect(snippet).toMatch(/[a-z.] …$/)
  })

  it('date a PMS by its latest story and a comparison by its last review; a glossary term has no date', async () => {
    const markdown = await markdownOf('Harbor PMS')
    const [latest] = await app.sql(
      `SELECT a.published_at FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE p.slug = 'harbor-pms' AND a.is_published ORDER BY a.published_at DESC LIMIT 1`,
    )
    expect(markdown).toContain(
      `(${BASE}/harbor-pms) — pms profile, latest story ${new Date(latest.published_at).toISOString().slice(0, 10)}`,
    )
    const term = await markdownOf('channel manager')
    expect(term).toMatch(new RegExp(`\\(${BASE}/glossary/channel-manager\\) — glossary term —`))
  })

  it('suggest PMSes and glossary terms when nothing matches, in HTML and markdown', async () => {
    const html = await (await search('xylophone quartet')).text()
    expect(html).toContain('Nothing matches &quot;xylophone quartet&quot;')
    expect(html).toMatch(
      /<h2 id="suggestions-heading">Start from a PMS<\/h2><ul class="chips">(<li><a href="https:\/\/news\.example\/[a-z0-9-]+">[^<]+<\/a><\/li>)+<\/ul>/,
    )
    const markdown = await markdownOf('xylophone quartet')
    expect(markdown).toContain(`## Start from a PMS\n\n- [Apartio](${BASE}/apartio)`)
    expect(markdown).toContain('## Or from a term')
  })
})

describe('hostile queries', () => {
  it.each([
    "'",
    ':*',
    '&|!',
    '"unbalanced',
    "'; DROP TABLE articles; --",
    'a\u0000b\u0000c',
    '((((',
    'x'.repeat(10_000),
    '<script>alert(1)</script>',
    '-',
    '!!!',
    'or or or',
    '🏨🏨🏨',
    '%00%00%00',
    'hotel:* & !pms',
  ])('%j is answered normally, never with a 500', async (query) => {
    for (const accept of [undefined, 'text/markdown']) {
      const response = await search(query, accept)
      expect(response.status).toBe(200)
      // The query is echoed escaped (in markdown, raw only inside the front matter's quoted YAML string).
      const body = (await response.text()).replace(/^---\n[\s\S]*?\n---\n/, '')
      expect(body).not.toContain('<script>alert(1)</script>')
    }
  })

  it('caps a long query at 200 characters', async () => {
    const markdown = await markdownOf(`lighthouse ${'x'.repeat(10_000)}`)
    expect(String(frontMatterOf(markdown).query)).toHaveLength(200)
  })
})

describe('caching and reach', () => {
  it('is cached per query and emptied when content changes', async () => {
    await search('lantern')
    const second = await search('lantern')
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(second.headers.get('vary')).toMatch(/Accept/)
    expect((await search('lighthouse keepers')).headers.get('x-cache')).toBe('MISS')
    await insertArticle(sql, { title: 'Lantern festival', slug: 'lantern-festival', body: 'Lanterns.', ...parents })
    await sql(`SELECT pg_notify('pmsnews_content_changed', 'test')`)
    await expect
      .poll(async () => resultUrls(await markdownOf('lantern')), { timeout: 20_000 })
      .toContain(`${BASE}/harbor-pms/lantern-festival`)
  })

  it('reads the filter choices and the suggestions once until the content changes (docs/decisions/087)', async () => {
    let asked = 0
    // A new query each time: a miss of the page cache, rendered.
    const rendered = async (words: string) => (await search(`${words} ${(asked += 1)}`)).text()
    const tagChoices = async () =>
      /<select id="search-filter-tag"[\s\S]*?<\/select>/.exec(await rendered('keepers'))![0]
    const suggested = async () => /<h2 id="suggestions-heading">[\s\S]*?<\/ul>/.exec(await rendered('xylophone'))![0]
    expect(await tagChoices()).toContain('>Lamp room</option>')
    expect(await suggested()).toContain('>Harbor PMS</a>')
    // Renamed behind the server's back (no NOTIFY): new searches still offer what was read.
    await sql(`UPDATE tags SET name = 'Lantern room' WHERE slug = 'lamp-room'`)
    await sql(`UPDATE pmses SET name = 'Harbour PMS' WHERE slug = 'harbor-pms'`)
    try {
      expect(await tagChoices()).toContain('>Lamp room</option>')
      expect(await suggested()).toContain('>Harbor PMS</a>')
      // A change heard: both are read anew.
      await sql(`SELECT pg_notify('pmsnews_content_changed', 'test')`)
      await expect.poll(tagChoices, { timeout: 20_000 }).toContain('>Lantern room</option>')
      expect(await suggested()).toContain('>Harbour PMS</a>')
    } finally {
      await sql(`UPDATE tags SET name = 'Lamp room' WHERE slug = 'lamp-room'`)
      await sql(`UPDATE pmses SET name = 'Harbor PMS' WHERE slug = 'harbor-pms'`)
      await sql(`SELECT pg_notify('pmsnews_content_changed', 'test')`)
    }
  })

  it('has a search box in the header of every page but search itself, which has one of its own, and the glossary and PMS hubs link into it', async () => {
    const home = await (await fetch(`${app.url}/`)).text()
    expect(home).toMatch(/<form role="search" class="site-search" action="\/search" method="get">/)
    const searchPage = await (await search('lighthouse')).text()
    expect(searchPage.match(/role="search"/g)).toHaveLength(1)
    expect(await (await fetch(`${app.url}/glossary/channel-manager`)).text()).toContain(
      'href="/search?q=Channel+manager"',
    )
    expect(await (await fetch(`${app.url}/harbor-pms`)).text()).toContain('href="/search?q=Harbor+PMS"')
    const link = (await search('lighthouse')).headers.get('link')!
    expect(link).toContain(`<${BASE}/search?q=lighthouse>; rel="alternate"; type="text/markdown"`)
  })
})
