/**
 * A generated battery of bad requests (issue 19): every public route, Payload's `/cms-api` REST and GraphQL,
 * `/oauth/*`, `/mcp` and `/mcp/news`, and the social web's addresses, each sent malformed and huge bodies, wrong content
 * types, NUL and unicode, broken percent-encoding, odd methods and huge numbers; and request targets no `fetch` can send
 * (protocol-relative, absolute-form, asterisk-form), written on a raw socket. Each case is a plain description, so that
 * a failure names exactly what was sent.
 *
 * Not the whole cartesian product: every route times every bad value was 14,000 requests (about two minutes of the
 * suite), most of them the same bad value through the same parser (Payload's REST handler is one for every collection;
 * Next answers a body or an odd method to any page the same way). A family of bad values (path suffixes, odd methods,
 * bodies, queries, raw forms) is dealt out over an interface's routes (interfaceOf) in turns, ROTATION apart: route i of
 * an interface gets the values v with (i + v + offset) % ROTATION == 0. So every route still gets some of every family,
 * and every bad value still reaches every interface, on a third of its routes (all of them where an interface has
 * fewer routes than ROTATION turns); badInputBattery.test.ts in tests/static checks both. The offset moves the deal
 * between the anonymous and the signed-in runs, so that together they cover more pairs. The two header cases (odd
 * headers, bogus credentials), the huge bodies (one route per body parser) and the raw socket's own forms are sent
 * everywhere, as before.
 */
import net from 'node:net'

export interface BadRequest {
  /** What the case is, for the failure list. */
  name: string
  method: string
  /** Path and query, sent as they are (fetch keeps the percent-encoding it is given). */
  target: string
  headers?: Record<string, string>
  body?: Uint8Array | string
}

export interface RawRequest {
  name: string
  /** The request line and headers, without the final blank line; the Host header is added. */
  head: string
  body?: string
}

/** Real slugs for the routes that need one. */
export interface TargetSlugs {
  pms: string
  article: string
  glossary: string
  comparison: string
  category: string
  author: string
}

/** The public pages and documents, with a real slug where the route needs one. */
function publicTargets(slugs: TargetSlugs): string[] {
  return [
    '/',
    '/news',
    '/directory',
    `/${slugs.pms}`,
    `/${slugs.pms}/${slugs.article}`,
    `/${slugs.pms}/${slugs.article}.md`,
    '/compare',
    `/compare/${slugs.comparison}`,
    '/glossary',
    `/glossary/${slugs.glossary}`,
    `/categories/${slugs.category}`,
    `/authors/${slugs.author}`,
    // Issue 63: a tag's page, the feeds of every list, corrections, oEmbed and a note through the ingestion API.
    '/tags/security',
    `/tags/security/feed.xml`,
    `/${slugs.pms}/feed.json`,
    `/authors/${slugs.author}/feed.xml`,
    `/categories/${slugs.category}/feed.json`,
    '/corrections',
    `/oembed?url=${encodeURIComponent(`http://localhost/${slugs.pms}`)}&format=json`,
    '/api/articles/1/corrections',
    '/search',
    '/docs/api',
    '/docs/api/openapi.json',
    '/preview/articles/1',
    '/md/preview/articles/1',
    '/subscribe',
    '/subscribe/confirm',
    '/subscribe/unsubscribe',
    '/subscribe/preferences',
    '/subscribe/actions/subscribe',
    '/subscribe/actions/confirm',
    '/subscribe/actions/unsubscribe',
    '/subscribe/actions/preferences',
    '/llms.txt',
    '/auth.md',
    '/feed',
    '/feed.json',
    '/sitemap-news.xml',
    '/brand/logo.png',
    '/.well-known/tdmrep.json',
    '/.well-known/site.standard.publication',
    '/sitemap.xml',
    '/sitemaps/pages.xml',
    '/sitemaps/articles-1.xml',
    '/robots.txt',
    '/up',
    '/media/demo/none.webp',
    '/.well-known/api-catalog',
    '/.well-known/agent-skills/index.json',
    '/.well-known/agent-skills/read-pms-news/SKILL.md',
    '/.well-known/mcp/server-card.json',
    '/.well-known/oauth-protected-resource',
    '/.well-known/oauth-protected-resource/mcp',
    '/mcp/server-card',
    '/mcp/news/server-card',
    '/api/articles',
    '/api/images',
    '/cockpit',
    '/cockpit/login',
  ]
}

