import { describe, expect, it } from 'vitest'

import { robotsTxt } from '../discovery/robotsTxt'
import { anyRefused, asksAway, narrowedAiUse, policyOf, refuses } from './purposePolicy'

const SITE = { search: true, aiInput: true, aiTrain: true }

describe('the agent policy per purpose', () => {
  it('reads the stored global, taking anything missing or unknown as allow', () => {
    const policy = policyOf({ aiTraining: 'refuse', aiAnswers: 'disallow', search: 'nonsense' })
    expect(policy).toEqual({
      search: 'allow',
      'ai-training': 'refuse',
      'ai-answers': 'disallow',
      'ai-assistant': 'allow',
      'feed-reader': 'allow',
      preview: 'allow',
    })
    expect(policyOf(null)['ai-training']).toBe('allow')
  })

  it('never asks away or refuses a person or an other bot', () => {
    const everything = policyOf({
      search: 'refuse',
      aiTraining: 'refuse',
      aiAnswers: 'refuse',
      aiAssistant: 'refuse',
      feedReader: 'refuse',
      preview: 'refuse',
    })
    expect(anyRefused(everything)).toBe(true)
    for (const purpose of ['', 'other-bot'] as const) {
      expect(asksAway(everything, purpose)).toBe(false)
      expect(refuses(everything, purpose)).toBe(false)
    }
    expect(refuses(everything, 'search')).toBe(true)
    expect(refuses(policyOf({ aiAnswers: 'disallow' }), 'ai-answers')).toBe(false)
    expect(asksAway(policyOf({ aiAnswers: 'disallow' }), 'ai-answers')).toBe(true)
  })

  it('narrows the site’s terms: no training once training crawlers are asked away, no answers once both answer kinds are', () => {
    expect(narrowedAiUse(SITE, policyOf({ aiTraining: 'disallow' }))).toEqual({ ...SITE, aiTrain: false })
    expect(narrowedAiUse(SITE, policyOf({ aiAnswers: 'refuse' }))).toEqual(SITE)
    expect(narrowedAiUse(SITE, policyOf({ aiAnswers: 'refuse', aiAssistant: 'refuse' }))).toEqual({
      ...SITE,
      aiInput: false,
    })
    expect(narrowedAiUse({ ...SITE, aiTrain: false }, policyOf({}))).toEqual({ ...SITE, aiTrain: false })
  })

  it('writes a robots.txt group per purpose not allowed, naming its agents, and nothing for the allowed', () => {
    const text = robotsTxt(
      'https://news.example',
      SITE,
      policyOf({ aiTraining: 'refuse', preview: 'disallow' }),
      (purpose) =>
        purpose === 'ai-training'
          ? ['GPTBot', 'CCBot', 'Datenbank Crawler']
          : purpose === 'preview'
            ? ['Slackbot']
            : ['Googlebot'],
    )
    expect(text).toContain(
      "# AI training crawlers: refused (answered 403) by this site's agent policy.\nUser-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n",
    )
    expect(text).toContain(
      "# Link previews and monitors: asked to stay away by this site's agent policy.\nUser-agent: Slackbot\nDisallow: /\n",
    )
    expect(text).not.toContain('Googlebot')
    expect(text).toContain('Content-Signal: ai-train=no, search=yes, ai-input=yes')
    expect(robotsTxt('https://news.example', SITE)).not.toContain('Disallow: /\n')
  })
})
