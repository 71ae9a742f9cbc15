import { describe, expect, it } from 'vitest'

import { mailboxKey } from './limitKeys'

describe('mailboxKey', () => {
  it('counts one mailbox however its address is varied', () => {
    expect(mailboxKey('Reader+news@Example.com')).toBe('reader@example.com')
    expect(mailboxKey('reader+1+2@example.com')).toBe('reader@example.com')
    expect(mailboxKey('Re.Ad.Er+x@gmail.com')).toBe('reader@gmail.com')
    expect(mailboxKey('re.ader@googlemail.com')).toBe('reader@gmail.com')
    // Elsewhere dots matter.
    expect(mailboxKey('re.ader@example.com')).toBe('re.ader@example.com')
  })
})
