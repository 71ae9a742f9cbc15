import { describe, expect, it } from 'vitest'

import { previewMediaAllowed, withSignedMediaUrls } from './previewMediaUrls'

const key = Buffer.alloc(32, 7)
const now = 1_800_000_000
const exp = now + 600

describe('withSignedMediaUrls', () => {
  it("signs our /media addresses in a preview's strings, relative and absolute, and leaves others alone", () => {
    const page = {
      image: { src: '/media/demo/lobby.webp', srcSet: '/media/demo/lobby-card.webp 480w, /media/demo/lobby.webp 900w' },
      body: '<p><img src="https://news.example/media/embargo/plan.webp"></p><img src="https://cdn.example/media/x.webp">',
      when: new Date(0),
      count: 3,
    }
    const signed = withSignedMediaUrls(page, key, exp, 'https://news.example')
    expect(signed.image.src).toMatch(/^\/media\/demo\/lobby\.webp\?preview=\d+\.[\w-]{43}$/)
    expect(signed.image.srcSet.match(/\?preview=/g)).toHaveLength(2)
    expect(signed.body).toMatch(/news\.example\/media\/embargo\/plan\.webp\?preview=/)
    expect(signed.body).toContain('"https://cdn.example/media/x.webp"')
    expect([signed.when, signed.count]).toEqual([page.when, 3])
  })
})

describe('previewMediaAllowed', () => {
  const signatureOf = (path: string, at = exp) =>
    new URL(withSignedMediaUrls(`/media/${path}`, key, at, 'https://news.example'), 'https://x').searchParams.get(
      'preview',
    )

  it('opens the one file signed, until the link expires', () => {
    const signed = signatureOf('embargo/plan.webp')
    expect(previewMediaAllowed(key, 'embargo/plan.webp', signed, now)).toBe(true)
    expect(previewMediaAllowed(key, 'embargo/plan-card.webp', signed, now)).toBe(false)
    expect(previewMediaAllowed(key, 'embargo/plan.webp', signed, exp)).toBe(false)
    expect(previewMediaAllowed(Buffer.alloc(32, 8), 'embargo/plan.webp', signed, now)).toBe(false)
  })

  it('refuses what was not signed by us: missing, malformed, tampered or too long-lived', () => {
    const signed = signatureOf('embargo/plan.webp')!
    expect(previewMediaAllowed(key, 'embargo/plan.webp', null, now)).toBe(false)
    expect(previewMediaAllowed(key, 'embargo/plan.webp', 'x', now)).toBe(false)
    expect(previewMediaAllowed(key, 'embargo/plan.webp', `${exp + 1}${signed.slice(10)}`, now)).toBe(false)
    expect(previewMediaAllowed(key, 'embargo/plan.webp', signatureOf('embargo/plan.webp', now + 86_400), now)).toBe(
      false,
    )
    expect(previewMediaAllowed(key, '../secret', signed, now)).toBe(false)
  })
})
