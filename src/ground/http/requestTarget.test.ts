import { describe, expect, it } from 'vitest'

import { parseRequestTarget, pathnameOf } from './requestTarget'

describe('parseRequestTarget', () => {
  it('takes an origin-form path as it is', () => {
    expect(parseRequestTarget('/compare?x=.js')).toEqual({ ok: true, path: '/compare?x=.js', pathname: '/compare' })
    expect(parseRequestTarget('/glossary/caf%C3%A9')).toEqual({
      ok: true,
      path: '/glossary/caf%C3%A9',
      pathname: '/glossary/caf%C3%A9',
    })
    expect(parseRequestTarget('/a//b')).toMatchObject({ ok: true, pathname: '/a//b' })
  })

  it('turns absolute-form into origin-form, whatever host it names (RFC 9112 §3.2.2)', () => {
    expect(parseRequestTarget('http://evil.example/compare?page=2')).toEqual({
      ok: true,
      path: '/compare?page=2',
      pathname: '/compare',
    })
    expect(parseRequestTarget('HTTPS://news.example')).toEqual({ ok: true, path: '/', pathname: '/' })
    expect(parseRequestTarget('http://[/')).toEqual({
      ok: false,
      reason: 'the absolute-form request target is not a valid URL',
    })
    expect(parseRequestTarget('http://evil.example//x')).toMatchObject({ ok: false })
  })

  it('refuses paths a URL parser would read as another host', () => {
    for (const target of [
      '//[',
      '//a:b@[',
      '//[::1',
      '//%5B',
      '//:99999',
      '//evil.example/x',
      '/\\[',
      '/\\evil.example',
    ]) {
      expect(parseRequestTarget(target), target).toEqual({
        ok: false,
        reason: 'a path may not begin with // or /\\ (an address of another host)',
      })
    }
  })

  it('refuses broken percent-encoding, and leaves what a decodable path holds to the routes', () => {
    expect(parseRequestTarget('/glossary/%ZZ')).toEqual({ ok: false, reason: 'the path is not valid percent-encoding' })
    expect(parseRequestTarget('/%E0%A4%A')).toEqual({ ok: false, reason: 'the path is not valid percent-encoding' })
    expect(parseRequestTarget('/glossary/%00')).toEqual({ ok: true, path: '/glossary/%00', pathname: '/glossary/%00' })
  })

  it('refuses what is no path at all', () => {
    for (const target of ['*', '', 'compare', undefined]) {
      expect(parseRequestTarget(target), String(target)).toEqual({
        ok: false,
        reason: 'the request target must be a path beginning with /',
      })
    }
  })
})

describe('pathnameOf', () => {
  it('is the path without its query, the first ? ending it', () => {
    expect(pathnameOf('/compare')).toBe('/compare')
    expect(pathnameOf('/compare?x=1?y')).toBe('/compare')
    expect(pathnameOf('/?')).toBe('/')
  })
})
