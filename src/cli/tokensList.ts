import type { CliCommand } from './commands'

const when = (value: unknown) => (typeof value === 'string' ? value.replace(/\.\d+Z$/, 'Z') : '-')

export const tokensList: CliCommand = {
  name: 'tokens:list',
  summary: 'List API tokens (never their secrets)',
  async run(payload, _options, out) {
    const { docs } = await payload.find({ collection: 'api-tokens', pagination: false, sort: 'id', depth: 0 })
    if (docs.length === 0) {
      out('No API tokens.')
      return
    }
    out(['id', 'name', 'prefix', 'created', 'last used', 'revoked'].join('\t'))
    for (const token of docs) {
      out(
        [
          token.id,
          token.name,
          `${token.display_prefix}…`,
          when(token.createdAt),
          when(token.last_used_at),
          when(token.revoked_at),
        ].join('\t'),
      )
    }
  },
}
