/**
 * Payload's file route for media (`/cms-api/media/file/<name>[?prefix=<directory>]`, docs/decisions/059): a redirect
 * to the file's own address under /media/ when the caller may load it, else Payload's 404, one answer for a name no
 * image has and for a file of an image the caller may not see. Answered before Payload's own handling
 * (src/endpoints/cmsApi/guardCmsApi.ts), which with `?prefix=` looks the name up itself and answers 403 when it finds
 * nothing.
 */
import type { Payload } from 'payload'

import { loadableMediaFile } from '../../content/media/mediaFileStanding'
import { publicMediaPath } from '../../ground/media/mediaFiles'

export async function mediaFileRouteAnswer(
  payload: Payload,
  file: { filename: string; directory: string | null; isStaff: () => Promise<boolean> },
): Promise<Response> {
  const found = await loadableMediaFile(payload, file)
  if (!found)
    return Response.json(
      { errors: [{ message: 'Not Found' }] },
      { status: 404, headers: { 'Cache-Control': 'no-store' } },
    )
  return new Response(null, {
    status: 308,
    headers: {
      Location: publicMediaPath(found.directory, file.filename),
      'Cache-Control': found.isPublic ? 'public, max-age=3600' : 'private, no-store',
    },
  })
}
