import { describe, expect, it } from 'vitest'

import { contentChange, decodeContentChange, encodeContentChange } from './contentChange'

describe('content change payloads', () => {
  it('carry the write and its tags, once each', () => {
    const change = contentChange(['home', 'feed', 'home'])
    expect(decodeContentChange(encodeContentChange(change))).toEqual({ write: change.write, tags: ['home', 'feed'] })
  })

  it('announce everything when the tags would not fit in a NOTIFY payload', () => {
    const change = contentChange(
      Array.from({ length: 500 }, (_, i) => `article:some-pms/a-rather-long-article-slug-${i}`),
    )
    const payload = encodeContentChange(change)
    expect(Buffer.byteLength(payload)).toBeLessThan(8000)
    expect(decodeContentChange(payload)).toEqual({ write: change.write, tags: ['*'] })
  })

  it('read anything else on the channel (an older release’s collection name) as a change of everything', () => {
    for (const payload of ['articles', '', '{"tags":"home"}', '{"write":1,"tags":[]}', undefined])
      expect(decodeContentChange(payload).tags, String(payload)).toEqual(['*'])
  })
})
