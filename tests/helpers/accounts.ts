/**
 * The cockpit accounts of the `…WithAccounts` database fixtures (tests/setup/databaseFixtures.ts), made by
 * `users:create` as an operator would.
 */
export const ADMIN = { email: 'chief@example.com', password: 'a long admin password' }
export const EDITOR = { email: 'writer@example.com', password: 'a long editor password' }

export type Person = typeof ADMIN

