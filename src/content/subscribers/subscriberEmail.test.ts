import { describe, expect, it } from 'vitest'

import { normaliseEmail, subscriberEmailSchema } from './subscriberEmail'

describe('subscriber addresses', () => {
  it('trims and lower-cases the domain only', () => {
    expect(normaliseEmail('  Reader.One@Example.COM ')).toBe('Reader.One@example.com')
    expect(subscriberEmailSchema.parse(' A@B.Example ')).toBe('A@b.example')
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
      expect(subscriberEmailSchema.safeParse(bad).success, bad).toBe(false)
    }
    expect(subscriberEmailSchema.safeParse(`${'a'.repeat(242)}@example.com`).success).toBe(true)
  })
})
