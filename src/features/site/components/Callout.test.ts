import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, it } from 'vitest'

import { Callout } from './Callout'

it('boxes a summary or verdict under its title, and shows nothing without one', () => {
  expect(renderToStaticMarkup(createElement(Callout, { title: 'Verdict', text: 'Pick <Harbor>.' }))).toBe(
    '<aside class="article-summary"><h2>Verdict</h2><p>Pick &lt;Harbor&gt;.</p></aside>',
  )
  expect(renderToStaticMarkup(createElement(Callout, { title: 'Summary', text: null }))).toBe('')
  expect(renderToStaticMarkup(createElement(Callout, { title: 'Summary', text: '' }))).toBe('')
})
