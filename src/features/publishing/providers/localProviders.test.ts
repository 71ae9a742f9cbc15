import { describe, expect, it } from 'vitest'

import { dot } from '../vectors'
import { localEmbedding, words } from './localEmbedding'
import { localSummary, sentences } from './localSummary'

const article = {
  title: 'Innkeep Cloud builds its own channel manager',
  excerpt: 'Rates and availability now go to online travel agencies from the PMS.',
  body: `Innkeep Cloud has released a built-in channel manager for small hotels. Properties connect their agency listings from the settings page.

## Details

Small properties have long paid twice for a PMS and a channel manager. A third of customers asked for it, the company said. Existing partner connections keep working for two years.`,
}

describe('the local embedding', () => {
  it('is deterministic, unit length and of the requested dimension', () => {
    const first = localEmbedding({ title: article.title, excerpt: article.excerpt, text: article.body }, 256)
    const again = localEmbedding({ title: article.title, excerpt: article.excerpt, text: article.body }, 256)
    expect(first).toHaveLength(256)
    expect(Array.from(again)).toEqual(Array.from(first))
    expect(dot(first, first)).toBeCloseTo(1, 5)
  })

  it('finds texts on the same subject more similar than texts on another', () => {
    const embed = (text: string) => localEmbedding({ title: '', text }, 256)
    const channel = embed('The channel manager sends rates and availability to online travel agencies.')
    const sameTopic = embed('A new channel manager connection pushes availability and rates to travel agencies.')
    const otherTopic = embed('Housekeeping staff get a mobile app for room inspections and photo reports.')
    expect(dot(channel, sameTopic)).toBeGreaterThan(dot(channel, otherTopic) + 0.2)
  })

  it('folds plurals and drops words every article uses', () => {
    expect(words('Channels for Hotels and guests')).toEqual(['channel'])
  })
})

describe('the local summary', () => {
  it('takes two or three whole sentences of the body, in order, the same every time', () => {
    const summary = localSummary(article)
    expect(summary).toBe(localSummary(article))
    const picked = sentences(article.body).filter((sentence) => summary.includes(sentence))
    expect(picked.length).toBeGreaterThanOrEqual(2)
    expect(picked.length).toBeLessThanOrEqual(3)
    expect(summary.length).toBeLessThanOrEqual(600)
    expect(summary.startsWith('Innkeep Cloud has released a built-in channel manager')).toBe(true)
    expect(summary).not.toContain('##')
  })

  it('falls back to the excerpt when the body has no full sentence', () => {
    expect(localSummary({ title: 'T', excerpt: 'The excerpt.', body: '- a list\n- only' })).toBe('The excerpt.')
  })
})
