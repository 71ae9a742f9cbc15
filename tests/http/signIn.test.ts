/**
 * Sign-in and password reset over HTTP (issue 19, docs/decisions/020-sign-in-policy.md): the cockpit's REST login and
 * forgot-password, GraphQL's, and the OAuth sign-in page answer alike whether or not an address has an account,
 * refuse with 429 and `Retry-After` past the limits, and never say "locked". The policy's arithmetic (which networks
 * keep their allowance) is in tests/integration/signInLimits.test.ts. Client networks vary by X-Forwarded-For,
 * believed from the test.
 */
import { createHash, randomBytes } from 'node:crypto'
import net, { type AddressInfo, type Socket } from 'node:net'

import { generate } from 'otplib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addAccount, ADMIN, EDITOR } from '../helpers/accounts'
import { useApp } from '../helpers/appFixture'
import { REDIRECT } from '../helpers/oauthAgent'

/** An SMTP server that accepts connections and never says a word: a mail sent to it cannot finish. */
let stallingSmtp: net.Server
const smtpConnections: Socket[] = []
const smtpConnected: Array<() => void> = []

const PER_ACCOUNT_AND_NETWORK = 5

/** Accounts of their own for tests whose failures would otherwise add up on one account. */
const GRAPHQL_USER = { email: 'graphql@example.com', password: 'a long graphql password' }
const OAUTH_USER = { email: 'oauth@example.com', password: 'a long oauth password' }

beforeAll(async () => {
  stallingSmtp = net.createServer((socket) => {
    smtpConnections.push(socket)
    smtpConnected.splice(0).forEach((resolve) => resolve())
  })
  await new Promise<void>((resolve) => stallingSmtp.listen(0, '127.0.0.1', resolve))
})

afterAll(async () => {
  for (const socket of smtpConnections) socket.destroy()
  await new Promise((resolve) => stallingSmtp?.close(resolve))
})

const app = useApp({
  database: 'migratedWithAccounts',
  env: () => ({
    TRUSTED_PROXIES: '127.0.0.1',
    SMTP_URL: `smtp://127.0.0.1:${(stallingSmtp.address() as AddressInfo).port}`,
    // The reset mail is a job (src/features/auth/passwordResetMailTask.ts): the app runs the queue itself here.
    JOBS_IN_APP: 'true',
    JOBS_POLL_INTERVAL_MS: '100',
    // A failed mail is tried again only after the file is done: a test sees the failure's state while it lasts.
    JOBS_RETRY_DELAY_MS: '3600000',
  }),
})

beforeAll(async () => {
  await addAccount(app.url, GRAPHQL_USER, 'editor')
  await addAccount(app.url, OAUTH_USER, 'editor')
})

const json = (body: unknown, ip: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
  body: JSON.stringify(body),
})

const login = (email: string, password: string, ip: string) =>
  fetch(`${app.url}/cms-api/users/login`, json({ email, password }, ip))

const graphql = (query: string, variables: Record<string, unknown>, ip: string) =>
  fetch(`${app.url}/cms-api/graphql`, json({ query, variables }, ip))

const answer = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Record<string, unknown>,
})

