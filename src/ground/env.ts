/**
 * The one place that reads `process.env`. Every variable is parsed here, once, with zod; a bad value stops the
 * process with a message naming the variable. `.env.example` lists each variable with its default.
 */
import { isIP } from 'node:net'
import path from 'node:path'
import { z } from 'zod'

import { type AiUse, parseContentSignal } from './lib/aiUse'
import { isLoopbackUrl, parseLoopbackStandIns } from './lib/loopbackStandIns'
import { parseCrawlerRanges } from './lib/crawlerRanges'

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
const isLoopbackAddress = (address: string) => /^(127\.|::1$|::ffff:127\.)/i.test(address)

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value)

const optionalString = z.preprocess(emptyAsUndefined, z.string().optional())

const postgresUrl = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
)

const port = z.coerce.number().int().min(1).max(65535)

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Set by `next build`; the build never serves a request, so it may run without production secrets. */
    NEXT_PHASE: optionalString,
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: port.default(3000),
    BASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    DATABASE_URL: postgresUrl,
    DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(100).default(10),
    DATA_DIR: z.string().min(1).default('.data'),
    EMBEDDED_POSTGRES_PORT: port.default(54329),
    PAYLOAD_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'must be at least 32 characters (use `openssl rand -hex 32`)').optional(),
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    CONTACT_EMAIL: z.email().default('editors@pmsnews.example'),
    /** Writes per minute per API token on the ingestion API. */
    INGEST_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
    /** Largest JSON body of POST /api/articles, in bytes. */
    INGEST_MAX_BODY_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(64 * 1024 * 1024)
      .default(1024 * 1024),
    /** Largest image file of POST /api/images, in bytes. */
    IMAGE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(256 * 1024 * 1024)
      .default(10 * 1024 * 1024),
    /** Decoded pixels an upload may have, over all its frames: the guard against decompression bombs. */
    IMAGE_MAX_PIXELS: z.coerce.number().int().min(1).max(268_402_689).default(40_000_000),
    /** Stored originals are scaled down to fit this many pixels on the long edge (WebP itself stops at 16383). */
    IMAGE_MAX_EDGE: z.coerce.number().int().min(400).max(16_383).default(2560),
    /** Anonymous page reads per minute per client address; more get 429. */
    READ_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(60),
    /** Our own reverse proxies (addresses or CIDR ranges, comma-separated) whose X-Forwarded-For is believed. */
    TRUSTED_PROXIES: z.string().default(''),
    /** Redis for the limits every app instance shares (docs/decisions/038-many-machines.md). */
    REDIS_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^rediss?:\/\/.+/, 'must be a redis:// or rediss:// URL')
        .optional(),
    ),
    /** Prefix of our Redis keys, so that deployments sharing a Redis keep apart. */
    REDIS_KEY_PREFIX: z.string().min(1).default('pmsnews'),
    /** Where every limit but the read limit counts; default: Redis when REDIS_URL is set, else PostgreSQL. */
    RATE_LIMIT_STORE: z.preprocess(emptyAsUndefined, z.enum(['postgres', 'redis', 'memory']).optional()),
    /** Where the read limit counts; default: Redis when REDIS_URL is set, else PostgreSQL in production, memory in development. */
    READ_RATE_LIMIT_STORE: z.preprocess(emptyAsUndefined, z.enum(['memory', 'redis', 'postgres']).optional()),
    /**
     * How often the limits settled in batches (the read limit, anonymous /cms-api) send their counts to Redis or
     * PostgreSQL (docs/decisions/040-limits-settled-in-batches.md).
     */
    RATE_LIMIT_SETTLE_INTERVAL_MS: z.coerce.number().int().min(10).max(5_000).default(250),
    /** How long the page cache keeps a public page (content changes empty it at once). 0 turns it off. */
    PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3600),
    /** Memory the page cache may use, in megabytes. */
    PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(16_384).default(64),
    /**
     * `npm start`'s shape (docs/decisions/085-edge-and-renderers.md): `on`, a lean edge process owns the port and answers
     * cached pages, redirects, limits and refusals, and hands misses to RENDERERS render processes (Next and Payload)
     * over a local socket; `off`, one process does everything, as before the edge.
     * `npm run dev` is always one process.
     */
    EDGE: z.enum(['on', 'off']).default('on'),
    /** Render processes the edge starts and keeps (each one Next and Payload, some 300 MB). */
    RENDERERS: z.coerce.number().int().min(1).max(16).default(1),
    /**
     * Renders one render process is given at once; further misses wait at the edge, people's before agents'. A render
     * waits mostly on PostgreSQL, whose backends run at the edge's priority, not the render process's: more renders at
     * once on the same cores only add backends that take CPU from the edge's hits, and leave nobody waiting for people
     * to go ahead of (docs/performance.md, "Edge during a storm").
     */
    RENDERS_PER_RENDERER: z.coerce.number().int().min(1).max(256).default(4),
    /**
     * How much lower the render processes' OS priority is than the edge's (added to the edge's niceness, at most 19):
     * under load the CPU serves the edge's cached pages first. 10 since 2026-12-04, when a search miss came to cost
     * PostgreSQL half as much (ADR 011's prepared ranking, ADR 087): `BENCH_NICENESS=5,8,12 npm run bench:storm` kept
     * 35 / 38 / 54 % of the hits with the storm's misses at 1.77 / 1.66 / 1.40 of a9f2a90's (issue 67: ≥ 40 %,
     * ≥ 0.80); 5 before, 10 having cost the misses too much then (docs/decisions/085-edge-and-renderers.md).
     */
    RENDER_NICENESS: z.coerce.number().int().min(0).max(19).default(10),
    /**
     * Renders in flight and waiting for the agents of one purpose (search, AI training, …, other bots): past it such an
     * agent's miss is answered 503 with Retry-After. People are never refused for this.
     */
    AGENT_RENDERS_PER_PURPOSE: z.coerce.number().int().min(1).max(256).default(4),
    /** Set by the edge for the render processes it starts: the Unix socket a render process listens on. Internal. */
    RENDER_SOCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
    /**
     * Largest /llms-full.txt, in UTF-8 bytes of the whole document: the newest articles that fit, each whole. At least
     * 4 KiB, so that its opening and closing lines always fit; at most 64 MiB, since the page cache keeps it whole.
     */
    LLMS_FULL_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(4 * 1024)
      .max(64 * 1024 * 1024)
      .default(5 * 1024 * 1024),
    /** OpenAI (or a compatible API) for summaries and embeddings; empty: local, deterministic stand-ins, nothing sent. */
    OPENAI_API_KEY: optionalString,
    OPENAI_BASE_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^https?$/ }).default('https://api.openai.com/v1'),
    ),
    OPENAI_SUMMARY_MODEL: z.string().min(1).default('gpt-4o-mini'),
    OPENAI_EMBEDDING_MODEL: z.string().min(1).default('text-embedding-3-small'),
    /** Length of every stored embedding (OpenAI's text-embedding-3 models shorten theirs to it). */
    EMBEDDING_DIMENSIONS: z.coerce.number().int().min(16).max(2000).default(256),
    /** Related articles' neighbour search: pgvector when the database has it (auto), or always the exact scan. */
    VECTOR_SEARCH: z.enum(['auto', 'exact', 'pgvector']).default('auto'),
    /** Where publishing posts: nothing, a Mastodon account or a Bluesky account. */
    SOCIAL_NETWORK: z.enum(['none', 'mastodon', 'bluesky']).default('none'),
    MASTODON_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    // A WebSub hub (W3C WebSub) both feeds name and the publishing job notifies of new content; none by default.
    WEBSUB_HUB_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    MASTODON_ACCESS_TOKEN: optionalString,
    BLUESKY_SERVICE: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).default('https://bsky.social')),
    BLUESKY_IDENTIFIER: optionalString,
    BLUESKY_APP_PASSWORD: optionalString,
    /**
     * The site's AT Protocol account (docs/decisions/084-bluesky-standard-site.md): its PDS, handle and app password.
     * The older BLUESKY_SERVICE, BLUESKY_IDENTIFIER and BLUESKY_APP_PASSWORD stand in for whichever is not set. With an
     * account, the site keeps its standard.site publication and document records there and polls Bluesky for replies.
     */
    ATPROTO_PDS_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    ATPROTO_HANDLE: optionalString,
    ATPROTO_APP_PASSWORD: optionalString,
    /** How often replies on Bluesky to the site's posts are looked for, in milliseconds. */
    ATPROTO_REPLY_POLL_INTERVAL_MS: z.coerce.number().int().min(100).max(86_400_000).default(300_000),
    /** Replies are looked for under the posts of articles published in the last this many days. */
    ATPROTO_REPLY_POLL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
    /** Hashtags every social post carries (comma-separated, without #), besides the article's PMS. */
    SOCIAL_HASHTAGS: z.string().default('HotelTech,PMS'),
    /** Longest wait for any outside service (OpenAI, the social network), in milliseconds. */
    OUTBOUND_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
    /** Whether the app process also runs the jobs queue; default: yes in development, no in production (`npm run worker`). */
    JOBS_IN_APP: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
    /** How often an idle worker looks for jobs, in milliseconds. */
    JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
    /** First wait before a failed publishing task is tried again; it doubles with each attempt (5 more in all). */
    JOBS_RETRY_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
    /** A job still "processing" after this long was left by a worker that died; another worker takes it over. */
    JOBS_STALE_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
    /** How often a process running the jobs queue says it is alive; three missed beats show it dead (issue 47). */
    WORKER_HEARTBEAT_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** SMTP server for every mail (smtp:// or smtps://, credentials in the URL); empty: mails are written as .eml files under DATA_DIR/mail. */
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    /** Sender of the site's mails; default: "PMS News" at CONTACT_EMAIL. */
    MAIL_FROM: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine((value) => z.email().safeParse(value.replace(/^[^<]*<([^>]*)>\s*$/, '$1').trim()).success, {
          message: 'must be an address, or a name and an address: PMS News <news@example.com>',
        })
        .optional(),
    ),
    /** Where mailto: unsubscribe requests go (the List-Unsubscribe header's second address); default: CONTACT_EMAIL. */
    UNSUBSCRIBE_MAILTO: z.preprocess(emptyAsUndefined, z.email().optional()),
    /** Subscription requests per client address per hour (POST /subscribe); more get 429. */
    SUBSCRIBE_LIMIT_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(5),
    /** Subscription requests per email address per day; more get 429. */
    SUBSCRIBE_LIMIT_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(3),
    /** Mail domains that may not subscribe (comma-separated; subdomains included), e.g. disposable-address services. */
    SUBSCRIBE_BLOCKED_DOMAINS: z.string().default(''),
    /** How long a confirmation link works, in hours. */
    SUBSCRIBE_CONFIRM_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(48),
    /** Hour of the day (UTC) the worker queues the digests: every day for daily subscribers, NEWSLETTER_DIGEST_WEEKDAY for weekly ones; `off`: none. */
    NEWSLETTER_DIGEST_HOUR: z.union([z.literal('off'), z.coerce.number().int().min(0).max(23)]).default(7),
    NEWSLETTER_DIGEST_WEEKDAY: z
      .enum(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'])
      .default('monday'),
    /** Newsletter mails sent per minute, all workers together. */
    NEWSLETTER_MAX_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
    /** S3-compatible media storage (docs/decisions/037); empty S3_BUCKET: files under DATA_DIR/media. */
    S3_BUCKET: optionalString,
    S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    /** Where browsers fetch media directly (a CDN before the bucket); empty: /media/… streams them. */
    MEDIA_PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    /** MCP tool-server calls per minute per OAuth grant; more get a JSON-RPC error with the retry time. */
    MCP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
    /**
     * OAuth flows started per client network per 15 minutes: authorization requests, device authorizations and visits
     * to the device page, each of which stores something before anyone signs in; more get 429 with Retry-After.
     */
    OAUTH_START_LIMIT_PER_15_MINUTES: z.coerce.number().int().min(1).max(100_000).default(60),
    /** Tests only (src/ground/lib/loopbackStandIns.ts): https origins whose client metadata is served on loopback. */
    OAUTH_CLIENT_METADATA_TEST_ORIGINS: z.string().default(''),
    /**
     * Tests only (src/ground/lib/loopbackStandIns.ts): https origins whose Web Bot Auth key directory is served on loopback
     * (src/ground/http/webBotAuth/directoryFetch.ts).
     */
    WEB_BOT_AUTH_TEST_DIRECTORIES: z.string().default(''),
    /**
     * Tests only: the social web may fetch keys and documents from loopback and other private addresses, where the
     * tests' second ActivityPub server runs (src/features/federation/federation.ts). Refused unless BASE_URL is on loopback.
     */
    FEDERATION_TEST_PRIVATE_ADDRESSES: z.enum(['true', 'false']).default('false'),
    /**
     * Tests only: webhook endpoints may be on loopback and other private addresses, and on http, where the tests'
     * receivers run (src/features/webhooks/webhookUrl.ts). Refused unless BASE_URL is on loopback.
     */
    WEBHOOKS_TEST_PRIVATE_ADDRESSES: z.enum(['true', 'false']).default('false'),
    /**
     * Tests only (src/ground/lib/loopbackStandIns.ts): https origins whose images the importers fetch from a loopback
     * server instead (src/features/importing/importImages.ts); when set, no other origin is fetched at all.
     */
    IMPORT_TEST_ORIGINS: z.string().default(''),
    /**
     * Tests only (src/ground/lib/loopbackStandIns.ts): https origins of embed providers (oEmbed endpoints, pages, posts,
     * players) answered by loopback servers instead (src/features/embeds/fetchEmbed.ts); when set, no other origin is
     * fetched at all, and the players' origins in pages and in the CSP are the stand-ins'.
     */
    EMBED_TEST_ORIGINS: z.string().default(''),
    /** The time one pasted link's embed may take to fetch at save time, redirects and all; past it, a plain link. */
    EMBED_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4_000),
    /** Deliveries to our ActivityPub inboxes per minute per client network (a remote server); more get 429. */
    FEDERATION_DELIVERIES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
    /**
     * Counts of public reads for the editors (src/features/analytics/): by page, day, kind of reader and form; no personal
     * data. Counted in memory and added to PostgreSQL every READ_COUNTS_SETTLE_SECONDS by each instance.
     */
    READ_COUNTS: z.enum(['on', 'off']).default('on'),
    /**
     * Whether a crawler that names a search engine (Googlebot, bingbot, Applebot, …) is checked by forward-confirmed
     * reverse DNS, and one named in CRAWLER_IP_RANGES by its ranges (docs/decisions/080-claimed-crawlers.md): a read
     * that passes counts as verified, any other as claimed. Off by default: it asks DNS once per crawler address an hour.
     */
    CRAWLER_VERIFICATION: z.enum(['on', 'off']).default('off'),
    /** `host:port` of the DNS server the crawler checks ask; default: the system's. A loopback one is for tests only. */
    CRAWLER_DNS_SERVER: optionalString,
    /** Ranges crawlers' operators publish, by name: `GPTBot=20.15.240.64/28 20.15.240.80/28;Googlebot=66.249.64.0/19`. */
    CRAWLER_IP_RANGES: z
      .string()
      .default('')
      .superRefine((text, ctx) => {
        try {
          parseCrawlerRanges(text)
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message })
        }
      }),
    /**
     * How long a stopping process (SIGTERM: a rolling deploy) lets requests in flight and the job steps in hand finish
     * before it closes what is left: under the supervisor's own limit (Kubernetes' 30 s, systemd's 90 s).
     */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
    /**
     * How long a stopping app instance keeps serving, new connections included, while `/ready` answers 503 `draining`,
     * before it closes its listener (src/server/drainingListener.ts): at least a load balancer's health-check interval
     * times its unhealthy threshold when the balancer routes on `/ready`, so it stops sending before the instance stops
     * accepting. 0 (the default): the listener closes at once, for a balancer the operator deregisters from first.
     */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
    /**
     * Requests per minute to the public site by one agent that signed them (Web Bot Auth), counted by its key
     * directory's host instead of its address: a budget of its own, generous by default.
     */
    VERIFIED_AGENT_READS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
    /**
     * Signed requests per minute from one client network, whatever hosts they sign as (docs/decisions/056): counted
     * before a signature is verified, so a client past it makes us fetch no key directory, and its requests go on as
     * unsigned ones; a verified agent's reads past a request's first count against it too.
     */
    VERIFIED_AGENT_READS_PER_NETWORK_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
    READ_COUNTS_SETTLE_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
    /**
     * How many days of read counts are kept (the dashboard shows 30, the CSV export up to 400): older days are deleted
     * once a day.
     */
    READ_COUNTS_KEEP_DAYS: z.coerce.number().int().min(31).max(36_500).default(400),
    /**
     * Days a deleted article, PMS profile, comparison, glossary term or PR link waits in the trash, restorable, before
     * the worker purges it with its versions (docs/decisions/066-trash.md).
     */
    TRASH_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /**
     * Largest WordPress or Ghost export an admin may upload in the cockpit, in bytes; kept in the database until its
     * import run ends (docs/decisions/068-cockpit-import-runs.md). The commands take any size.
     */
    IMPORT_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(2 * 1024 * 1024 * 1024)
      .default(256 * 1024 * 1024),
    /**
     * What automated systems may do with the site's content, in content-signal words; every article follows it unless
     * its editor chose otherwise. Rendered as Content-Signal, AIPREF Content-Usage and TDMRep alike (src/ground/lib/aiUse.ts).
     */
    AI_USE_POLICY: z
      .string()
      .default('ai-train=no, search=yes, ai-input=yes')
      .superRefine((text, ctx) => {
        try {
          parseContentSignal(text)
        } catch (error) {
          ctx.addIssue({
            code: 'custom',
            message: `${(error as Error).message}, as in "ai-train=no, search=yes, ai-input=yes"`,
          })
        }
      }),
    /**
     * The bearer token a Prometheus scraper sends for `GET /metrics` (docs/decisions/078-metrics-and-traces.md); unset:
     * `/metrics` answers 404 and requests are not counted at all.
     */
    METRICS_TOKEN: z.preprocess(
      emptyAsUndefined,
      z.string().min(16, 'must be at least 16 characters (use `openssl rand -hex 32`)').optional(),
    ),
    /** The port on which `npm run worker` answers `GET /metrics` (on HOST), with METRICS_TOKEN; unset: it serves none. */
    WORKER_METRICS_PORT: z.preprocess(emptyAsUndefined, port.optional()),
    /**
     * Where traces go over OTLP/HTTP (JSON), e.g. `http://otel-collector:4318`; `/v1/traces` is added. Unset: no
     * tracing, and OpenTelemetry's SDK is not even loaded (docs/decisions/078-metrics-and-traces.md).
     */
    OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    /** The `service.name` of the traces; the process kind (app, worker) is an attribute beside it. */
    OTEL_SERVICE_NAME: z.string().min(1).default('pms-news'),
    /** /cms-api requests per minute per client network without a signed-in user; more get 429 with Retry-After. */
    CMS_API_ANONYMOUS_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  })
  .superRefine((value, ctx) => {
    const serving = value.NODE_ENV === 'production' && value.NEXT_PHASE !== 'phase-production-build'
    if (serving && !value.PAYLOAD_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['PAYLOAD_SECRET'], message: 'is required in production' })
    }
    // Canonical URLs, Location headers and problem types are absolute; localhost would be wrong in production.
    if (serving && !value.BASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['BASE_URL'], message: 'is required in production' })
    }
    for (const name of [
      'OAUTH_CLIENT_METADATA_TEST_ORIGINS',
      'WEB_BOT_AUTH_TEST_DIRECTORIES',
      'IMPORT_TEST_ORIGINS',
      'EMBED_TEST_ORIGINS',
    ] as const) {
      if (!value[name]) continue
      try {
        parseLoopbackStandIns(value[name])
      } catch (error) {
        ctx.addIssue({ code: 'custom', path: [name], message: (error as Error).message })
      }
      if (!isLoopbackUrl(value.BASE_URL ?? 'http://localhost'))
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'is for tests only, and BASE_URL is not a loopback address',
        })
    }
    // A DNS server on loopback answers whatever a test says: never the word on who a crawler is in production.
    if (value.CRAWLER_DNS_SERVER !== undefined) {
      const host = /^\[?([^\]]+?)\]?(:\d+)?$/.exec(value.CRAWLER_DNS_SERVER)?.[1] ?? ''
      if (!isIP(host))
        ctx.addIssue({
          code: 'custom',
          path: ['CRAWLER_DNS_SERVER'],
          message: 'is not an IP address with an optional :port',
        })
      else if (isLoopbackAddress(host) && !isLoopbackUrl(value.BASE_URL ?? 'http://localhost'))
        ctx.addIssue({
          code: 'custom',
          path: ['CRAWLER_DNS_SERVER'],
          message: 'is a loopback address, which is for tests only, and BASE_URL is not a loopback address',
        })
    }
    for (const name of ['FEDERATION_TEST_PRIVATE_ADDRESSES', 'WEBHOOKS_TEST_PRIVATE_ADDRESSES'] as const) {
      if (value[name] === 'true' && !isLoopbackUrl(value.BASE_URL ?? 'http://localhost'))
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'is for tests only, and BASE_URL is not a loopback address',
        })
    }
    if (value.WORKER_METRICS_PORT !== undefined && !value.METRICS_TOKEN)
      ctx.addIssue({ code: 'custom', path: ['WORKER_METRICS_PORT'], message: 'is set, but METRICS_TOKEN is not' })
    for (const name of ['RATE_LIMIT_STORE', 'READ_RATE_LIMIT_STORE'] as const) {
      if (value[name] === 'redis' && !value.REDIS_URL)
        ctx.addIssue({ code: 'custom', path: [name], message: 'is redis, but REDIS_URL is not set' })
    }
    if (value.SOCIAL_NETWORK === 'mastodon') {
      for (const name of ['MASTODON_URL', 'MASTODON_ACCESS_TOKEN'] as const) {
        if (!value[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required when SOCIAL_NETWORK=mastodon' })
      }
    }
    if (value.SOCIAL_NETWORK === 'bluesky') {
      for (const [name, older] of [
        ['ATPROTO_HANDLE', 'BLUESKY_IDENTIFIER'],
        ['ATPROTO_APP_PASSWORD', 'BLUESKY_APP_PASSWORD'],
      ] as const) {
        if (!value[name] && !value[older])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `(or ${older}) is required when SOCIAL_NETWORK=bluesky`,
          })
      }
    }
    if (Boolean(value.ATPROTO_HANDLE) !== Boolean(value.ATPROTO_APP_PASSWORD))
      ctx.addIssue({
        code: 'custom',
        path: [value.ATPROTO_HANDLE ? 'ATPROTO_APP_PASSWORD' : 'ATPROTO_HANDLE'],
        message: 'is required when the other of ATPROTO_HANDLE and ATPROTO_APP_PASSWORD is set',
      })
  })

