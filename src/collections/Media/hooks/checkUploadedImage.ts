import { type CollectionBeforeOperationHook, ValidationError } from 'payload'

import { env } from '../../../env'
import { lockForTransaction } from '../../../lib/transactionDb'
import { DEFAULT_DIRECTORY, normaliseDirectory } from '../../../media/directory'
import { ImageRejected, inspectImage } from '../../../media/inspectImage'

/** Set by a caller that has already inspected the file (POST /api/images), so the work is not done twice. */
export const IMAGE_INSPECTED = 'imageInspected'

/**
 * Every new file, from the cockpit or the API, passes the same byte checks before Payload converts it
 * (src/media/inspectImage.ts). Then uploads of one name into one directory are serialised until commit, so that
 * Payload's "is this filename taken?" check cannot race and two concurrent uploads both get a free name.
 */
export const checkUploadedImage: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const file = req.file
  if (!file || (operation !== 'create' && operation !== 'update')) return args
  if (req.context[IMAGE_INSPECTED] !== true) {
    try {
      await inspectImage(file.data, env.IMAGE_MAX_PIXELS)
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error
      throw new ValidationError({ collection: 'media', errors: [{ path: 'file', message: `The file ${error.message}.` }] })
    }
  }
  const data = (args as { data?: { prefix?: unknown } }).data
  const verdict = normaliseDirectory(typeof data?.prefix === 'string' ? data.prefix : DEFAULT_DIRECTORY)
  const directory = verdict.ok ? verdict.directory : DEFAULT_DIRECTORY
  const baseName = file.name.replace(/\.[^.]*$/, '').toLowerCase()
  if (await req.transactionID) await lockForTransaction(req, `media:${directory}:${baseName}`)
  return args
}
