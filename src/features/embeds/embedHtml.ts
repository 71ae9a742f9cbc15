/**
 * An article's embeds in its HTML page (docs/decisions/072-embeds.md), put in place of the paragraphs that held their
 * links alone: a video is a poster (its thumbnail from our own media, if it has one, the title, the provider, a play
 * control: no request to anyone else) in a
 * `<details>`, whose player (the privacy-enhanced one, ./embedProviders.ts) is an iframe with `loading="lazy"`, which
 * a browser does not load while the `<details>` is closed: nothing reaches the video's host until the reader clicks,
 * and no script runs for it (public pages run none). A post is a static card with its text, author, date and link; any
 * other page a card with its title. Every value is escaped here; none is the provider's HTML.
 */
import { escapeHtml } from '../../ground/lib/escapeHtml'
import { type Embed, type PostEmbed, sameUrl, shownEmbeds, type VideoEmbed, type VideoThumbnail } from './embedData'
import { playerUrl } from './embedProviders'

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

const outLink = (url: string, text: string) =>
  `<a href="${escapeHtml(url)}" rel="noopener nofollow">${escapeHtml(text)}</a>`

/**
 * The poster's picture, from our own media (./videoThumbnail.ts): lazy, so a poster far down the page costs nothing
 * until it nears the screen; its size given, so the page does not move when it arrives.
 */
function thumbnailHtml(thumbnail: VideoThumbnail): string {
  const srcset = thumbnail.sources.map((source) => `${escapeHtml(source.src)} ${source.width}w`).join(', ')
  return (
    `<img class="embed-thumb" src="${escapeHtml(thumbnail.src)}"` +
    (srcset ? ` srcset="${srcset}" sizes="(max-width: 800px) 100vw, 800px"` : '') +
    ` width="${thumbnail.width}" height="${thumbnail.height}" alt="${escapeHtml(thumbnail.alt)}"` +
    ` loading="lazy" decoding="async">`
  )
}

function videoHtml(embed: VideoEmbed): string {
  const byline = [embed.provider, embed.author].filter(Boolean).join(' · ')
  return (
    `<figure class="embed embed-video"><details>` +
    `<summary aria-label="${escapeHtml(`Play video: ${embed.title} (${embed.provider})`)}">` +
    `<span class="embed-poster${embed.thumbnail ? ' embed-poster-thumb' : ''}">` +
    (embed.thumbnail ? thumbnailHtml(embed.thumbnail) : '') +
    `<span class="embed-play" aria-hidden="true"></span>` +
    `<span class="embed-title">${escapeHtml(embed.title)}</span>` +
    `<span class="embed-byline">${escapeHtml(byline)}</span></span></summary>` +
    `<iframe src="${escapeHtml(playerUrl(embed.provider, embed.videoId))}" loading="lazy" ` +
    `title="${escapeHtml(embed.title)}" allow="autoplay; encrypted-media; picture-in-picture; fullscreen" ` +
    `allowfullscreen referrerpolicy="strict-origin-when-cross-origin"></iframe></details>` +
    `<figcaption>${outLink(embed.url, embed.title)} on ${escapeHtml(embed.provider)}. ` +
    `The player loads from ${escapeHtml(embed.provider)} when you press play.</figcaption></figure>`
  )
}

function postHtml(embed: PostEmbed): string {
  const author = embed.authorUrl ? outLink(embed.authorUrl, embed.author) : escapeHtml(embed.author)
  const date = embed.published
    ? `<time datetime="${escapeHtml(embed.published)}">${escapeHtml(DATE.format(new Date(embed.published)))}</time>`
    : 'View the post'
  return (
    `<figure class="embed embed-post"><blockquote cite="${escapeHtml(embed.url)}">` +
    `<p>${escapeHtml(embed.text)}</p></blockquote>` +
    `<figcaption>${author} on ${escapeHtml(embed.provider)} · ` +
    `<a href="${escapeHtml(embed.url)}" rel="noopener nofollow">${date}</a></figcaption></figure>`
  )
}

function embedHtml(embed: Embed): string | null {
  switch (embed.kind) {
    case 'video':
      return videoHtml(embed)
    case 'post':
      return postHtml(embed)
    case 'card':
      return (
        `<figure class="embed embed-card"><a class="embed-card-link" href="${escapeHtml(embed.url)}" ` +
        `rel="noopener nofollow"><span class="embed-title">${escapeHtml(embed.title)}</span>` +
        `<span class="embed-byline">${escapeHtml([embed.provider, embed.author].filter(Boolean).join(' · '))}` +
        `</span></a></figure>`
      )
    case 'none':
      return null
  }
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
}
const unescapeAttribute = (value: string) =>
  value.replace(/&(?:amp|quot|#39|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!)

/** A paragraph of the sanitised body that is one link and nothing else (src/ground/markdown/markdownToHtml.ts). */
const LONE_LINK = /<p><a href="([^"]*)"[^>]*>(?:(?!<\/?a\b)[\s\S])*<\/a><\/p>/g

/** The body's HTML with each lone link that has an embed shown as that embed; the others stay links. */
export function withEmbeds(bodyHtml: string, stored: unknown): string {
  const shown = shownEmbeds(stored).filter((embed) => embed.kind !== 'none')
  if (shown.length === 0) return bodyHtml
  const embeds = new Map(shown.map((embed) => [sameUrl(embed.url), embed]))
  return bodyHtml.replace(LONE_LINK, (paragraph, href: string) => {
    const embed = embeds.get(sameUrl(unescapeAttribute(href)))
    return (embed && embedHtml(embed)) ?? paragraph
  })
}
