import { S3ServiceException } from '@aws-sdk/client-s3'
import { describe, expect, it } from 'vitest'

import { asStorageError, isStorageUnavailable, MediaStorageUnavailable } from './storageUnavailable'

const answered = (status: number, name: string) =>
  new S3ServiceException({ name, $fault: status >= 500 ? 'server' : 'client', $metadata: { httpStatusCode: status } })

describe('isStorageUnavailable', () => {
  it('takes a 5xx of the bucket, a refused or cut connection and a timeout for the storage being away', () => {
    expect(isStorageUnavailable(answered(503, 'SlowDown'))).toBe(true)
    expect(isStorageUnavailable(answered(500, 'InternalError'))).toBe(true)
    expect(isStorageUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(true)
    expect(isStorageUnavailable(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))).toBe(true)
    expect(isStorageUnavailable(Object.assign(new Error('timed out'), { name: 'TimeoutError' }))).toBe(true)
  })

  it('takes a 4xx of the bucket and our own errors for what they are', () => {
    expect(isStorageUnavailable(answered(404, 'NoSuchKey'))).toBe(false)
    expect(isStorageUnavailable(answered(403, 'AccessDenied'))).toBe(false)
    expect(isStorageUnavailable(new TypeError('x is undefined'))).toBe(false)
    expect(isStorageUnavailable(undefined)).toBe(false)
  })
})

describe('asStorageError', () => {
  it('says an outage as a 503 APIError keeping its cause, and leaves any other error as it is', () => {
    const outage = answered(503, 'ServiceUnavailable')
    const said = asStorageError(outage)
    expect(said).toBeInstanceOf(MediaStorageUnavailable)
    expect(said).toMatchObject({ status: 503, isPublic: true, cause: outage })
    const denied = answered(403, 'AccessDenied')
    expect(asStorageError(denied)).toBe(denied)
  })
})
