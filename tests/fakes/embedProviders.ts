/**
 * The providers behind pasted links, on 127.0.0.1, for the embeds' tests (docs/decisions/072-embeds.md): one server
 * standing in (EMBED_TEST_ORIGINS) for YouTube's and Vimeo's oEmbed endpoints, Bluesky's (embed.bsky.app), a
 * Mastodon-like server (`social.example`: a post's ActivityStreams `Note`), a blog that announces oEmbed in its head
 * (`blog.example`), the privacy-enhanced player (`www.youtube-nocookie.com`) and the videos' thumbnails (`i.ytimg.com`,
 * `i.vimeocdn.com`, real JPEGs); plus the bad ones: a page that never answers, a huge answer, answers with script, a
 * "thumbnail" that is a script sent as a JPEG (the video `N0Thumbnail`'s), and a redirect to a private address
 * (`inner`, a second server that must never be reached). Each answer puts in the provider's own HTML (an iframe, a
 * script), which must never be kept.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { progressiveJpeg } from '../helpers/images'

export const STOOD_IN = [
  'https://www.youtube.com',
  'https://vimeo.com',
  'https://embed.bsky.app',
  'https://social.example',
  'https://blog.example',
  'https://www.youtube-nocookie.com',
  'https://i.ytimg.com',
  'https://i.vimeocdn.com',
]

/** A YouTube video whose thumbnail is a script sent as `image/jpeg`: its poster must go without. */
export const VIDEO_WITH_A_BAD_THUMBNAIL = 'N0Thumbnail'

export interface EmbedProviders {
  url: string
  /** EMBED_TEST_ORIGINS for the app: every origin above answered by this server. */
  standIns: string
  /** Every path asked for, in order, with the Accept it was asked with. */
  requests: Array<{ path: string; accept: string }>
  /** The server at a loopback address no link may lead to (a redirect points there): every path it was asked for. */
  innerRequests: string[]
  innerUrl: string
  /** Answers the requests held by `/slow` (the test is over with them). */
  releaseSlow(): void
  close(): Promise<void>
}

const json = (res: http.ServerResponse, value: unknown) =>
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(value))

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const youtubeIdOf = (address: string) => {
  const url = URL.parse(address)
  return url?.searchParams.get('v') ?? url?.pathname.split('/').at(-1) ?? 'x'
}