/** A 429 of the cockpit's REST API: `Retry-After` in seconds, the same figure in the body, and no word of a lock. */
async function expectThrottled(response: Response): Promise<string> {
  expect(response.status).toBe(429)
  const retryAfter = Number(response.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(15 * 60)
  const body = (await response.json()) as { errors: Array<{ message: string; data: { retry_after_seconds: number } }> }
  expect(body.errors[0]!.data.retry_after_seconds).toBe(retryAfter)
  expect(body.errors[0]).toEqual({
    name: 'SignInThrottled',
    data: { retry_after_seconds: retryAfter },
    message: expect.stringMatching(
      /^Too many failed sign-ins from your network or for this account\. Try again in \d+ minutes?\.$/,
    ),
  })
  return body.errors[0]!.message
}

/** Sets up an authenticator app for `person` through the cockpit's API, signed in from `ip`; its secret and codes. */
async function withTotp(person: { email: string; password: string }, ip: string) {
  const signedIn = await login(person.email, person.password, ip)
  const { token } = (await signedIn.json()) as { token: string }
  const call = (path: string, body: unknown) =>
    fetch(`${app.url}/cms-api/users${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, authorization: `JWT ${token}` },
      body: JSON.stringify(body),
    })
  const { secret } = (await (await call('/second-factor/totp', {})).json()) as { secret: string }
  const confirmed = await call('/second-factor/totp/confirm', { code: await generate({ secret }) })
  expect(confirmed.status).toBe(200)
  return { secret, recoveryCodes: ((await confirmed.json()) as { recoveryCodes: string[] }).recoveryCodes }
}

describe('the cockpit’s sign-in (REST and GraphQL)', () => {
  it('paints the Security page’s buttons disabled until its script has attached their handlers', async () => {
    const { token } = await app.signIn(ADMIN)
    const page = await fetch(`${app.url}/cockpit/security`, {
      headers: { cookie: `payload-token=${token}`, 'sec-fetch-site': 'none' },
    })
    expect(page.status).toBe(200)
    const html = await page.text()
    // The server's HTML: a click there before hydration would reach no handler and be lost without a word.
    for (const label of ['Set up an authenticator app', 'Add a passkey']) {
      const button = html.match(new RegExp(`<button\\b[^>]*>(?:(?!</button>)[\\s\\S])*${label}`))?.[0] ?? ''
      expect(button, label).toMatch(/^<button\b[^>]*\bdisabled\b/)
    }
  })

  it('answers a wrong password and an address with no account alike', async () => {
    const known = await answer(await login(EDITOR.email, 'not the password', '192.0.2.1'))
    const unknown = await answer(await login('nobody@example.com', 'not the password', '192.0.2.1'))
    expect(known).toEqual({
      status: 401,
      body: { errors: [{ message: 'The email or password provided is incorrect.' }] },
    })
    expect(unknown).toEqual(known)
  })

  it(`refuses the sixth failure for an account from one network with 429 and Retry-After, alike for an address with no account; the owner signs in from elsewhere`, async () => {
    const refusals = []
    for (const [email, ip] of [
      [ADMIN.email, '198.51.100.1'],
      ['nobody-at-all@example.com', '198.51.100.2'],
    ] as const) {
      for (let attempt = 0; attempt < PER_ACCOUNT_AND_NETWORK; attempt += 1)
        expect((await login(email, `guess ${attempt}`, ip)).status).toBe(401)
      refusals.push(await expectThrottled(await login(email, 'another guess', ip)))
    }
    expect(refusals[1]).toEqual(refusals[0])
    // Refused before the password is checked (the right one too), on that network only.
    await expectThrottled(await login(ADMIN.email, ADMIN.password, '198.51.100.1'))
    expect((await login(ADMIN.email, ADMIN.password, '203.0.113.1')).status).toBe(200)
  })

  it('counts GraphQL’s loginUser with the REST login', async () => {
    for (let attempt = 0; attempt < PER_ACCOUNT_AND_NETWORK; attempt += 1)
      expect((await login(GRAPHQL_USER.email, `guess ${attempt}`, '198.51.100.3')).status).toBe(401)
    const response = await graphql(
      'mutation ($email: String!, $password: String!) { loginUser(email: $email, password: $password) { token } }',
      GRAPHQL_USER,
      '198.51.100.3',
    )
    const body = (await response.json()) as {
      data: { loginUser: null }
      errors: Array<{ message: string; extensions: { statusCode: number } }>
    }
    expect(body.data.loginUser).toBeNull()
    expect(body.errors[0]).toMatchObject({
      message: expect.stringMatching(/^Too many failed sign-ins/),
      extensions: { statusCode: 429 },
    })
  })
})

describe('the OAuth sign-in page', () => {
  /** An authorization in progress, its interaction's path and cookies, as a browser would hold them. */
  async function interaction(): Promise<{ path: string; cookie: string }> {
    const registered = await fetch(
      `${app.url}/oauth/register`,
      json({ client_name: 'Agent', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none' }, '198.51.100.200'),
    )
    const { client_id: clientId } = (await registered.json()) as { client_id: string }
    const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url')
    const params = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: REDIRECT,
      scope: 'articles:read',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 's',
    })
    const started = await fetch(`${app.url}/oauth/authorize?${params}`, { redirect: 'manual' })
    const path = new URL(started.headers.get('location')!, app.url).pathname
    return {
      path,
      cookie: started.headers
        .getSetCookie()
        .map((item) => item.split(';')[0])
        .join('; '),
    }
  }

  const signIn = async (at: { path: string; cookie: string }, email: string, password: string, ip: string) => {
    const response = await fetch(`${app.url}${at.path}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: at.cookie, 'x-forwarded-for': ip },
      body: new URLSearchParams({ email, password }).toString(),
      redirect: 'manual',
    })
    return { status: response.status, retryAfter: response.headers.get('retry-after'), text: await response.text() }
  }

  it('follows the same limits: 429 with Retry-After on the sixth failure, alike for an address with no account, never "locked"', async () => {
    const pages = []
    for (const [email, ip] of [
      [OAUTH_USER.email, '198.51.100.10'],
      ['nobody-here@example.com', '198.51.100.11'],
    ] as const) {
      const at = await interaction()
      for (let attempt = 0; attempt < PER_ACCOUNT_AND_NETWORK; attempt += 1) {
        const failed = await signIn(at, email, `guess ${attempt}`, ip)
        expect(failed.status).toBe(401)
        expect(failed.text).toContain('The email or password is not right.')
      }
      const throttled = await signIn(at, email, 'another guess', ip)
      expect(throttled.status).toBe(429)
      expect(Number(throttled.retryAfter)).toBeGreaterThan(0)
      expect(throttled.text).toMatch(
        /Too many failed sign-ins from your network or for this account\. Try again in \d+ minutes?\./,
      )
      expect(throttled.text).not.toMatch(/locked/i)
      pages.push(throttled.text.replace(email, 'EMAIL').replaceAll(at.path, 'INTERACTION'))
    }
    expect(pages[1]).toBe(pages[0])
    // The owner, on their own network, goes on to the consent page.
    const at = await interaction()
    expect((await signIn(at, OAUTH_USER.email, OAUTH_USER.password, '203.0.113.10')).status).toBe(303)
  })

  it('asks a person with a second factor for a code after the password; a wrong one gets the one answer', async () => {
    const PERSON = { email: 'oauth-two-step@example.com', password: 'a long oauth two-step password' }
    await addAccount(app.url, PERSON, 'editor')
    const { secret } = await withTotp(PERSON, '203.0.113.80')
    const at = await interaction()
    const step = await signIn(at, PERSON.email, PERSON.password, '203.0.113.80')
    expect(step.status).toBe(200)
    expect(step.text).toContain('One more step')
    const ticket = /name="ticket" value="([^"]+)"/.exec(step.text)![1]!
    // No passkey: no passkey challenge on the page (the browser test signs in with one).
    expect(step.text).not.toContain('passkey-form')
    const secondWith = (fields: Record<string, string>, ip = '203.0.113.80') =>
      fetch(`${app.url}${at.path}/second-factor`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: at.cookie,
          'x-forwarded-for': ip,
        },
        body: new URLSearchParams({ ticket, ...fields }).toString(),
        redirect: 'manual',
      })
    const second = (code: string) => secondWith({ code })
    const wrong = await second('000000')
    expect(wrong.status).toBe(401)
    expect(await wrong.text()).toContain('The code or passkey is not right.')
    // A passkey answer that is not JSON, or names no passkey of the person, gets the same one answer (from another
    // network, so that the right code below stays within the account's five tries from one network).
    for (const passkey of ['{not json', JSON.stringify({ id: 'made-up', response: {} })]) {
      const forged = await secondWith({ passkey, passkeyTicket: 'forged' }, '203.0.113.81')
      expect(forged.status).toBe(401)
      expect(await forged.text()).toContain('The code or passkey is not right.')
    }
    const right = await second(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }))
    expect(right.status).toBe(303)
  })
})

