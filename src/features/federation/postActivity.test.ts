import dns from 'node:dns'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { generateCryptoKeyPair } from '@fedify/fedify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { deliverableAddresses } from './deliverableInbox'
import { postActivity } from './postActivity'

/** A loopback inbox that counts the POSTs it took and answers 202. */
function inboxAt(host: string, port: number): Promise<{ server: Server; posts: string[] }> {
  const posts: string[] = []
  const server = createServer((request, response) => {
    posts.push(`${request.method} ${request.url} ${request.headers.host}`)
    request.resume().on('end', () => response.writeHead(202).end())
  })
  return new Promise((resolve) => server.listen(port, host, () => resolve({ server, posts })))
}

describe('postActivity', () => {
  // The inbox's name first answers the address that is checked (127.0.0.1, our stand-in for a public host: the tests'
  // allowance for private addresses), then an inner service's (127.0.0.2) to every lookup after: DNS rebinding.
  let checked: Awaited<ReturnType<typeof inboxAt>>
  let inner: Awaited<ReturnType<typeof inboxAt>>
  beforeAll(async () => {
    checked = await inboxAt('127.0.0.1', 0)
    inner = await inboxAt('127.0.0.2', (checked.server.address() as AddressInfo).port)
  })
  afterAll(() => {
    checked.server.close()
    inner.server.close()
  })

  it('posts to the address the inbox was checked at, though its name answers another one the next time', async () => {
    const answers = [['127.0.0.1']]
    const rebinding = async () => answers.shift() ?? ['127.0.0.2']
    // Any later resolution, the connection's own included, goes to the rebinding name server too.
    const lookup = vi.spyOn(dns, 'lookup').mockImplementation(((_host: string, options: unknown, callback: unknown) => {
      const done = (typeof options === 'function' ? options : callback) as (...args: unknown[]) => void
      void rebinding().then(([address]) =>
        typeof options === 'object' && (options as { all?: boolean }).all
          ? done(null, [{ address, family: 4 }])
          : done(null, address, 4),
      )
    }) as typeof dns.lookup)
    try {
      const port = (checked.server.address() as AddressInfo).port
      const inbox = new URL(`http://rebinding.test:${port}/inbox`)
      const addresses = await deliverableAddresses(inbox, true, rebinding)
      expect(addresses).toEqual(['127.0.0.1'])
      const { privateKey } = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5')
      const key = { keyId: new URL('https://news.test/ap/actors/news#main-key'), privateKey }
      await postActivity(inbox, addresses!, '{"type":"Create"}', key, AbortSignal.timeout(5000))
      expect(inner.posts).toEqual([])
      expect(checked.posts).toEqual([`POST /inbox rebinding.test:${port}`])
    } finally {
      lookup.mockRestore()
    }
  })
})