export const CMS_API_COLLECTIONS = [
  'articles',
  'pmses',
  'categories',
  'authors',
  'tags',
  'comparisons',
  'glossary-terms',
  'pr-links',
  'redirects',
  'media',
  'users',
  'subscribers',
  'newsletter-issues',
  'newsletter-runs',
  'api-tokens',
  'webhooks',
  'social-replies',
  'social-blocks',
  'article-notes',
  'notifications',
  'staff-audit-events',
  'payload-jobs',
  'payload-preferences',
  'payload-locked-documents',
  'payload-migrations',
]

export function cmsApiTargets(): string[] {
  const perCollection = CMS_API_COLLECTIONS.flatMap((slug) => [
    `/cms-api/${slug}`,
    `/cms-api/${slug}/1`,
    `/cms-api/${slug}/versions`,
  ])
  const articleRoutes = [
    '/count',
    '/versions/1',
    '/access/1',
    '/1/duplicate',
    '/1/cancel-schedule',
    // The review's steps (docs/decisions/061-review-notes-assignments.md).
    '/1/submit-for-review',
    '/1/send-back',
  ].map((route) => `/cms-api/articles${route}`)
  // Notes, the inbox and the second factor (issue 61).
  const staffRoutes = [
    '/cms-api/article-notes/of-article/1',
    '/cms-api/notifications/1/read',
    '/cms-api/notifications/read-all',
    '/cms-api/globals/security-settings',
    '/cms-api/globals/agent-policy',
    ...[
      'second-factor',
      'second-factor/passkey-options',
      'second-factor/totp',
      'second-factor/totp/confirm',
      'second-factor/passkeys/options',
      'second-factor/passkeys',
      'second-factor/recovery-codes',
      'second-factor/remove',
    ].map((route) => `/cms-api/users/${route}`),
  ]
  const auth = [
    'login',
    'logout',
    'me',
    'refresh-token',
    'forgot-password',
    'reset-password',
    'unlock',
    'first-register',
    'init',
    'verify/abc',
  ].map((route) => `/cms-api/users/${route}`)
  const newsletterRoutes = [
    ...['/1/preview', '/1/test', '/1/send', '/1/unschedule'].map((route) => `/cms-api/newsletter-issues${route}`),
    ...['/1/failures', '/1/pause', '/1/resume'].map((route) => `/cms-api/newsletter-runs${route}`),
    '/cms-api/api-tokens/issue',
    '/cms-api/api-tokens/1/revoke',
    '/cms-api/mcp-audit-events/export',
    // Webhooks (docs/decisions/077-webhooks.md).
    ...['/register', '/1/test', '/1/rotate-secret', '/1/deliveries', '/1/deliveries/1/redeliver'].map(
      (route) => `/cms-api/webhooks${route}`,
    ),
  ]
  // The cockpit's import runs and the full export (issue 62).
  const movingIn = ['/cms-api/imports', '/cms-api/imports/1', '/cms-api/site-export']
  return [
    ...perCollection,
    ...articleRoutes,
    ...newsletterRoutes,
    ...staffRoutes,
    ...movingIn,
    ...auth,
    '/cms-api/payload-jobs/1/rerun',
    '/cms-api/subscribers/export',
    '/cms-api/access',
    '/cms-api/graphql',
    '/cms-api/graphql-playground',
    '/cms-api/nothing-here',
  ]
}

