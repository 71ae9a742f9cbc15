import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'

import { hashApiToken, issueApiToken, looksLikeApiToken, sameTokenHash } from './apiTokenSecret'

describe('issueApiToken', () => {
  it('issues a prefixed 256-bit token with its SHA-256 hash and a short display prefix', () => {
    const issued = issueApiToken()
    expect(looksLikeApiToken(issued.token)).toBe(true)
    expect(issued.hash).toBe(createHash('sha256').update(issued.token).digest('hex'))
    expect(issued.displayPrefix).toBe(issued.token.slice(0, 11))
    expect(issued.hash).not.toContain(issued.token)
  })

  it('never issues the same token twice', () => {
    expect(issueApiToken().token).not.toBe(issueApiToken().token)
  })
})

describe('sameTokenHash', () => {
  it('is true only for equal digests', () => {
    const hash = hashApiToken('pmsn_a')
    expect(sameTokenHash(hash, hashApiToken('pmsn_a'))).toBe(true)
    expect(sameTokenHash(hash, hashApiToken('pmsn_b'))).toBe(false)
  })

  it('is false for malformed digests instead of throwing', () => {
    expect(sameTokenHash('abc', 'abc')).toBe(false)
  })
})
