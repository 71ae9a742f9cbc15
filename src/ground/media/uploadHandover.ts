/**
 * What passes between a caller that converts an upload itself (POST /api/images, before its transaction) and the
 * media collection's prepareUpload hook, which otherwise converts the cockpit's uploads.
 */
import { ValidationError } from 'payload'

import type { ImageRejected } from './inspectImage'

/** Where a caller that converted the upload itself hands the result over (a ConvertedUpload), in `req.context`. */
export const CONVERTED_UPLOAD = 'mediaConvertedUpload'

/** A refused upload: a ValidationError for the cockpit, which still carries the API's error code. */
export class UploadRejected extends ValidationError {
  constructor(readonly rejection: ImageRejected) {
    super({ collection: 'media', errors: [{ path: 'file', message: `The file ${rejection.message}.` }] })
  }
}
