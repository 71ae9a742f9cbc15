import type { McpServer } from '@modelcontextprotocol/server'
import { describe, expect, it } from 'vitest'

import type { NewsToolContext } from '../newsToolContext'
import { readerName } from './readerName'

const serverNamed = (name: string | undefined) =>
  ({ server: { getClientVersion: () => (name === undefined ? undefined : { name, version: '1' }) } }) as McpServer
const context = (verifiedAgent: string | null) => ({ verifiedAgent }) as NewsToolContext

describe('readerName', () => {
  it('names a verified agent by its host, whatever the client calls itself', () => {
    expect(readerName(context('crawler.example.com'), serverNamed('Anything'))).toBe('crawler.example.com')
  })

  it("keeps the client's own name to letters, digits and a few marks, and cuts it at 64 characters", () => {
    expect(readerName(context(null), serverNamed('Claude Desktop (1.2)'))).toBe('Claude Desktop (1.2)')
    expect(readerName(context(null), serverNamed('=HYPERLINK("x")<script>\n'))).toBe('HYPERLINK(x)script')
    expect(readerName(context(null), serverNamed('a'.repeat(100)))).toHaveLength(64)
  })

  it('says "unnamed MCP client" when there is no name left', () => {
    expect(readerName(context(null), serverNamed(undefined))).toBe('unnamed MCP client')
    expect(readerName(context(null), serverNamed('<>'))).toBe('unnamed MCP client')
  })
})
