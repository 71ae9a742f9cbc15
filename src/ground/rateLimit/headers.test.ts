import { describe, expect, it } from 'vitest'

import { rateLimitFields, refusalHeaders } from './headers'

const verdict = { allowed: false, remaining: 0, resetSeconds: 42 }

describe('rate-limit header fields', () => {
  it('names the policy, its quota and window, and what is left, for a policy that announces itself', () => {
    expect(
      rateLimitFields(
        { name: 'ingest-token', points: 60, seconds: 60, field: 'per-token' },
        { allowed: true, remaining: 59, resetSeconds: 60 },
      ),
    ).toEqual({
      'RateLimit-Policy': '"per-token";q=60;w=60',
      RateLimit: '"per-token";r=59;t=60',
    })
  })

  it('gives a refusal Retry-After, and the RateLimit fields only where the policy announces itself', () => {
    expect(refusalHeaders({ name: 'mcp-grant', points: 120, seconds: 60 }, verdict)).toEqual({ 'Retry-After': '42' })
    expect(refusalHeaders({ name: 'read', points: 60, seconds: 60, field: 'per-ip' }, verdict)).toEqual({
      'Retry-After': '42',
      'RateLimit-Policy': '"per-ip";q=60;w=60',
      RateLimit: '"per-ip";r=0;t=42',
    })
  })
})
