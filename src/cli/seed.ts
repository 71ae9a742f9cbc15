import type { CliCommand } from './commands'

export const seed: CliCommand = {
  name: 'seed',
  summary: 'Load the demo content (safe to run again: it only adds what is missing)',
  async run(payload, _options, out) {
    // Loaded on demand: the demo content is large and only this command and a fresh `npm run dev` need it.
    const { seedDemoContent } = await import('../features/seed/seed')
    const { created } = await seedDemoContent(payload, out)
    const total = Object.values(created).reduce((sum, count) => sum + count, 0)
    out(total === 0 ? 'Demo content was already complete; nothing added.' : `Seeded ${total} records.`)
  },
}
