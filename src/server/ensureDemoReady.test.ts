/**
 * `npm run dev`'s first start: the demo content only into an empty database, the admin only where there is no
 * account. tests/http/dev.test.ts starts the dev server on a database seeded already (the seed itself is
 * tests/integration/cli.test.ts's), so this is where the empty database's branch is held.
 */
import type { Payload } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { seedDemoContent } from '../features/seed/seed'
import { ensureDemoReady } from './ensureDemoReady'

vi.mock('../features/seed/seed', () => ({ seedDemoContent: vi.fn(async () => ({})) }))

/** A Payload that counts `counts` documents per collection and records what is created. */
function fakePayload(counts: Record<string, number>) {
  const created: Array<{ collection: string; data: Record<string, unknown> }> = []
  const payload = {
    count: async ({ collection }: { collection: string }) => ({ totalDocs: counts[collection] ?? 0 }),
    create: async (args: { collection: string; data: Record<string, unknown> }) => {
      created.push(args)
      return args.data
    },
  } as unknown as Payload
  return { payload, created }
}

beforeEach(() => vi.mocked(seedDemoContent).mockClear())

describe('ensureDemoReady', () => {
  it('loads the demo content into an empty database and prints the new admin login once', async () => {
    const { payload, created } = fakePayload({})
    const lines: string[] = []
    await ensureDemoReady(payload, (line) => lines.push(line))
    expect(seedDemoContent).toHaveBeenCalledTimes(1)
    expect(created).toEqual([{ collection: 'users', data: expect.objectContaining({ role: 'admin' }) }])
    const password = created[0]!.data.password as string
    expect(lines.filter((line) => line.includes(password))).toHaveLength(1)
  })

  it('leaves a database with content unseeded, and one with an account without a new admin', async () => {
    const { payload, created } = fakePayload({ pmses: 3, users: 1 })
    const lines: string[] = []
    await ensureDemoReady(payload, (line) => lines.push(line))
    expect(seedDemoContent).not.toHaveBeenCalled()
    expect({ created, lines }).toEqual({ created: [], lines: [] })
  })
})
