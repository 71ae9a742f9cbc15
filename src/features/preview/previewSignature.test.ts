import { describe, expect, it } from 'vitest'

import { derivedKey } from '../../ground/config/derivedKey'
import { PREVIEW_LIFETIME_SECONDS, signPreview, verifyPreview } from './previewSignature'

const key = derivedKey('x'.repeat(32), 'article-preview')
const NOW = 1_900_000_000

const partsOf = (id: number, signature: { exp: number; sig: string }) => ({
  id: String(id),
  exp: String(signature.exp),
  sig: signature.sig,
})

describe('preview link signatures', () => {
  it('accept a fresh link for its own article until it expires', () => {
    const signature = signPreview(key, 42, NOW)
    expect(signature.exp).toBe(NOW + PREVIEW_LIFETIME_SECONDS)
    expect(signature.sig).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(verifyPreview(key, partsOf(42, signature), NOW)).toEqual({ ok: true, articleId: 42, expiresAt: NOW + 1800 })
    expect(verifyPreview(key, partsOf(42, signature), NOW + 1799)).toMatchObject({ ok: true })
  })

  it('refuse an expired link, but only once it is known to be authentic', () => {
    const signature = signPreview(key, 42, NOW)
    expect(verifyPreview(key, partsOf(42, signature), NOW + 1800)).toEqual({ ok: false, reason: 'expired' })
    expect(verifyPreview(key, { ...partsOf(42, signature), sig: 'A'.repeat(43) }, NOW + 1800)).toEqual({
      ok: false,
      reason: 'bad_signature',
    })
  })

  it('refuse a link for another article, a moved expiry and an altered signature, in any character', () => {
    const signature = signPreview(key, 42, NOW)
    expect(verifyPreview(key, partsOf(43, signature), NOW)).toEqual({ ok: false, reason: 'bad_signature' })
    expect(verifyPreview(key, { ...partsOf(42, signature), exp: String(signature.exp + 60) }, NOW)).toEqual({
      ok: false,
      reason: 'bad_signature',
    })
    for (const position of [0, 21, 42]) {
      const swapped = signature.sig[position] === 'A' ? 'B' : 'A'
      const sig = signature.sig.slice(0, position) + swapped + signature.sig.slice(position + 1)
      expect(verifyPreview(key, { ...partsOf(42, signature), sig }, NOW)).toEqual({
        ok: false,
        reason: 'bad_signature',
      })
    }
  })

  it('refuse a link signed under another secret, or under a key made for another purpose', () => {
    const otherSecret = signPreview(derivedKey('y'.repeat(32), 'article-preview'), 42, NOW)
    const otherPurpose = signPreview(derivedKey('x'.repeat(32), 'newsletter-unsubscribe'), 42, NOW)
    expect(verifyPreview(key, partsOf(42, otherSecret), NOW)).toEqual({ ok: false, reason: 'bad_signature' })
    expect(verifyPreview(key, partsOf(42, otherPurpose), NOW)).toEqual({ ok: false, reason: 'bad_signature' })
  })

  it('refuse an authentic link that would outlive the lifetime', () => {
    const signedLater = signPreview(key, 42, NOW + 120)
    expect(verifyPreview(key, partsOf(42, signedLater), NOW)).toEqual({ ok: false, reason: 'too_long' })
    // A minute of clock difference between instances is tolerated.
    expect(verifyPreview(key, partsOf(42, signPreview(key, 42, NOW + 60)), NOW)).toMatchObject({ ok: true })
  })

  it('read nothing from inputs that are not a link of ours', () => {
    const { exp, sig } = signPreview(key, 42, NOW)
    const good = { id: '42', exp: String(exp), sig }
    const bad = [
      { ...good, id: undefined },
      { ...good, exp: undefined },
      { ...good, sig: undefined },
      { ...good, id: '' },
      { ...good, id: 'abc' },
      { ...good, id: '042' },
      { ...good, id: '0' },
      { ...good, id: '-1' },
      { ...good, id: '4.2' },
      { ...good, id: '42\u0000' },
      { ...good, id: '2147483648' },
      { ...good, id: '9'.repeat(400) },
      { ...good, exp: `${exp}\u0000` },
      { ...good, exp: '1e10' },
      { ...good, exp: '9'.repeat(40) },
      { ...good, sig: `${sig}=` },
      { ...good, sig: sig.slice(1) },
      { ...good, sig: `${sig.slice(1)}+` },
    ]
    for (const parts of bad)
      expect(verifyPreview(key, parts, NOW), JSON.stringify(parts)).toEqual({ ok: false, reason: 'malformed' })
    expect(() => signPreview(key, 0, NOW)).toThrow(RangeError)
    expect(() => signPreview(key, 2_147_483_648, NOW)).toThrow(RangeError)
  })
})
