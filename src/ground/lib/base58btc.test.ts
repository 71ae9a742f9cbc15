import { describe, expect, it } from 'vitest'

import { base58btc } from './base58btc'

describe('base58btc', () => {
  it('encodes the examples of draft-msporny-base58-03, leading zero bytes as ones', () => {
    expect(base58btc(new TextEncoder().encode('Hello World!'))).toBe('2NEpo7TZRRrLZSi2U')
    expect(base58btc(new TextEncoder().encode('The quick brown fox jumps over the lazy dog.'))).toBe(
      'USm3fpXnKG5EUBx2ndxBDMPVciP5hGey2Jh4NDv6gmeo1LkMeiKrLJUUBk6Z',
    )
    expect(base58btc(Uint8Array.from([0x00, 0x00, 0x28, 0x7f, 0xb4, 0xcd]))).toBe('11233QC4')
    expect(base58btc(new Uint8Array())).toBe('')
  })
})
