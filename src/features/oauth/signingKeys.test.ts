import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import type { Queryable } from '../../ground/db/adapter'
import { createSealer } from './sealing'
import { loadSigningKeys } from './signingKeys'

/** The one table signingKeys.ts uses, in memory. */
function keyTable(): Queryable & { rows: Array<{ kid: string; sealed_jwk: string }> } {
  const rows: Array<{ kid: string; sealed_jwk: string }> = []
  return {
    rows,
    async query<Row>(text: string, params: unknown[] = []) {
      if (text.startsWith('INSERT')) rows.push({ kid: String(params[0]), sealed_jwk: String(params[1]) })
      return { rows: (text.startsWith('SELECT') ? [...rows] : []) as Row[], rowCount: rows.length }
    },
  }
}

describe('loadSigningKeys', () => {
  it('makes one sealed RS256 key, and every later instance reads that same key', async () => {
    const table = keyTable()
    const sealer = createSealer(randomBytes(32))
    const [first] = await loadSigningKeys(table, sealer)
    expect(first).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' })
    expect(table.rows[0]!.sealed_jwk).not.toContain(String(first!.d))
    expect(await loadSigningKeys(table, sealer)).toEqual([first])
    expect(table.rows).toHaveLength(1)
  })

  it('makes a key of its own when the stored ones were sealed under another secret', async () => {
    const table = keyTable()
    await loadSigningKeys(table, createSealer(randomBytes(32)))
    const keys = await loadSigningKeys(table, createSealer(randomBytes(32)))
    expect(keys).toHaveLength(1)
    expect(table.rows).toHaveLength(2)
  })
})
