import { describe, expect, it } from 'vitest'

import { aiUseHeaders, aiUseInWords, contentSignalOf, contentUsageOf, parseContentSignal } from './aiUse'

describe('parseContentSignal', () => {
  it('reads the three signals in any order and spacing', () => {
    expect(parseContentSignal('ai-train=no, search=yes, ai-input=yes')).toEqual({
      search: true,
      aiInput: true,
      aiTrain: false,
    })
    expect(parseContentSignal('search=no,ai-input=no ,  ai-train=yes')).toEqual({
      search: false,
      aiInput: false,
      aiTrain: true,
    })
  })

  it.each([
    ['ai-train=no, search=yes', /missing ai-input/],
    ['ai-train=no, search=yes, ai-input=yes, ai-train=yes', /named twice/],
    ['ai-train=no, search=yes, ai-input=maybe', /not name=yes or name=no/],
    ['ai-train=no, search=yes, ai-input=yes, bots=no', /unknown signal bots/],
    ['', /not name=yes/],
  ])('refuses %j, saying why', (text, reason) => {
    expect(() => parseContentSignal(text)).toThrow(reason)
  })
})

describe('the three forms', () => {
  it('say the same thing: training is in all three, search in two, answers in the content signal only', () => {
    for (const aiTrain of [true, false])
      for (const search of [true, false])
        for (const aiInput of [true, false]) {
          const use = { search, aiInput, aiTrain }
          expect(parseContentSignal(contentSignalOf(use))).toEqual(use)
          expect(contentUsageOf(use)).toBe(`train-ai=${aiTrain ? 'y' : 'n'}, search=${search ? 'y' : 'n'}`)
          expect(aiUseHeaders(use)['tdm-reservation']).toBe(aiTrain ? '0' : '1')
        }
  })

  it("writes the site's default as it always has, and in words", () => {
    const site = { search: true, aiInput: true, aiTrain: false }
    expect(aiUseHeaders(site)).toEqual({
      'Content-Signal': 'ai-train=no, search=yes, ai-input=yes',
      'Content-Usage': 'train-ai=n, search=y',
      'tdm-reservation': '1',
    })
    expect(aiUseInWords(site)).toBe(
      'search indexing allowed; use in AI answers, with a link, allowed; AI training not allowed',
    )
  })
})
