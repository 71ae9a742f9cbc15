/**
 * Signed previews of drafts over real HTTP (docs/decisions/018-draft-preview.md): a link renders an article's latest
 * version with the public page's code, in HTML and markdown, marked private and never cached; a link that is not
 * valid for that article, now, under this secret, shows nothing; the cockpit offers Preview and "View live".
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { derivedKey } from '../../src/ground/config/derivedKey'
import { countMarkdownTokens } from '../../src/ground/markdown/countTokens'
import { articlePreviewUrl } from '../../src/features/preview/articlePreviewUrl'
import { EDITOR } from '../helpers/accounts'
import { useApp } from '../helpers/appFixture'
import { cockpitSignedIn, keepScreenshot, useBrowser } from '../helpers/browser'
import { alphaPng } from '../helpers/images'
import type { CmsRequest } from '../helpers/cockpitSession'

const SECRET = 'preview-test-secret-'.padEnd(64, 'x')
const PREVIEW_HEADERS = {
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'private, no-store',
  'referrer-policy': 'no-referrer',
}

let cms: CmsRequest
let token: string
let live: { id: number; path: string }
let draft: { id: number; path: string }

const key = derivedKey(SECRET, 'article-preview')
const now = () => Math.floor(Date.now() / 1000)
/** A preview link as the cockpit makes it, relative to the server; `signedAt` moves the clock. */
const previewPath = (id: number, options: { signedAt?: number; signingKey?: Buffer } = {}) =>
  articlePreviewUrl('', options.signingKey ?? key, id, options.signedAt ?? now())
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${path}`, { headers, redirect: 'manual' })

/** What the cockpit's autosave sends (Payload's Autosave element): a draft version, the public row untouched. */
const autosave = (id: number, data: Record<string, unknown>) =>
  cms('PATCH', `/articles/${id}?draft=true&autosave=true`, { ...data, _status: 'draft' })

const expectPreviewHeaders = (response: Response) => {
  for (const [name, value] of Object.entries(PREVIEW_HEADERS)) expect(response.headers.get(name), name).toBe(value)
}

const publicPathOf = async (id: number) => {
  const rows = await app.sql(
    'SELECT a.slug, p.slug AS pms_slug FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE a.id = $1',
    [id],
  )
  return `/${rows[0].pms_slug}/${rows[0].slug}`
}

// The secret signs preview links; the test signs some itself.
const app = useApp({ database: 'migratedWithAccounts', env: { PAYLOAD_SECRET: SECRET } })

beforeAll(async () => {
  ;({ token, cms } = await app.signIn(EDITOR))
  const pms = (await cms('POST', '/pmses', { name: 'Harbor PMS', slug: 'harbor-pms', is_published: true })).doc.id
  const author = (await cms('POST', '/authors', { name: 'Maya Ortiz' })).doc.id
  const liveId = (
    await cms('POST', '/articles', {
      title: 'Harbor PMS ships mobile keys',
      body: 'The published text about mobile keys.',
      pms,
      author,
      is_published: true,
    })
  ).doc.id
  const draftId = (
    await cms('POST', '/articles', {
      title: 'Harbor PMS plans a secret launch',
      body: 'The unpublished text about the launch.',
      pms,
      author,
    })
  ).doc.id
  live = { id: liveId, path: await publicPathOf(liveId) }
  draft = { id: draftId, path: await publicPathOf(draftId) }
})

describe('a valid preview link', () => {
  it("renders a never-published draft as HTML with the public page's code, a banner and no index", async () => {
    const response = await get(previewPath(draft.id))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expectPreviewHeaders(response)
    const html = await response.text()
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')
    expect(html).toContain('<strong>Preview — not published.</strong>')
    expect(html).toContain('<h1>Harbor PMS plans a secret launch</h1>')
    expect(html).toContain('The unpublished text about the launch.')
    expect(html).toContain('By <a href="http://127.0.0.1:')
    expect(html).toMatch(
      /<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"NewsArticle"/,
    )
    // Finished like every public page: no client JavaScript.
    expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/)
  })

  it.each([
    ['Accept: text/markdown', (path: string) => get(path, { accept: 'text/markdown' })],
    ['the .md address', (path: string) => get(path.replace('?', '.md?'))],
  ])('renders the draft as markdown for %s, with the notice after the front matter', async (_, fetchMarkdown) => {
    const response = await fetchMarkdown(previewPath(draft.id))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expectPreviewHeaders(response)
    const markdown = await response.text()
    expect(Number(response.headers.get('x-markdown-tokens'))).toBe(await countMarkdownTokens(markdown))
    expect(markdown).toMatch(
      /^---\ntitle: "Harbor PMS plans a secret launch"\n[\s\S]*?\n---\n\n> \*\*Preview — not published\.\*\* [^\n]*\n\n# Harbor PMS plans a secret launch\n/,
    )
    expect(markdown).toContain('The unpublished text about the launch.')
  })

  it("shows the draft's images to whoever holds the link, each signed for that file alone, and to no one else", async () => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await alphaPng(900, 500))], { type: 'image/png' }), 'launch map.png')
    form.append('_payload', JSON.stringify({ alt: 'The launch map' }))
    const upload = await fetch(`${app.url}/cms-api/media`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}` },
      body: form,
    })
    expect(upload.status).toBe(201)
    const { doc } = (await upload.json()) as { doc: { id: number; filename: string } }
    await autosave(draft.id, { image: doc.id })

    const html = await (await get(previewPath(draft.id))).text()
    const signed = [...html.matchAll(/\/media\/([\w./-]+)\?preview=([\w.-]+)/g)]
    const own = signed.find(([, path]) => path!.endsWith(`/${doc.filename}`))
    expect(own, 'the image signed in the preview').toBeDefined()
    const [url, path, signature] = own!
    const file = await get(url.replaceAll('&amp;', '&'))
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/webp')
    expect(file.headers.get('cache-control')).toMatch(/^private/)
    // Without its signature, with it altered, or for another file (its own size): the one 404 of /media.
    expect((await get(`/media/${path}`)).status).toBe(404)
    const altered = `${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`
    expect((await get(`/media/${path}?preview=${altered}`)).status).toBe(404)
    const card = path!.replace(/\.webp$/, '-card.webp')
    expect((await get(`/media/${card}?preview=${signature}`)).status).toBe(404)
  })

  it('shows a new draft without a PMS or author yet as the banner and what it still needs', async () => {
    const { doc } = await cms('POST', '/articles?draft=true', { title: 'An idea without a PMS', _status: 'draft' })
    const response = await get(previewPath(doc.id))
    expect(response.status).toBe(200)
    expectPreviewHeaders(response)
    const html = await response.text()
    expect(html).toContain('<strong>Preview — not published.</strong>')
    expect(html).toContain('This draft has no article page yet: it needs a title, a PMS and an author.')
    const markdown = await get(previewPath(doc.id), { accept: 'text/markdown' })
    expect(markdown.status).toBe(200)
    expect(await markdown.text()).toBe(
      '# Preview — not published\n\nThis draft has no article page yet: it needs a title, a PMS and an author.\n',
    )
  })

  it('while the public address of the draft stays 404 for everyone else', async () => {
    for (const path of [draft.path, `${draft.path}.md`]) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(await response.text()).not.toContain('secret launch')
    }
  })

  it('shows the autosaved draft of a published article while its public page keeps the published text', async () => {
    await autosave(live.id, { body: 'The autosaved draft text about mobile keys.' })
    const preview = await (await get(previewPath(live.id))).text()
    expect(preview).toContain('The autosaved draft text about mobile keys.')
    expect(preview).not.toContain('The published text about mobile keys.')
    const page = await get(live.path)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('The published text about mobile keys.')
    expect(html).not.toContain('autosaved draft')
    expect(await (await get(`${live.path}.md`)).text()).not.toContain('autosaved draft')
  })

  it('is never cached: a second request is rendered anew and shows the next autosave', async () => {
    const path = previewPath(live.id)
    const first = await get(path)
    expect(first.status).toBe(200)
    expect(first.headers.get('x-cache')).toBeNull()
    await first.text()
    await autosave(live.id, { body: 'A second autosave, two seconds later.' })
    const second = await get(path)
    expect(second.headers.get('x-cache')).toBeNull()
    expectPreviewHeaders(second)
    expect(await second.text()).toContain('A second autosave, two seconds later.')
    // The public page beside it is still cached as before.
    await get(live.path)
    expect((await get(live.path)).headers.get('x-cache')).toBe('HIT')
  })
})

