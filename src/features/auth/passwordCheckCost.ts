/**
 * What checking a password costs, spent when there is no account to check it against. Payload answers "wrong email
 * or password" for an unknown address straight after its lookup, a whole key derivation sooner than for a real
 * account with a wrong password; the difference told a stranger which addresses have cockpit accounts (issue 19).
 *
 * The parameters are Payload's current password hashes' (payload/dist/auth/strategies/local/
 * generatePasswordSaltHash.js: PBKDF2-SHA256, 600,000 iterations, 32 bytes);
 * tests/integration/collections.test.ts checks that a hash Payload stores still verifies with them. Async, on
 * libuv's pool, like Payload's own check.
 */
import { pbkdf2, randomBytes } from 'node:crypto'

export const PASSWORD_HASH_ITERATIONS = 600_000
export const PASSWORD_HASH_BYTES = 32

const DUMMY_SALT = randomBytes(32).toString('hex')

export function spendPasswordCheck(password: string): Promise<void> {
  return new Promise((resolve, reject) => {
    pbkdf2(password, DUMMY_SALT, PASSWORD_HASH_ITERATIONS, PASSWORD_HASH_BYTES, 'sha256', (error) =>
      error ? reject(error) : resolve(),
    )
  })
}