describe('a reset mail the SMTP server stalls on', () => {
  const OWNER = { email: 'stalled-mail@example.com', password: 'a long stalled-mail password' }
  /** The reset job and the account's token, read together. */
  const state = () =>
    app.sql(
      `SELECT j.processing, j.total_tried::int AS tried, u.reset_password_token AS token
         FROM payload_jobs j, users u WHERE j.task_slug = 'send-password-reset' AND u.email = $1`,
      [OWNER.email],
    )

  it('keeps the account open meanwhile: its owner signs in at once; the token is withdrawn when the mail fails', async () => {
    await addAccount(app.url, OWNER, 'editor')
    const connected = new Promise<void>((resolve) => smtpConnected.push(resolve))
    const asked = await fetch(`${app.url}/cms-api/users/forgot-password`, json({ email: OWNER.email }, '192.0.2.40'))
    expect(asked.status).toBe(200)
    // The job is in its SMTP exchange, which this server never answers; the token is committed already.
    await connected
    const stalled = smtpConnections.at(-1)!
    expect(await state()).toEqual([
      { processing: true, tried: 0, token: expect.stringMatching(/^sha256:[0-9a-f]{64}$/) },
    ])

    const signedIn = await login(OWNER.email, OWNER.password, '192.0.2.41')
    expect(signedIn.status).toBe(200)
    // Answered while the mail still waits: the sign-in did not wait for the exchange to end.
    expect(await state()).toEqual([{ processing: true, tried: 0, token: expect.any(String) }])

    // The SMTP server hangs up: the mail fails, and its link would lead nowhere.
    stalled.destroy()
    await expect.poll(state).toEqual([{ processing: false, tried: 1, token: null }])
  })
})

