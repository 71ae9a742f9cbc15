/**
 * A post's images fetched from its old site and stored as every upload is (WebP, src/ground/media/convertUpload.ts):
 * fetched through the outbound guard (public addresses only; src/ground/http/client/fetchPublicFile.ts) and converted
 * before the post's transaction begins, so that it holds no lock through the network; stored in it, so that a post
 * that fails leaves no media rows. An image already imported (by its URL, this run or an earlier one) is not fetched again.
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

/** An image ready to store: converted bytes, or the media item an earlier import made of the same URL. */
export type PreparedImage = { url: string; converted: ConvertedUpload } | { url: string; path: string }

async function pathOfMedia(req: PayloadRequest, id: number): Promise<string | null> {
  const media = await req.payload.findByID({ collection: 'media', id, depth: 0, disableErrors: true, req })
  return media?.filename ? publicMediaPath(media.prefix ?? DIRECTORY, media.filename) : null
}

const standIns = () => parseLoopbackStandIns(env.IMPORT_TEST_ORIGINS)

/** Each URL's image, fetched and converted, or the reason it was not (kept as a link to the old site). */
export async function prepareImages(
  req: PayloadRequest,
  source: SourceKind,
  urls: string[],
): Promise<{ images: PreparedImage[]; warnings: string[] }> {
  const images: PreparedImage[] = []
  const warnings: string[] = []
  for (const url of urls) {
    const known = await findImported(req, source, 'media', url)
    const path = known ? await pathOfMedia(req, known.targetId) : null
    if (path) {
      images.push({ url, path })
      continue
    }
    try {
      const file = await fetchPublicFile(url, {
        standIns: standIns(),
        maxBytes: env.IMAGE_MAX_BYTES,
        timeoutMs: env.OUTBOUND_TIMEOUT_MS,
      })
      const name = decodeURIComponent(new URL(url).pathname.split('/').pop() || 'image')
      images.push({ url, converted: await convertUpload({ data: file.bytes, name }) })
    } catch (error) {
      warnings.push(`the image ${url} ${(error as Error).message}: kept as a link to the old site`)
    }
  }
  return { images, warnings }
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
