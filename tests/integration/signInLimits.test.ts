/**
 * The sign-in policy (docs/decisions/020-sign-in-policy.md) through Payload's local API, as the OAuth sign-in page
 * calls it: the client's network in the header our router sets. Failures are limited per network, per account and
 * network, and per account from networks it never signed in from; nobody is ever locked out of their own network,
 * and an address with no account is treated exactly like one with. The HTTP answers (429 with Retry-After, the
 * same bodies, forgot-password) are in tests/http/signIn.test.ts.
 */
import { pbkdf2Sync } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PASSWORD_HASH_BYTES, PASSWORD_HASH_ITERATIONS } from '../../src/features/auth/passwordCheckCost'
import { SIGN_IN_LIMITS } from '../../src/ground/rateLimit/policies'
import { CLIENT_IP_HEADER } from '../../src/ground/http/client/clientIp'
import { startLocalPayload, type LocalPayload } from '../helpers/localPayload'

let local: LocalPayload
let payload: Payload

const PASSWORD = 'correct horse battery'

beforeAll(async () => {
  local = await startLocalPayload()
  payload = local.payload
})

afterAll(async () => {
  await local?.close()
})

async function account(email: string): Promise<string> {
  await payload.create({ collection: 'users', data: { email, password: PASSWORD, role: 'editor' } })
  return email
}

type Outcome = 'signed in' | 'wrong' | 'throttled'

/** One sign-in from `ip`, as the OAuth sign-in page makes it; what came of it. */
async function signIn(email: string, password: string, ip: string): Promise<Outcome> {
  try {
    await payload.login({
      collection: 'users',
      data: { email, password },
      req: { headers: new Headers({ [CLIENT_IP_HEADER]: ip }) },
    })
    return 'signed in'
  } catch (error) {
    const { name, status } = error as { name?: string; status?: number }
    if (status === 429 && name === 'SignInThrottled') return 'throttled'
    if (status === 401 && name === 'AuthenticationError') return 'wrong'
    throw error
  }
}

/** Each stranger's network fails once against `email`; their outcomes. */
async function strangersFail(email: string, networks: string[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  for (const ip of networks) outcomes.push(await signIn(email, 'a wrong guess', ip))
  return outcomes
}

const networks = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}.${index + 1}`)

describe('answers that say nothing about the account', () => {
  it('refuses a wrong password and an address with no account with the same error', async () => {
    const email = await account('same-answer@example.com')
    const errorOf = (work: Promise<unknown>) =>
      work.then(
        () => null,
        (error: Error & { status?: number }) => ({ name: error.name, status: error.status, message: error.message }),
      )
    const headers = new Headers({ [CLIENT_IP_HEADER]: '192.0.2.1' })
    const known = await errorOf(
      payload.login({ collection: 'users', data: { email, password: 'wrong' }, req: { headers } }),
    )
    const unknown = await errorOf(
      payload.login({
        collection: 'users',
        data: { email: 'nobody-here@example.com', password: 'wrong' },
        req: { headers },
      }),
    )
    expect(known).toEqual({
      name: 'AuthenticationError',
      status: 401,
      message: 'The email or password provided is incorrect.',
    })
    expect(unknown).toEqual(known)
  })

  it('spends on an address with no account a password check that costs what Payload stores: its hash parameters', async () => {
    const email = await account('hash-parameters@example.com')
    const rows = await local.sql(`SELECT hash, salt FROM users WHERE email = $1`, [email])
    const { hash, salt } = rows[0] as { hash: string; salt: string }
    const derived = pbkdf2Sync(PASSWORD, salt, PASSWORD_HASH_ITERATIONS, PASSWORD_HASH_BYTES, 'sha256').toString('hex')
    expect(hash).toBe(`pbkdf2-sha256-v1:${derived}`)
  })

  it('never answers "locked": Payload’s own account lock is off', async () => {
    const email = await account('no-lock@example.com')
    for (const ip of networks('198.51.100', 6)) expect(await signIn(email, 'a wrong guess', ip)).toBe('wrong')
    expect(await signIn(email, PASSWORD, '203.0.113.200')).toBe('signed in')
    const rows = await local.sql(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'users' AND column_name IN ('login_attempts', 'lock_until')`,
    )
    expect(rows).toEqual([])
  })
})

