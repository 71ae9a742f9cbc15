import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { PASSKEY_SIGN_IN_SCRIPT } from '../features/oauth/passkeyScript'
import { createSecurityHeaders, DEVICE_CODE_ONFOCUS, MONACO_CDN } from './securityHeaders'

const production = createSecurityHeaders({ baseUrl: 'https://news.example', dev: false })
const directives = (policy: string | undefined) =>
  Object.fromEntries(
    (policy ?? '').split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1).join(' ')]),
  )

describe('createSecurityHeaders', () => {
  it('lets public pages run no script, load our styles, show images from any web address and frame only the video players, framed by nobody', () => {
    const { headers, nonce } = production('site')
    expect(nonce).toBeUndefined()
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    })
    expect(directives(headers['Content-Security-Policy'])).toEqual({
      'default-src': "'none'",
      'style-src': "'self'",
      'img-src': "'self' https: http:",
      'font-src': "'self'",
      'frame-src': 'https://www.youtube-nocookie.com https://player.vimeo.com',
      'form-action': "'self'",
      'base-uri': "'none'",
      'frame-ancestors': "'none'",
    })
    expect(headers['Permissions-Policy']).toContain('camera=()')
  })

  it('lets the cockpit, and only it, frame the preview', () => {
    const { headers } = production('preview')
    expect(directives(headers['Content-Security-Policy'])['frame-ancestors']).toBe("'self' https://news.example")
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN')
    expect(headers['Referrer-Policy']).toBe('no-referrer')
    expect(directives(production('cockpit').headers['Content-Security-Policy'])['frame-src']).toBe(
      "'self' https://news.example",
    )
  })

  it("builds the headers of an area without a nonce once, shared and unchangeable, and the cockpit's anew each time", () => {
    const site = production('site')
    expect(production('site')).toBe(site)
    expect(Object.isFrozen(site.headers)).toBe(true)
    expect(production('api')).toBe(production('api'))
    expect(production('cockpit')).not.toBe(production('cockpit'))
  })

  it('gives the cockpit a fresh script nonce on every request', () => {
    const first = production('cockpit')
    const second = production('cockpit')
    expect(first.nonce).toMatch(/^[\w+/]{22}==$/)
    expect(second.nonce).not.toBe(first.nonce)
    const script = directives(first.headers['Content-Security-Policy'])['script-src']
    expect(script).toBe(`'self' 'nonce-${first.nonce}' ${MONACO_CDN}`)
    expect(script).not.toContain('unsafe')
    expect(directives(first.headers['Content-Security-Policy'])['frame-ancestors']).toBe("'none'")
  })

  it("allows the Monaco editor from where Payload's code fields load it", () => {
    const loaderConfig = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../node_modules/@monaco-editor/loader/lib/es/config/index.js'),
      'utf8',
    )
    const vs = /vs: '([^']+)'/.exec(loaderConfig)?.[1]
    expect(vs && `${vs}/`.startsWith(MONACO_CDN)).toBe(true)
  })

  it('lets programs’ answers load and frame nothing', () => {
    expect(production('api').headers).toMatchObject({
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
    })
    expect(production('asset').headers['Content-Security-Policy']).toBeUndefined()
    expect(production('asset').headers['X-Content-Type-Options']).toBe('nosniff')
  })

  it('leaves oidc-provider a script-src for its form_post hash, and no form-action that would stop the redirect to the client', () => {
    const oauth = directives(production('oauth').headers['Content-Security-Policy'])
    const passkeyScript = createHash('sha256').update(PASSKEY_SIGN_IN_SCRIPT).digest('base64')
    expect(oauth['script-src']).toBe(
      `'self' 'unsafe-hashes' 'sha256-u47I/e0/ksQe89cBQ2mh89E0Gennxc0eFqHMh8sP/k8=' 'sha256-${passkeyScript}'`,
    )
    expect(oauth['form-action']).toBeUndefined()
    expect(oauth['frame-ancestors']).toBe("'none'")
  })

  it("allows oidc-provider's device-code focus handler, as it is written", () => {
    const form = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../node_modules/oidc-provider/lib/helpers/user_code_form.js'),
      'utf8',
    )
    expect(form).toContain(`onfocus="${DEVICE_CODE_ONFOCUS}"`)
  })

  it('asks for HTTPS only when BASE_URL is https', () => {
    expect(production('site').headers['Strict-Transport-Security']).toBe('max-age=31536000')
    expect(production('api').headers['Strict-Transport-Security']).toBe('max-age=31536000')
    const plain = createSecurityHeaders({ baseUrl: 'http://localhost:3000', dev: false })
    expect(plain('site').headers['Strict-Transport-Security']).toBeUndefined()
  })

  it('keeps Next development scripts running on public pages under npm run dev', () => {
    const { headers, nonce } = createSecurityHeaders({ baseUrl: 'http://localhost:3000', dev: true })('site')
    expect(directives(headers['Content-Security-Policy'])['script-src']).toBe(`'self' 'nonce-${nonce}' 'unsafe-eval'`)
  })

  it('refuses a BASE_URL that is not http or https', () => {
    expect(() => createSecurityHeaders({ baseUrl: 'ftp://news.example', dev: false })).toThrow(
      /BASE_URL must be http or https/,
    )
  })
})

it("says the site's terms as they are now: a new value from the agent policy rebuilds the public pages' headers", () => {
  let aiUse = { search: true, aiInput: true, aiTrain: true }
  const headers = createSecurityHeaders({ baseUrl: 'https://news.example', dev: false, aiUse: () => aiUse })
  expect(headers('site').headers['Content-Signal']).toBe('ai-train=yes, search=yes, ai-input=yes')
  aiUse = { search: true, aiInput: true, aiTrain: false }
  expect(headers('site').headers['Content-Signal']).toBe('ai-train=no, search=yes, ai-input=yes')
  expect(headers('site').headers['Content-Usage']).toBe('train-ai=n, search=y')
  expect(headers('api').headers['Content-Signal']).toBeUndefined()
})
