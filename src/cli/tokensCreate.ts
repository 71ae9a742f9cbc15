import type { CliCommand } from './commands'

export const tokensCreate: CliCommand = {
  name: 'tokens:create',
  summary: 'Issue an API token for the ingestion API (printed once)',
  options: { name: { value: 'name', description: 'what the token is for, e.g. "newsroom pipeline"' } },
  async run(payload, { name }, out) {
    const created = (await payload.create({ collection: 'api-tokens', data: { name } as never })) as unknown as {
      id: number
      token: string
    }
    out(`Created API token "${name}" (id ${created.id}). Copy it now; it is not stored and cannot be shown again:`)
    out('')
    out(`  ${created.token}`)
    out('')
    out('Send it as "Authorization: Bearer <token>".')
  },
}
