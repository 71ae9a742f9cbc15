import { expect, it } from 'vitest'

import { insertApiToken } from '../helpers/apiTokens'
import { useApp } from '../helpers/appFixture'
import { runSql } from '../helpers/sql'

const app = useApp({ env: { INGEST_RATE_LIMIT_PER_MINUTE: '3' } })

it('answers 429 with Retry-After and RateLimit headers once a token exceeds its writes per minute, per token', async () => {
  const { token } = await insertApiToken(app.database.url)
  const send = (bearer: string) =>
    fetch(`${app.url}/api/articles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: '{}',
    })
  const statuses = []
  for (let i = 0; i < 3; i += 1) statuses.push((await send(token)).status)
  expect(statuses).toEqual([422, 422, 422])
  const limited = await send(token)
  expect(limited.status).toBe(429)
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
  expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60)
  expect(limited.headers.get('ratelimit-policy')).toBe('"per-token";q=3;w=60')
  expect(limited.headers.get('ratelimit')).toMatch(/^"per-token";r=0;t=\d+$/)
  expect(((await limited.json()) as { code: string }).code).toBe('rate_limited')

  const other = await insertApiToken(app.database.url, 'another pipeline')
  expect((await send(other.token)).status).toBe(422)
})

it('counts image uploads against the same per-token budget', async () => {
  const { token } = await insertApiToken(app.database.url, 'image pipeline')
  const send = () => {
    const form = new FormData()
    form.append('image', new Blob([new Uint8Array(Buffer.from('not an image'))]), 'a.png')
    return fetch(`${app.url}/api/images`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })
  }
  const statuses = []
  for (let i = 0; i < 4; i += 1) statuses.push((await send()).status)
  expect(statuses).toEqual([422, 422, 422, 429])
})

it('tells a revoked token it was revoked (401), not that its spent budget is spent, although its writes are counted while it is looked up', async () => {
  const { token, id } = await insertApiToken(app.database.url, 'revoked pipeline')
  const send = () =>
    fetch(`${app.url}/api/articles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    })
  const statuses = []
  for (let i = 0; i < 4; i += 1) statuses.push((await send()).status)
  expect(statuses).toEqual([422, 422, 422, 429])
  await runSql(app.database.url, 'UPDATE api_tokens SET revoked_at = now() WHERE id = $1', [id])
  const refused = await send()
  expect(refused.status).toBe(401)
  expect(((await refused.json()) as { detail: string }).detail).toMatch(/revoked/)
})
