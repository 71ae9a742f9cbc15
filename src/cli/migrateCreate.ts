import { CliUsageError, type CliCommand } from './commands'

/** For developers changing the data model: writes a migration for the difference since the last one. */
export const migrateCreate: CliCommand = {
  name: 'migrate:create',
  summary: 'Write a new migration into src/features/migrations/ (developers)',
  options: { name: { value: 'snake_case_name', description: 'what the migration does, e.g. add_subscriber_locale' } },
  async run(payload, { name }, out) {
    if (!/^[a-z0-9_]+$/.test(name)) throw new CliUsageError('--name may contain only a-z, 0-9 and _')
    await payload.db.createMigration({ migrationName: name, payload, forceAcceptWarning: true, skipEmpty: true })
    out(`Wrote migration "${name}" (if the schema changed) to src/features/migrations/.`)
  },
}
