import { describe, expect, it } from 'vitest'

import { hashClientSecret } from './clientSecrets'
import { redirectUriAllowed, redirectUriProblem, refreshResourceProblem } from './clientRequestRules'

describe('redirectUriProblem', () => {
  it('accepts https anywhere and http on loopback addresses only', () => {
    for (const uri of [
      'https://agent.example/cb',
      'http://127.0.0.1:8976/callback',
      'http://[::1]/cb',
      'http://localhost:3000/cb',
    ]) {
      expect(redirectUriProblem(uri), uri).toBeNull()
    }
    for (const uri of [
      'http://agent.example/cb',
      'http://127.0.0.1.evil.example/cb',
      'ftp://127.0.0.1/cb',
      'https://agent.example/cb#frag',
      'not a url',
      'myapp:/cb',
    ]) {
      expect(redirectUriProblem(uri), uri).not.toBeNull()
    }
  })
})

describe('redirectUriAllowed', () => {
  const registered = [
    'http://127.0.0.1/callback',
    'http://[::1]:8000/cb?app=1',
    'http://localhost:3000/cb',
    'https://agent.example/cb',
  ]

  it('lets a native app name any port on a loopback IP, with everything else as registered (RFC 8252 §7.3)', () => {
    for (const uri of [
      'http://127.0.0.1:51234/callback',
      'http://127.0.0.1/callback',
      'http://[::1]:9/cb?app=1',
      'http://[::1]/cb?app=1',
    ]) {
      expect(redirectUriAllowed(uri, registered, true), uri).toBe(true)
    }
  })

  it('matches everything else exactly: localhost with its port, another path, query, scheme or host, and any web client', () => {
    for (const uri of [
      'http://localhost:3001/cb',
      'http://127.0.0.1:51234/callback/../evil',
      'http://127.0.0.1:51234/callback?x=1',
      'http://127.0.0.1:51234/other',
      'https://127.0.0.1:51234/callback',
      'http://127.0.0.1:51234@evil.example/callback',
      'http://[::1]:9/cb',
      'https://agent.example:8443/cb',
    ]) {
      expect(redirectUriAllowed(uri, registered, true), uri).toBe(false)
    }
    expect(redirectUriAllowed('http://localhost:3000/cb', registered, true)).toBe(true)
    expect(redirectUriAllowed('http://127.0.0.1:51234/callback', registered, false)).toBe(false)
    expect(redirectUriAllowed('http://127.0.0.1/callback', registered, false)).toBe(true)
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
