import { readFile, stat } from 'node:fs/promises'

import { describe, expect, it } from 'vitest'

import { AppError } from '../errors/AppError'
import { receiveFileUpload } from './receiveFileUpload'

const LIMITS = { fileField: 'file', fileBytes: 1024, fields: 5, fieldBytes: 64 }

const formRequest = (form: FormData) => new Request('http://test.example/upload', { method: 'POST', body: form })

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

describe('receiveFileUpload', () => {
  it('streams the file to disk with its name, size and first bytes, and keeps the fields', async () => {
    const form = new FormData()
    form.append('default_pms', 'harbor-pms')
    form.append('file', new Blob(['<?xml version="1.0"?><rss/>']), 'export.xml')
    form.append('dry_run', 'true')
    const upload = await receiveFileUpload(formRequest(form), LIMITS)
    expect(upload.file).toMatchObject({ filename: 'export.xml', bytes: 27 })
    expect(upload.file!.head.toString()).toBe('<?xml version="1.0"?><rss/>')
    expect(await readFile(upload.file!.path, 'utf8')).toBe('<?xml version="1.0"?><rss/>')
    expect([...upload.fields]).toEqual([
      ['default_pms', 'harbor-pms'],
      ['dry_run', 'true'],
    ])
    await upload.discard()
    await expect(stat(upload.file!.path)).rejects.toThrow()
  })

  it('answers a file over the limit with a 413, and leaves no file behind', async () => {
    const form = new FormData()
    form.append('file', new Blob([Buffer.alloc(4096, 'a')]), 'big.xml')
    const error = await refusal(receiveFileUpload(formRequest(form), LIMITS))
    expect([error.status, error.code, error.detail]).toEqual([
      413,
      'payload_too_large',
      'The file may have at most 1024 bytes.',
    ])
  })

  it('answers a body that is not multipart with a 415, one cut short with a 400, a field too long with a 422', async () => {
    const json = new Request('http://test.example/upload', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    })
    expect((await refusal(receiveFileUpload(json, LIMITS))).status).toBe(415)
    const cut = new Request('http://test.example/upload', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="e.xml"\r\n\r\n<rss',
    })
    expect((await refusal(receiveFileUpload(cut, LIMITS))).code).toBe('malformed_multipart')
    const form = new FormData()
    form.append('pms_map', 'x'.repeat(65))
    const long = await refusal(receiveFileUpload(formRequest(form), LIMITS))
    expect([long.status, long.errors]).toEqual([422, [{ field: 'pms_map', message: 'may have at most 64 bytes' }]])
  })

  it('has no file when the form carries none', async () => {
    const form = new FormData()
    form.append('default_pms', 'harbor-pms')
    const upload = await receiveFileUpload(formRequest(form), LIMITS)
    expect(upload.file).toBeNull()
    await upload.discard()
  })
})