/** The social web's addresses (src/features/federation/): WebFinger, NodeInfo, the actors, their collections and inboxes. */
function federationTargets(pmsSlug: string): string[] {
  return [
    '/.well-known/webfinger',
    '/.well-known/nodeinfo',
    '/nodeinfo/2.1',
    '/ap/inbox',
    '/ap/actors/news',
    '/ap/actors/news/inbox',
    '/ap/actors/news/outbox',
    '/ap/actors/news/followers',
    `/ap/actors/${pmsSlug}`,
    `/ap/actors/${pmsSlug}/inbox`,
    '/ap/actors/nobody',
    '/ap/nothing-here',
    '/ap/articles/1',
    '/ap/articles/0',
    '/ap/articles/99999999999',
    '/ap/activities/00000000-0000-0000-0000-000000000000',
    '/ap/activities/not-a-uuid',
  ]
}

const OAUTH_TARGETS = [
  '/oauth/authorize',
  '/oauth/token',
  '/oauth/register',
  '/oauth/device/code',
  '/oauth/device',
  '/oauth/revoke',
  '/oauth/introspect',
  '/oauth/jwks',
  '/oauth/session/end',
  '/oauth/userinfo',
  '/oauth/par',
  '/oauth/interaction/abc',
  '/oauth/interaction/abc/login',
  '/oauth/interaction/abc/confirm',
  '/oauth/nothing-here',
  '/.well-known/oauth-authorization-server',
  '/.well-known/openid-configuration',
]

const MCP_TARGETS = ['/mcp', '/mcp/news']

/** Every interface's routes: the public site, /cms-api, OAuth, MCP and the social web. */
export const everyTarget = (slugs: TargetSlugs): string[] => [
  ...publicTargets(slugs),
  ...cmsApiTargets(),
  ...OAUTH_TARGETS,
  ...MCP_TARGETS,
  ...federationTargets(slugs.pms),
]

const HUGE_NUMBER = '99999999999999999999'

/** Path suffixes that break a segment: NUL, broken percent-encoding, unicode, traversal, huge and odd ids. */
const PATH_SUFFIXES: Array<[string, string]> = [
  ['NUL segment', '/%00'],
  ['NUL inside a segment', '/a%00b'],
  ['lone percent', '/%'],
  ['bad percent escape', '/%zz'],
  ['cut UTF-8 escape', '/%E0%A4%A'],
  ['unicode segment', '/%C3%A9t%C3%A9-%F0%9F%98%80'],
  ['encoded traversal', '/..%2f..%2fetc%2fpasswd'],
  ['huge number', `/${HUGE_NUMBER}`],
  ['float', '/1e400'],
  ['long segment', `/${'a'.repeat(4000)}`],
  ['double slash', '//'],
]

