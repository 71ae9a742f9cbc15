/**
 * Embeds by pasting a link (docs/decisions/072-embeds.md), over real HTTP against the built server: a link alone in
 * a paragraph, written through REST ingestion, the MCP write tools and the cockpit's rich text (`/cms-api`), is fetched
 * once at save time from the fake providers (tests/fakes/embedProviders.ts, stood in for by EMBED_TEST_ORIGINS) and
 * kept with the article; the page shows a poster or a card, the markdown and the feeds a titled link; a link that is
 * private, redirects there, answers slowly, is huge or is nobody's stays a plain link and the save succeeds. A video's
 * thumbnail is fetched with it into our media (docs/decisions/076-video-thumbnails.md), public once its article is,
 * shown in the poster and named in the page's VideoObject; one that is no image leaves the poster without it.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ADMIN } from '../helpers/accounts'
import { insertApiToken } from '../helpers/apiTokens'
import { useApp } from '../helpers/appFixture'
import { signIn } from '../helpers/cockpitSession'
import { logLines } from '../helpers/logLines'
import { authorizedAgentWithoutBrowser } from '../helpers/oauthAgent'
import { type EmbedProviders, startEmbedProviders, VIDEO_WITH_A_BAD_THUMBNAIL } from '../fakes/embedProviders'

let providers: EmbedProviders
beforeAll(async () => {
  providers = await startEmbedProviders()
})
afterAll(() => providers?.close())

const app = useApp({
  database: 'seededWithAccounts',
  env: () => ({ EMBED_TEST_ORIGINS: providers.standIns, EMBED_FETCH_TIMEOUT_MS: '1500' }),
})
const { sql } = app

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42'
const MASTODON = 'https://social.example/@ana/1234'
const BLUESKY = 'https://bsky.app/profile/ana.bsky.social/post/3kabc'
const VIMEO = 'https://vimeo.com/76979871'
const STORY = 'https://blog.example/story'

let token: string
let parents: { pms_id: number; author_id: number; pms: string }

beforeAll(async () => {
  ;({ token } = await insertApiToken(app.database.url))
  const [row] = await sql(
    `SELECT p.id AS pms_id, p.slug AS pms, (SELECT id FROM authors ORDER BY id LIMIT 1) AS author_id
     FROM pmses p WHERE p.slug = 'harbor-pms'`,
  )
  parents = row as typeof parents
})

const ingest = (body: string, title: string) =>
  fetch(`${app.url}/api/articles`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ pms_id: parents.pms_id, author_id: parents.author_id, title, body }),
  })

interface StoredEmbed {
  kind: string
  url: string
  [key: string]: unknown
}
const embedsOf = async (id: number) =>
  ((await sql('SELECT embeds FROM articles WHERE id = $1', [id]))[0]!.embeds ?? []) as StoredEmbed[]

/** Publishes an article as the workflow would leave it, and answers its address. */
async function publish(id: number): Promise<string> {
  const [row] = await sql(
    `UPDATE articles SET is_published = true, published_at = now() WHERE id = $1 RETURNING slug`,
    [id],
  )
  return `/${parents.pms}/${row!.slug}`
}

const requestsFor = (path: string) => providers.requests.filter((request) => request.path.includes(path)).length

/** The VideoObjects of a page's NewsArticle (src/features/embeds/videoJsonLd.ts). */
const videoObjectsOf = (html: string) =>
  (JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as { video?: unknown[] })
    .video ?? []

const THUMBNAIL_FILE = /^\/media\/embeds\/youtube-dqw4w9wgxcq(?:-\d+)?\.webp$/

