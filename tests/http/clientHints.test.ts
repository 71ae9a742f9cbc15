/**
 * No client-hint restart on public addresses (issue 23): Payload asks for `Sec-CH-Prefers-Color-Scheme` with
 * `Critical-CH` for its admin's theme, which on a public page makes a browser's first visit send the request twice.
 * Only the cockpit asks for it.
 */
import { describe, expect, it } from 'vitest'

import { useApp } from '../helpers/appFixture'

const app = useApp({ database: 'seeded' })

describe('client hints', () => {
  it.each([
    '/',
    '/harbor-pms',
    '/compare',
    '/glossary',
    '/search?q=folio',
    '/subscribe',
    '/feed',
    '/sitemap.xml',
    '/sitemap-news.xml',
    '/llms.txt',
    '/robots.txt',
    '/no-such-page',
  ])('%s asks for none', async (path) => {
    const response = await fetch(`${app.url}${path}`)
    await response.arrayBuffer()
    expect(response.headers.get('critical-ch')).toBeNull()
    expect(response.headers.get('accept-ch')).toBeNull()
    expect(response.headers.get('vary') ?? '').not.toMatch(/Sec-CH/i)
  })

  it('the cockpit still asks for the colour scheme, for its theme', async () => {
    const response = await fetch(`${app.url}/cockpit/login`)
    await response.arrayBuffer()
    expect(response.headers.get('accept-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
  })
})
