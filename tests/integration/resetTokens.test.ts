/**
 * Password-reset tokens kept as their digest (src/features/auth/resetTokens.ts, docs/decisions/020-sign-in-policy.md):
 * the account's row never holds the token the mail carries; that token resets the password, the stored value does
 * not; and a token an older version stored as it was still works once, brought to the digest.
 */
import { createHash, randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { startLocalPayload, type LocalPayload } from '../helpers/localPayload'

let local: LocalPayload
let payload: Payload

beforeAll(async () => {
  local = await startLocalPayload()
  payload = local.payload
})

afterAll(async () => {
  await local?.close()
})

const digest = (token: string) => `sha256:${createHash('sha256').update(token).digest('hex')}`

async function account(email: string) {
  await payload.create({
    collection: 'users',
    data: { email, password: 'the first password', role: 'editor' },
    overrideAccess: true,
  })
}
const storedToken = async (email: string) =>
  (
    await local.sql<{ token: string | null }>(`SELECT reset_password_token AS token FROM users WHERE email = $1`, [
      email,
    ])
  )[0]!.token
const reset = (token: string, password: string) =>
  payload.resetPassword({ collection: 'users', data: { token, password }, overrideAccess: true })
const signsInWith = async (email: string, password: string) =>
  payload.login({ collection: 'users', data: { email, password } }).then(
    () => true,
    () => false,
  )

it('keeps the digest of the mailed token, which resets the password; the stored value itself does not', async () => {
  await account('digest@example.com')
  const token = (await payload.forgotPassword({
    collection: 'users',
    data: { email: 'digest@example.com' },
    disableEmail: true,
  }))!
  expect(token).toMatch(/^[0-9a-f]{40}$/)
  const stored = await storedToken('digest@example.com')
  expect(stored).toBe(digest(token))

  // Someone who read the row brings what it holds: refused, and the row is as it was.
  await expect(reset(stored!, 'a password from the row')).rejects.toThrow(/invalid or has expired/)
  expect(await storedToken('digest@example.com')).toBe(stored)

  await reset(token, 'a password from the mail')
  expect(await signsInWith('digest@example.com', 'a password from the mail')).toBe(true)
  expect(await signsInWith('digest@example.com', 'the first password')).toBe(false)
  await expect(reset(token, 'a second use')).rejects.toThrow(/invalid or has expired/)
})

it('takes a token an older version stored as it was, once', async () => {
  await account('legacy@example.com')
  const token = randomBytes(20).toString('hex')
  await local.sql(
    `UPDATE users SET reset_password_token = $1, reset_password_expiration = now() + interval '1 hour' WHERE email = $2`,
    [token, 'legacy@example.com'],
  )
  await reset(token, 'a password after the upgrade')
  expect(await signsInWith('legacy@example.com', 'a password after the upgrade')).toBe(true)
  await expect(reset(token, 'a second use')).rejects.toThrow(/invalid or has expired/)
})