/** Query strings: huge numbers, NUL, broken escapes, Payload's where/select/sort/depth, deep brackets. */
const QUERIES: Array<[string, string]> = [
  ['huge page', `?page=${HUGE_NUMBER}`],
  ['negative page and limit', '?page=-1&limit=-5'],
  ['float page', '?page=1e400&limit=1.5'],
  ['text page', '?page=abc&limit=abc&depth=abc'],
  ['huge limit and depth', `?limit=${HUGE_NUMBER}&depth=${HUGE_NUMBER}`],
  ['NUL query', '?q=%00&id=%00&slug=%00'],
  ['bad percent query', '?q=%&x=%zz&y=%E0%A4%A'],
  ['unicode query', '?q=%F0%9F%98%80%E2%80%AE'],
  ['long query', `?q=${'a'.repeat(8000)}`],
  ['where NUL', '?where[title][like]=%00&where[slug][equals]=a%00b'],
  ['where huge id', `?where[id][equals]=${HUGE_NUMBER}&where[id][in]=1,${HUGE_NUMBER}`],
  ['where text id', '?where[id][equals]=abc&where[id][greater_than]=x'],
  ['where near on text', '?where[title][near]=1,2&where[slug][within]=x'],
  ['where all', '?where[title][all]=a'],
  ['where like on id', '?where[id][like]=abc&where[pms][contains]=x'],
  ['where unknown field', '?where[nope][equals]=1&where[pms.nope][equals]=1'],
  ['where relation huge', `?where[pms][equals]=${HUGE_NUMBER}&where[pms.id][in]=a,b`],
  [
    'where bad enum and boolean',
    '?where[_status][equals]=gone&where[is_published][equals]=maybe&where[status][equals]=x',
  ],
  ['where date garbage', '?where[published_at][greater_than]=not-a-date&where[createdAt][less_than]=%00'],
  ['deep brackets', `?where${'[a]'.repeat(30)}=1`],
  ['select and sort NUL', '?select[%00]=true&sort=%00&sort=-%00'],
  ['sort unknown', '?sort=nope,-nope.deeper'],
  ['populate and joins', '?populate[x]=1&joins[x][limit]=-1&draft=true&trash=%00'],
  ['locale junk', '?locale=%00&fallback-locale=xx'],
]

/** TRACE is refused by fetch itself; rawBattery sends it. */
const ODD_METHODS = ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'FOO']

const MULTIPART_CUT =
  '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc'
const multipartWith = (payload: string) =>
  `--XX\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${payload}\r\n--XX--\r\n`

