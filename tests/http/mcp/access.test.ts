/**
 * Access to the MCP tool server (issue 10) once granted: the per-grant rate limit, a grant revoked, and an account
 * deleted with its agents' access.
 */
import { describe, expect, it } from 'vitest'

import { addAccount, ADMIN } from '../../helpers/accounts'
import { call, structured, useMcpApp } from './mcpClient'

const { app, agentWith, rawPost, writer } = useMcpApp()
const { sql } = app

describe('limits and revocation', () => {
  it('answers past the per-grant limit with a JSON-RPC error carrying the retry time', async () => {
    const agent = await agentWith('articles:read', 'Hasty agent')
    // Batches (protocol 2025-03-26; at most 100 messages) count by their messages: past 200 calls in three requests.
    const batch = (offset: number) =>
      Array.from({ length: 100 }, (_, index) => ({ jsonrpc: '2.0', id: offset + index, method: 'ping' }))
    const send = (offset: number) =>
      rawPost(batch(offset), { authorization: `Bearer ${agent.token}`, 'mcp-protocol-version': '2025-03-26' })
    expect((await send(0)).status).toBe(200)
    let response = await send(100)
    if (response.status === 200) response = await send(200)
    expect(response!.status).toBe(429)
    const retryAfter = Number(response!.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    const body = response!.message as {
      error: { code: number; message: string; data: { retry_after_seconds: number } }
    }
    expect(body.error.data.retry_after_seconds).toBe(retryAfter)
    // A tool call past the limit is refused the same way, answering its own id.
    const refusedCall = await rawPost(
      { jsonrpc: '2.0', id: 'call-7', method: 'tools/call', params: { name: 'list-categories', arguments: {} } },
      { authorization: `Bearer ${agent.token}` },
    )
    expect(refusedCall.status).toBe(429)
    expect(refusedCall.message).toMatchObject({
      id: 'call-7',
      error: { code: -31029, data: { retry_after_seconds: expect.any(Number) } },
    })
    // Another grant is not held up.
    expect(
      (await rawPost({ jsonrpc: '2.0', id: 1, method: 'ping' }, { authorization: `Bearer ${writer().token}` })).status,
    ).toBe(200)
    await agent.client.close()
  })

  it('fails the very next call once the grant is revoked, telling the client to stop and ask', async () => {
    const agent = await agentWith('articles:read', 'Soon revoked')
    expect(structured(await call(agent.client, 'list-categories'))).toBeTruthy()
    const [grant] = await sql<{ grant_id: string }>(
      `SELECT grant_id FROM oauth_models WHERE kind = 'Grant' AND payload->>'clientId' = $1`,
      [agent.clientId],
    )
    await sql(`UPDATE oauth_models SET kind = 'Revoked:' || kind WHERE grant_id = $1`, [grant!.grant_id])
    await expect(agent.client.callTool({ name: 'list-categories', arguments: {} })).rejects.toThrow(
      /401|Unauthorized|invalid_token/i,
    )
    const refused = await rawPost(
      { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      { authorization: `Bearer ${agent.token}` },
    )
    expect(refused.status).toBe(401)
    expect(refused.message.error_description).toMatch(/revoked.*Stop retrying/)
  })
})

describe('a deleted account', () => {
  it("takes its agents' access with it at once, and off the cockpit's list", async () => {
    const LEAVER = { email: 'leaver@example.com', password: 'a long leaver password' }
    await addAccount(app.url, LEAVER, 'editor')
    const { client: agent, token } = await agentWith('articles:read', 'Leaver agent', LEAVER)
    expect(structured(await call(agent, 'list-categories'))).toBeTruthy()

    const login = await fetch(`${app.url}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const { token: jwt } = (await login.json()) as { token: string }
    const [leaver] = await sql<{ id: number }>(`SELECT id FROM users WHERE email = $1`, [LEAVER.email])
    const deleted = await fetch(`${app.url}/cms-api/users/${leaver!.id}`, {
      method: 'DELETE',
      headers: { authorization: `JWT ${jwt}`, origin: app.url },
    })
    expect(deleted.status, await deleted.clone().text()).toBe(200)

    const refused = await rawPost({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { authorization: `Bearer ${token}` })
    expect(refused.status).toBe(401)
    expect(refused.message.error_description).toMatch(/revoked.*Stop retrying/)
    const live = await sql(
      `SELECT kind FROM oauth_models WHERE account_id = $1 AND kind NOT LIKE 'Revoked:%' AND kind IN ('Grant', 'AccessToken', 'RefreshToken', 'Session')`,
      [String(leaver!.id)],
    )
    expect(live).toEqual([])
    await agent.close()
  })
})
