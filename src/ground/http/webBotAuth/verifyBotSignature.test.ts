import { generateKeyPairSync, type JsonWebKey, type KeyObject } from 'node:crypto'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { createSigner, httpbis } from 'http-message-signatures'
import { afterEach, describe, expect, it } from 'vitest'
import { generateNonce, helpers, jwkToKeyID, signatureHeaders } from 'web-bot-auth'
import { Ed25519Signer } from 'web-bot-auth/crypto'

import { createFirstUseGuard } from '../../rateLimit/createLimiter'
import { createKeyDirectories, type KeyDirectoriesOptions } from './keyDirectories'
import { type BotSignatureDeps, type SignedRequest, verifyBotSignature } from './verifyBotSignature'

const DIRECTORY_PATH = '/.well-known/http-message-signatures-directory'
const AGENT = 'https://crawler.example.com'
const PAGE = 'https://news.example.com/articles/pms-2027'
const T0 = Date.UTC(2027, 0, 4, 9, 0, 0)
const seconds = (ms: number) => Math.floor(ms / 1000)

interface AgentKey {
  privateKey: KeyObject
  publicJwk: JsonWebKey
  keyId: string
}

async function agentKey(): Promise<AgentKey> {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519')
  const publicJwk = publicKey.export({ format: 'jwk' })
  const keyId = await jwkToKeyID(publicJwk, helpers.WEBCRYPTO_SHA256, helpers.BASE64URL_DECODE)
  return { privateKey, publicJwk, keyId }
}

type Answer = (request: IncomingMessage, response: ServerResponse) => void

interface DirectoryServer {
  origin: string
  /** The paths asked for, in order. */
  requests: string[]
  connections: number
  answer: Answer
}

const servers: http.Server[] = []

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((closed) => server.close(closed))
  }
})

const directoryOf =
  (keys: JsonWebKey[], cacheControl = 'max-age=3600'): Answer =>
  (_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/http-message-signatures-directory+json',
      'cache-control': cacheControl,
    })
    response.end(JSON.stringify({ keys }))
  }

/** A real HTTP server on 127.0.0.1 answering as `answer` says (changeable), counting connections and requests. */
async function directoryServer(answer: Answer): Promise<DirectoryServer> {
  const state: DirectoryServer = { origin: '', requests: [], connections: 0, answer }
  const server = http.createServer((request, response) => {
    state.requests.push(request.url!)
    state.answer(request, response)
  })
  server.on('connection', () => (state.connections += 1))
  servers.push(server)
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return state
}

let guards = 0

/** Deps with a clock the test moves, directories through the test allowance, and a memory nonce store. */
function depsFor(
  standIns: Record<string, DirectoryServer>,
  options: Partial<KeyDirectoriesOptions> = {},
): BotSignatureDeps & { clock: { now: number } } {
  const clock = { now: T0 }
  const now = () => clock.now
  guards += 1
  return {
    clock,
    now,
    directories: createKeyDirectories({
      testDirectories: new Map(Object.entries(standIns).map(([origin, server]) => [origin, server.origin])),
      now,
      ...options,
    }),
    firstUse: createFirstUseGuard({ name: `test-nonces-${guards}`, points: 1, seconds: 60 }, 'memory', {
      redisKeyPrefix: 'unused',
      hash: (key) => key,
    }),
  }
}

interface SignOptions {
  url?: string
  /** The directory the Signature-Agent member `sig1` names. */
  agent?: string
  /** The whole Signature-Agent field, when not just `sig1`. */
  signatureAgent?: string
  created?: number
  expires?: number
  nonce?: string | null
  alg?: string
  fields?: string[]
}

/**
 * A request signed as the current draft says, by http-message-signatures: Signature-Agent a Dictionary, its member
 * covered by key.
 */
