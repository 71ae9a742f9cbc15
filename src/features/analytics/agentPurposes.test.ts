import { describe, expect, it } from 'vitest'

import { buildAgentList, purposeOfFunction } from './agentList'
import { agentMatcher, createAgentMatcher } from './agentPurposes'
import { readerOf } from './readers'

/** Real User-Agents, as each operator documents or sends it, and the purpose each is counted under. */
const REAL: [string, string, string][] = [
  ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Googlebot', 'search'],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
    'bingbot',
    'search',
  ],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
    'GPTBot',
    'ai-training',
  ],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
    'ClaudeBot',
    'ai-training',
  ],
  ['CCBot/2.0 (https://commoncrawl.org/faq/)', 'CCBot', 'ai-training'],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)',
    'PerplexityBot',
    'ai-answers',
  ],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; OAI-SearchBot/1.0; +https://openai.com/searchbot',
    'OAI-SearchBot',
    'ai-answers',
  ],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot',
    'ChatGPT-User',
    'ai-assistant',
  ],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-User/1.0; +Claude-User@anthropic.com)',
    'Claude-User',
    'ai-assistant',
  ],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Perplexity-User/1.0; +https://perplexity.ai/perplexity-user)',
    'Perplexity-User',
    'ai-assistant',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15 (Applebot-Extended/0.1; +http://www.apple.com/go/applebot)',
    'Applebot-Extended',
    'ai-training',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
    'Applebot',
    'search',
  ],
  ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', 'facebookexternalhit', 'preview'],
  ['Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', 'Slackbot', 'preview'],
  ['Feedly/1.0 (+http://www.feedly.com/fetcher.html; 3 subscribers)', 'Feedly', 'feed-reader'],
  ['Mozilla/5.0+(compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)', 'UptimeRobot', 'preview'],
]

const BROWSERS = [
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
]

describe('the purpose of a machine reader', () => {
  it.each(REAL)('%s is %s, a reader of purpose %s', (userAgent, name, purpose) => {
    expect(readerOf(userAgent, null, false)).toEqual({ kind: 'declared-agent', name, purpose, listed: true })
  })

  it('counts people as people, with no purpose', () => {
    for (const browser of BROWSERS)
      expect(readerOf(browser, null, false)).toEqual({ kind: 'person', name: '', purpose: '', listed: false })
  })

  it('calls a bot neither list knows an other bot, never a person', () => {
    expect(readerOf('python-requests/2.32.3', null, false)).toMatchObject({
      kind: 'declared-agent',
      purpose: 'other-bot',
    })
    expect(readerOf('', null, false)).toMatchObject({ kind: 'declared-agent', purpose: 'other-bot' })
  })

  it('gives a verified agent its key directory host’s purpose, else its User-Agent’s', () => {
    expect(readerOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/131', 'chatgpt.com', false)).toEqual({
      kind: 'verified-agent',
      name: 'chatgpt.com',
      purpose: 'ai-assistant',
      listed: false,
    })
    expect(readerOf(REAL[2]![0], 'crawler.example.com', false)).toMatchObject({ purpose: 'ai-training' })
    expect(readerOf('curl/8.5.0', 'crawler.example.com', false)).toMatchObject({ purpose: 'other-bot' })
  })

  it('judges an 8 KB User-Agent and control characters without breaking, by its beginning', () => {
    const long = `Mozilla/5.0 (compatible; GPTBot/1.2)${'x'.repeat(8192)}`
    expect(readerOf(long, null, false)).toMatchObject({ name: 'GPTBot', purpose: 'ai-training' })
    const hidden = `${'a'.repeat(2000)} ClaudeBot/1.0`
    expect(readerOf(hidden, null, false).name).not.toBe('ClaudeBot')
    expect(readerOf('GPTBot/1.2\u0000\u001b[31m\r\n', null, false)).toMatchObject({ name: 'GPTBot', listed: true })
  })

  it('names the agents of a purpose for robots.txt, plain names included', () => {
    expect(agentMatcher().namesOf('ai-training')).toEqual(
      expect.arrayContaining(['GPTBot', 'CCBot', 'Google-Extended']),
    )
    expect(agentMatcher().namesOf('ai-assistant')).toEqual(expect.arrayContaining(['ChatGPT-User', 'Cursor']))
    // `Cursor` is in robots.txt but never matched: an editor's User-Agent says it too.
    expect(agentMatcher().match('Mozilla/5.0 Cursor/0.42.3 Chrome/124 Electron/30')).toBeNull()
  })
})

describe('building the list from its sources', () => {
  it('sorts ai.robots.txt’s functions into purposes', () => {
    expect(purposeOfFunction('AI Assistants')).toBe('ai-assistant')
    expect(purposeOfFunction('Retrieves data to provide responses to user-initiated prompts.')).toBe('ai-assistant')
    expect(purposeOfFunction('Search result generation.')).toBe('ai-answers')
    expect(purposeOfFunction("Scrapes data to train OpenAI's products.")).toBe('ai-training')
    expect(purposeOfFunction('AI tools and models for machine learning research.')).toBe('ai-training')
    expect(purposeOfFunction('Undocumented AI Agents')).toBe('other-bot')
  })

  it('takes names, operators and purposes from robots.json and tags from crawler-user-agents', () => {
    const list = buildAgentList(
      {
        GPTBot: { operator: '[OpenAI](https://openai.com)', function: 'Scrapes data to train OpenAI products.' },
        'MistralAI-User': { operator: 'Mistral', function: 'AI Assistants' },
        'MistralAI-User/1.0': { operator: 'Mistral AI', function: 'Takes action based on user prompts.' },
        Code: { operator: 'Unclear at this time.', function: 'AI Coding Agents' },
      },
      [
        { pattern: 'Googlebot\\/', tags: ['search-engine'] },
        { pattern: 'GPTBot', tags: ['ai-crawler'] },
        { pattern: 'Mediapartners \\(Googlebot\\)', tags: ['advertising'] },
        { pattern: 'Slack-ImgProxy', tags: ['social-preview'] },
      ],
      [],
      '2026-12-03',
    )
    expect(list.agents).toEqual([
      { name: 'GPTBot', operator: 'OpenAI', purpose: 'ai-training', source: 'ai.robots.txt', matched: true },
      { name: 'MistralAI-User', operator: 'Mistral', purpose: 'ai-assistant', source: 'ai.robots.txt', matched: true },
      { name: 'Code', operator: '', purpose: 'ai-assistant', source: 'ai.robots.txt', matched: false },
      { name: 'Googlebot', operator: '', purpose: 'search', source: 'crawler-user-agents', matched: true },
      { name: 'Slack-ImgProxy', operator: '', purpose: 'preview', source: 'crawler-user-agents', matched: true },
    ])
    const matcher = createAgentMatcher(list)
    expect(matcher.match('Mozilla/5.0 (compatible; Googlebot/2.1)')).toEqual({ name: 'Googlebot', purpose: 'search' })
    expect(matcher.match('Code/1.96.0 Chrome/128.0 Electron/32')).toBeNull()
  })
})
