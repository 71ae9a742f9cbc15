import { z } from 'zod'

import { ROLES } from '../access/roles'
import { CliUsageError, type CliCommand, requireOption } from './commands'

export const MIN_PASSWORD_LENGTH = 12

export const usersCreate: CliCommand = {
  name: 'users:create',
  summary: 'Create a cockpit account',
  usage: 'users:create --email <email> --password <password> --role <admin|editor> [--name <name>]',
  options: {
    email: { type: 'string', description: 'sign-in address' },
    password: { type: 'string', description: `at least ${MIN_PASSWORD_LENGTH} characters` },
    role: { type: 'string', description: 'admin or editor' },
    name: { type: 'string', description: 'display name' },
  },
  async run(payload, options, out) {
    const email = requireOption(options, 'email')
    const password = requireOption(options, 'password')
    const role = requireOption(options, 'role')
    if (!z.email().safeParse(email).success) throw new CliUsageError(`--email "${email}" is not an email address`)
    if (password.length < MIN_PASSWORD_LENGTH) {
      throw new CliUsageError(`--password must have at least ${MIN_PASSWORD_LENGTH} characters`)
    }
    if (!(ROLES as readonly string[]).includes(role)) throw new CliUsageError(`--role must be one of: ${ROLES.join(', ')}`)
    const existing = await payload.count({ collection: 'users', where: { email: { equals: email.toLowerCase() } } })
    if (existing.totalDocs > 0) throw new CliUsageError(`an account with the email ${email} already exists`)
    const name = typeof options.name === 'string' ? options.name : undefined
    const user = await payload.create({ collection: 'users', data: { email, password, role: role as 'admin', name } })
    out(`Created ${role} account ${user.email} (id ${user.id}).`)
  },
}
