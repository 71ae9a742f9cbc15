import { describe, expect, it } from 'vitest'

import { AppError, unauthorized, validationFailed } from './AppError'
import { problemResponse } from './problem'

describe('problemResponse', () => {
  it('renders an AppError as RFC 9457 problem details with its headers', async () => {
    const response = problemResponse(unauthorized('No bearer token was sent.'), 'https://news.example')
    expect(response.status).toBe(401)
    expect(response.headers.get('content-type')).toBe('application/problem+json')
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="pmsnews"')
    expect(await response.json()).toEqual({
      type: 'https://news.example/docs/api#problem-unauthorized',
      title: 'Missing or invalid bearer token',
      status: 401,
      detail: 'No bearer token was sent.',
      code: 'unauthorized',
    })
  })

  it('lists one entry per failing field for a validation error', async () => {
    const response = problemResponse(
      validationFailed([
        { field: 'title', message: 'Too long' },
        { field: 'pms_id', message: 'Required' },
      ]),
      'https://news.example',
    )
    expect(response.status).toBe(422)
    const body = (await response.json()) as { errors: unknown[]; detail: string }
    expect(body.errors).toEqual([
      { field: 'title', message: 'Too long' },
      { field: 'pms_id', message: 'Required' },
    ])
    expect(body.detail).toBe('2 fields failed validation')
  })

  it('turns anything else into a bare 500 that leaks nothing', async () => {
    const response = problemResponse(
      new Error('relation "articles" does not exist at SELECT …'),
      'https://news.example',
    )
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(text).not.toContain('relation')
    expect(JSON.parse(text)).toMatchObject({ code: 'internal_error', title: 'Internal server error' })
  })

  it('keeps the code and status of a custom AppError', () => {
    const response = problemResponse(new AppError({ code: 'payload_too_large', status: 413, title: 'Too large' }), 'x')
    expect(response.status).toBe(413)
  })
})
