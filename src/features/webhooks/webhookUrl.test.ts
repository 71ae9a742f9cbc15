import { describe, expect, it } from 'vitest'

import { webhookAddresses } from './webhookUrl'

const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses

describe('webhookAddresses', () => {
  it('takes an https URL whose host resolves to public addresses only, and answers those addresses', async () => {
    expect(await webhookAddresses('https://hooks.example.com/in', false, resolvesTo('93.184.215.14'))).toEqual({
      addresses: ['93.184.215.14'],
    })
  })

  it('refuses what is not https, outside the tests', async () => {
    for (const url of ['http://hooks.example.com/in', 'ftp://hooks.example.com/in', 'javascript:alert(1)', 'hooks'])
      expect(await webhookAddresses(url, false, resolvesTo('93.184.215.14'))).toEqual({
        problem: 'must be an https:// address',
      })
  })

  it('refuses loopback, private and link-local hosts, named or literal, and a name with one such address among others', async () => {
    expect(await webhookAddresses('https://127.0.0.1/in', false)).toMatchObject({
      problem: /127\.0\.0\.1, which is not a public address/,
    })
    expect(await webhookAddresses('https://[::1]/in', false)).toMatchObject({ problem: /::1/ })
    for (const inner of ['10.1.2.3', '192.168.0.5', '169.254.169.254', '::ffff:127.0.0.1', 'fd00::1'])
      expect(await webhookAddresses('https://inner.example.com/in', false, resolvesTo('93.184.215.14', inner))).toEqual(
        {
          problem: `names a host at ${inner}, which is not a public address (loopback or private)`,
        },
      )
  })

  it('refuses a host that does not resolve, credentials in the URL, and no URL at all', async () => {
    expect(await webhookAddresses('https://nowhere.invalid/in', false, resolvesTo())).toEqual({
      problem: 'names a host that does not resolve (nowhere.invalid)',
    })
    expect(await webhookAddresses('https://user:pw@hooks.example.com/', false, resolvesTo('93.184.215.14'))).toEqual({
      problem: 'must not carry a user name or password',
    })
    expect(await webhookAddresses('', false)).toEqual({ problem: 'is required' })
    expect(await webhookAddresses(42, false)).toEqual({ problem: 'is required' })
  })

  it('lets the tests reach their receivers on loopback over http', async () => {
    expect(await webhookAddresses('http://127.0.0.1:4000/in', true)).toEqual({ addresses: ['127.0.0.1'] })
  })
})