/** Bodies for every method that carries one: each wrong in its own way. */
function bodies(hugeBytes: number): Array<[string, Record<string, string>, string | Uint8Array]> {
  const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`
  return [
    ['malformed JSON', { 'content-type': 'application/json' }, '{bad'],
    ['JSON array', { 'content-type': 'application/json' }, '[1,2,3]'],
    ['JSON null', { 'content-type': 'application/json' }, 'null'],
    [
      'JSON wrong types',
      { 'content-type': 'application/json' },
      JSON.stringify({ email: 5, password: [], title: { a: 1 }, query: 7, id: HUGE_NUMBER, page: HUGE_NUMBER }),
    ],
    [
      'JSON with NUL and unicode',
      { 'content-type': 'application/json' },
      JSON.stringify({
        email: 'a\u0000@b.example',
        password: '\u0000',
        title: '\u202e\u0000',
        query: '{ a\u0000 }',
        slug: 'é\u0000',
      }),
    ],
    ['deeply nested JSON', { 'content-type': 'application/json' }, deep],
    ['huge JSON', { 'content-type': 'application/json' }, JSON.stringify({ title: 'x'.repeat(hugeBytes) })],
    ['empty JSON', { 'content-type': 'application/json' }, ''],
    ['charset JSON garbage', { 'content-type': 'application/json; charset=utf-16' }, '\uFFFD\uFFFE'],
    ['multipart without boundary', { 'content-type': 'multipart/form-data' }, 'x'],
    ['multipart cut short', { 'content-type': 'multipart/form-data; boundary=XX' }, MULTIPART_CUT],
    ['multipart bad _payload', { 'content-type': 'multipart/form-data; boundary=XX' }, multipartWith('{bad')],
    [
      'multipart _payload not an object',
      { 'content-type': 'multipart/form-data; boundary=XX' },
      multipartWith('"text"'),
    ],
    [
      'form junk',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'a=%&b=%zz&c=%00&grant_type=%00&user_code=%00&email=%00',
    ],
    ['text body', { 'content-type': 'text/plain' }, 'hello'],
    [
      'xml body',
      { 'content-type': 'application/xml' },
      '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>',
    ],
    [
      'binary body',
      { 'content-type': 'application/octet-stream' },
      new Uint8Array(Array.from({ length: 2048 }, (_, index) => (index * 131) % 256)),
    ],
    ['no content type', {}, '{"a":1}'],
    [
      'GraphQL junk',
      { 'content-type': 'application/json' },
      JSON.stringify({
        query: '{ Articles(where: { id: { equals: 1e40 } }) { docs { id } } }',
        variables: '%00',
        operationName: 5,
      }),
    ],
  ]
}

/** The interfaces a bad value must reach at least once each. */
export type Interface = 'public' | 'cms-api' | 'oauth' | 'mcp' | 'federation'

/** Which interface a target belongs to, by its path. */
export function interfaceOf(target: string): Interface {
  const path = target.split('?')[0]!
  if (path.startsWith('/cms-api')) return 'cms-api'
  if (
    path.startsWith('/oauth/') ||
    path === '/.well-known/oauth-authorization-server' ||
    path === '/.well-known/openid-configuration'
  )
    return 'oauth'
  if (path === '/mcp' || path.startsWith('/mcp/news') || path === '/mcp/server-card') return 'mcp'
  if (
    path.startsWith('/ap/') ||
    path === '/ap' ||
    path.startsWith('/nodeinfo') ||
    path === '/.well-known/webfinger' ||
    path === '/.well-known/nodeinfo'
  )
    return 'federation'
  return 'public'
}

/** How many turns a family of bad values is dealt out in over an interface's routes (the header comment says why). */
const ROTATION = 3

/**
 * Deals `variants` out over `targets` in turns, per interface: target i of its interface gets variant v when
 * (i + v + offset) % turns == 0, turns being ROTATION or the interface's number of targets if fewer.
 */
export function dealt<V>(targets: string[], variants: readonly V[], offset = 0): Array<[string, V]> {
  const perInterface = new Map<Interface, string[]>()
  for (const target of targets) {
    const kind = interfaceOf(target)
    perInterface.set(kind, [...(perInterface.get(kind) ?? []), target])
  }
  const pairs: Array<[string, V]> = []
  for (const target of targets) {
    const siblings = perInterface.get(interfaceOf(target))!
    const turns = Math.min(ROTATION, siblings.length)
    const index = siblings.indexOf(target)
    variants.forEach((variant, v) => {
      if ((index + v + offset) % turns === 0) pairs.push([target, variant])
    })
  }
  return pairs
}

export interface BatteryTargets {
  /** Every path: broken path segments, odd methods, odd headers, bad POST bodies. */
  all: string[]
  /** Paths that read a query (lists, search, Payload's finds): every query mutation too. */
  queried: string[]
  /** Paths that take PATCH and PUT bodies (Payload's documents). */
  patched: string[]
  /** One path per body parser, sent the huge body. */
  huge: string[]
}

/** The requests `fetch` can send, per target as BatteryTargets says, the families dealt out (header comment). */
export function generateBattery(
  targets: BatteryTargets,
  options: {
    hugeBytes: number
    headers?: Record<string, string>
    label?: string
    readOnly?: boolean
    /** Moves the deal (dealt): another run with another offset sends other pairs. */
    offset?: number
  },
): BadRequest[] {
  const cases: BadRequest[] = []
  const label = options.label ? `${options.label} ` : ''
  const extra = options.headers ?? {}
  const offset = options.offset ?? 0
  const add = (
    name: string,
    method: string,
    target: string,
    headers: Record<string, string> = {},
    body?: Uint8Array | string,
  ) =>
    cases.push({
      name: `${label}${method} ${target} ${name}`.trim(),
      method,
      target,
      headers: { ...extra, ...headers },
      ...(body === undefined ? {} : { body }),
    })
  const bodyCases = bodies(options.hugeBytes)
  const smallBodies = bodyCases.filter(([name]) => name !== 'huge JSON')
  const hugeBody = bodyCases.find(([name]) => name === 'huge JSON')!
  for (const [target, [name, suffix]] of dealt(targets.all, PATH_SUFFIXES, offset))
    add(`+ ${name}`, 'GET', `${target}${suffix}`)
  if (!options.readOnly) {
    for (const [target, method] of dealt(targets.all, ODD_METHODS, offset)) add('', method, target)
    for (const [target, [name, headers, body]] of dealt(targets.all, smallBodies, offset))
      add(name, 'POST', target, headers, body)
    for (const target of targets.all)
      if (targets.huge.includes(target)) add(hugeBody[0], 'POST', target, hugeBody[1], hugeBody[2])
  }
  for (const target of targets.all) {
    add('odd headers', 'GET', target, {
      accept: 'text/markdown;q=abc, */*;q=%00',
      'accept-language': 'ö'.repeat(300),
      'x-forwarded-for': 'not-an-ip, ::ffff:999.1.1.1',
      range: `bytes=${HUGE_NUMBER}-`,
    })
    add('bogus credentials', 'GET', target, { authorization: 'Bearer x', cookie: 'payload-token=%00; _session=%' })
  }
  for (const [target, [name, query]] of dealt(targets.queried, QUERIES, offset)) add(name, 'GET', `${target}${query}`)
  if (!options.readOnly) {
    const patchedBodies = ['PATCH', 'PUT'].flatMap((method) => smallBodies.map((body) => [method, body] as const))
    for (const [target, [method, [name, headers, body]]] of dealt(targets.patched, patchedBodies, offset))
      add(name, method, target, headers, body)
  }
  return cases
}

/**
 * Request targets only a raw socket sends: origin-form oddities, protocol-relative, absolute-form, asterisk-form,
 * and TRACE (which fetch refuses to send): the forms to the server, the four per-target requests dealt out over the
 * targets (dealt).
 */
export function rawBattery(targets: string[], offset = 0): RawRequest[] {
  const forms = [
    '//[',
    '//a:b@[',
    '//[::1',
    '//%5B',
    '//:99999',
    '//evil.example/x',
    '///',
    '//',
    'http://evil.example/',
    'http://[::1',
    'https://a:b@[/x',
    '*',
    '%',
    '?x=1',
    '/%00',
  ]
  const raw: RawRequest[] = []
  for (const form of forms)
    for (const method of ['GET', 'POST', 'OPTIONS'])
      raw.push({ name: `${method} ${form}`, head: `${method} ${form} HTTP/1.1` })
  const perTarget: Array<(target: string) => RawRequest> = [
    (target) => ({ name: `TRACE ${target}`, head: `TRACE ${target} HTTP/1.1` }),
    (target) => ({ name: `GET absolute-form ${target}`, head: `GET http://evil.example${target} HTTP/1.1` }),
    (target) => ({ name: `GET protocol-relative ${target}`, head: `GET /${target} HTTP/1.1` }),
    (target) => ({
      name: `POST absolute-form ${target}, chunked junk`,
      head: `POST http://localhost${target} HTTP/1.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked`,
      body: '5\r\n{bad}\r\n0\r\n\r\n',
    }),
  ]
  for (const [target, make] of dealt(targets, perTarget, offset)) raw.push(make(target))
  return raw
}

/** Node answers CONNECT by closing the connection (the app tunnels nothing): no answer is the right one there. */
export const CLOSES_WITHOUT_ANSWER: RawRequest = { name: 'CONNECT', head: 'CONNECT evil.example:443 HTTP/1.1' }

/** The status line's code of one raw request, or 0 when the server closed without answering. */
export function sendRaw(port: number, request: RawRequest, timeoutMs = 15_000): Promise<number> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    let answer = ''
    const done = () => {
      socket.destroy()
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(answer)
      resolve(match ? Number(match[1]) : 0)
    }
    socket.setTimeout(timeoutMs, done)
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1')
      if (/^HTTP\/1\.[01] \d{3}/.test(answer)) done()
    })
    socket.on('error', done)
    socket.on('close', done)
    socket.on('connect', () =>
      socket.write(`${request.head}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n${request.body ?? ''}`),
    )
  })
}
