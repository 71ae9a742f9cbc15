import { describe, expect, it } from 'vitest'

import { createPageHtmlFinisher } from './finishPageHtml'

const errorShell =
  '<!DOCTYPE html><html id="__next_error__"><head><script src="/_next/a.js"></script></head><body><div hidden=""></div></body></html>'
const notFoundDocument =
  '<!DOCTYPE html><html lang="en"><head><script src="/_next/a.js"></script></head><body><h1>Page not found</h1></body></html>'

describe('createPageHtmlFinisher', () => {
  const finish = createPageHtmlFinisher(notFoundDocument)

  it("replaces Next's empty error shell of a 404 with the site's 404 document, without scripts", () => {
    expect(finish(404, errorShell)).toBe(
      '<!DOCTYPE html><html lang="en"><head></head><body><h1>Page not found</h1></body></html>',
    )
  })

  it('keeps a 404 that Next rendered itself and only strips its scripts', () => {
    const rendered = '<!DOCTYPE html><html lang="en"><body><h1>Gone</h1><script>x()</script></body></html>'
    expect(finish(404, rendered)).toBe('<!DOCTYPE html><html lang="en"><body><h1>Gone</h1></body></html>')
  })

  it('never swaps the body of a 200', () => {
    expect(finish(200, errorShell)).not.toContain('Page not found')
  })

  it('leaves the shell when there is no prerendered 404 document (development)', () => {
    expect(createPageHtmlFinisher(null)(404, errorShell)).toContain('__next_error__')
  })
})
