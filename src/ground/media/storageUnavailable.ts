/**
 * The bucket failing for a moment rather than our code or the request being wrong (issue 47): S3 answering 5xx
 * (503 SlowDown, ServiceUnavailable, 500 InternalError, after the SDK's own retries), or the connection to it refused,
 * cut or timed out. Such an upload is answered 503 with Retry-After (nothing of it is kept: the media row is rolled
 * back and the objects written so far removed), and a stored image asked for meanwhile is answered 503 too.
 * A Payload APIError, so that the cockpit's uploads through Payload's REST answer 503 with this message as well.
 */
import { APIError } from 'payload'

import { CONNECTION_FAILURE_CODES } from '../lib/connectionFailures'

/** How long a client is asked to wait: a storage provider's blip, not a restart of ours. */
export const STORAGE_RETRY_AFTER_SECONDS = 30

export const STORAGE_UNAVAILABLE_MESSAGE = `The media storage cannot be reached right now. Send the request again in ${STORAGE_RETRY_AFTER_SECONDS} seconds.`

export class MediaStorageUnavailable extends APIError {
  constructor(cause: unknown) {
    super(STORAGE_UNAVAILABLE_MESSAGE, 503, null, true)
    this.cause = cause
  }
}

/** Whether an error of the AWS SDK means the storage is away for now (its 4xx, such as a 404 or a 403, do not). */
export function isStorageUnavailable(error: unknown): boolean {
  const failure = (error ?? {}) as {
    $fault?: string
    $metadata?: { httpStatusCode?: number }
    code?: string
    name?: string
  }
  const status = failure.$metadata?.httpStatusCode
  if (status !== undefined) return status >= 500
  if (failure.$fault === 'server') return true
  return (
    (typeof failure.code === 'string' && CONNECTION_FAILURE_CODES.has(failure.code)) ||
    failure.name === 'TimeoutError' ||
    failure.name === 'RequestTimeout'
  )
}

/** The error to throw for a failed bucket request: MediaStorageUnavailable when the storage is away, else itself. */
export const asStorageError = (error: unknown): unknown =>
  isStorageUnavailable(error) ? new MediaStorageUnavailable(error) : error
