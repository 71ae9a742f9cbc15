import { describe, expect, it } from 'vitest'

import { hashClientSecret } from './clientSecrets'
import { redirectUriProblem, refreshResourceProblem } from './clientRequestRules'

describe('redirectUriProblem', () => {
  it('accepts https anywhere and http on loopback addresses only', () => {
    for (const uri of ['https://agent.example/cb', 'http://127.0.0.1:8976/callback', 'http://[::1]/cb', 'http://localhost:3000/cb']) {
      expect(redirectUriProblem(uri), uri).toBeNull()
    }
    for (const uri of ['http://agent.example/cb', 'http://127.0.0.1.evil.example/cb', 'ftp://127.0.0.1/cb', 'https://agent.example/cb#frag', 'not a url', 'myapp:/cb']) {
      expect(redirectUriProblem(uri), uri).not.toBeNull()
    }
  })
})

describe('hashClientSecret', () => {
  it('is a tagged SHA-256, never the secret itself', () => {
    expect(hashClientSecret('s3cret')).toMatch(/^sha256:[0-9a-f]{64}$/)
    expect(hashClientSecret('s3cret')).not.toContain('s3cret')
  })
})

describe('refreshResourceProblem', () => {
  it('lets a refresh name no resource or the one resource, and refuses anything else before the token is spent', () => {
    const resource = 'https://news.example/mcp'
    expect(refreshResourceProblem(undefined, resource)).toBeNull()
    expect(refreshResourceProblem(resource, resource)).toBeNull()
    expect(refreshResourceProblem('https://other.example/api', resource)).toBe(`the only resource is ${resource}`)
    expect(refreshResourceProblem(`${resource}/`, resource)).toBe(`the only resource is ${resource}`)
    expect(refreshResourceProblem([resource, resource], resource)).toBe(`name one resource only: ${resource}`)
  })
})