describe('REST ingestion', () => {
  let id: number
  let path: string
  let thumbnail: { src: string }

  it('turns a lone YouTube link and a Mastodon post into embeds, fetched once at save time, and leaves a link in a sentence', async () => {
    const body = [
      `A sentence with ${YOUTUBE} inside it stays a link.`,
      YOUTUBE,
      MASTODON,
      'The end of the story, long enough to read.',
    ].join('\n\n')
    const response = await ingest(body, 'Harbor PMS shows mobile keys on video')
    expect(response.status).toBe(201)
    id = ((await response.json()) as { article: { id: number } }).article.id
    expect(await embedsOf(id)).toEqual([
      {
        kind: 'video',
        url: YOUTUBE,
        fetchedAt: expect.any(String),
        provider: 'YouTube',
        videoId: 'dQw4w9WgXcQ',
        title: 'Harbor PMS mobile keys, a walkthrough',
        author: 'Harbor PMS',
        // Its thumbnail (a 480×360 JPEG at i.ytimg.com), fetched once and stored as our own WebP.
        thumbnail: {
          src: expect.stringMatching(THUMBNAIL_FILE),
          width: 480,
          height: 360,
          alt: 'Still from the video “Harbor PMS mobile keys, a walkthrough”',
          sources: [{ src: expect.stringMatching(THUMBNAIL_FILE), width: 480 }],
        },
      },
      {
        kind: 'post',
        url: MASTODON,
        fetchedAt: expect.any(String),
        provider: 'social.example',
        author: '@ana@social.example',
        authorUrl: 'https://social.example/users/ana',
        text: 'Owners read their statements on Sunday nights.',
        published: '2026-11-30T10:00:00.000Z',
      },
    ])
    expect(requestsFor('/vi/dQw4w9WgXcQ/hqdefault.jpg')).toBe(1)
    // Its file is the draft's: nobody's to load until the article is public (docs/decisions/059).
    thumbnail = (await embedsOf(id))[0]!.thumbnail as { src: string }
    expect((await fetch(`${app.url}${thumbnail.src}`)).status).toBe(404)
    path = await publish(id)
    const file = await fetch(`${app.url}${thumbnail.src}`)
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'image/webp'])
  })

  it('shows the video as a poster whose player loads only when opened, and the post as a static card', async () => {
    const before = providers.requests.length
    const response = await fetch(`${app.url}${path}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(
      '<figure class="embed embed-video"><details><summary aria-label="Play video: Harbor PMS mobile keys, a walkthrough (YouTube)">',
    )
    expect(html).toContain(`<iframe src="${providers.url}/embed/dQw4w9WgXcQ?autoplay=1" loading="lazy"`)
    // The poster's picture is ours: lazy, sized, described.
    expect(html).toContain(
      `<span class="embed-poster embed-poster-thumb"><img class="embed-thumb" src="${thumbnail.src}" srcset="${thumbnail.src} 480w" sizes="(max-width: 800px) 100vw, 800px" width="480" height="360" alt="Still from the video “Harbor PMS mobile keys, a walkthrough”" loading="lazy" decoding="async">`,
    )
    expect(html).not.toContain('ytimg')
    // Google's VideoObject: name, our thumbnail and the player; YouTube's oEmbed gives no upload date, so none is said.
    expect(videoObjectsOf(html)).toEqual([
      {
        '@type': 'VideoObject',
        name: 'Harbor PMS mobile keys, a walkthrough',
        embedUrl: `${providers.url}/embed/dQw4w9WgXcQ`,
        thumbnailUrl: `${app.url}${thumbnail.src}`,
      },
    ])
    expect(html).toContain(
      `<figure class="embed embed-post"><blockquote cite="${MASTODON}"><p>Owners read their statements on Sunday nights.</p></blockquote>`,
    )
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/)
    // The CSP frames the (stood-in) players and nothing else; reading the page fetched nothing.
    expect(response.headers.get('content-security-policy')).toContain(
      `frame-src ${providers.url} https://player.vimeo.com;`,
    )
    expect(providers.requests.length).toBe(before)
  })

  it('gives the markdown page, the feeds and the ActivityPub object the links with their titles, never a player', async () => {
    const markdown = await (await fetch(`${app.url}${path}.md`)).text()
    expect(markdown).toContain(`[Harbor PMS mobile keys, a walkthrough (YouTube video)](${YOUTUBE})`)
    expect(markdown).toContain(`[Post by @ana@social.example on social.example](${MASTODON})`)
    const rss = await (await fetch(`${app.url}/feed`)).text()
    expect(rss).toContain('Harbor PMS mobile keys, a walkthrough (YouTube video)&lt;/a&gt;')
    const jsonFeed = (await (await fetch(`${app.url}/feed.json`)).json()) as { items: Array<{ content_html: string }> }
    const item = jsonFeed.items.find((entry) => entry.content_html.includes('mobile keys, a walkthrough'))!
    expect(item.content_html).not.toContain('<iframe')
    const object = await (
      await fetch(`${app.url}/ap/articles/${id}`, { headers: { accept: 'application/activity+json' } })
    ).json()
    expect((object as { content: string }).content).toContain('Post by @ana@social.example on social.example</a>')
  })

  it('does not fetch an unchanged link again when the article is saved again', async () => {
    const asked = requestsFor('/oembed?url=https%3A%2F%2Fwww.youtube.com')
    const { cms } = await signIn(app.url, ADMIN.email, ADMIN.password)
    await cms('PATCH', `/articles/${id}`, { title: 'Harbor PMS shows mobile keys on video, again' })
    expect(requestsFor('/oembed?url=https%3A%2F%2Fwww.youtube.com')).toBe(asked)
    expect(requestsFor('/vi/dQw4w9WgXcQ/hqdefault.jpg')).toBe(1)
    expect((await embedsOf(id))[0]!.thumbnail).toEqual(thumbnail)
    expect((await embedsOf(id)).map((embed) => embed.kind)).toEqual(['video', 'post'])
  })
})

