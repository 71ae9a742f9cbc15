import { describe, expect, it } from 'vitest'

import { blockedDomainMatcher, emailAddressSchema, normaliseEmail } from './emailAddress'

describe('subscriber addresses', () => {
  it('trims and lower-cases the domain only', () => {
    expect(normaliseEmail('  Reader.One@Example.COM ')).toBe('Reader.One@example.com')
    expect(emailAddressSchema.parse(' A@B.Example ')).toBe('A@b.example')
  })

  it('refuses what is not an address, or longer than 254 characters', () => {
    for (const bad of [
      '',
      'reader',
      'reader@',
      '@example.com',
      'two@@example.com',
      'a b@example.com',
      `${'a'.repeat(243)}@example.com`,
    ]) {
      expect(emailAddressSchema.safeParse(bad).success, bad).toBe(false)
    }
    expect(emailAddressSchema.safeParse(`${'a'.repeat(242)}@example.com`).success).toBe(true)
  })

  it('blocks listed domains and their subdomains, not look-alikes', () => {
    const isBlocked = blockedDomainMatcher(' Mailinator.com, @spam.example ,')
    expect(isBlocked('x@mailinator.com')).toBe(true)
    expect(isBlocked('x@eu.MAILINATOR.com')).toBe(true)
    expect(isBlocked('x@spam.example')).toBe(true)
    expect(isBlocked('x@notmailinator.com')).toBe(false)
    expect(blockedDomainMatcher('')('x@example.com')).toBe(false)
  })
})
