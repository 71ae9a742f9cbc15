import { describe, expect, it } from 'vitest'

import { normaliseDirectory } from './directory'

describe('normaliseDirectory', () => {
  it.each([
    ['uploads', 'uploads'],
    ['/news/2026/', 'news/2026'],
    ['news//2026///november', 'news/2026/november'],
    ['a-b/c-d', 'a-b/c-d'],
  ])('normalises %j to %j', (raw, expected) => {
    expect(normaliseDirectory(raw)).toEqual({ ok: true, directory: expected })
  })

  it.each(['Uploads', '../etc', 'news/./x', 'a b', 'ünï', 'news\\2026', '', 'a_b'])('refuses %j', (raw) => {
    expect(normaliseDirectory(raw).ok).toBe(false)
  })

  it('refuses a directory of slashes only, and one that is too long', () => {
    expect(normaliseDirectory('///')).toMatchObject({ ok: false, message: expect.stringContaining('slashes') })
    expect(normaliseDirectory('a'.repeat(201))).toMatchObject({ ok: false, message: expect.stringContaining('200') })
  })
})
