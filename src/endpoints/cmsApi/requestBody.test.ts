import { describe, expect, it } from 'vitest'

import { checkBody, jsonDepth, MAX_JSON_DEPTH } from './requestBody'

const limits = { maxBytes: 4096, fieldBytes: 512 }
const post = (body: BodyInit, contentType?: string) =>
  new Request('http://cms.test/cms-api/articles', {
    method: 'POST',
    body,
    headers: contentType ? { 'content-type': contentType } : {},
  })

const multipart = (parts: string[], boundary = 'XX') =>
  parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('') + `--${boundary}--\r\n`
const field = (name: string, value: string) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`

async function refusal(check: ReturnType<typeof checkBody>) {
  const verdict = await check
  if (verdict.ok) return null
  return {
    status: verdict.response.status,
    message: ((await verdict.response.json()) as { errors: Array<{ message: string }> }).errors[0]!.message,
  }
}

describe('checkBody', () => {
  it('lets a well-formed multipart body with a JSON object in _payload through, and leaves the request readable', async () => {
    const request = post(
      multipart([
        field('_payload', '{"title":"x"}'),
        'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNG',
      ]),
      'multipart/form-data; boundary=XX',
    )
    expect(await checkBody(request, limits)).toEqual({ ok: true, carriesDocument: true })
    expect(await request.text()).toContain('{"title":"x"}')
  })

  it('refuses multipart without a boundary, cut short, or with a _payload that is not a JSON object', async () => {
    expect(await refusal(checkBody(post('x', 'multipart/form-data'), limits))).toEqual({
      status: 400,
      message: 'The multipart/form-data body has no boundary in its Content-Type.',
    })
    const cut =
      '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc'
    expect(await refusal(checkBody(post(cut, 'multipart/form-data; boundary=XX'), limits))).toEqual({
      status: 400,
      message: 'The multipart/form-data body is malformed or cut short.',
    })
    expect(
      await refusal(
        checkBody(post(multipart([field('_payload', '{bad')]), 'multipart/form-data; boundary=XX'), limits),
      ),
    ).toEqual({ status: 400, message: 'The _payload part is not valid JSON.' })
    expect(
      await refusal(
        checkBody(post(multipart([field('_payload', '"text"')]), 'multipart/form-data; boundary=XX'), limits),
      ),
    ).toEqual({ status: 400, message: 'The _payload part must be a JSON object.' })
  })

  it('answers 413 for a _payload over the part limit and a body over the body limit, declared or streamed', async () => {
    expect(
      await refusal(
        checkBody(
          post(multipart([field('_payload', `{"t":"${'x'.repeat(600)}"}`)]), 'multipart/form-data; boundary=XX'),
          limits,
        ),
      ),
    ).toMatchObject({ status: 413 })
    expect(await refusal(checkBody(post('{}'.padEnd(5000, ' '), 'application/json'), limits))).toEqual({
      status: 413,
      message: 'The request body may have at most 4096 bytes.',
    })
    const stream = new ReadableStream({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode(' '.repeat(1024)))
      },
    })
    const streamed = new Request('http://cms.test/cms-api/graphql', {
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: { 'content-type': 'application/json' },
    } as RequestInit)
    expect(await refusal(checkBody(streamed, limits))).toMatchObject({ status: 413 })
  })

  it('refuses JSON nested deeper than any document, in a JSON body or a _payload part', async () => {
    const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`
    expect(jsonDepth(JSON.parse(deep(10)))).toBe(10)
    expect(await checkBody(post(deep(MAX_JSON_DEPTH), 'application/json'), limits)).toMatchObject({ ok: true })
    expect(await refusal(checkBody(post(deep(MAX_JSON_DEPTH + 1), 'application/json'), limits))).toEqual({
      status: 400,
      message: `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`,
    })
    expect(
      await refusal(
        checkBody(post(multipart([field('_payload', deep(200))]), 'multipart/form-data; boundary=XX'), {
          ...limits,
          fieldBytes: 4096,
        }),
      ),
    ).toEqual({
      status: 400,
      message: `The _payload part nests deeper than ${MAX_JSON_DEPTH} levels.`,
    })
  })

  it('parses a JSON body, and refuses one that is not JSON', async () => {
    expect(await checkBody(post('{"query":"{ x }"}', 'application/json; charset=utf-8'), limits)).toEqual({
      ok: true,
      json: { query: '{ x }' },
      carriesDocument: true,
    })
    expect(await refusal(checkBody(post('{bad', 'application/json'), limits))).toEqual({
      status: 400,
      message: 'The request body is not valid JSON.',
    })
    expect(await checkBody(new Request('http://cms.test/cms-api/articles'), limits)).toEqual({
      ok: true,
      carriesDocument: false,
    })
  })

  it('tells whether the body carries a document: a JSON object, a _payload object or a file', async () => {
    const carries = async (body: string, contentType?: string) => {
      const verdict = await checkBody(post(body, contentType), limits)
      return verdict.ok && verdict.carriesDocument
    }
    expect(await carries('{}', 'application/json')).toBe(true)
    expect(await carries('[{}]', 'application/json')).toBe(false)
    expect(await carries('null', 'application/json')).toBe(false)
    expect(await carries('{"a":1}')).toBe(false)
    expect(await carries('a=1', 'application/x-www-form-urlencoded')).toBe(false)
    expect(
      await carries(
        multipart([
          'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNG',
        ]),
        'multipart/form-data; boundary=XX',
      ),
    ).toBe(true)
    expect(await carries(multipart([field('alt', 'x')]), 'multipart/form-data; boundary=XX')).toBe(false)
  })
})
