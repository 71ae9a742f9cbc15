/**
 * Admission's verified agents: a signature is looked at once per request, a verified agent is counted against the
 * agents' read limit and named to Next in a header only the router sets, and nothing a client sends can name one.
 */
import type http from 'node:http'

import { describe, expect, it } from 'vitest'

import { parseTrustedProxies } from '../../ground/http/client/trustedProxies'
import { VERIFIED_AGENT_HEADER } from '../../ground/http/webBotAuth/verifiedAgentHeader'
import type { ReadLimiter } from '../readLimit/readLimiter'
import { createSecurityHeaders } from '../securityHeaders'
import { createAdmission } from './admission'

const networks = { refusal: () => null } as unknown as ReadLimiter
const agents = { refusal: () => null } as unknown as ReadLimiter

function admissionVerifying(verdict: string | null) {
  const asked: string[] = []
  const admission = createAdmission({
    baseUrl: 'http://news.example',
    proxies: parseTrustedProxies(''),
    securityHeaders: createSecurityHeaders({ baseUrl: 'http://news.example', dev: false }),
    readLimiter: networks,
    agentReadLimiter: agents,
    botAuth: {
      verify: async (_req, path) => {
        asked.push(path)
        return verdict
      },
    },
  })
  return { admission, asked }
}

const request = (url: string, headers: http.IncomingHttpHeaders) =>
  ({ url, method: 'GET', headers: { ...headers } }) as http.IncomingMessage

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
    expect(admission.limiterFor(req)).toBe(agents)
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
})
