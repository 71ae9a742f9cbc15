import { z } from 'zod'

import { ROLES, type Role } from '../content/access/roles'
import { CliUsageError, type CliCommand } from './commands'

const MIN_PASSWORD_LENGTH = 12

export const usersCreate: CliCommand = {
  name: 'users:create',
  summary: 'Create a cockpit account',
  options: {
    email: { value: 'email', description: 'sign-in address' },
    password: { value: 'password', description: `at least ${MIN_PASSWORD_LENGTH} characters` },
    role: { value: ROLES.join('|'), description: ROLES.join(', ') },
    name: { value: 'name', description: 'display name', optional: true },
  },
  async run(payload, { email, password, role, name }, out) {
    if (!z.email().safeParse(email).success) throw new CliUsageError(`--email "${email}" is not an email address`)
    if (password.length < MIN_PASSWORD_LENGTH) {
      throw new CliUsageError(`--password must have at least ${MIN_PASSWORD_LENGTH} characters`)
    }
    if (!(ROLES as readonly string[]).includes(role))
      throw new CliUsageError(`--role must be one of: ${ROLES.join(', ')}`)
    const existing = await payload.count({ collection: 'users', where: { email: { equals: email.toLowerCase() } } })
    if (existing.totalDocs > 0) throw new CliUsageError(`an account with the email ${email} already exists`)
    const user = await payload.create({ collection: 'users', data: { email, password, role: role as Role, name } })
    out(`Created ${role} account ${user.email} (id ${user.id}).`)
  },
}
