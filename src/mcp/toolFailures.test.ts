import { describe, expect, it, vi } from 'vitest'

import type { ToolContext } from './toolContext'
import { answeringFailures } from './toolFailures'

function context() {
  const logger = { error: vi.fn(), warn: vi.fn() }
  return {
    ctx: { payload: { logger }, token: { clientId: 'agent-1' }, user: { id: 7 } } as unknown as ToolContext,
    logger,
  }
}

const textOf = (result: Awaited<ReturnType<typeof answeringFailures>>) => (result.content[0] as { text: string }).text

describe('answeringFailures', () => {
  it('tells the model to retry shortly when the database is away, without a bug report', async () => {
    const { ctx, logger } = context()
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    const result = await answeringFailures(ctx, 'update-article', () =>
      Promise.reject(new Error('Failed query', { cause: refused })),
    )
    expect(result.isError).toBe(true)
    expect(textOf(result)).toBe(
      'update-article could not reach the database (it is restarting or failing over). Retry in 5 seconds; a write that was made is found by reading it first.',
    )
    expect(logger.error).not.toHaveBeenCalled()
    expect(logger.warn).toHaveBeenCalledOnce()
  })

  it('logs anything else with a reference the model can hand to a person, and shows it no internals', async () => {
    const { ctx, logger } = context()
    const result = await answeringFailures(ctx, 'create-article', () =>
      Promise.reject(new Error('select * from secret_table')),
    )
    expect(textOf(result)).toMatch(
      /^create-article failed on the server and changed nothing \(reference [0-9a-f-]{36}\)/,
    )
    expect(textOf(result)).not.toContain('secret_table')
    expect(logger.error).toHaveBeenCalledOnce()
  })
})
