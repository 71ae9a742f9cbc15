import { createApiToken } from '../collections/ApiTokens/createApiToken'
import type { CliCommand } from './commands'

export const tokensCreate: CliCommand = {
  name: 'tokens:create',
  summary: 'Issue an API token for the ingestion API (printed once)',
  options: { name: { value: 'name', description: 'what the token is for, e.g. "newsroom pipeline"' } },
  async run(payload, { name }, out) {
    const created = await createApiToken(payload, { name })
    out(`Created API token "${name}" (id ${created.id}). Copy it now; it is not stored and cannot be shown again:`)
    out('')
    out(`  ${created.token}`)
    out('')
    out('Send it as "Authorization: Bearer <token>".')
  },
}
