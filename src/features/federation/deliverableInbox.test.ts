import { describe, expect, it } from 'vitest'

import { deliverableAddresses, isDeliverableInbox } from './deliverableInbox'

describe('isDeliverableInbox', () => {
  it('refuses plain http, private and loopback hosts, and names that do not resolve', async () => {
    for (const inbox of [
      'http://social.example/inbox',
      'https://127.0.0.1/inbox',
      'https://10.0.0.5/inbox',
      'https://[::1]/inbox',
      'https://169.254.169.254/latest',
      'https://localhost/inbox',
      'https://no-such-host.invalid/inbox',
    ])
      expect(await isDeliverableInbox(new URL(inbox), false), inbox).toBe(false)
  })

  it('takes https at a public address', async () => {
    expect(await isDeliverableInbox(new URL('https://93.184.215.14/inbox'), false)).toBe(true)
  })

  it('takes loopback over http only where the tests allow private addresses', async () => {
    expect(await isDeliverableInbox(new URL('http://127.0.0.1:4000/inbox'), true)).toBe(true)
    expect(await isDeliverableInbox(new URL('ftp://127.0.0.1/inbox'), true)).toBe(false)
  })

  it('gives the addresses a delivery is to connect to: all public, or none', async () => {
    const inbox = new URL('https://social.example/inbox')
    const resolveTo = (addresses: string[]) => async () => addresses
    expect(await deliverableAddresses(inbox, false, resolveTo(['93.184.215.14']))).toEqual(['93.184.215.14'])
    expect(await deliverableAddresses(inbox, false, resolveTo(['93.184.215.14', '10.0.0.5']))).toBeNull()
    expect(await deliverableAddresses(inbox, false, resolveTo([]))).toBeNull()
  })
})