async function signedRequest(key: AgentKey, options: SignOptions = {}): Promise<SignedRequest> {
  const {
    url = PAGE,
    agent = AGENT,
    created = seconds(T0),
    expires = created + 300,
    signatureAgent = `sig1="${agent}"`,
    nonce = generateNonce(),
    alg = 'ed25519',
    fields = ['@authority', 'signature-agent;key="sig1"'],
  } = options
  const signed = await httpbis.signMessage(
    {
      key: createSigner(key.privateKey, 'ed25519', key.keyId),
      name: 'sig1',
      fields,
      params: ['created', 'expires', 'keyid', 'alg', 'nonce', 'tag'],
      paramValues: {
        created: new Date(created * 1000),
        expires: new Date(expires * 1000),
        ...(nonce === null ? {} : { nonce }),
        alg,
        tag: 'web-bot-auth',
      },
    },
    { method: 'GET', url, headers: { 'signature-agent': signatureAgent } },
  )
  const headers = Object.fromEntries(Object.entries(signed.headers).map(([name, value]) => [name.toLowerCase(), value]))
  return { method: 'GET', url, headers }
}

describe('a signed request', () => {
  it('verifies, named by its directory’s host, and its directory is fetched from the well-known path', async () => {
    const key = await agentKey()
    const directory = await directoryServer(directoryOf([key.publicJwk]))
    const deps = depsFor({ [AGENT]: directory })
    expect(await verifyBotSignature(await signedRequest(key), deps)).toEqual({
      verified: true,
      agent: 'crawler.example.com',
      keyId: key.keyId,
    })
    expect(directory.requests).toEqual([DIRECTORY_PATH])
  })

  it("verifies when signed by Cloudflare's web-bot-auth, with Signature-Agent as the earlier drafts' one string", async () => {
    const key = await agentKey()
    const deps = depsFor({ [AGENT]: await directoryServer(directoryOf([key.publicJwk])) })
    const signer = await Ed25519Signer.fromJWK(key.privateKey.export({ format: 'jwk' }))
    const request = { method: 'GET', url: PAGE, headers: { 'signature-agent': `"${AGENT}"` } }
    const signature = await signatureHeaders(request, signer, {
      created: new Date(T0),
      expires: new Date(T0 + 60_000),
    })
    const headers = {
      ...request.headers,
      signature: signature.Signature,
      'signature-input': signature['Signature-Input'],
    }
    expect(headers['signature-input']).toMatch(/^sig1=\("@authority" "signature-agent"\);created=/)
    expect(await verifyBotSignature({ method: 'GET', url: PAGE, headers }, deps)).toEqual({
      verified: true,
      agent: 'crawler.example.com',
      keyId: signer.keyid,
    })
  })

  it("verifies the draft's own Ed25519 test vector (legacy Signature-Agent), its test key served as a test directory", async () => {
    const rfc9421TestKey = { kty: 'OKP', crv: 'Ed25519', x: 'JrQLj5P_89iXES9-vFgrIy29clF9CC_oPPsw3c5D0bs' }
    const deps = depsFor({ 'https://signature-agent.test': await directoryServer(directoryOf([rfc9421TestKey])) })
    deps.clock.now = 1735689600_000 + 5_000
    const request: SignedRequest = {
      method: 'GET',
      url: 'https://example.com/',
      headers: {
        'signature-agent': '"https://signature-agent.test"',
        'signature-input':
          'sig2=("@authority" "signature-agent");created=1735689600;keyid="poqkLGiymh_W0uP6PZFw-dvez3QJT5SolqXBCW38r0U"' +
          ';alg="ed25519";expires=1735693200;nonce="e8N7S2MFd/qrd6T2R3tdfAuuANngKI7LFtKYI/vowzk4lAZYadIX6wW25MwG7DCT9RUKA' +
          'J0qVkU0mEeLElW1qg==";tag="web-bot-auth"',
        signature: 'sig2=:jdq0SqOwHdyHr9+r5jw3iYZH6aNGKijYp/EstF4RQTQdi5N5YYKrD+mCT1HA1nZDsi6nJKuHxUi/5Syp3rLWBA==:',
      },
    }
    expect(await verifyBotSignature(request, deps)).toEqual({
      verified: true,
      agent: 'signature-agent.test',
      keyId: 'poqkLGiymh_W0uP6PZFw-dvez3QJT5SolqXBCW38r0U',
    })
  })
})

