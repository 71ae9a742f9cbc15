/**
 * `npm run agents:refresh` (scripts/refreshAgents.ts) builds the agent list by purpose from a robots.json served on
 * loopback, and from a local file; the list it writes is what the site's matcher reads. No internet.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkAgentList } from '../../src/features/analytics/agentList'
import { createAgentMatcher } from '../../src/features/analytics/agentPurposes'
import { knownCrawlerFamilies } from '../../src/features/analytics/knownCrawlerFamilies'

const ROOT = path.resolve(import.meta.dirname, '../..')
const run = promisify(execFile)

const ROBOTS_JSON = {
  GPTBot: { operator: '[OpenAI](https://openai.com)', function: 'Scrapes data to train OpenAI products.' },
  'Claude-User': { operator: '[Anthropic](https://www.anthropic.com)', function: 'AI Assistants' },
  PerplexityBot: { operator: '[Perplexity](https://www.perplexity.ai/)', function: 'Search result generation.' },
}

describe('npm run agents:refresh', () => {
  let server: http.Server
  let url: string
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'agents-'))
  const asked: string[] = []

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      asked.push(req.url ?? '')
      if (req.url !== '/robots.json') return void res.writeHead(404).end()
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(ROBOTS_JSON))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => {
    server.close()
    fs.rmSync(scratch, { recursive: true, force: true })
  })

  const refresh = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/refreshAgents.ts', ...args], { cwd: ROOT })

  it('builds the list from a robots.json at a URL, with its sources, and the matcher reads it', async () => {
    const out = path.join(scratch, 'from-url.json')
    const { stdout } = await refresh(`${url}/robots.json`, '--out', out)
    expect(asked).toEqual(['/robots.json'])
    const list = checkAgentList(JSON.parse(fs.readFileSync(out, 'utf8')))
    const familiesOut = path.join(scratch, 'knownCrawlerFamilies.json')
    expect(stdout).toBe(
      `${list.agents.length} agents written to ${out}\n${knownCrawlerFamilies().length} crawler families written to ${familiesOut}\n`,
    )
    expect(JSON.parse(fs.readFileSync(familiesOut, 'utf8'))).toEqual(knownCrawlerFamilies())
    expect(list.sources.map((source) => [source.name, source.url, source.license])).toEqual([
      ['ai.robots.txt robots.json', `${url}/robots.json`, 'MIT'],
      ['crawler-user-agents', 'https://github.com/monperrus/crawler-user-agents', 'MIT'],
    ])
    expect(list.agents.slice(0, 3)).toEqual([
      { name: 'GPTBot', operator: 'OpenAI', purpose: 'ai-training', source: 'ai.robots.txt', matched: true },
      { name: 'Claude-User', operator: 'Anthropic', purpose: 'ai-assistant', source: 'ai.robots.txt', matched: true },
      { name: 'PerplexityBot', operator: 'Perplexity', purpose: 'ai-answers', source: 'ai.robots.txt', matched: true },
    ])
    const matcher = createAgentMatcher(list)
    expect(matcher.match('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toEqual({
      name: 'Googlebot',
      purpose: 'search',
    })
  })

  it('builds it from a local file too, and refuses what is not robots.json', async () => {
    const file = path.join(scratch, 'robots.json')
    fs.writeFileSync(file, JSON.stringify(ROBOTS_JSON))
    const out = path.join(scratch, 'from-file.json')
    await refresh(file, '--out', out)
    expect(checkAgentList(JSON.parse(fs.readFileSync(out, 'utf8'))).agents[1]!.name).toBe('Claude-User')

    fs.writeFileSync(file, '[]')
    await expect(refresh(file, '--out', path.join(scratch, 'refused.json'))).rejects.toThrow(
      /is not ai\.robots\.txt's robots\.json/,
    )
    expect(fs.existsSync(path.join(scratch, 'refused.json'))).toBe(false)
    await expect(refresh(`${url}/missing.json`, '--out', path.join(scratch, 'refused.json'))).rejects.toThrow(
      /answered 404/,
    )
  })
})
