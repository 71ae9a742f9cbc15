/**
 * An editor signed in to the running app's Payload REST API (`/cms-api`), the way the cockpit is: the first account
 * registered on a fresh database, then a JWT. `cms()` makes a write as that editor and expects it to succeed.
 */
import { expect } from 'vitest'

export type CmsRequest = (method: string, path: string, body?: unknown) => Promise<{ doc: { id: number } }>

export async function signInFirstEditor(appUrl: string, email: string): Promise<CmsRequest> {
  const password = 'a long editor password'
  const json = { 'content-type': 'application/json' }
  await fetch(`${appUrl}/cms-api/users/first-register`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) })
  const login = await fetch(`${appUrl}/cms-api/users/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) })
  const { token } = (await login.json()) as { token: string }
  return async (method, path, body) => {
    const response = await fetch(`${appUrl}/cms-api${path}`, {
      method,
      headers: { ...json, authorization: `JWT ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    expect(response.status, await response.clone().text()).toBeLessThan(300)
    return (await response.json()) as { doc: { id: number } }
  }
}
