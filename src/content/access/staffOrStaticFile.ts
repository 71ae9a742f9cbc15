import type { Access } from 'payload'

import { roleOf } from './roles'

/**
 * Staff read the media library's records (every upload, with its alt text, including images of articles not yet
 * published); anyone may follow Payload's file route, which only redirects to the public file that published pages
 * show anyway (docs/decisions/022).
 */
export const staffOrStaticFile: Access = ({ req, isReadingStaticFile }) =>
  roleOf(req.user) !== null || Boolean(isReadingStaticFile)
