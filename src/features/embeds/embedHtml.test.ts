import { describe, expect, it } from 'vitest'

import { markdownToHtml } from '../../ground/markdown/markdownToHtml'
import type { Embed } from './embedData'
import { withEmbeds } from './embedHtml'
import { titledLinks } from './titledLinks'

const SITE = 'https://news.example'
const video: Embed = {
  kind: 'video',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=4',
  fetchedAt: '2026-12-01T00:00:00.000Z',
  provider: 'YouTube',
  videoId: 'dQw4w9WgXcQ',
  title: 'A demo <script>alert(1)</script> & more',
  author: 'Tidewater',
}
const post: Embed = {
  kind: 'post',
  url: 'https://social.example/@ana/1234',
  fetchedAt: '2026-12-01T00:00:00.000Z',
  provider: 'social.example',
  author: '@ana@social.example',
  authorUrl: 'https://social.example/users/ana',
  text: 'Owners read statements on Sunday nights.',
  published: '2026-11-30T10:00:00.000Z',
}
const failed: Embed = { kind: 'none', url: 'https://down.example/x', fetchedAt: '2026-12-01T00:00:00.000Z' }
const body = [
  'See https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=4 in a sentence.',
  `[${video.url}](${video.url})`,
  `[${post.url}](${post.url})`,
  `[${failed.url}](${failed.url})`,
].join('\n\n')

describe('withEmbeds', () => {
  const html = withEmbeds(markdownToHtml(body, SITE), [video, post, failed])

  it('shows a video as a poster in a closed <details>, its privacy-enhanced player a lazy iframe inside it', () => {
    expect(html).toContain('<figure class="embed embed-video"><details><summary aria-label="Play video: A demo')
    expect(html).toContain(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1" loading="lazy" title="A demo &lt;script&gt;alert(1)&lt;/script&gt; &amp; more"',
    )
    expect(html).not.toContain('<script>')
    expect(html.match(/<iframe/g)).toHaveLength(1)
  })

  it('shows a post as a static card with its text, author, date and link; a link without an embed stays a link', () => {
    expect(html).toContain(
      '<figure class="embed embed-post"><blockquote cite="https://social.example/@ana/1234"><p>Owners read statements on Sunday nights.</p></blockquote>',
    )
    expect(html).toContain('<time datetime="2026-11-30T10:00:00.000Z">30 Nov 2026</time>')
    expect(html).toContain('<p><a href="https://down.example/x" rel="noopener nofollow">https://down.example/x</a></p>')
    // The link inside a sentence is untouched.
    expect(html).toContain('<p>See <a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=4"')
  })

  it("shows a video's stored thumbnail in its poster, lazy and sized, and refuses one on another host", () => {
    const thumbnail = {
      src: '/media/embeds/youtube-dqw4w9wgxcq.webp',
      width: 1280,
      height: 720,
      alt: 'Still from the video',
      sources: [
        { src: '/media/embeds/youtube-dqw4w9wgxcq-card.webp', width: 800 },
        { src: '/media/embeds/youtube-dqw4w9wgxcq.webp', width: 1280 },
      ],
    }
    const withThumbnail = withEmbeds(markdownToHtml(body, SITE), [{ ...video, thumbnail }])
    expect(withThumbnail).toContain(
      '<span class="embed-poster embed-poster-thumb"><img class="embed-thumb" src="/media/embeds/youtube-dqw4w9wgxcq.webp" srcset="/media/embeds/youtube-dqw4w9wgxcq-card.webp 800w, /media/embeds/youtube-dqw4w9wgxcq.webp 1280w" sizes="(max-width: 800px) 100vw, 800px" width="1280" height="720" alt="Still from the video" loading="lazy" decoding="async"><span class="embed-play"',
    )
    const elsewhere = { ...thumbnail, src: 'https://i.ytimg.com/vi/x/hqdefault.jpg' }
    expect(withEmbeds(markdownToHtml(body, SITE), [{ ...video, thumbnail: elsewhere }])).not.toContain('embed-video')
  })

  it('ignores stored embeds that do not fit the shape (a provider HTML, a foreign video id)', () => {
    const forged = [
      { ...video, videoId: '"><script>x</script>' },
      { ...post, kind: 'html', html: '<iframe>' },
    ]
    expect(withEmbeds(markdownToHtml(body, SITE), forged)).toBe(markdownToHtml(body, SITE))
  })

  it('checks a changed value anew: a check remembered for one value never passes another', () => {
    const html = markdownToHtml(body, SITE)
    expect(withEmbeds(html, [video])).toContain('embed-video')
    // The same embed, then forged in place: the remembered verdict belongs to the first text only.
    const stored = [{ ...video }]
    expect(withEmbeds(html, stored)).toContain('embed-video')
    stored[0]!.videoId = '"><script>x</script>'
    expect(withEmbeds(html, stored)).toBe(html)
  })
})

describe('titledLinks', () => {
  it('gives each embedded link its title in markdown, and leaves the rest of the body as it was', () => {
    expect(titledLinks(body, [video, post, failed])).toBe(
      [
        'See https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=4 in a sentence.',
        `[A demo \\<script\\>alert(1)\\</script\\> & more (YouTube video)](${video.url})`,
        `[Post by @ana@social.example on social.example](${post.url})`,
        `[${failed.url}](${failed.url})`,
      ].join('\n\n'),
    )
    expect(titledLinks(body, null)).toBe(body)
  })
})