export async function startEmbedProviders(): Promise<EmbedProviders> {
  const [youtubeThumbnail, vimeoThumbnail] = await Promise.all([progressiveJpeg(480, 360), progressiveJpeg(640, 360)])
  const jpeg = (res: http.ServerResponse, bytes: Buffer) =>
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': bytes.length }).end(bytes)
  const requests: EmbedProviders['requests'] = []
  const innerRequests: string[] = []
  const held: http.ServerResponse[] = []
  const inner = http.createServer((req, res) => {
    innerRequests.push(req.url ?? '/')
    json(res, { title: 'Inner secret', type: 'rich', version: '1.0' })
  })
  const innerUrl = await listen(inner)

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    requests.push({ path: `${url.pathname}${url.search}`, accept: req.headers.accept ?? '' })
    const asked = url.searchParams.get('url') ?? ''
    switch (url.pathname) {
      case '/oembed': // YouTube's and Bluesky's endpoints
        if (asked.startsWith('https://bsky.app/'))
          return json(res, {
            type: 'rich',
            version: '1.0',
            author_name: 'Ana Ruiz (@ana.bsky.social)',
            author_url: 'https://bsky.app/profile/ana.bsky.social',
            provider_name: 'Bluesky Social',
            html: '<blockquote class="bluesky-embed"><p lang="en">Front desk at 6am &amp; the PMS <b>still</b> works offline.</p>&mdash; Ana Ruiz (<a href="https://bsky.app/profile/x?ref_src=embed">@ana.bsky.social</a>) <a href="https://bsky.app/profile/x/post/3k?ref_src=embed">November 28, 2026 at 9:15 AM</a></blockquote><script async src="https://embed.bsky.app/static/embed.js"></script>',
          })
        return json(res, {
          type: 'video',
          version: '1.0',
          title: 'Harbor PMS mobile keys, a walkthrough',
          author_name: 'Harbor PMS',
          provider_name: 'YouTube',
          thumbnail_url: `https://i.ytimg.com/vi/${youtubeIdOf(asked)}/hqdefault.jpg`,
          thumbnail_width: 480,
          thumbnail_height: 360,
          html: '<iframe src="https://www.youtube.com/embed/x"></iframe>',
        })
      case '/api/oembed.json': // Vimeo's
        return json(res, {
          type: 'video',
          version: '1.0',
          title: 'Night audit in five minutes',
          author_name: 'Stayline',
          video_id: 76979871,
          upload_date: '2026-10-15 14:08:29',
          thumbnail_url: 'https://i.vimeocdn.com/video/452001751-d_640',
          html: '<iframe src="https://player.vimeo.com/video/76979871"></iframe>',
        })
      case '/@ana/1234': // a Mastodon post, asked for as ActivityStreams
        if (!(req.headers.accept ?? '').includes('activity+json'))
          return res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Post</title>')
        return res.writeHead(200, { 'content-type': 'application/activity+json' }).end(
          JSON.stringify({
            '@context': 'https://www.w3.org/ns/activitystreams',
            id: 'https://social.example/users/ana/statuses/1234',
            type: 'Note',
            attributedTo: 'https://social.example/users/ana',
            published: '2026-11-30T10:00:00Z',
            content: '<p>Owners read their statements on Sunday nights.</p><script>alert(1)</script>',
          }),
        )
      case '/story': // a page that announces its oEmbed answer
        return res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(
            '<!doctype html><html><head><title>Story</title><link rel="alternate" type="application/json+oembed" href="/story.oembed.json?id=1&amp;format=json"></head><body>Story</body></html>',
          )
      case '/story.oembed.json':
        return json(res, {
          type: 'rich',
          version: '1.0',
          title: 'Why hotels <em>still</em> overbook<script>alert("x")</script>',
          author_name: 'Daniel Okafor',
          provider_name: 'Hotel Tech Blog',
          html: '<script src="https://blog.example/widget.js"></script><iframe src="https://blog.example/x"></iframe>',
        })
      case '/slow': // answers nothing until the test is over
        held.push(res)
        return
      case '/huge': // a page whose oEmbed answer is far past any bound
        return res
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<html><head><link rel="alternate" type="application/json+oembed" href="/huge.json"></head></html>')
      case '/huge.json':
        return json(res, { title: 'x'.repeat(2 * 1024 * 1024), type: 'rich', version: '1.0' })
      case '/to-inner':
        return res.writeHead(302, { location: `${innerUrl}/secret` }).end()
      case '/video/452001751-d_640':
        return jpeg(res, vimeoThumbnail)
      case `/vi/${VIDEO_WITH_A_BAD_THUMBNAIL}/hqdefault.jpg`:
        return res.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html><script>alert(1)</script></html>')
      default:
        if (/^\/vi\/[\w-]{11}\/hqdefault\.jpg$/.test(url.pathname)) return jpeg(res, youtubeThumbnail)
        if (url.pathname.startsWith('/embed/'))
          return res
            .writeHead(200, { 'content-type': 'text/html' })
            .end('<!doctype html><title>Player</title><body style="background:#fff;font:2rem sans-serif">The player')
        return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
    }
  })
  const url = await listen(server)
  return {
    url,
    standIns: STOOD_IN.map((origin) => `${origin}=${url}`).join(','),
    requests,
    innerRequests,
    innerUrl,
    releaseSlow: () => {
      for (const res of held.splice(0)) res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>')
    },
    close: async () => {
      for (const res of held.splice(0)) res.destroy()
      server.closeAllConnections()
      inner.closeAllConnections()
      await Promise.all([
        new Promise((resolve) => server.close(resolve)),
        new Promise((resolve) => inner.close(resolve)),
      ])
    },
  }
}
