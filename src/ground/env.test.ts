import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { parseEnv } from './env'

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({}, '/srv/app')
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      DATABASE_POOL_MAX: 10,
      EMBEDDED_POSTGRES_PORT: 54329,
      baseUrl: 'http://localhost:3000',
      dataDir: path.resolve('/srv/app', '.data'),
    })
    expect(env.DATABASE_URL).toBeUndefined()
  })

  it('takes the AT Protocol account from ATPROTO_*, the older BLUESKY_* standing in for each one not set', () => {
    expect(parseEnv({}).atproto).toBeNull()
    expect(
      parseEnv({ ATPROTO_PDS_URL: 'https://pds.example/', ATPROTO_HANDLE: 'news.example', ATPROTO_APP_PASSWORD: 'a' })
        .atproto,
    ).toEqual({ pdsUrl: 'https://pds.example', handle: 'news.example', appPassword: 'a' })
    expect(parseEnv({ BLUESKY_IDENTIFIER: 'news.bsky.social', BLUESKY_APP_PASSWORD: 'b' }).atproto).toEqual({
      pdsUrl: 'https://bsky.social',
      handle: 'news.bsky.social',
      appPassword: 'b',
    })
    expect(() => parseEnv({ ATPROTO_HANDLE: 'news.example' })).toThrow(
      /ATPROTO_APP_PASSWORD: is required when the other of ATPROTO_HANDLE and ATPROTO_APP_PASSWORD is set/,
    )
    expect(() => parseEnv({ SOCIAL_NETWORK: 'bluesky' })).toThrow(
      /ATPROTO_HANDLE: \(or BLUESKY_IDENTIFIER\) is required when SOCIAL_NETWORK=bluesky/,
    )
    expect(
      parseEnv({ SOCIAL_NETWORK: 'bluesky', ATPROTO_HANDLE: 'news.example', ATPROTO_APP_PASSWORD: 'a' }).atproto
        ?.handle,
    ).toBe('news.example')
  })

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', BASE_URL: '' }).DATABASE_URL).toBeUndefined()
  })

  it('strips a trailing slash from BASE_URL', () => {
    expect(parseEnv({ BASE_URL: 'https://news.example.com/' }).baseUrl).toBe('https://news.example.com')
  })

  it('names each bad variable', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', DATABASE_POOL_MAX: '1' })).toThrow(
      /PORT: .*\n\s+DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ connection URL\n\s+DATABASE_POOL_MAX: /,
    )
  })

  it('requires PAYLOAD_SECRET and BASE_URL in production, but not while building', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow('PAYLOAD_SECRET: is required in production')
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow('BASE_URL: is required in production')
    expect(() => parseEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).not.toThrow()
  })

  it('refuses a short PAYLOAD_SECRET', () => {
    expect(() => parseEnv({ PAYLOAD_SECRET: 'short' })).toThrow(/PAYLOAD_SECRET: must be at least 32 characters/)
  })

  it("reads AI_USE_POLICY, the spec's terms by default, and refuses one that is not three yes-or-no signals", () => {
    expect(parseEnv({}).aiUse).toEqual({ search: true, aiInput: true, aiTrain: false })
    expect(parseEnv({ AI_USE_POLICY: 'ai-train=yes, search=yes, ai-input=no' }).aiUse).toEqual({
      search: true,
      aiInput: false,
      aiTrain: true,
    })
    expect(() => parseEnv({ AI_USE_POLICY: 'ai-train=no, search=yes' })).toThrow(/AI_USE_POLICY: missing ai-input/)
  })

  it('refuses a BASE_URL that is not http(s)', () => {
    expect(() => parseEnv({ BASE_URL: 'ftp://example.com' })).toThrow(/BASE_URL/)
  })

  it('takes loopback stand-ins for client metadata origins only where BASE_URL is a loopback address', () => {
    const origins = 'https://cimd.test=http://127.0.0.1:4100'
    expect(
      parseEnv({ BASE_URL: 'http://127.0.0.1:3000', OAUTH_CLIENT_METADATA_TEST_ORIGINS: origins })
        .OAUTH_CLIENT_METADATA_TEST_ORIGINS,
    ).toBe(origins)
    expect(() =>
      parseEnv({
        NODE_ENV: 'production',
        PAYLOAD_SECRET: 'x'.repeat(32),
        BASE_URL: 'https://news.example.com',
        OAUTH_CLIENT_METADATA_TEST_ORIGINS: origins,
      }),
    ).toThrow(/OAUTH_CLIENT_METADATA_TEST_ORIGINS: is for tests only, and BASE_URL is not a loopback address/)
    expect(() => parseEnv({ OAUTH_CLIENT_METADATA_TEST_ORIGINS: 'https://cimd.test=http://10.0.0.5:80' })).toThrow(
      /not an http origin on a loopback address/,
    )
    expect(() => parseEnv({ OAUTH_CLIENT_METADATA_TEST_ORIGINS: 'http://cimd.test=http://127.0.0.1:4100' })).toThrow(
      /is not an https origin/,
    )
  })

  it('takes loopback stand-ins for Web Bot Auth key directories only where BASE_URL is a loopback address', () => {
    const directories = 'https://crawler.example.com=http://127.0.0.1:4200'
    expect(
      parseEnv({ BASE_URL: 'http://127.0.0.1:3000', WEB_BOT_AUTH_TEST_DIRECTORIES: directories })
        .WEB_BOT_AUTH_TEST_DIRECTORIES,
    ).toBe(directories)
    expect(parseEnv({}).WEB_BOT_AUTH_TEST_DIRECTORIES).toBe('')
    expect(() =>
      parseEnv({
        NODE_ENV: 'production',
        PAYLOAD_SECRET: 'x'.repeat(32),
        BASE_URL: 'https://news.example.com',
        WEB_BOT_AUTH_TEST_DIRECTORIES: directories,
      }),
    ).toThrow(/WEB_BOT_AUTH_TEST_DIRECTORIES: is for tests only, and BASE_URL is not a loopback address/)
    expect(() =>
      parseEnv({ WEB_BOT_AUTH_TEST_DIRECTORIES: 'https://crawler.example.com=http://192.168.1.5:4200' }),
    ).toThrow(/WEB_BOT_AUTH_TEST_DIRECTORIES: .*not an http origin on a loopback address/)
  })

  it('asks a DNS server on loopback about crawlers only where BASE_URL is a loopback address', () => {
    expect(
      parseEnv({ BASE_URL: 'http://127.0.0.1:3000', CRAWLER_DNS_SERVER: '127.0.0.1:5353' }).CRAWLER_DNS_SERVER,
    ).toBe('127.0.0.1:5353')
    expect(parseEnv({ CRAWLER_DNS_SERVER: '' }).CRAWLER_DNS_SERVER).toBeUndefined()
    const production = { NODE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(32), BASE_URL: 'https://news.example.com' }
    expect(parseEnv({ ...production, CRAWLER_DNS_SERVER: '9.9.9.9' }).CRAWLER_DNS_SERVER).toBe('9.9.9.9')
    for (const loopback of ['127.0.0.1:5353', '[::1]:53', '127.0.0.53'])
      expect(() => parseEnv({ ...production, CRAWLER_DNS_SERVER: loopback })).toThrow(
        /CRAWLER_DNS_SERVER: is a loopback address, which is for tests only, and BASE_URL is not a loopback address/,
      )
    expect(() => parseEnv({ CRAWLER_DNS_SERVER: 'dns.example' })).toThrow(
      /CRAWLER_DNS_SERVER: is not an IP address with an optional :port/,
    )
    expect(() => parseEnv({ CRAWLER_IP_RANGES: 'GPTBot=20.15.240.64/40' })).toThrow(
      /CRAWLER_IP_RANGES: "20.15.240.64\/40" \(for GPTBot\) is not an address range/,
    )
  })

  it('takes loopback stand-ins for embed providers only where BASE_URL is a loopback address', () => {
    const providers = 'https://www.youtube.com=http://127.0.0.1:4300'
    expect(parseEnv({ BASE_URL: 'http://127.0.0.1:3000', EMBED_TEST_ORIGINS: providers }).EMBED_TEST_ORIGINS).toBe(
      providers,
    )
    expect(() =>
      parseEnv({
        NODE_ENV: 'production',
        PAYLOAD_SECRET: 'x'.repeat(32),
        BASE_URL: 'https://news.example.com',
        EMBED_TEST_ORIGINS: providers,
      }),
    ).toThrow(/EMBED_TEST_ORIGINS: is for tests only, and BASE_URL is not a loopback address/)
  })

  it('lets the social web reach private addresses only for a site on loopback (the tests)', () => {
    expect(
      parseEnv({ BASE_URL: 'http://127.0.0.1:3000', FEDERATION_TEST_PRIVATE_ADDRESSES: 'true' })
        .FEDERATION_TEST_PRIVATE_ADDRESSES,
    ).toBe('true')
    expect(parseEnv({}).FEDERATION_TEST_PRIVATE_ADDRESSES).toBe('false')
    expect(() =>
      parseEnv({
        NODE_ENV: 'production',
        PAYLOAD_SECRET: 'x'.repeat(32),
        BASE_URL: 'https://news.example.com',
        FEDERATION_TEST_PRIVATE_ADDRESSES: 'true',
      }),
    ).toThrow(/FEDERATION_TEST_PRIVATE_ADDRESSES: is for tests only, and BASE_URL is not a loopback address/)
  })

  it('lets webhooks reach private addresses only for a site on loopback (the tests)', () => {
    expect(
      parseEnv({ BASE_URL: 'http://127.0.0.1:3000', WEBHOOKS_TEST_PRIVATE_ADDRESSES: 'true' })
        .WEBHOOKS_TEST_PRIVATE_ADDRESSES,
    ).toBe('true')
    expect(parseEnv({}).WEBHOOKS_TEST_PRIVATE_ADDRESSES).toBe('false')
    expect(() =>
      parseEnv({
        NODE_ENV: 'production',
        PAYLOAD_SECRET: 'x'.repeat(32),
        BASE_URL: 'https://news.example.com',
        WEBHOOKS_TEST_PRIVATE_ADDRESSES: 'true',
      }),
    ).toThrow(/WEBHOOKS_TEST_PRIVATE_ADDRESSES: is for tests only, and BASE_URL is not a loopback address/)
  })
})
