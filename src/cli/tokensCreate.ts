import { createApiToken } from '../collections/ApiTokens/createApiToken'
import { isRole, ROLES } from '../content/access/roles'
import { CliUsageError, type CliCommand } from './commands'

export const tokensCreate: CliCommand = {
  name: 'tokens:create',
  summary: 'Issue an API token for the ingestion API (printed once)',
  options: {
    name: { value: 'name', description: 'what the token is for, e.g. "newsroom pipeline"' },
    // Without one, an editor's: what every token could do before tokens had roles (docs/decisions/060-four-roles.md).
    role: { value: ROLES.join('|'), description: 'what the token may do (default editor)', optional: true },
  },
  async run(payload, { name, role = 'editor' }, out) {
    if (!isRole(role)) throw new CliUsageError(`--role must be one of: ${ROLES.join(', ')}`)
    const created = await createApiToken(payload, { name, role })
    out(
      `Created API token "${name}" with the role ${role} (id ${created.id}). Copy it now; it is not stored and cannot be shown again:`,
    )
    out('')
    out(`  ${created.token}`)
    out('')
    out('Send it as "Authorization: Bearer <token>".')
  },
}
