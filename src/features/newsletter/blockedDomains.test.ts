import { describe, expect, it } from 'vitest'

import { blockedDomainMatcher } from './blockedDomains'

describe('blocked subscriber domains', () => {
  it('blocks listed domains and their subdomains, not look-alikes', () => {
    const isBlocked = blockedDomainMatcher(' Mailinator.com, @spam.example ,')
    expect(isBlocked('x@mailinator.com')).toBe(true)
    expect(isBlocked('x@eu.MAILINATOR.com')).toBe(true)
    expect(isBlocked('x@spam.example')).toBe(true)
    expect(isBlocked('x@notmailinator.com')).toBe(false)
    expect(blockedDomainMatcher('')('x@example.com')).toBe(false)
  })
})