describe('a preview link that is not valid', () => {
  const swapLast = (text: string) => text.slice(0, -1) + (text.endsWith('A') ? 'B' : 'A')
  const cases: Array<[string, () => string]> = [
    ['expired', () => previewPath(draft.id, { signedAt: now() - 30 * 60 - 5 })],
    ['with a tampered signature', () => swapLast(previewPath(draft.id))],
    [
      'with a later expiry than it was signed for',
      () => previewPath(draft.id).replace(/exp=(\d+)/, (_, exp: string) => `exp=${Number(exp) + 600}`),
    ],
    [
      'signed for another article',
      () => previewPath(live.id).replace(`/articles/${live.id}?`, `/articles/${draft.id}?`),
    ],
    [
      'signed under another PAYLOAD_SECRET',
      () => previewPath(draft.id, { signingKey: derivedKey('another-secret-'.padEnd(64, 'y'), 'article-preview') }),
    ],
    ['without a signature', () => previewPath(draft.id).replace(/&sig=.*$/, '')],
    ['without an expiry', () => previewPath(draft.id).replace(/exp=\d+&/, '')],
    ['with its parameters repeated', () => `${previewPath(draft.id)}&sig=${'A'.repeat(43)}`],
    ['for an article that does not exist', () => previewPath(2_147_483_647)],
    ['naming no number', () => previewPath(draft.id).replace(`/articles/${draft.id}?`, '/articles/abc?')],
    [
      'naming a huge number',
      () => previewPath(draft.id).replace(`/articles/${draft.id}?`, `/articles/${'9'.repeat(300)}?`),
    ],
    [
      'holding a NUL character',
      () => previewPath(draft.id).replace(`/articles/${draft.id}?`, `/articles/${draft.id}%00?`),
    ],
    ['with a NUL in the expiry', () => previewPath(draft.id).replace(/exp=(\d+)/, 'exp=$1%00')],
  ]

  it.each(cases)('is refused with 404 in HTML when %s', async (_, path) => {
    const response = await get(path())
    expect(response.status).toBe(404)
    expectPreviewHeaders(response)
    const html = await response.text()
    expect(html).not.toContain('secret launch')
    expect(html).not.toContain('Preview — not published')
  })

  it.each(cases)('is refused with 404 in markdown when %s', async (_, path) => {
    const response = await get(path().replace('?', '.md?'))
    expect(response.status).toBe(404)
    expectPreviewHeaders(response)
    const markdown = await response.text()
    expect(markdown).toContain('There is no preview at this address')
    expect(markdown).not.toContain('secret launch')
  })

  it('is refused at addresses beside the preview route, never with a 500', async () => {
    for (const path of [
      '/preview',
      '/preview/articles',
      '/preview/pmses/1',
      '/preview/articles/1/extra',
      '/preview/articles/.md',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex, nofollow')
    }
  })

  it('cannot reach the internal markdown route directly', async () => {
    const response = await get(previewPath(draft.id).replace('/preview/', '/md/preview/'))
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('secret launch')
  })
})

describe('the cockpit', () => {
  const editPage = async (id: number) => {
    // What a browser sends on opening the page: its session cookie, and that it navigated there itself.
    const response = await get(`/cockpit/collections/articles/${id}`, {
      cookie: `payload-token=${token}`,
      'sec-fetch-site': 'none',
    })
    expect(response.status).toBe(200)
    return response.text()
  }

  it("gives the edit view a fresh signed preview link that opens the article's latest version", async () => {
    const html = await editPage(draft.id)
    const match = new RegExp(
      `/preview/articles/${draft.id}\\?exp=(\\d+)(?:&|\\\\u0026|&amp;)sig=([A-Za-z0-9_-]{43})`,
    ).exec(html)
    expect(match, 'a signed preview link in the edit view').not.toBeNull()
    expect(Number(match![1])).toBeGreaterThan(now() + 29 * 60)
    const preview = await get(`/preview/articles/${draft.id}?exp=${match![1]}&sig=${match![2]}`)
    expect(preview.status).toBe(200)
    expect(await preview.text()).toContain('Harbor PMS plans a secret launch')
  })

  it('shows "View live" to the public page of a published article, and not for a draft', async () => {
    const viewLive = (html: string) => /<a [^>]*>View live<\/a>/.exec(html)?.[0] ?? null
    expect(viewLive(await editPage(live.id))).toBe(
      `<a class="btn btn--style-secondary btn--size-small view-live-link" href="${app.url}${live.path}" target="_blank" rel="noopener noreferrer" style="margin:0;white-space:nowrap">View live</a>`,
    )
    expect(viewLive(await editPage(draft.id))).toBeNull()
  })
})

describe('the cockpit in a browser', () => {
  const browser = useBrowser()

  it('has a Preview button and a live preview pane that follows autosaves', async () => {
    const { context, page } = await cockpitSignedIn(browser(), app.url, EDITOR, {
      at: `/cockpit/collections/articles/${live.id}`,
    })
    try {
      await expect
        .poll(() => page.locator('#preview-button').getAttribute('href'), { timeout: 30_000 })
        .toMatch(new RegExp(`/preview/articles/${live.id}\\?exp=\\d+&sig=`))
      await expect
        .poll(() => page.getByRole('link', { name: 'View live' }).getAttribute('href'), { timeout: 30_000 })
        .toBe(`${app.url}${live.path}`)

      await page.locator('#live-preview-toggler').click()
      const pane = page.frameLocator('#live-preview-iframe')
      await pane.getByText('Preview — not published.').waitFor()
      const firstLink = await page.locator('#live-preview-iframe').getAttribute('src')
      expect(firstLink?.startsWith(`${app.url}/preview/articles/${live.id}?exp=`), String(firstLink)).toBe(true)
      await page.locator('#field-title').fill('Harbor PMS ships mobile keys to every hotel')
      // The autosave (every 2 s) brings a new signed link, and the pane loads the new draft.
      await pane
        .getByRole('heading', { name: 'Harbor PMS ships mobile keys to every hotel' })
        .waitFor({ timeout: 20_000 })
      expect(await page.locator('#live-preview-iframe').getAttribute('src')).not.toBe(firstLink)
      await keepScreenshot(page, 'preview-live-pane', { fullPage: false })
    } finally {
      await context.close()
    }
  })
})