describe('a signed request among other signers', () => {
  it('is attributed to the Signature-Agent member under its own label, though it covers another’s', async () => {
    const key = await agentKey()
    const deps = depsFor({ [AGENT]: await directoryServer(directoryOf([key.publicJwk])) })
    const request = await signedRequest(key, {
      fields: ['@authority', 'signature-agent;key="browser"', 'signature-agent;key="sig1"'],
      signatureAgent: `browser="https://browser.example", sig1="${AGENT}"`,
    })
    expect(await verifyBotSignature(request, deps)).toMatchObject({
      verified: true,
      agent: 'crawler.example.com',
    })
  })
})

describe('a signature that does not hold', () => {
  it('is a bad signature on another path, another authority, or under another agent’s name', async () => {
    const key = await agentKey()
    const directory = directoryOf([key.publicJwk])
    const impostor = 'https://impostor.example.com'
    const deps = depsFor({ [AGENT]: await directoryServer(directory), [impostor]: await directoryServer(directory) })
    const fields = ['@authority', '@path', 'signature-agent;key="sig1"']
    const signed = await signedRequest(key, { fields })
    const elsewhere = [
      { ...signed, url: 'https://news.example.com/articles/another' },
      { ...signed, url: 'https://mirror.example.org/articles/pms-2027' },
      { ...signed, headers: { ...signed.headers, 'signature-agent': `sig1="${impostor}"` } },
    ]
    for (const request of elsewhere)
      expect(await verifyBotSignature(request, deps)).toMatchObject({ verified: false, reason: 'bad-signature' })
    expect(await verifyBotSignature(signed, deps)).toMatchObject({ verified: true })
  })

  it('is a bad signature when it names an algorithm other than its key’s', async () => {
    const key = await agentKey()
    const deps = depsFor({ [AGENT]: await directoryServer(directoryOf([key.publicJwk])) })
    expect(await verifyBotSignature(await signedRequest(key, { alg: 'rsa-pss-sha512' }), deps)).toMatchObject({
      verified: false,
      reason: 'bad-signature',
      detail: expect.stringMatching(/rsa-pss-sha512/),
    })
  })

  it('is expired a minute after its expiry, and still good within the minute clocks may differ by', async () => {
    const key = await agentKey()
    const deps = depsFor({ [AGENT]: await directoryServer(directoryOf([key.publicJwk])) })
    const created = seconds(T0) - 600
    expect(
      await verifyBotSignature(await signedRequest(key, { created, expires: seconds(T0) - 61 }), deps),
    ).toMatchObject({ verified: false, reason: 'expired' })
    expect(
      await verifyBotSignature(await signedRequest(key, { created, expires: seconds(T0) - 30 }), deps),
    ).toMatchObject({ verified: true })
  })

  it('is not yet valid when created more than a minute ahead of our clock', async () => {
    const key = await agentKey()
    const deps = depsFor({ [AGENT]: await directoryServer(directoryOf([key.publicJwk])) })
    expect(await verifyBotSignature(await signedRequest(key, { created: seconds(T0) + 61 }), deps)).toMatchObject({
      verified: false,
      reason: 'not-yet-valid',
    })
    expect(await verifyBotSignature(await signedRequest(key, { created: seconds(T0) + 30 }), deps)).toMatchObject({
      verified: true,
    })
  })

  it('is refused when valid for longer than a day', async () => {
    const key = await agentKey()
    const deps = depsFor({ [AGENT]: await directoryServer(directoryOf([key.publicJwk])) })
    const created = seconds(T0)
    expect(await verifyBotSignature(await signedRequest(key, { expires: created + 86_401 }), deps)).toMatchObject({
      verified: false,
      reason: 'window-too-long',
    })
    expect(await verifyBotSignature(await signedRequest(key, { expires: created + 86_400 }), deps)).toMatchObject({
      verified: true,
    })
  })

  it('is replayed the second time its nonce comes; without a nonce a replay cannot be told, and verifies', async () => {
    const key = await agentKey()
    const deps = depsFor({ [AGENT]: await directoryServer(directoryOf([key.publicJwk])) })
    const withNonce = await signedRequest(key)
    expect(await verifyBotSignature(withNonce, deps)).toMatchObject({ verified: true })
    expect(await verifyBotSignature(withNonce, deps)).toMatchObject({ verified: false, reason: 'replayed' })
    const withoutNonce = await signedRequest(key, { nonce: null })
    expect(withoutNonce.headers['signature-input']).not.toContain('nonce=')
    expect(await verifyBotSignature(withoutNonce, deps)).toMatchObject({ verified: true })
    expect(await verifyBotSignature(withoutNonce, deps)).toMatchObject({ verified: true })
  })

  it('keeps a nonce until its signature can no longer be accepted, and per key', async () => {
    const [owner, other] = [await agentKey(), await agentKey()]
    const impostor = 'https://impostor.example.com'
    const deps = depsFor({
      [AGENT]: await directoryServer(directoryOf([owner.publicJwk])),
      [impostor]: await directoryServer(directoryOf([other.publicJwk])),
    })
    const kept: Array<[string, number]> = []
    const firstUse = deps.firstUse
    const recorded = {
      ...deps,
      firstUse: (key: string, ttlSeconds: number) => (kept.push([key, ttlSeconds]), firstUse(key, ttlSeconds)),
    }
    const nonce = generateNonce()
    // Someone who saw the owner's nonce spends it first, under a key of their own.
    const spentFirst = await signedRequest(other, { agent: impostor, nonce })
    expect(await verifyBotSignature(spentFirst, recorded)).toMatchObject({ verified: true })
    const owners = await signedRequest(owner, { nonce, created: seconds(T0) - 100, expires: seconds(T0) + 200 })
    expect(await verifyBotSignature(owners, recorded)).toMatchObject({ verified: true, agent: 'crawler.example.com' })
    expect(kept.map(([, ttlSeconds]) => ttlSeconds)).toEqual([300 + 60, 200 + 60])
    expect(kept[0]![0]).not.toEqual(kept[1]![0])
  })

  it('is a replay check unavailable when the nonce store fails', async () => {
    const key = await agentKey()
    const deps = depsFor({ [AGENT]: await directoryServer(directoryOf([key.publicJwk])) })
    const firstUse = async () => {
      throw new Error('connection refused')
    }
    expect(await verifyBotSignature(await signedRequest(key), { ...deps, firstUse })).toEqual({
      verified: false,
      reason: 'replay-check-unavailable',
      detail: 'the nonce store failed: connection refused',
    })
  })

  it('is an unknown key when the directory lacks it, or has it outside its nbf and exp', async () => {
    const [listed, unlisted, lapsed] = [await agentKey(), await agentKey(), await agentKey()]
    const deps = depsFor({
      [AGENT]: await directoryServer(
        directoryOf([listed.publicJwk, { ...lapsed.publicJwk, nbf: seconds(T0) - 7200, exp: seconds(T0) - 3600 }]),
      ),
    })
    expect(await verifyBotSignature(await signedRequest(unlisted), deps)).toMatchObject({
      verified: false,
      reason: 'unknown-key',
    })
    expect(await verifyBotSignature(await signedRequest(lapsed), deps)).toMatchObject({
      verified: false,
      reason: 'unknown-key',
    })
  })
})

