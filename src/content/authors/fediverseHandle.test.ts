import { describe, expect, it } from 'vitest'

import { problemWith } from '../fieldRules'
import { fediverseHandle } from './fediverseHandle'

describe('fediverseHandle', () => {
  it('takes @user@host as Mastodon writes it', () => {
    for (const handle of ['@jane@mastodon.social', '@news_desk@social.example.co.uk', '@a.b-c@x.io'])
      expect(problemWith(fediverseHandle, handle), handle).toBeNull()
  })

  it('refuses a handle without its host, a URL, spaces or markup, in words that show the form', () => {
    for (const handle of [
      '@jane',
      'jane@mastodon.social',
      'https://mastodon.social/@jane',
      '@ja ne@x.io',
      '@"><b>@x.io',
    ])
      expect(problemWith(fediverseHandle, handle), handle).toBe(
        'must be a handle written @user@host, such as @jane@mastodon.social',
      )
  })
})