describe('forgot-password', () => {
  const forgot = (email: string, ip: string) => fetch(`${app.url}/cms-api/users/forgot-password`, json({ email }, ip))

  it('answers at once and alike for any address: the mail is sent after the answer', async () => {
    const connected = new Promise<void>((resolve) => smtpConnected.push(resolve))
    // The SMTP server never answers, so an answer that waited for the mail would never come.
    const known = await answer(await forgot(ADMIN.email, '192.0.2.20'))
    expect(known).toEqual({ status: 200, body: { message: 'Success' } })
    await connected
    expect(await answer(await forgot('nobody@example.com', '192.0.2.20'))).toEqual(known)
    const viaGraphql = await graphql(
      'mutation ($email: String!) { forgotPasswordUser(email: $email) }',
      { email: EDITOR.email },
      '192.0.2.20',
    )
    expect(await viaGraphql.json()).toEqual({ data: { forgotPasswordUser: true } })
  })

  it('refuses an empty address with 400, and more than ten requests an hour from one network with 429 and Retry-After', async () => {
    const empty = await answer(await forgot('', '192.0.2.30'))
    expect(empty).toMatchObject({
      status: 400,
      body: { errors: [{ data: { errors: [{ path: 'email', message: 'is required' }] } }] },
    })
    for (let request = 1; request <= 10; request += 1)
      expect((await forgot(`someone-${request}@example.com`, '192.0.2.30')).status).toBe(200)
    const refused = await forgot('one-more@example.com', '192.0.2.30')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await refused.json()) as { errors: Array<{ message: string }> }).errors[0]!.message).toMatch(
      /^Too many password-reset requests from your network\./,
    )
    expect((await forgot('one-more@example.com', '192.0.2.31')).status).toBe(200)
  })
})

