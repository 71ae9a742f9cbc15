/**
 * Admission's verified agents: a signature is looked at once per request, and only while its network is within its
 * budget of signed requests; a verified agent is counted against its host's budget and its network's, and named to
 * Next in a header only the router sets, and nothing a client sends can name one.
 */
import { randomUUID } from 'node:crypto'
import type http from 'node:http'

import { describe, expect, it } from 'vitest'

import { parseTrustedProxies } from '../../ground/http/client/trustedProxies'
import { VERIFIED_AGENT_HEADER } from '../../ground/http/webBotAuth/verifiedAgentHeader'
import { createLimiter } from '../../ground/rateLimit/createLimiter'
import { createReadLimiter, type ReadLimiter } from '../readLimit/readLimiter'
import { createSecurityHeaders } from '../securityHeaders'
import { createAdmission } from './admission'

const networks = { refusal: () => null } as unknown as ReadLimiter
const agents = { refusal: () => null } as unknown as ReadLimiter

/** A real read limiter of `points` a minute, counted in memory under a name of its own. */
const budgetOf = (points: number, field: string) =>
  createReadLimiter(
    createLimiter({ name: `test-${field}-${randomUUID()}`, points, seconds: 60, field }, 'memory', {
      redisKeyPrefix: 'test',
      hash: (key) => key,
    }),
    'http://news.example',
  )

function admissionVerifying(
  verdict: string | null,
  budgets: { perNetwork?: ReadLimiter; perAgent?: ReadLimiter } = {},
) {
  const asked: string[] = []
  const admission = createAdmission({
    baseUrl: 'http://news.example',
    proxies: parseTrustedProxies(''),
    securityHeaders: createSecurityHeaders({ baseUrl: 'http://news.example', dev: false }),
    readLimiter: networks,
    botAuth: {
      verify: async (_req, path) => {
        asked.push(path)
        return verdict
      },
      perAgent: budgets.perAgent ?? agents,
      perNetwork: budgets.perNetwork ?? networks,
    },
  })
  return { admission, asked }
}

const request = (url: string, headers: http.IncomingHttpHeaders, remoteAddress = '192.0.2.1') =>
  ({ url, method: 'GET', headers: { ...headers }, socket: { remoteAddress } }) as http.IncomingMessage

const SIGNED = { 'signature-input': 'sig1=("@authority");keyid="k"' }

describe('createAdmission', () => {
  it('verifies a signed request once, counts it against its agent, and names the agent itself', async () => {
    const { admission, asked } = admissionVerifying('agent.example')
    const req = request('http://news.example/kept?page=2', {
      'signature-input': 'sig1=("@authority");keyid="k"',
      [VERIFIED_AGENT_HEADER]: 'forged.example',
    })
    expect(admission.awaitsVerdict(req)).toBe(true)
    await admission.verify(req)
    expect(asked).toEqual(['/kept?page=2'])
    expect(admission.awaitsVerdict(req)).toBe(false)
    expect([admission.agentOf(req), req.headers[VERIFIED_AGENT_HEADER]]).toEqual(['agent.example', 'agent.example'])
    expect(admission.limiterFor(req)).not.toBe(networks)
    admission.keepOursOnly(req)
    expect(req.headers[VERIFIED_AGENT_HEADER]).toBe('agent.example')
  })

  it('takes a signature that does not verify for none: the network is counted, and no agent named', async () => {
    const { admission } = admissionVerifying(null)
    const req = request('/kept', { 'signature-input': 'sig1=();keyid="k"', [VERIFIED_AGENT_HEADER]: 'forged.example' })
    await admission.verify(req)
    expect(admission.awaitsVerdict(req)).toBe(false)
    expect([admission.agentOf(req), req.headers[VERIFIED_AGENT_HEADER]]).toEqual([null, undefined])
    expect(admission.limiterFor(req)).toBe(networks)
  })

  it("drops an unsigned request's headers only the router may set, and counts it against its network", () => {
    const { admission, asked } = admissionVerifying('agent.example')
    const req = request('/kept', {
      [VERIFIED_AGENT_HEADER]: 'forged.example',
      'content-security-policy': "script-src 'nonce-mine'",
      'content-security-policy-report-only': "script-src 'nonce-mine'",
    })
    expect(admission.awaitsVerdict(req)).toBe(false)
    admission.keepOursOnly(req)
    expect(req.headers).toEqual({})
    expect([admission.agentOf(req), asked]).toEqual([null, []])
    expect(admission.limiterFor(req)).toBe(networks)
  })

  it('counts signed requests against their network before their signature is looked at, and past its budget looks at none', async () => {
    const { admission, asked } = admissionVerifying('agent.example', { perNetwork: budgetOf(2, 'per-agent-network') })
    const signed = [0, 1, 2].map((index) => request(`/page-${index}`, SIGNED))
    for (const req of signed) await admission.verify(req)
    // Two hosts' worth or twenty: the third signed request from the network is not verified, so nothing is fetched.
    expect(asked).toEqual(['/page-0', '/page-1'])
    expect(signed.map((req) => admission.agentOf(req))).toEqual(['agent.example', 'agent.example', null])
    expect(admission.limiterFor(signed[2]!)).toBe(networks)
    // Another network has a budget of its own.
    await admission.verify(request('/elsewhere', SIGNED, '2001:db8:1::1'))
    expect(asked).toEqual(['/page-0', '/page-1', '/elsewhere'])
  })

  it("counts a verified request's reads past its first against its network as well as its host", async () => {
    const { admission } = admissionVerifying('agent.example', {
      perNetwork: budgetOf(3, 'per-agent-network'),
      perAgent: budgetOf(100, 'per-agent'),
    })
    const req = request('/mcp/news', SIGNED)
    await admission.verify(req)
    const limiter = admission.limiterFor(req)
    // Its first read was counted against the network when it was verified; a batch's next two fill the budget.
    const refusals = [await limiter.refusal(req), await limiter.refusal(req), await limiter.refusal(req)]
    expect(refusals).toEqual([null, null, null])
    const refused = await limiter.refusal(req)
    expect(refused).toMatchObject({ allowed: false })
    expect(limiter.refusalOf(refused!).headers['RateLimit-Policy']).toBe('"per-agent-network";q=3;w=60')
  })
})
