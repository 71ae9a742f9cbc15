/** Payload's file route for media, answered with a redirect to our public address (src/collections/Media/index.ts). */
import type { PayloadRequest } from 'payload'

import { roleOf } from '../../../content/access/roles'
import { mediaFileRouteAnswer } from '../../../features/site/mediaFileRoute'

/**
 * Payload's own file route (`/cms-api/media/file/<filename>[?prefix=<directory>]`) forwards to the public address, as
 * the guard in front of Payload answers it first (src/endpoints/cmsApi/guardCmsApi.ts); here for a request that
 * reaches Payload some other way.
 */
export const redirectToPublicFile = (
  req: PayloadRequest,
  { params }: { params: { filename: string; prefix?: string } },
): Promise<Response> =>
  mediaFileRouteAnswer(req.payload, {
    filename: params.filename,
    directory: params.prefix ?? null,
    isStaff: async () => roleOf(req.user) !== null,
  })
