/**
 * What is kept of a pasted link's embed, with the article (its `embeds` field, set at save time by
 * src/collections/Articles/hooks/fetchEmbeds.ts; docs/decisions/072-embeds.md): plain text and a provider's video id,
 * never the provider's HTML, iframe or script. Read back through `storedEmbeds`, which drops whatever does not fit, so
 * that a page renders only what this shape allows, whoever wrote the field.
 */
import { z } from 'zod'

import { digestCache } from '../../ground/lib/digestMemo'
import { htmlToText } from '../../ground/lib/htmlToText'

const text = (max: number) => z.string().max(max)
const webUrl = z
  .string()
  .max(2048)
  .refine((value) => /^https?:$/.test(URL.parse(value)?.protocol ?? ''), 'is not an http(s) URL')

const common = {
  url: webUrl,
  /** When it was fetched (an ISO date): a failed link is tried again on a later save, an hour on. */
  fetchedAt: z.string().max(40),
}

/** One of our stored files (`/media/<directory>/<file>.webp`, src/ground/media/mediaFiles.ts): never another host's. */
const ourMediaPath = z
  .string()
  .max(500)
  .regex(/^\/media\/[a-z0-9-]+(?:\/[a-z0-9-]+)*\/[a-z0-9_.-]+\.webp$/)
const pixels = z.number().int().positive().max(20_000)

/** A video's thumbnail as our media library stored it (./videoThumbnail.ts): its file, its size, its wider files. */
const thumbnail = z.object({
  src: ourMediaPath,
  width: pixels,
  height: pixels,
  alt: text(300),
  /** The files of its own shape, narrowest first, for `srcset`. */
  sources: z.array(z.object({ src: ourMediaPath, width: pixels })).max(8),
})

/** A player of a known host, shown as a poster until the reader asks for it. */
const video = z.object({
  ...common,
  kind: z.literal('video'),
  provider: z.enum(['YouTube', 'Vimeo']),
  videoId: z.string().regex(/^[\w-]{1,32}$/),
  title: text(300),
  author: text(200).nullable(),
  /** Its thumbnail from our own origin, when the provider named one and it could be fetched and stored. */
  thumbnail: thumbnail.nullable().optional(),
  /** The day the provider says it was first published (`YYYY-MM-DD`), when it says (Vimeo does, YouTube does not). */
  uploadDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .optional(),
})

/** A post of the social web (Mastodon and other ActivityPub servers, Bluesky), shown as a static card. */
const post = z.object({
  ...common,
  kind: z.literal('post'),
  provider: text(100),
  author: text(200),
  authorUrl: webUrl.nullable(),
  text: text(1000),
  published: z.string().max(40).nullable(),
})

/** Any other page that offers oEmbed: a card with its title. */
const card = z.object({
  ...common,
  kind: z.literal('card'),
  provider: text(100).nullable(),
  title: text(300),
  author: text(200).nullable(),
})

/** A link whose embed could not be fetched or read: it stays a plain link, and is tried again later. */
const none = z.object({ ...common, kind: z.literal('none') })

const embed = z.discriminatedUnion('kind', [video, post, card, none])

export type Embed = z.infer<typeof embed>
export type VideoEmbed = z.infer<typeof video>
export type PostEmbed = z.infer<typeof post>
export type VideoThumbnail = z.infer<typeof thumbnail>

/** The embeds of a stored `embeds` value that fit the shape; anything else is left out. */
export function storedEmbeds(value: unknown): Embed[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item) => {
    const parsed = embed.safeParse(item)
    return parsed.success ? [parsed.data] : []
  })
}

/**
 * Checking the shape costs an article's miss more than writing the value out: for the public pages, what passed is
 * remembered by the value's text (an edit is a new text, checked anew), for the few hundred articles being read.
 * What is given back is shared between reads, so it is read-only; writes take `storedEmbeds`.
 */
const checked = digestCache<readonly Embed[]>({ maxEntries: 1000 })

export function shownEmbeds(value: unknown): readonly Embed[] {
  if (!Array.isArray(value) || value.length === 0) return []
  return checked(JSON.stringify(value), () => storedEmbeds(value))
}

/** One line of plain text from what a stranger's server said (HTML or not), cut to `max` characters. */
export function cleanText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null
  const plain = htmlToText(value)
  if (!plain) return null
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain
}

/** A URL a stranger's server named, if it is http(s). */
export function cleanUrl(value: unknown): string | null {
  return typeof value === 'string' && webUrl.safeParse(value).success ? value : null
}

/** A stable form of a URL, so that a link is found whatever percent-encoding or escaping its HTML gave it. */
export const sameUrl = (value: string): string => URL.parse(value)?.href ?? value