describe('signature fields', () => {
  const input = (components: string, parameters: string) => `sig1=(${components});${parameters};tag="web-bot-auth"`
  const agentCovered = '"@authority" "signature-agent";key="sig1"'

  it.each<[string, Record<string, string | null>, string, RegExp]>([
    ['no signature at all', { 'signature-input': null, signature: null }, 'unsigned', /no Signature-Input/],
    [
      'only signatures with another tag',
      { 'signature-input': 'sig1=("@authority");created=1;tag="other"' },
      'unsigned',
      /no signature tagged web-bot-auth/,
    ],
    [
      'a Signature-Input that does not parse',
      { 'signature-input': 'sig1=("@authority"' },
      'malformed',
      /not a structured/,
    ],
    ['no Signature', { signature: null }, 'malformed', /come together/],
    ['no keyid', { 'signature-input': input(agentCovered, 'created=1;expires=2') }, 'malformed', /no keyid/],
    ['no expires', { 'signature-input': input(agentCovered, 'created=1;keyid="k"') }, 'malformed', /integer created/],
    [
      'expires before created',
      { 'signature-input': input(agentCovered, 'created=2;expires=1;keyid="k"') },
      'malformed',
      /expires before/,
    ],
    [
      'no authority covered',
      { 'signature-input': input('"@path" "signature-agent";key="sig1"', 'created=1;expires=2;keyid="k"') },
      'malformed',
      /neither @authority/,
    ],
    [
      'no Signature-Agent covered',
      { 'signature-input': input('"@authority"', 'created=1;expires=2;keyid="k"') },
      'no-agent',
      /covers no Signature-Agent/,
    ],
    ['a Signature that is no byte sequence', { signature: 'sig1="AA=="' }, 'malformed', /no byte sequence/],
    ['no Signature-Agent', { 'signature-agent': null }, 'malformed', /the request lacks/],
    ['a Signature-Agent that is no URL', { 'signature-agent': 'sig1="crawler"' }, 'malformed', /not a URL/],
    [
      'a Signature-Agent member with parameters',
      { 'signature-agent': `sig1="${AGENT}";v=1` },
      'malformed',
      /not a plain string/,
    ],
    ['the legacy string where a member is covered', { 'signature-agent': `"${AGENT}"` }, 'malformed', /not a string/],
    [
      'a covered field the request lacks',
      {
        'signature-input': input(
          `${agentCovered} "x-purpose"`,
          `created=${seconds(T0)};expires=${seconds(T0) + 60};keyid="k"`,
        ),
      },
      'malformed',
      /a component signature sig1 covers is missing/,
    ],
    [
      'two Signature-Agent members covered, neither under its label',
      {
        'signature-input': input(
          '"@authority" "signature-agent";key="a" "signature-agent";key="b"',
          'created=1;expires=2;keyid="k"',
        ),
      },
      'malformed',
      /ambiguously/,
    ],
    [
      'an overlong Signature-Input',
      { 'signature-input': `sig1=("@authority");a="${'x'.repeat(9000)}"` },
      'malformed',
      /longer than 8192/,
    ],
  ])('%s: %s, and no directory is fetched', async (_what, changes, reason, detail) => {
    const key = await agentKey()
    const directory = await directoryServer(directoryOf([key.publicJwk]))
    const deps = depsFor({ [AGENT]: directory })
    const signed = await signedRequest(key)
    const headers: Record<string, string | string[] | undefined> = { ...signed.headers }
    for (const [name, value] of Object.entries(changes)) headers[name] = value ?? undefined
    expect(await verifyBotSignature({ ...signed, headers }, deps)).toEqual({
      verified: false,
      reason,
      detail: expect.stringMatching(detail),
    })
    expect(directory.requests).toEqual([])
  })
})

