import { expect, it } from 'vitest'

import { mailboxKey } from './limitKeys'

// One mailbox however its address is varied; dots matter except at Gmail.
it.each([
  ['Reader+news@Example.com', 'reader@example.com'],
  ['reader+1+2@example.com', 'reader@example.com'],
  ['Re.Ad.Er+x@gmail.com', 'reader@gmail.com'],
  ['re.ader@googlemail.com', 'reader@gmail.com'],
  ['re.ader@example.com', 're.ader@example.com'],
])('mailboxKey(%s) is %s', (address, key) => {
  expect(mailboxKey(address)).toBe(key)
})
