/**
 * An AI agent that signs its requests with Web Bot Auth, as one on the web would (Cloudflare's `web-bot-auth` signer,
 * an Ed25519 key): its key directory is served by a real HTTP server on 127.0.0.1, which the app reaches through the
 * test-only WEB_BOT_AUTH_TEST_DIRECTORIES (production settings refuse it). Call before `useApp`, and give the app
 * `agent.env()`. An agent may also sign as other origins (`alsoAs`: one client with a wildcard domain), whose
 * directories the same server answers, with the same key, and counts with the rest.
 */
import { generateKeyPairSync } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll } from 'vitest'
import { Ed25519Signer } from 'web-bot-auth/crypto'
import { generateNonce, signatureHeaders } from 'web-bot-auth'

export interface SignOptions {
  /** Seconds from now; negative for a signature made in the past. */
  createdIn?: number
  validFor?: number
  nonce?: string
  /** Signs with another key than the directory publishes. */
  unknownKey?: boolean
  /** Names this origin's directory instead (one of `alsoAs`). */
  as?: string
}

/** The User-Agent every agent's signed requests send. */
export const BOT_AGENT_USER_AGENT = 'ExampleCrawler/1.0 (+https://crawler.example.com)'

export function useBotAgent(origin = 'https://crawler.example.com', alsoAs: string[] = []) {
  const key = generateKeyPairSync('ed25519')
  const stranger = generateKeyPairSync('ed25519')
  let server: http.Server | undefined
  let standIn = ''
  let directoryReads = 0

  beforeAll(async () => {
    server = http.createServer((_request, response) => {
      directoryReads += 1
      response.writeHead(200, {
        'content-type': 'application/http-message-signatures-directory+json',
        'cache-control': 'max-age=3600',
      })
      response.end(JSON.stringify({ keys: [key.publicKey.export({ format: 'jwk' })] }))
    })
    await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', listening))
    standIn = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    server?.closeAllConnections()
    await new Promise((closed) => server?.close(closed))
  })

  return {
    origin,
    host: new URL(origin).hostname,
    env: () => ({
      WEB_BOT_AUTH_TEST_DIRECTORIES: [origin, ...alsoAs].map((signer) => `${signer}=${standIn}`).join(','),
    }),
    directoryReads: () => directoryReads,
    /** The headers that sign a GET of `url` (absolute, as the site names itself), with the agent's User-Agent. */
    async sign(url: string, options: SignOptions = {}): Promise<Record<string, string>> {
      const { createdIn = 0, validFor = 300, nonce = generateNonce(), unknownKey = false, as = origin } = options
      const signer = await Ed25519Signer.fromJWK((unknownKey ? stranger : key).privateKey.export({ format: 'jwk' }))
      const created = new Date(Date.now() + createdIn * 1000)
      const headers = { 'signature-agent': `"${as}"` }
      const signature = await signatureHeaders({ method: 'GET', url, headers }, signer, {
        created,
        expires: new Date(created.getTime() + validFor * 1000),
        nonce,
      })
      return {
        ...headers,
        signature: signature.Signature,
        'signature-input': signature['Signature-Input'],
        'user-agent': BOT_AGENT_USER_AGENT,
      }
    },
  }
}