export type Env = z.infer<typeof envSchema> & {
  /** Absolute path of DATA_DIR. */
  dataDir: string
  /** BASE_URL without a trailing slash, defaulting to http://localhost:PORT. */
  baseUrl: string
  /** AI_USE_POLICY, read. */
  aiUse: AiUse
  /** The site's AT Protocol account (ATPROTO_*, else BLUESKY_*), or null when none is set up. */
  atproto: AtprotoAccount | null
}

export interface AtprotoAccount {
  /** The PDS's origin, without a trailing slash. */
  pdsUrl: string
  handle: string
  appPassword: string
}

class EnvError extends Error {
  readonly code = 'invalid_environment'
}

export function parseEnv(source: Record<string, string | undefined>, cwd = process.cwd()): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`)
  }
  const parsed = result.data
  return {
    ...parsed,
    dataDir: path.resolve(cwd, parsed.DATA_DIR),
    baseUrl: (parsed.BASE_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    aiUse: parseContentSignal(parsed.AI_USE_POLICY),
    atproto: atprotoAccountOf(parsed),
  }
}

function atprotoAccountOf(parsed: z.infer<typeof envSchema>): AtprotoAccount | null {
  const handle = parsed.ATPROTO_HANDLE ?? parsed.BLUESKY_IDENTIFIER
  const appPassword = parsed.ATPROTO_APP_PASSWORD ?? parsed.BLUESKY_APP_PASSWORD
  if (!handle || !appPassword) return null
  return { pdsUrl: (parsed.ATPROTO_PDS_URL ?? parsed.BLUESKY_SERVICE).replace(/\/+$/, ''), handle, appPassword }
}

export const env: Env = parseEnv(process.env)
