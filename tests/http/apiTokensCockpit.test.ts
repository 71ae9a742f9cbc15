/**
 * API tokens managed in the cockpit (issue 25): an admin issues one (the secret in that answer only), it works at
 * once, and revoking it refuses its very next request; an expired token is refused; editors manage none.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { ADMIN, EDITOR } from '../helpers/accounts'
import { useApp } from '../helpers/appFixture'
import { insertAuthor, insertPms } from '../helpers/content'

const app = useApp({ database: 'migratedWithAccounts' })
const parents = { pms_id: 0, author_id: 0 }

beforeAll(async () => {
  parents.pms_id = await insertPms(app.sql, { name: 'Harbor PMS', slug: 'harbor-pms' })
  parents.author_id = await insertAuthor(app.sql, { name: 'Ada Writer', slug: 'ada-writer' })
})

const cockpit = (jwt: string) => (method: string, path: string, body?: unknown) =>
  fetch(`${app.url}/cms-api/api-tokens${path}`, {
    method,
    headers: { authorization: `JWT ${jwt}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

let ingestCount = 0
const ingest = (token: string, extra: Record<string, unknown> = {}) =>
  fetch(`${app.url}/api/articles`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...parents, title: `Pipeline story ${++ingestCount}`, body: 'Words.', ...extra }),
  })

describe('API tokens in the cockpit', () => {
  it('issues a token whose secret is in the answer alone, which works at once and is refused from the request after it is revoked', async () => {
    const admin = cockpit((await app.signIn(ADMIN)).token)
    const issued = await admin('POST', '/issue', { name: 'Newsroom pipeline' })
    expect(issued.status).toBe(201)
    const body = (await issued.json()) as { id: number; token: string; display_prefix: string }
    expect(body.token).toMatch(/^pmsn_/)
    expect(body.token.startsWith(body.display_prefix)).toBe(true)
    const [stored] = await app.sql(`SELECT * FROM api_tokens WHERE id = $1`, [body.id])
    expect(JSON.stringify(stored)).not.toContain(body.token)
    // Reading it back never shows the secret.
    expect(JSON.stringify(await (await admin('GET', `/${body.id}`)).json())).not.toContain(body.token)

    expect((await ingest(body.token)).status).toBe(201)
    expect((await admin('POST', `/${body.id}/revoke`)).status).toBe(200)
    const refused = await ingest(body.token)
    expect(refused.status).toBe(401)
    expect(((await refused.json()) as { detail: string }).detail).toContain('revoked')
    expect((await admin('POST', `/${body.id}/revoke`)).status).toBe(409)
  })

  it("gives a token the role it is issued with (an editor's by default), and a contributor's token writes drafts only", async () => {
    const admin = cockpit((await app.signIn(ADMIN)).token)
    const plain = (await (await admin('POST', '/issue', { name: 'Desk pipeline' })).json()) as { role: string }
    expect(plain.role).toBe('editor')
    const issued = await admin('POST', '/issue', { name: 'Freelance feed', role: 'contributor' })
    const body = (await issued.json()) as { id: number; token: string; role: string }
    expect(body.role).toBe('contributor')
    expect((await admin('POST', '/issue', { name: 'Odd', role: 'owner' })).status).toBe(422)

    const before = await app.sql(`SELECT count(*)::int AS n FROM articles`)
    const published = await ingest(body.token, { is_published: true })
    expect(published.status).toBe(403)
    expect(published.headers.get('content-type')).toContain('application/problem+json')
    expect(await published.json()).toMatchObject({
      code: 'role_lacks_capability',
      role: 'contributor',
      lacks: 'publish_own',
    })
    expect(await app.sql(`SELECT count(*)::int AS n FROM articles`)).toEqual(before)
    expect((await ingest(body.token)).status).toBe(201)
  })

  it('refuses a token past its expiry, and an expiry in the past or a nameless token when issuing', async () => {
    const admin = cockpit((await app.signIn(ADMIN)).token)
    const soon = new Date(Date.now() + 60 * 60_000).toISOString()
    const issued = (await (await admin('POST', '/issue', { name: 'Short-lived', expires_at: soon })).json()) as {
      id: number
      token: string
      expires_at: string
    }
    expect(new Date(issued.expires_at).toISOString()).toBe(soon)
    expect((await ingest(issued.token)).status).toBe(201)
    await app.sql(`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [issued.id])
    const expired = await ingest(issued.token)
    expect(expired.status).toBe(401)
    expect(((await expired.json()) as { detail: string }).detail).toContain('expired')

    expect(
      (await admin('POST', '/issue', { name: 'Too late', expires_at: new Date(Date.now() - 1000).toISOString() }))
        .status,
    ).toBe(422)
    expect((await admin('POST', '/issue', { name: '  ' })).status).toBe(422)
    expect((await admin('POST', '/issue', { name: 'x', expires_at: 'next week' })).status).toBe(422)
    expect(await app.sql(`SELECT name FROM api_tokens WHERE name IN ('Too late', '  ', 'x')`)).toEqual([])
  })

  it("is for admins: an editor or a visitor can neither issue nor revoke, and Payload's own create stays closed", async () => {
    const editor = cockpit((await app.signIn(EDITOR)).token)
    const refused = await editor('POST', '/issue', { name: 'Mine' })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({
      code: 'role_lacks_capability',
      role: 'editor',
      lacks: 'manage_tokens',
    })
    expect((await editor('POST', '/1/revoke')).status).toBe(403)
    expect(
      (
        await fetch(`${app.url}/cms-api/api-tokens/issue`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"name":"anon"}',
        })
      ).status,
    ).toBe(401)
    const admin = cockpit((await app.signIn(ADMIN)).token)
    expect((await admin('POST', '', { name: 'Through create' })).status).toBe(403)
  })
})
