/**
 * The second factor through Payload's local API (docs/decisions/063-second-factor.md): a right password of a person
 * with a second factor makes no session, a TOTP code is taken once, a recovery code once, secrets are sealed and codes
 * hashed at rest, a password reset keeps the factor and hands out no live session, and a role that requires a second
 * factor sends a person without one to set-up. The HTTP paths (REST, GraphQL, the cockpit's second step, limits) are
 * in tests/http/signIn.test.ts, the browser walk in tests/browser/secondFactor.test.ts.
 */
import { generate } from 'otplib'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CLIENT_IP_HEADER } from '../../src/ground/http/client/clientIp'
import { startLocalPayload, type LocalPayload } from '../helpers/localPayload'

let local: LocalPayload
let payload: Payload
type SetUp = typeof import('../../src/features/secondFactor/setUp')
type Step = typeof import('../../src/features/secondFactor/secondStep')
type Gate = typeof import('../../src/features/secondFactor/signInGate')
let setUp: SetUp
let step: Step
let gate: Gate

const PASSWORD = 'a long enough password'

beforeAll(async () => {
  local = await startLocalPayload()
  payload = local.payload
  setUp = await import('../../src/features/secondFactor/setUp')
  step = await import('../../src/features/secondFactor/secondStep')
  gate = await import('../../src/features/secondFactor/signInGate')
})

afterAll(async () => {
  await local?.close()
})

let nextIp = 1
const requestFrom = () =>
  createLocalReq({ req: { headers: new Headers({ [CLIENT_IP_HEADER]: `198.51.100.${nextIp++}` }) } }, payload)

async function person(email: string, role = 'editor') {
  const user = await payload.create({ collection: 'users', data: { email, password: PASSWORD, role } as never })
  return { id: user.id as number, email, viaTicket: false }
}

/** Signs in with the password as the OAuth page does; what came of it. */
async function passwordStep(email: string, password = PASSWORD) {
  try {
    const result = await payload.login({ collection: 'users', data: { email, password }, req: await requestFrom() })
    return { outcome: 'session' as const, token: result.token }
  } catch (error) {
    if (error instanceof gate.SecondFactorRequired) return { outcome: error.data.second_step, ticket: error.ticket }
    throw error
  }
}

/** A person with an authenticator app set up; its secret, for the test to make codes with. */
async function withTotp(email: string) {
  const who = await person(email)
  const { secret } = await setUp.beginTotp(await requestFrom(), who)
  const { recoveryCodes } = await setUp.confirmTotp(await requestFrom(), who, await generate({ secret }))
  return { who, secret, recoveryCodes: recoveryCodes! }
}

const codeInNextStep = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 })

async function secondStep(email: string, proof: { code: string }): Promise<string> {
  const signedIn = await passwordStep(email)
  if (signedIn.outcome !== 'second-factor') throw new Error(`expected a second step, got ${signedIn.outcome}`)
  try {
    await step.passSecondStep(await requestFrom(), step.pendingSignIn(signedIn.ticket), proof)
    return 'passed'
  } catch (error) {
    return (error as Error).name
  }
}

describe('an authenticator app (TOTP)', () => {
  it('a right password gives no session to a person with a second factor, only a ticket for the second step', async () => {
    await withTotp('totp-gate@example.com')
    const signedIn = await passwordStep('totp-gate@example.com')
    expect(signedIn.outcome).toBe('second-factor')
    const sessions = await local.sql(
      `SELECT s.id FROM users_sessions s JOIN users u ON u.id = s._parent_id WHERE u.email = $1`,
      ['totp-gate@example.com'],
    )
    expect(sessions).toEqual([])
  })

  it('keeps the secret sealed: its stored form is not the secret and does not contain it', async () => {
    const { who, secret } = await withTotp('totp-sealed@example.com')
    const [row] = await local.sql(`SELECT sealed_secret FROM staff_totp WHERE user_id = $1`, [who.id])
    expect(row.sealed_secret).not.toContain(secret)
    expect(row.sealed_secret.split('.')).toHaveLength(3)
  })

  it('takes a right code once: the same code again is refused, as a wrong one is, with the one answer', async () => {
    const { secret } = await withTotp('totp-replay@example.com')
    const code = await codeInNextStep(secret)
    expect(await secondStep('totp-replay@example.com', { code })).toBe('passed')
    expect(await secondStep('totp-replay@example.com', { code })).toBe('SecondStepRefused')
    const wrong = code === '000000' ? '111111' : '000000'
    expect(await secondStep('totp-replay@example.com', { code: wrong })).toBe('SecondStepRefused')
  })

  it('refuses the code that confirmed the set-up: that step is taken', async () => {
    const who = await person('totp-confirm-replay@example.com')
    const { secret } = await setUp.beginTotp(await requestFrom(), who)
    const code = await generate({ secret })
    await setUp.confirmTotp(await requestFrom(), who, code)
    expect(await secondStep('totp-confirm-replay@example.com', { code })).toBe('SecondStepRefused')
  })
})

