import { describe, expect, it } from 'vitest'

import { derivedKey } from '../../ground/config/derivedKey'
import {
  hashConfirmationToken,
  isSubscriberTokenOf,
  newConfirmationToken,
  subscriberIdOf,
  subscriberToken,
} from './tokens'

describe('newsletter tokens', () => {
  const key = derivedKey('x'.repeat(32), 'newsletter-unsubscribe')

  it('makes unguessable confirmation tokens and stores only a hash of them', () => {
    const token = newConfirmationToken()
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(newConfirmationToken()).not.toBe(token)
    expect(hashConfirmationToken(token)).toMatch(/^[0-9a-f]{64}$/)
    expect(hashConfirmationToken(token)).not.toContain(token)
  })

  it('accepts an unsubscribe token only for its own subscriber and address, whatever the case', () => {
    const token = subscriberToken(key, 42, 'Reader@example.com')
    expect(subscriberIdOf(token)).toBe(42)
    expect(isSubscriberTokenOf(key, token, 42, 'reader@EXAMPLE.com')).toBe(true)
    expect(isSubscriberTokenOf(key, token, 43, 'reader@example.com')).toBe(false)
    expect(isSubscriberTokenOf(key, token, 42, 'other@example.com')).toBe(false)
    expect(
      isSubscriberTokenOf(derivedKey('y'.repeat(32), 'newsletter-unsubscribe'), token, 42, 'reader@example.com'),
    ).toBe(false)
    expect(isSubscriberTokenOf(derivedKey('x'.repeat(32), 'rate-limit-keys'), token, 42, 'reader@example.com')).toBe(
      false,
    )
  })

  it('reads no id from a token that is not one', () => {
    const mac = 'a'.repeat(43)
    expect(subscriberIdOf(`2147483647.${mac}`)).toBe(2_147_483_647)
    for (const bad of [
      '',
      '42',
      '42.',
      'abc.def',
      `0.${mac}`,
      '42.' + 'a'.repeat(42),
      `-1.${mac}`,
      `2147483648.${mac}`,
      `30000000000.${mac}`,
    ]) {
      expect(subscriberIdOf(bad)).toBeNull()
    }
  })
})
