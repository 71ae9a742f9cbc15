import { describe, expect, it } from 'vitest'

import { clientMetadataProblem } from './clientMetadataBounds'

const good = {
  client_name: 'Newsroom agent',
  redirect_uris: ['https://agent.example/cb', 'http://127.0.0.1/callback'],
  client_uri: 'https://agent.example',
  contacts: ['ops@agent.example'],
  software_version: '2.4.0',
  jwks: { keys: [] },
  default_max_age: 3600,
}

describe('clientMetadataProblem', () => {
  it('takes what real clients register, names up to 100 characters (emoji and accents counted as one each)', () => {
    expect(clientMetadataProblem(good)).toBeNull()
    expect(clientMetadataProblem({ ...good, client_name: 'é'.repeat(100) })).toBeNull()
    expect(clientMetadataProblem({ ...good, client_name: '👩‍💻 agent'.padEnd(90, 'x') })).toBeNull()
  })

  it('refuses a long name, naming the field and both lengths', () => {
    expect(clientMetadataProblem({ ...good, client_name: 'x'.repeat(20_000) })).toBe(
      'client_name may be at most 100 characters long, not 20000',
    )
  })

  it('bounds every string: URIs, software, contacts, and each entry of a list, and how many entries', () => {
    const long = `https://agent.example/${'a'.repeat(2000)}`
    expect(clientMetadataProblem({ ...good, logo_uri: long })).toBe(
      'logo_uri may be at most 2000 characters long, not 2022',
    )
    expect(clientMetadataProblem({ ...good, software_id: 's'.repeat(201) })).toBe(
      'software_id may be at most 200 characters long, not 201',
    )
    expect(clientMetadataProblem({ ...good, redirect_uris: [good.redirect_uris[0], long] })).toBe(
      'each of redirect_uris may be at most 2000 characters long, not 2022',
    )
    expect(clientMetadataProblem({ ...good, contacts: [`${'a'.repeat(250)}@b.example`] })).toBe(
      'each of contacts may be at most 254 characters long, not 260',
    )
    expect(
      clientMetadataProblem({ ...good, redirect_uris: Array.from({ length: 11 }, (_, i) => `https://a.example/${i}`) }),
    ).toBe('redirect_uris may have at most 10 entries, not 11')
    expect(clientMetadataProblem({ ...good, jwks: { keys: [{ n: 'x'.repeat(10_000) }] } })).toBe(
      'jwks may be at most 10000 characters of JSON',
    )
  })

  it('refuses control characters, direction marks and zero-width characters that make a name read as another', () => {
    for (const name of [
      'Agent\nverified',
      'Agent\u202Edeifirev',
      'Agent\u2066x\u2069',
      'Agent\u0000',
      'Claude\u200b(verified)',
      'Cla\u00adude',
      '\ufeffClaude',
      'Claude\u2060',
    ]) {
      expect(clientMetadataProblem({ ...good, client_name: name }), JSON.stringify(name)).toBe(
        'client_name may not contain control characters or invisible characters',
      )
    }
    expect(clientMetadataProblem({ ...good, tos_uri: 'https://agent.example/\ttos' })).toBe(
      'tos_uri may not contain control characters or invisible characters',
    )
  })
})
