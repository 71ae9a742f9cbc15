/**
 * An editor signed in to the running app's Payload REST API (`/cms-api`), the way the cockpit is: the first account
 * registered on a fresh database, or an existing account, then a JWT. `cms()` makes a write as that editor and
 * expects it to succeed.
 */
import { expect } from 'vitest'

export type CmsRequest = (method: string, path: string, body?: unknown) => Promise<{ doc: { id: number } }>

const json = { 'content-type': 'application/json' }

/** The password signInFirstEditor() gives the account it registers. */
export const FIRST_EDITOR_PASSWORD = 'a long editor password'

export async function signInFirstEditor(appUrl: string, email: string): Promise<{ token: string; cms: CmsRequest }> {
  await fetch(`${appUrl}/cms-api/users/first-register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: FIRST_EDITOR_PASSWORD }),
  })
  return signIn(appUrl, email, FIRST_EDITOR_PASSWORD)
}

/** An existing account signed in: its JWT (what the cockpit keeps in the `payload-token` cookie) and its writes. */
export async function signIn(
  appUrl: string,
  email: string,
  password: string,
): Promise<{ token: string; cms: CmsRequest }> {
  const login = await fetch(`${appUrl}/cms-api/users/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  })
  expect(login.status, await login.clone().text()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const cms: CmsRequest = async (method, path, body) => {
    const response = await fetch(`${appUrl}/cms-api${path}`, {
      method,
      headers: { ...json, authorization: `JWT ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    expect(response.status, await response.clone().text()).toBeLessThan(300)
    return (await response.json()) as { doc: { id: number } }
  }
  return { token, cms }
}
