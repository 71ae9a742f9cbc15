/**
 * A run's images (docs/decisions/065-importers.md), fetched from the old site and stored as every upload is (WebP,
 * src/ground/media/convertUpload.ts): fetched through the outbound guard (public addresses only;
 * src/ground/http/client/fetchPublicFile.ts) and converted before the post's transaction begins, so that it holds no
 * lock through the network; stored in it, so that a post that fails leaves no media rows. Each URL is fetched and
 * converted once a run, a few at a time (posts ahead of the one being written ask early: ./runImport.ts), and once
 * stored its bytes are let go: the run keeps its path only. An image an earlier run imported (the ledger, by its URL) is
 * not fetched again.
 */
import type { PayloadRequest } from 'payload'

import { env } from '../../ground/env'
import { fetchPublicFile } from '../../ground/http/client/fetchPublicFile'
import { parseLoopbackStandIns } from '../../ground/lib/loopbackStandIns'
import { type ConvertedUpload, convertUpload } from '../../ground/media/convertUpload'
import { CONVERTED_UPLOAD } from '../../ground/media/uploadHandover'
import { publicMediaPath } from '../../ground/media/mediaFiles'
import { findImported, recordImported } from './importedItems'
import type { SourceKind } from './sourcePost'

const DIRECTORY = 'imports'

/** Fetches and conversions at once: sharp's work runs beside the database's, on a machine of two cores. */
const AT_ONCE = 2

/** An image ready to store: converted bytes, or the media item an earlier post or run made of the same URL. */
export type PreparedImage = { url: string; converted: ConvertedUpload } | { url: string; path: string }

type Outcome = PreparedImage | { url: string; failed: string }

const standIns = () => parseLoopbackStandIns(env.IMPORT_TEST_ORIGINS)

async function pathOfMedia(req: PayloadRequest, id: number): Promise<string | null> {
  // Without the run's request: its dataloader would keep every media item read for the whole run.
  const media = await req.payload.findByID({ collection: 'media', id, depth: 0, disableErrors: true })
  return media?.filename ? publicMediaPath(media.prefix ?? DIRECTORY, media.filename) : null
}

/** One run's images by URL: each prepared once, its bytes dropped once a committed post stored them. */
export class RunImages {
  private readonly outcomes = new Map<string, Promise<Outcome>>()
  private running = 0
  private readonly waiting: Array<() => void> = []

  constructor(
    private readonly req: PayloadRequest,
    private readonly source: SourceKind,
  ) {}

  private async slot<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= AT_ONCE) await new Promise<void>((resolve) => this.waiting.push(resolve))
    this.running++
    try {
      return await work()
    } finally {
      this.running--
      this.waiting.shift()?.()
    }
  }

  private async prepareOne(url: string): Promise<Outcome> {
    const known = await findImported(this.req, this.source, 'media', url)
    const path = known ? await pathOfMedia(this.req, known.targetId) : null
    if (path) return { url, path }
    try {
      const converted = await this.slot(async () => {
        const file = await fetchPublicFile(url, {
          standIns: standIns(),
          maxBytes: env.IMAGE_MAX_BYTES,
          timeoutMs: env.OUTBOUND_TIMEOUT_MS,
        })
        const name = decodeURIComponent(new URL(url).pathname.split('/').pop() || 'image')
        return convertUpload({ data: file.bytes, name })
      })
      return { url, converted }
    } catch (error) {
      return { url, failed: (error as Error).message }
    }
  }

  /** Starts preparing the URLs not asked for yet, without waiting: a post ahead of the one being written. */
  ask(urls: string[]): void {
    for (const url of urls) if (!this.outcomes.has(url)) this.outcomes.set(url, this.prepareOne(url))
  }

  /** Each URL's image, or the reason it was not (kept as a link to the old site). */
  async prepare(urls: string[]): Promise<{ images: PreparedImage[]; warnings: string[] }> {
    this.ask(urls)
    const images: PreparedImage[] = []
    const warnings: string[] = []
    for (const url of urls) {
      const outcome = await this.outcomes.get(url)!
      if ('failed' in outcome) warnings.push(`the image ${url} ${outcome.failed}: kept as a link to the old site`)
      else images.push(outcome)
    }
    return { images, warnings }
  }

  /** Once the post that stored them committed: their paths from now on, their bytes let go. */
  stored(paths: Map<string, string>): void {
    for (const [url, path] of paths) this.outcomes.set(url, Promise.resolve({ url, path }))
  }
}

/** Stores the prepared images in the post's transaction; their URLs → our paths. */
export async function storeImages(
  req: PayloadRequest,
  source: SourceKind,
  images: PreparedImage[],
): Promise<Map<string, string>> {
  const paths = new Map<string, string>()
  for (const image of images) {
    if ('path' in image) {
      paths.set(image.url, image.path)
      continue
    }
    const media = await req.payload.create({
      collection: 'media',
      data: { prefix: DIRECTORY, alt: null },
      context: { [CONVERTED_UPLOAD]: image.converted },
      depth: 0,
      req,
    })
    await recordImported(req, { source, kind: 'media', key: image.url, targetId: media.id })
    paths.set(image.url, publicMediaPath(media.prefix ?? DIRECTORY, media.filename!))
  }
  return paths
}
