/**
 * `GET|HEAD /media/{directory}/{file}`: stored images (src/ground/media/serveMediaFile.ts), to anyone when public
 * content shows them, to signed-in staff any (docs/decisions/059-media-files-public-by-use.md), and the one file a
 * preview signed to whoever holds its address (src/features/preview/previewMediaUrls.ts). Anything else is the one
 * 404 of /media, whether a file of that name exists or not.
 */
import { executeAuthStrategies, type Payload } from 'payload'

import { roleOf } from '../content/access/roles'
import { PREVIEW_MEDIA_PARAM, previewMediaAllowed } from '../features/preview/previewMediaUrls'
import { nowSeconds, previewKey } from '../features/preview/previewKey'
import { loadableMediaFile } from '../content/media/mediaFileStanding'
import { mediaFileAt, mediaNotFound, serveMediaFile } from '../ground/media/serveMediaFile'

/** `segments` is the path after /media/; `withBody: false` answers a HEAD. */
export async function mediaFile(
  request: Request,
  payload: Payload,
  segments: string[],
  withBody: boolean,
): Promise<Response> {
  const asked = mediaFileAt(segments)
  if (!asked) return mediaNotFound()
  const signed = new URL(request.url).searchParams.get(PREVIEW_MEDIA_PARAM)
  const previewed = previewMediaAllowed(previewKey(), segments.join('/'), signed, nowSeconds())
  const isStaff = async () =>
    previewed ||
    roleOf((await executeAuthStrategies({ headers: request.headers, payload, canSetHeaders: false })).user) !== null
  const found = await loadableMediaFile(payload, { ...asked, isStaff })
  if (!found) return mediaNotFound()
  return serveMediaFile(request, `${found.directory}/${asked.filename}`, { withBody, staffOnly: !found.isPublic })
}