describe('limits that strangers cannot turn against the owner', () => {
  it(`refuses more than ${SIGN_IN_LIMITS.perAccountAndNetwork.points} failures for an account from one network, and only from that network`, async () => {
    const email = await account('one-network@example.com')
    // The owner has signed in from their own network before.
    expect(await signIn(email, PASSWORD, '203.0.113.10')).toBe('signed in')
    const outcomes = []
    for (let attempt = 0; attempt <= SIGN_IN_LIMITS.perAccountAndNetwork.points; attempt += 1)
      outcomes.push(await signIn(email, 'a wrong guess', '198.51.100.10'))
    expect(outcomes).toEqual([...Array(SIGN_IN_LIMITS.perAccountAndNetwork.points).fill('wrong'), 'throttled'])
    // Refused before the password is looked at: the right one too.
    expect(await signIn(email, PASSWORD, '198.51.100.10')).toBe('throttled')
    // An IPv6 client is its /64, so a host cannot dodge the limit by changing its address within its network.
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perAccountAndNetwork.points; attempt += 1)
      await signIn(email, 'a wrong guess', `2001:db8:1:2::${attempt + 1}`)
    expect(await signIn(email, PASSWORD, '2001:db8:1:2:ffff::9')).toBe('throttled')
    // The owner, at home, is not concerned.
    expect(await signIn(email, PASSWORD, '203.0.113.10')).toBe('signed in')
  })

  it('keeps the owner’s own network open however many strangers fail, and treats an address with no account alike', async () => {
    const owner = await account('owner@example.com')
    expect(await signIn(owner, PASSWORD, '203.0.113.20')).toBe('signed in')
    const strangers = networks('198.51.100', SIGN_IN_LIMITS.perAccountFromNewNetworks.points + 1).map((ip) =>
      ip.replace('100.', '101.'),
    )
    const forOwner = await strangersFail(owner, strangers)
    expect(forOwner).toEqual([...Array(SIGN_IN_LIMITS.perAccountFromNewNetworks.points).fill('wrong'), 'throttled'])
    // Strangers' networks, all of them new to the account, are out; the owner's network, where they signed in before, is not.
    expect(await signIn(owner, PASSWORD, '198.51.101.99')).toBe('throttled')
    expect(await signIn(owner, PASSWORD, '203.0.113.20')).toBe('signed in')
    // An address with no account: the same answers at the same points.
    const forNobody = await strangersFail(
      'nobody@example.com',
      strangers.map((ip) => ip.replace('101.', '102.')),
    )
    expect(forNobody).toEqual(forOwner)
  })

  it(`refuses a network after ${SIGN_IN_LIMITS.perNetwork.points} failures, whatever the accounts`, async () => {
    const outcomes: Outcome[] = []
    for (let attempt = 0; attempt <= SIGN_IN_LIMITS.perNetwork.points; attempt += 1) {
      outcomes.push(await signIn(`guess-${attempt}@example.com`, 'a wrong guess', '192.0.2.50'))
    }
    expect(outcomes.at(-2)).toBe('wrong')
    expect(outcomes.at(-1)).toBe('throttled')
    expect(await signIn('guess-a-new-one@example.com', 'a wrong guess', '192.0.2.51')).toBe('wrong')
  })

  it('gives a success’s points back: an owner who mistypes now and then is never throttled', async () => {
    const email = await account('typist@example.com')
    for (let round = 0; round < 3; round += 1) {
      for (let typo = 1; typo < SIGN_IN_LIMITS.perAccountAndNetwork.points; typo += 1)
        expect(await signIn(email, 'a typo', '203.0.113.30')).toBe('wrong')
      expect(await signIn(email, PASSWORD, '203.0.113.30')).toBe('signed in')
    }
  })
})
