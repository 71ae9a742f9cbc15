import { describe, expect, it } from 'vitest'

import { summaryAddsToLead } from './summaryAddsToLead'

const body = [
  'Food and beverage makes up a large share of revenue at many Nordic hotels. That makes the restaurant till, not the front desk, the deciding factor.',
  '',
  '"When we talk about replacing the PMS, the first question is whether the till will still work," said Linnea Sandberg.',
  '',
  'Nordlys sells a PMS with an integrated restaurant and bar POS, with fiscal modules for each Nordic country.',
].join('\n')

describe('summaryAddsToLead', () => {
  it('hides a summary made of the opening sentences, whatever their case and punctuation', () => {
    const extractive =
      'Food and beverage makes up a large share of revenue at many Nordic hotels. "When we talk about replacing the PMS, the first question is whether the till will still work," said Linnea Sandberg.'
    expect(summaryAddsToLead(extractive, { excerpt: null, body })).toBe(false)
    expect(summaryAddsToLead(extractive.toUpperCase().replace(/[.,"]/g, ''), { excerpt: null, body })).toBe(false)
  })

  it('hides a summary that repeats the excerpt', () => {
    const excerpt = 'Restaurant revenue keeps Nordic hotels loyal to PMSes with a built-in POS system.'
    expect(summaryAddsToLead(excerpt, { excerpt, body: 'Something else entirely is written here in the body.' })).toBe(
      false,
    )
  })

  it('shows a summary that says something the lead does not', () => {
    const abstractive =
      'Nordic hotels with big restaurants pick their PMS by its POS. Nordlys wins them with fiscal modules per country, but lacks revenue management.'
    expect(summaryAddsToLead(abstractive, { excerpt: null, body })).toBe(true)
  })

  it('shows nothing for an empty summary', () => {
    expect(summaryAddsToLead(null, { excerpt: null, body })).toBe(false)
    expect(summaryAddsToLead('  ', { excerpt: null, body })).toBe(false)
  })

  it('compares with the same opening however long the body runs on', () => {
    const opening = Array.from({ length: 300 }, (_, i) => `Wörd${i}`).join(' ')
    const summary = Array.from({ length: 20 }, (_, i) => `word${200 + i}`).join(' ')
    // Words 200–219 of the body, and of each longer body that starts the same: inside the opening of 220 words.
    for (const tail of ['', ' more'.repeat(5000), ` ${'x'.repeat(40_000)}`])
      expect(summaryAddsToLead(summary, { excerpt: null, body: opening + tail })).toBe(false)
    // Words 220 onwards are past the opening, wherever the body's text is cut.
    const later = Array.from({ length: 20 }, (_, i) => `word${230 + i}`).join(' ')
    expect(summaryAddsToLead(later, { excerpt: null, body: opening + ' more'.repeat(5000) })).toBe(true)
  })
})
