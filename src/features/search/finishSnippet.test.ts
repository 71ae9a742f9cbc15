import { describe, expect, it } from 'vitest'

import { finishSnippet } from './finishSnippet'
import { HIGHLIGHT_END as E, HIGHLIGHT_START as S } from './searchSnippets'

const text =
  'The front office manager checks the rates. Management wants a new PMS, and the managers agree. A long tail follows here.'
const raw = (h: string, cut = false) => ({ h, head: text.slice(0, 60), tail: text.slice(-60), cut })

describe('finishSnippet', () => {
  it('highlights the typed word in its forms, not other words of its stem', () => {
    const snippet = finishSnippet(
      raw(
        `The front office ${S}manager${E} checks the rates. ${S}Management${E} wants a new PMS, and the ${S}managers${E} agree.`,
      ),
      'manager',
    )
    expect(snippet).toContain(`${S}manager${E} checks`)
    expect(snippet).toContain(`${S}managers${E} agree`)
    expect(snippet).toContain(' Management wants')
    expect(snippet).not.toContain(`${S}Management`)
  })

  it('puts an ellipsis where the passage begins or ends inside the text, and none at its bounds', () => {
    expect(finishSnippet(raw('office manager checks the rates'), 'rates')).toBe('… office manager checks the rates …')
    expect(finishSnippet(raw('The front office manager checks the rates.'), 'rates')).toBe(
      'The front office manager checks the rates.',
    )
    expect(finishSnippet(raw('and the managers agree. A long tail follows here.'), 'agree')).toBe(
      '… and the managers agree. A long tail follows here.',
    )
  })

  it('marks the end of a passage taken from a longer text than was searched', () => {
    expect(finishSnippet(raw('and the managers agree. A long tail follows here', true), 'agree')).toBe(
      '… and the managers agree. A long tail follows here …',
    )
  })

  it('keeps forms of words typed in the plural, possessive or past', () => {
    expect(finishSnippet(raw(`the ${S}manager${E} said`), 'managers')).toContain(`${S}manager${E}`)
    expect(finishSnippet(raw(`the ${S}manager's${E} desk`), 'manager')).toContain(`${S}manager's${E}`)
    expect(finishSnippet(raw(`it was ${S}managed${E} well`), 'manage')).toContain(`${S}managed${E}`)
    expect(finishSnippet(raw(`by ${S}managing${E} rates`), 'manage')).toContain(`${S}managing${E}`)
  })

  it('keeps what the last word matched as a prefix, as the search does', () => {
    expect(finishSnippet(raw(`a ${S}channel${E} manager`), 'chan')).toContain(`${S}channel${E}`)
    expect(finishSnippet(raw(`a ${S}channel${E} manager`), 'chan rates')).not.toContain(`${S}channel${E}`)
  })

  it('is empty without a passage', () => {
    expect(finishSnippet(null, 'x')).toBe('')
  })
})