describe('recovery codes', () => {
  it('are kept as keyed hashes, and each signs in once', async () => {
    const { who, recoveryCodes } = await withTotp('recovery@example.com')
    expect(recoveryCodes).toHaveLength(10)
    const stored = await local.sql(`SELECT code_hash FROM staff_recovery_codes WHERE user_id = $1`, [who.id])
    expect(stored).toHaveLength(10)
    for (const { code_hash } of stored)
      expect(recoveryCodes.map((code) => code.replace('-', ''))).not.toContain(code_hash)
    const code = recoveryCodes[3]!
    expect(await secondStep('recovery@example.com', { code: code.toUpperCase() })).toBe('passed')
    expect(await secondStep('recovery@example.com', { code })).toBe('SecondStepRefused')
    const [{ left }] = await local.sql(
      `SELECT count(*)::int AS left FROM staff_recovery_codes WHERE user_id = $1 AND used_at IS NULL`,
      [who.id],
    )
    expect(left).toBe(9)
  })

  it("another person's code is refused", async () => {
    const { recoveryCodes } = await withTotp('recovery-owner@example.com')
    await withTotp('recovery-other@example.com')
    expect(await secondStep('recovery-other@example.com', { code: recoveryCodes[0]! })).toBe('SecondStepRefused')
  })
})

describe('a password reset', () => {
  it('keeps the second factor and hands out no live session: signing in still asks for the second step', async () => {
    const { who } = await withTotp('reset@example.com')
    const { token } = {
      token: await payload.forgotPassword({ collection: 'users', data: { email: who.email }, disableEmail: true }),
    }
    const reset = await payload.resetPassword({
      collection: 'users',
      data: { token, password: 'a brand new password' },
      overrideAccess: true,
    })
    expect(reset.token).toEqual(expect.any(String))
    // The JWT names a session that is gone: Payload's strategy does not take it.
    const me = await payload.auth({ headers: new Headers({ Authorization: `JWT ${reset.token}` }) })
    expect(me.user).toBeNull()
    const [{ n }] = await local.sql(`SELECT count(*)::int AS n FROM staff_totp WHERE user_id = $1`, [who.id])
    expect(n).toBe(1)
    expect((await passwordStep(who.email, 'a brand new password')).outcome).toBe('second-factor')
  })
})

describe('an operator resetting a locked-out person', () => {
  it('removes every factor and recovery code by users:reset-second-factor, in the audit trail; the password alone signs in again', async () => {
    const { usersResetSecondFactor } = await import('../../src/cli/usersResetSecondFactor')
    const { who } = await withTotp('lost-phone@example.com')
    const said: string[] = []
    await usersResetSecondFactor.run(payload, { email: 'Lost-Phone@example.com ' }, (line) => said.push(line))
    expect(said[0]).toMatch(/^Removed every second factor of lost-phone@example.com/)
    const [left] = await local.sql(
      `SELECT (SELECT count(*)::int FROM staff_totp WHERE user_id = $1) AS totp,
              (SELECT count(*)::int FROM staff_recovery_codes WHERE user_id = $1) AS codes`,
      [who.id],
    )
    expect(left).toEqual({ totp: 0, codes: 0 })
    expect(
      await local.sql(`SELECT actor_id, action FROM staff_audit_events WHERE target_id = $1 AND action = $2`, [
        String(who.id),
        'second_factors_reset',
      ]),
    ).toEqual([{ actor_id: null, action: 'second_factors_reset' }])
    expect((await passwordStep(who.email)).outcome).toBe('session')
    await usersResetSecondFactor.run(payload, { email: who.email }, (line) => said.push(line))
    expect(said[1]).toBe('lost-phone@example.com has no second factor; nothing changed.')
  })
})

describe('a role that requires a second factor', () => {
  it('sends a person without one to set-up, and one with a factor to the second step; other roles sign in', async () => {
    await payload.updateGlobal({
      slug: 'security-settings',
      data: { secondFactorRequiredFor: { editor: true } },
      overrideAccess: true,
    })
    await person('editor-none@example.com', 'editor')
    await person('admin-none@example.com', 'admin')
    expect((await passwordStep('editor-none@example.com')).outcome).toBe('set-up')
    expect((await passwordStep('admin-none@example.com')).outcome).toBe('session')
    // A person of that role who has a factor gets the second step, as before.
    await withTotp('editor-with-totp@example.com')
    expect((await passwordStep('editor-with-totp@example.com')).outcome).toBe('second-factor')
  })

  it('refuses to remove the last factor of a person whose role requires one', async () => {
    const who = await person('editor-last@example.com', 'editor')
    const { secret } = await setUp.beginTotp(await requestFrom(), who)
    await setUp.confirmTotp(await requestFrom(), who, await generate({ secret }))
    const req: PayloadRequest = await requestFrom()
    req.user = { id: who.id, email: who.email, role: 'editor', collection: 'users' } as PayloadRequest['user']
    await expect(setUp.removeFactor(req, who, { factor: 'totp' })).rejects.toMatchObject({ status: 409 })
  })
})