describe('key directories', () => {
  it.each([
    ['on a loopback address literal', 'https://127.0.0.1:PORT', undefined],
    ['on an IPv6 loopback literal', 'https://[::1]:PORT', undefined],
    ['named by a host that resolves to loopback', 'https://internal.test:PORT', ['127.0.0.1']],
    [
      'named by a host with one private address among public ones',
      'https://mixed.test:PORT',
      ['93.184.215.14', '10.0.0.5'],
    ],
  ])('%s are refused without a connection', async (_what, agent, addresses) => {
    const key = await agentKey()
    const directory = await directoryServer(directoryOf([key.publicJwk]))
    const port = new URL(directory.origin).port
    const deps = depsFor({}, { resolve: async () => addresses ?? [] })
    const request = await signedRequest(key, { agent: agent.replace('PORT', port) })
    expect(await verifyBotSignature(request, deps)).toMatchObject({ verified: false, reason: 'directory-refused' })
    expect(directory.connections).toBe(0)
  })

  it.each([
    ['over plain http', 'http://crawler.example.com'],
    ['at a path other than the well-known one', 'https://crawler.example.com/anyone/keys.json'],
    ['with a query', `https://crawler.example.com${DIRECTORY_PATH}?v=2`],
  ])('%s are refused without a connection', async (_what, agent) => {
    const key = await agentKey()
    const directory = await directoryServer(directoryOf([key.publicJwk]))
    const deps = depsFor({ [AGENT]: directory, 'http://crawler.example.com': directory })
    const request = await signedRequest(key, { agent })
    expect(await verifyBotSignature(request, deps)).toMatchObject({ verified: false, reason: 'directory-refused' })
    expect(directory.connections).toBe(0)
  })

  it('named by their well-known URL are the same directory as named by the origin', async () => {
    const key = await agentKey()
    const directory = await directoryServer(directoryOf([key.publicJwk]))
    const deps = depsFor({ [AGENT]: directory })
    expect(
      await verifyBotSignature(await signedRequest(key, { agent: `${AGENT}${DIRECTORY_PATH}` }), deps),
    ).toMatchObject({
      verified: true,
      agent: 'crawler.example.com',
    })
    expect(await verifyBotSignature(await signedRequest(key), deps)).toMatchObject({ verified: true })
    expect(directory.requests).toEqual([DIRECTORY_PATH])
  })

  it('larger than 64 KiB are unavailable, read no further than the limit', async () => {
    const key = await agentKey()
    const body = JSON.stringify({ keys: [{ ...key.publicJwk, comment: 'x'.repeat(64 * 1024) }] })
    expect(body.length).toBeGreaterThan(64 * 1024)
    const directory = await directoryServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/http-message-signatures-directory+json' })
      response.end(body)
    })
    const deps = depsFor({ [AGENT]: directory })
    expect(await verifyBotSignature(await signedRequest(key), deps)).toMatchObject({
      verified: false,
      reason: 'directory-unavailable',
      detail: expect.stringMatching(/is more than 65536 bytes/),
    })
  })

  it('announcing more than 64 KiB are unavailable before their body comes', async () => {
    const key = await agentKey()
    const directory = await directoryServer((_request, response) => {
      response.writeHead(200, {
        'content-type': 'application/http-message-signatures-directory+json',
        'content-length': 100_000,
      })
      response.flushHeaders()
    })
    const deps = depsFor({ [AGENT]: directory })
    expect(await verifyBotSignature(await signedRequest(key), deps)).toMatchObject({
      verified: false,
      reason: 'directory-unavailable',
      detail: expect.stringMatching(/is 100000 bytes, more than 65536/),
    })
  })

  it('that never answer are unavailable once the fetch times out', async () => {
    const key = await agentKey()
    const directory = await directoryServer(() => undefined)
    const deps = depsFor({ [AGENT]: directory }, { timeoutMs: 200 })
    expect(await verifyBotSignature(await signedRequest(key), deps)).toMatchObject({
      verified: false,
      reason: 'directory-unavailable',
      detail: expect.stringMatching(/no answer within 200 ms/),
    })
    expect(directory.requests).toEqual([DIRECTORY_PATH])
  })

  it('are fetched only so many at once: past the bound a request is unverified without a fetch, and served', async () => {
    const key = await agentKey()
    const other = 'https://other-crawler.example.net'
    let answerSlow: () => void = () => undefined
    const slow = await directoryServer((_request, response) => {
      answerSlow = () => directoryOf([key.publicJwk])(_request, response)
    })
    const second = await directoryServer(directoryOf([key.publicJwk]))
    const deps = depsFor({ [AGENT]: slow, [other]: second }, { maxFetching: 1 })
    const first = verifyBotSignature(await signedRequest(key), deps)
    await expect.poll(() => slow.requests.length).toBe(1)
    expect(await verifyBotSignature(await signedRequest(key, { agent: other }), deps)).toMatchObject({
      verified: false,
      reason: 'directory-unavailable',
      detail: expect.stringMatching(/1 key directories are being fetched already/),
    })
    expect(second.connections).toBe(0)
    answerSlow()
    expect(await first).toMatchObject({ verified: true, agent: 'crawler.example.com' })
    // With the first fetch done, the other directory is fetched again as usual.
    expect(await verifyBotSignature(await signedRequest(key, { agent: other }), deps)).toMatchObject({
      verified: true,
      agent: 'other-crawler.example.net',
    })
  })

  /** The agent's keys as a directory, answered with this status and media type. */
  const keysAnswered =
    (key: AgentKey, status: number, headers: Record<string, string>): Answer =>
    (_request, response) =>
      response.writeHead(status, headers).end(JSON.stringify({ keys: [key.publicJwk] }))

  it.each<[string, (key: AgentKey) => Answer, RegExp]>([
    [
      'a redirect, not followed',
      (key) => keysAnswered(key, 302, { location: '/keys.json', 'content-type': 'application/json' }),
      /answered 302/,
    ],
    ['an error status', (key) => keysAnswered(key, 500, { 'content-type': 'application/json' }), /answered 500/],
    [
      'a type other than JSON',
      (key) => keysAnswered(key, 200, { 'content-type': 'text/html' }),
      /text\/html, not JSON/,
    ],
    [
      'JSON that is no JWK Set',
      () => (_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('[]'),
      /not a JWK Set/,
    ],
  ])('answering %s are unavailable', async (_what, answer, detail) => {
    const key = await agentKey()
    const directory = await directoryServer(answer(key))
    const deps = depsFor({ [AGENT]: directory })
    expect(await verifyBotSignature(await signedRequest(key), deps)).toEqual({
      verified: false,
      reason: 'directory-unavailable',
      detail: expect.stringMatching(detail),
    })
    expect(directory.requests).toEqual([DIRECTORY_PATH])
  })

  it('are kept for their max-age, and fetched again after it', async () => {
    const key = await agentKey()
    const directory = await directoryServer(directoryOf([key.publicJwk], 'public, max-age=600'))
    const deps = depsFor({ [AGENT]: directory })
    const verifyAt = async (offsetSeconds: number) => {
      deps.clock.now = T0 + offsetSeconds * 1000
      const request = await signedRequest(key, { created: seconds(deps.clock.now) })
      expect(await verifyBotSignature(request, deps)).toMatchObject({ verified: true })
      return directory.requests.length
    }
    expect([await verifyAt(0), await verifyAt(599), await verifyAt(600), await verifyAt(1199)]).toEqual([1, 1, 2, 2])
  })

  it('are kept at least a minute whatever their max-age, and at most a day', async () => {
    const key = await agentKey()
    const directory = await directoryServer(directoryOf([key.publicJwk], 'no-store'))
    const deps = depsFor({ [AGENT]: directory })
    const fetchesAt = async (offsetSeconds: number) => {
      deps.clock.now = T0 + offsetSeconds * 1000
      await verifyBotSignature(await signedRequest(key, { created: seconds(deps.clock.now) }), deps)
      return directory.requests.length
    }
    expect([await fetchesAt(0), await fetchesAt(59), await fetchesAt(60)]).toEqual([1, 1, 2])
    directory.answer = directoryOf([key.publicJwk], 'max-age=31536000')
    expect([await fetchesAt(120), await fetchesAt(120 + 86_399), await fetchesAt(120 + 86_400)]).toEqual([3, 3, 4])
  })

  it('are fetched once for requests that need them at the same time', async () => {
    const key = await agentKey()
    const directory = await directoryServer(directoryOf([key.publicJwk]))
    const deps = depsFor({ [AGENT]: directory })
    const requests = await Promise.all(Array.from({ length: 5 }, () => signedRequest(key)))
    const verdicts = await Promise.all(requests.map((request) => verifyBotSignature(request, deps)))
    expect(verdicts.map((verdict) => verdict.verified)).toEqual([true, true, true, true, true])
    expect(directory.requests).toEqual([DIRECTORY_PATH])
  })

  it('that fail are not fetched again for a minute, and meanwhile their last good keys still verify', async () => {
    const key = await agentKey()
    const directory = await directoryServer(directoryOf([key.publicJwk], 'max-age=60'))
    const deps = depsFor({ [AGENT]: directory })
    const verifyAt = async (offsetSeconds: number) => {
      deps.clock.now = T0 + offsetSeconds * 1000
      return (await verifyBotSignature(await signedRequest(key, { created: seconds(deps.clock.now) }), deps)).verified
    }
    expect(await verifyAt(0)).toBe(true)
    directory.answer = (_request, response) => response.writeHead(503).end()
    expect([await verifyAt(60), await verifyAt(119)]).toEqual([true, true])
    expect(directory.requests).toHaveLength(2)
    expect(await verifyAt(120)).toBe(true)
    expect(directory.requests).toHaveLength(3)

    const stranger = await agentKey()
    const broken = await directoryServer((_request, response) => response.writeHead(500).end())
    const fresh = depsFor({ [AGENT]: broken })
    for (let i = 0; i < 3; i += 1)
      expect(await verifyBotSignature(await signedRequest(stranger), fresh)).toMatchObject({
        reason: 'directory-unavailable',
      })
    expect(broken.requests).toEqual([DIRECTORY_PATH])
  })

  it('are kept up to a bound, the least recently used dropped first', async () => {
    const key = await agentKey()
    const agents = ['https://a.example', 'https://b.example', 'https://c.example']
    const served = await Promise.all(agents.map(() => directoryServer(directoryOf([key.publicJwk]))))
    const deps = depsFor(Object.fromEntries(agents.map((agent, i) => [agent, served[i]!])), { maxDirectories: 2 })
    for (const agent of [agents[0]!, agents[1]!, agents[0]!, agents[2]!, agents[0]!, agents[1]!])
      expect(await verifyBotSignature(await signedRequest(key, { agent }), deps)).toMatchObject({ verified: true })
    expect(served.map((server) => server.requests.length)).toEqual([1, 2, 1])
  })

  it('lacking a key id are fetched again once a minute old, so that a rotated-in key verifies', async () => {
    const [old, rotated] = [await agentKey(), await agentKey()]
    const directory = await directoryServer(directoryOf([old.publicJwk]))
    const deps = depsFor({ [AGENT]: directory })
    expect(await verifyBotSignature(await signedRequest(old), deps)).toMatchObject({ verified: true })
    directory.answer = directoryOf([old.publicJwk, rotated.publicJwk])
    deps.clock.now = T0 + 59_000
    expect(
      await verifyBotSignature(await signedRequest(rotated, { created: seconds(deps.clock.now) }), deps),
    ).toMatchObject({
      reason: 'unknown-key',
    })
    expect(directory.requests).toHaveLength(1)
    deps.clock.now = T0 + 60_000
    expect(
      await verifyBotSignature(await signedRequest(rotated, { created: seconds(deps.clock.now) }), deps),
    ).toMatchObject({
      verified: true,
    })
    expect(directory.requests).toHaveLength(2)
  })
})