describe('the MCP write tools', () => {
  it('turn a Bluesky post and a Vimeo video given to create-article and update-article into embeds', async () => {
    const mcpUrl = `${app.url}/mcp`
    const { tokens } = await authorizedAgentWithoutBrowser(mcpUrl, 'articles:read articles:write', ADMIN, {
      client_name: 'Embeds writer',
    })
    const client = new Client({ name: 'embeds-test', version: '1.0.0' })
    await client.connect(
      new StreamableHTTPClientTransport(new URL(mcpUrl), {
        requestInit: { headers: { Authorization: `Bearer ${tokens.access_token}` } },
      }),
    )
    try {
      const created = await client.callTool({
        name: 'create-article',
        arguments: {
          pms_id: parents.pms_id,
          author_id: parents.author_id,
          title: 'Front desks on the social web',
          body: `What a front desk said:\n\n${BLUESKY}\n\nMore to read.`,
        },
      })
      const id = (created.structuredContent as { article: { id: number } }).article.id
      expect(await embedsOf(id)).toMatchObject([
        { kind: 'post', provider: 'Bluesky', text: 'Front desk at 6am & the PMS still works offline.' },
      ])
      const current = (
        (await client.callTool({ name: 'get-article', arguments: { id } })).structuredContent as {
          article: { updated_at: string }
        }
      ).article
      await client.callTool({
        name: 'update-article',
        arguments: {
          id,
          expected_updated_at: current.updated_at,
          body: `What a front desk said:\n\n${BLUESKY}\n\nAnd the night audit:\n\n${VIMEO}`,
        },
      })
      expect(await embedsOf(id)).toMatchObject([
        { kind: 'post', provider: 'Bluesky' },
        { kind: 'video', provider: 'Vimeo', videoId: '76979871', title: 'Night audit in five minutes' },
      ])
    } finally {
      await client.close()
    }
  })
})

describe("the cockpit's rich text", () => {
  const paragraph = (child: Record<string, unknown>) => ({
    type: 'paragraph',
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
    textFormat: 0,
    textStyle: '',
    children: [child],
  })
  const text = (value: string) => ({
    type: 'text',
    text: value,
    format: 0,
    detail: 0,
    mode: 'normal',
    style: '',
    version: 1,
  })
  const link = (type: 'link' | 'autolink', url: string, label: string) => ({
    type,
    direction: 'ltr',
    format: '',
    indent: 0,
    version: type === 'link' ? 3 : 2,
    fields: { linkType: 'custom', url },
    children: [text(label)],
  })

  it('makes embeds of a paragraph holding only an autolink or only a link, and a card of a page that announces oEmbed', async () => {
    const { cms } = await signIn(app.url, ADMIN.email, ADMIN.password)
    const content = {
      root: {
        type: 'root',
        direction: 'ltr',
        format: '',
        indent: 0,
        version: 1,
        children: [
          paragraph(text('Two links an editor pasted:')),
          paragraph(link('autolink', MASTODON, MASTODON)),
          paragraph(link('link', STORY, 'Read the analysis')),
        ],
      },
    }
    const { doc } = await cms('POST', '/articles', {
      title: 'Pasted links in the editor',
      pms: parents.pms_id,
      author: parents.author_id,
      content,
    })
    expect(await embedsOf(doc.id)).toMatchObject([
      { kind: 'post', url: MASTODON },
      { kind: 'card', url: STORY, title: 'Why hotels still overbook', provider: 'Hotel Tech Blog' },
    ])
    const html = await (await fetch(`${app.url}${await publish(doc.id)}`)).text()
    expect(html).toContain(
      `<figure class="embed embed-card"><a class="embed-card-link" href="${STORY}" rel="noopener nofollow"><span class="embed-title">Why hotels still overbook</span>`,
    )
    expect(html).not.toContain('blog.example/widget.js')
  })

  it('refuses an `embeds` a writer sends: the field is only what the body was found to hold', async () => {
    const { cms } = await signIn(app.url, ADMIN.email, ADMIN.password)
    const forged = [{ kind: 'video', url: 'https://evil.example/x', provider: 'YouTube', videoId: 'x', title: 't' }]
    const { doc } = await cms('POST', '/articles', {
      title: 'A forged embed',
      pms: parents.pms_id,
      author: parents.author_id,
      body: 'Nothing to embed here.',
      embeds: forged,
    })
    expect(await embedsOf(doc.id)).toEqual([])
  })
})