describe('the second factor (docs/decisions/063-second-factor.md)', () => {
  const TWO_STEP = { email: 'two-step@example.com', password: 'a long two-step password' }
  let secret = ''
  let recoveryCodes: string[] = []

  const cookiesOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!)
  const pendingOf = (response: Response) =>
    cookiesOf(response).find((cookie) => cookie.startsWith('pmsnews-second-step='))
  const post = (path: string, body: unknown, ip: string, headers: Record<string, string> = {}) =>
    fetch(`${app.url}/cms-api/users${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, origin: app.url, ...headers },
      body: JSON.stringify(body),
    })
  const codeInStep = (offset: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 })

  /** The password step of TWO_STEP from `ip`: its pending cookie, for the second step. */
  async function passwordStep(ip: string): Promise<string> {
    const response = await login(TWO_STEP.email, TWO_STEP.password, ip)
    expect(response.status).toBe(401)
    return pendingOf(response)!
  }

  beforeAll(async () => {
    await addAccount(app.url, TWO_STEP, 'editor')
    ;({ secret, recoveryCodes } = await withTotp(TWO_STEP, '203.0.113.60'))
  })

  it('a right password gets 401 and a pending cookie, never a session, through REST and GraphQL', async () => {
    const response = await login(TWO_STEP.email, TWO_STEP.password, '203.0.113.61')
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      errors: [
        {
          name: 'SecondFactorRequired',
          message: expect.stringMatching(/^Enter a code from your authenticator app/),
          data: { second_step: 'second-factor', methods: ['totp', 'recovery-code'] },
        },
      ],
    })
    expect(cookiesOf(response).some((cookie) => cookie.startsWith('payload-token='))).toBe(false)
    expect(response.headers.getSetCookie().find((cookie) => cookie.startsWith('pmsnews-second-step='))).toMatch(
      /; Max-Age=600; Path=\/cms-api\/users; HttpOnly; SameSite=Strict$/,
    )
    const viaGraphql = await graphql(
      'mutation ($email: String!, $password: String!) { loginUser(email: $email, password: $password) { token } }',
      TWO_STEP,
      '203.0.113.61',
    )
    const body = (await viaGraphql.json()) as { data: { loginUser: null }; errors: Array<{ extensions: unknown }> }
    expect(body.data.loginUser).toBeNull()
    expect(body.errors[0]!.extensions).toMatchObject({ statusCode: 401 })
  })

  it('a right code gives Payload’s session; the same code again, and a wrong one, get the one answer', async () => {
    const code = await codeInStep(1)
    const passed = await post('/second-factor', { code }, '203.0.113.62', {
      cookie: await passwordStep('203.0.113.62'),
    })
    expect(passed.status).toBe(200)
    const session = cookiesOf(passed).find((cookie) => cookie.startsWith('payload-token='))!
    const me = (await (
      await fetch(`${app.url}/cms-api/users/me`, { headers: { cookie: session, origin: app.url } })
    ).json()) as {
      user: { email: string }
    }
    expect(me.user.email).toBe(TWO_STEP.email)
    const notRight = { errors: [{ message: 'The code or passkey is not right.' }] }
    const cookie = await passwordStep('203.0.113.63')
    for (const tried of [code, code === '000000' ? '111111' : '000000', 'abcde-fghjk']) {
      const refused = await post('/second-factor', { code: tried }, '203.0.113.63', { cookie })
      expect({ status: refused.status, body: await refused.json() }).toEqual({ status: 401, body: notRight })
    }
  })

  it('puts the set-up and a recovery code’s use in the staff audit trail, with the person as the actor', async () => {
    const cookie = await passwordStep('203.0.113.62')
    expect((await post('/second-factor', { code: recoveryCodes[0] }, '203.0.113.62', { cookie })).status).toBe(200)
    const events = await app.sql(
      `SELECT e.action, e.target_collection, u.email AS actor FROM staff_audit_events e JOIN users u ON u.id = e.actor_id
       WHERE e.target_id = (SELECT id::text FROM users WHERE email = $1) ORDER BY e.id`,
      [TWO_STEP.email],
    )
    expect(events).toEqual([
      // The admin made the account (tests/helpers/accounts.ts); its own steps follow in its own name.
      { action: 'account_created', target_collection: 'users', actor: ADMIN.email },
      { action: 'totp_set_up', target_collection: 'users', actor: TWO_STEP.email },
      { action: 'recovery_code_used', target_collection: 'users', actor: TWO_STEP.email },
    ])
  })

  it('without the pending cookie, or with a forged one, the second step says the sign-in expired', async () => {
    for (const headers of [{}, { cookie: 'pmsnews-second-step=forged.value.here' }] as Array<Record<string, string>>) {
      const refused = await post('/second-factor', { code: await codeInStep(0) }, '203.0.113.64', headers)
      expect(refused.status).toBe(401)
      expect(await refused.json()).toEqual({
        errors: [{ message: 'This sign-in has expired: enter your email and password again.' }],
      })
    }
  })

  it('is counted by the sign-in limits with the password: the fifth wrong code after it is 429, and then a right one too', async () => {
    // The network the person set up from, known to the account: only its own count for the account applies.
    const cookie = await passwordStep('203.0.113.60')
    for (let attempt = 0; attempt < PER_ACCOUNT_AND_NETWORK - 1; attempt += 1)
      expect((await post('/second-factor', { code: '000000' }, '203.0.113.60', { cookie })).status).toBe(401)
    await expectThrottled(await post('/second-factor', { code: '000000' }, '203.0.113.60', { cookie }))
    await expectThrottled(await post('/second-factor', { code: await codeInStep(2) }, '203.0.113.60', { cookie }))
  })

  it('a role that requires a second factor sends a person without one to set it up, and the set-up signs them in', async () => {
    const { token } = (await (await login(ADMIN.email, ADMIN.password, '203.0.113.65')).json()) as { token: string }
    const require = (editor: boolean) =>
      fetch(`${app.url}/cms-api/globals/security-settings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({ secondFactorRequiredFor: { editor } }),
      })
    expect((await require(true)).status).toBe(200)
    try {
      const NEWCOMER = { email: 'newcomer@example.com', password: 'a long newcomer password' }
      await addAccount(app.url, NEWCOMER, 'editor')
      const refused = await login(NEWCOMER.email, NEWCOMER.password, '203.0.113.66')
      expect(refused.status).toBe(401)
      expect(((await refused.json()) as { errors: Array<{ data: unknown }> }).errors[0]!.data).toEqual({
        second_step: 'set-up',
        methods: [],
      })
      const cookie = pendingOf(refused)!
      const begun = (await (await post('/second-factor/totp', {}, '203.0.113.66', { cookie })).json()) as {
        secret: string
        uri: string
      }
      expect(begun.uri).toMatch(/^otpauth:\/\/totp\/PMS%20News:newcomer%40example\.com\?secret=/)
      const done = await post(
        '/second-factor/totp/confirm',
        { code: await generate({ secret: begun.secret }) },
        '203.0.113.66',
        { cookie },
      )
      expect(done.status).toBe(200)
      expect(((await done.json()) as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10)
      expect(cookiesOf(done).some((value) => value.startsWith('payload-token=') && value.length > 20)).toBe(true)
      // An admin, whose role is not named, signs in with the password alone.
      expect((await login(ADMIN.email, ADMIN.password, '203.0.113.65')).status).toBe(200)
    } finally {
      expect((await require(false)).status).toBe(200)
    }
  })
})
