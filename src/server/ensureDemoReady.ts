import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

const DEMO_ADMIN_EMAIL = 'admin@pmsnews.local'

/**
 * For `npm run dev` on a fresh clone: an empty database gets the demo content, and a database without accounts
 * gets one admin whose generated password is printed this once (it is stored only as Payload's hash).
 */
export async function ensureDemoReady(payload: Payload, log: (line: string) => void): Promise<void> {
  const { totalDocs: pmsCount } = await payload.count({ collection: 'pmses' })
  if (pmsCount === 0) {
    log('Empty database: loading the demo content (about half a minute)…')
    const { seedDemoContent } = await import('../features/seed/seed')
    await seedDemoContent(payload, log)
  }
  const { totalDocs: userCount } = await payload.count({ collection: 'users' })
  if (userCount > 0) return
  const password = randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email: DEMO_ADMIN_EMAIL, password, role: 'admin', name: 'Demo admin' },
  })
  log('')
  log('  Cockpit login (shown once; the password is not stored in plain text):')
  log(`    email:    ${DEMO_ADMIN_EMAIL}`)
  log(`    password: ${password}`)
  log('  Add more accounts with: npm run cli -- users:create --email … --password … --role admin')
  log('')
}
