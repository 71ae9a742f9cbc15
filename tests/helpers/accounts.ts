/**
 * The cockpit accounts of the `…WithAccounts` database fixtures (tests/setup/databaseFixtures.ts), made by
 * `users:create` as an operator would, and a way for a test to add one more to a running app.
 */
import type { Role } from '../../src/content/access/roles'

export const ADMIN = { email: 'chief@example.com', password: 'a long admin password' }
export const EDITOR = { email: 'writer@example.com', password: 'a long editor password' }

export type Person = typeof ADMIN

/**
 * ADMIN adds an account in the running app through the cockpit's API, as on the cockpit's Users screen: no CLI
 * process, which takes seconds to load Payload on a busy machine. Returns the account's id.
 */
export async function addAccount(appUrl: string, account: Person, role: Role): Promise<number> {
  const json = { 'content-type': 'application/json' }
  const login = await fetch(`${appUrl}/cms-api/users/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(ADMIN),
  })
  if (login.status !== 200)
    throw new Error(`${ADMIN.email} could not sign in to add ${account.email}: ${login.status} ${await login.text()}`)
  const { token } = (await login.json()) as { token: string }
  const created = await fetch(`${appUrl}/cms-api/users`, {
    method: 'POST',
    headers: { ...json, authorization: `JWT ${token}`, origin: appUrl },
    body: JSON.stringify({ ...account, role }),
  })
  if (created.status !== 201)
    throw new Error(`adding ${account.email} answered ${created.status}: ${await created.text()}`)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}