describe('bad links', () => {
  it('keep a private, loopback, redirecting, slow, huge or unknown link plain, save the article and log why', async () => {
    const bad = [
      'http://10.20.30.40/post',
      `${providers.innerUrl}/secret`,
      'https://blog.example/to-inner',
      'https://blog.example/slow',
      'https://blog.example/huge',
      'https://blog.example/nothing-here',
    ]
    const response = await ingest(bad.join('\n\n'), 'Links that lead nowhere good')
    expect(response.status).toBe(201)
    const id = ((await response.json()) as { article: { id: number } }).article.id
    expect((await embedsOf(id)).map((embed) => [embed.url, embed.kind])).toEqual(bad.map((url) => [url, 'none']))
    expect(providers.innerRequests).toEqual([])
    const warned = logLines(app.server.output())
      .filter((line) => line.msg === 'embed: the link stays a plain link')
      .map((line) => (line as unknown as { url: string; reason: string }).url)
    expect(warned).toEqual(expect.arrayContaining(bad))
    providers.releaseSlow()
    const html = await (await fetch(`${app.url}${await publish(id)}`)).text()
    for (const url of bad) expect(html).toContain(`<p><a href="${url}" rel="noopener nofollow">${url}</a></p>`)
    expect(html).not.toContain('class="embed')
  })
})

describe("a video's thumbnail", () => {
  it("keeps Vimeo's upload date, and leaves the poster of a video whose thumbnail is no image without one", async () => {
    const broken = `https://youtu.be/${VIDEO_WITH_A_BAD_THUMBNAIL}`
    const response = await ingest(`${VIMEO}\n\n${broken}`, 'Two night audits on video')
    expect(response.status).toBe(201)
    const id = ((await response.json()) as { article: { id: number } }).article.id
    const [vimeo, youtube] = await embedsOf(id)
    expect(vimeo).toMatchObject({
      kind: 'video',
      uploadDate: '2026-10-15',
      thumbnail: {
        src: expect.stringMatching(/^\/media\/embeds\/vimeo-76979871(?:-\d+)?\.webp$/),
        width: 640,
        height: 360,
      },
    })
    expect(youtube).toMatchObject({ kind: 'video', videoId: VIDEO_WITH_A_BAD_THUMBNAIL })
    expect(youtube).not.toHaveProperty('thumbnail')
    const warned = logLines(app.server.output()).filter(
      (line) => line.msg === 'embed: the video poster has no thumbnail',
    )
    expect(warned).toEqual([
      expect.objectContaining({
        url: broken,
        thumbnail: `https://i.ytimg.com/vi/${VIDEO_WITH_A_BAD_THUMBNAIL}/hqdefault.jpg`,
        reason: expect.stringMatching(/must be a JPEG, PNG, GIF or WebP image|not a complete JPEG/),
      }),
    ])
    const html = await (await fetch(`${app.url}${await publish(id)}`)).text()
    expect(html.match(/<img class="embed-thumb"/g)).toHaveLength(1)
    expect(html).toContain(
      '<figure class="embed embed-video"><details><summary aria-label="Play video: Night audit in five minutes (Vimeo)"><span class="embed-poster embed-poster-thumb"><img',
    )
    expect(videoObjectsOf(html)).toEqual([
      {
        '@type': 'VideoObject',
        name: 'Night audit in five minutes',
        embedUrl: 'https://player.vimeo.com/video/76979871',
        thumbnailUrl: `${app.url}${(vimeo!.thumbnail as { src: string }).src}`,
        uploadDate: '2026-10-15',
      },
      {
        '@type': 'VideoObject',
        name: 'Harbor PMS mobile keys, a walkthrough',
        embedUrl: `${providers.url}/embed/${VIDEO_WITH_A_BAD_THUMBNAIL}`,
      },
    ])
  })
})
