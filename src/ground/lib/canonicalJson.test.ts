import { describe, expect, it } from 'vitest'

import { canonicalJson } from './canonicalJson'

describe('canonicalJson', () => {
  it('sorts members by UTF-16 code units and writes values as RFC 8785 does', () => {
    // RFC 8785 §3.2.3's sorting example, and §3.2.2's numbers and strings.
    expect(
      canonicalJson({
        '\u20ac': 'Euro Sign',
        '\r': 'Carriage Return',
        '\ufb33': 'Hebrew Letter Dalet With Dagesh',
        '1': 'One',
        '\ud83d\ude00': 'Emoji: Grinning Face',
        '\u0080': 'Control',
        '\u00f6': 'Latin Small Letter O With Diaeresis',
      }),
    ).toBe(
      '{"\\r":"Carriage Return","1":"One","\u0080":"Control","\u00f6":"Latin Small Letter O With Diaeresis","\u20ac":"Euro Sign","\ud83d\ude00":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}',
    )
    expect(
      canonicalJson({
        numbers: [0.1 + 0.2, 1e30, 4.5, 2e-3, 0.000000000000000000000000001],
        b: [true, null, 'x\n'],
      }),
    ).toBe('{"b":[true,null,"x\\n"],"numbers":[0.30000000000000004,1e+30,4.5,0.002,1e-27]}')
  })
})
