import { describe, expect, it } from 'vitest'

import { clientIp } from './clientIp'
import { parseTrustedProxies } from './trustedProxies'

describe('clientIp', () => {
  const none = parseTrustedProxies('')
  const proxies = parseTrustedProxies('10.0.0.0/8, 127.0.0.1, ::1')

  it('takes the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientIp('203.0.113.7', '198.51.100.1', none)).toBe('203.0.113.7')
    expect(clientIp('::ffff:203.0.113.7', undefined, none)).toBe('203.0.113.7')
  })

  it('takes the socket address when the peer is not a trusted proxy', () => {
    expect(clientIp('203.0.113.7', '198.51.100.1', proxies)).toBe('203.0.113.7')
  })

  it('reads X-Forwarded-For from the right through trusted proxies', () => {
    expect(clientIp('127.0.0.1', '198.51.100.1', proxies)).toBe('198.51.100.1')
    expect(clientIp('127.0.0.1', '6.6.6.6, 198.51.100.1, 10.1.2.3', proxies)).toBe('198.51.100.1')
    expect(clientIp('::ffff:10.0.0.5', ['6.6.6.6', '198.51.100.9'], proxies)).toBe('198.51.100.9')
  })

  it('falls back to the peer when the header is garbage or only names proxies', () => {
    expect(clientIp('127.0.0.1', 'not-an-ip', proxies)).toBe('127.0.0.1')
    expect(clientIp('127.0.0.1', '10.0.0.1, 10.0.0.2', proxies)).toBe('127.0.0.1')
  })
})
