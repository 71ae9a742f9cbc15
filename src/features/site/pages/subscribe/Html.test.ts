import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { SubscribeHtml } from './Html'
import type { SubscribePage } from './load'

const page = (digestsScheduled: boolean): SubscribePage => ({
  url: 'https://news.example/subscribe',
  result: undefined,
  retryAfter: undefined,
  pmses: [{ slug: 'harbor-pms', name: 'Harbor PMS' }],
  weekday: 'Monday',
  digestsScheduled,
})

describe('the newsletter page', () => {
  it('says how often mail comes: the weekday of the weekly digest, or that editors send it when no digest is scheduled', () => {
    expect(renderToStaticMarkup(createElement(SubscribeHtml, { page: page(true) }))).toContain(
      'weekly (on Mondays) or daily if you prefer',
    )
    const off = renderToStaticMarkup(createElement(SubscribeHtml, { page: page(false) }))
    expect(off).toContain('when the editors send one')
    expect(off).not.toContain('on Mondays')
  })
})
