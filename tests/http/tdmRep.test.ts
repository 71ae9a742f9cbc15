/**
 * TDMRep (issue 23): `/.well-known/tdmrep.json` reserves text and data mining rights for every path, and every
 * public answer, from the cache or not, carries `tdm-reservation: 1`, saying what robots.txt's
 * `Content-Signal: ai-train=no` says.
 */
import { describe, expect, it } from 'vitest'

import { useApp } from '../helpers/appFixture'

const app = useApp({ database: 'seeded' })

describe('TDMRep', () => {
  it('publishes one rule reserving mining rights for every path', async () => {
    const response = await fetch(`${app.url}/.well-known/tdmrep.json`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual([{ location: '/*', 'tdm-reservation': 1 }])
  })

  it.each(['/', '/harbor-pms', '/feed', '/llms.txt', '/sitemap.xml', '/no-such-page'])(
    '%s says tdm-reservation: 1, a second time from the cache too',
    async (path) => {
      for (let read = 0; read < 2; read += 1) {
        const response = await fetch(`${app.url}${path}`)
        await response.arrayBuffer()
        expect(response.headers.get('tdm-reservation')).toBe('1')
      }
    },
  )

  it('leaves the APIs and the cockpit without it: they are no published content', async () => {
    for (const path of ['/up', '/cockpit/login']) {
      const response = await fetch(`${app.url}${path}`)
      await response.arrayBuffer()
      expect(response.headers.get('tdm-reservation'), path).toBeNull()
    }
  })
})
