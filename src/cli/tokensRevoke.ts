import { CliUsageError, type CliCommand } from './commands'

export const tokensRevoke: CliCommand = {
  name: 'tokens:revoke',
  summary: 'Revoke an API token; it is refused from the next request on',
  options: { id: { value: 'id', description: 'the id shown by tokens:list' } },
  async run(payload, { id: raw }, out) {
    const id = Number(raw)
    if (!Number.isInteger(id) || id <= 0) throw new CliUsageError(`--id "${raw}" is not a token id`)
    const token = await payload.findByID({ collection: 'api-tokens', id, disableErrors: true, depth: 0 })
    if (!token) throw new CliUsageError(`no API token with id ${id}`)
    if (token.revoked_at) {
      out(`API token ${id} ("${token.name}") was already revoked at ${token.revoked_at}.`)
      return
    }
    await payload.update({ collection: 'api-tokens', id, data: { revoked_at: new Date().toISOString() } })
    out(`Revoked API token ${id} ("${token.name}").`)
  },
}
