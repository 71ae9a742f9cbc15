import { expect, it } from 'vitest'

import { mailboxKey } from './limitKeys'

it('reads an address with a +tag or in other letter case as the one mailbox it reaches', () => {
  expect(['Reader+news@Example.com', 'reader+1+2@example.com'].map(mailboxKey)).toEqual([
    'reader@example.com',
    'reader@example.com',
  ])
})

it('drops the dots of a local part only at Gmail, which ignores them, and reads googlemail.com as gmail.com', () => {
  expect(mailboxKey('Re.Ad.Er+x@gmail.com')).toBe('reader@gmail.com')
  expect(mailboxKey('re.ader@googlemail.com')).toBe('reader@gmail.com')
  expect(mailboxKey('re.ader@example.com')).toBe('re.ader@example.com')
})
