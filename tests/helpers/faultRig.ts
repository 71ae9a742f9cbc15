/**
 * One site for a file of the fault battery (tests/faults/, issue 47), which its tests stop, restart and signal: a
 * PostgreSQL of its own and, when asked and the machine has `redis-server`, a Redis of its own
 * (tests/helpers/privateServices.ts), so that stopping them disturbs no other file; a DATA_DIR; the fakes the file asks
 * for (a Mastodon, an SMTP server, an S3 bucket behind an outage switch); the environment every process of the site
 * shares; its app instances, behind the test load balancer when asked (tests/helpers/loadBalancer.ts); its workers;
 * and an API token with a PMS and an author to write articles under.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'

import { expect } from 'vitest'

import { type OutageSwitch, S3_UNAVAILABLE, startOutageSwitch } from '../fakes/outageSwitch'
import { type S3Server, startS3Server } from '../fakes/s3Server'
import { type SmtpSink, type SmtpSinkBehaviour, startSmtpSink } from '../fakes/smtpSink'
import { type SocialFake, startMastodonFake } from '../fakes/socialFakes'
import { insertApiToken } from './apiTokens'
import type { Sql } from './appFixture'
import { type AppServer, startAppServer } from './appServer'
import { insertAuthor, insertPms } from './content'
import { type LoadBalancer, startLoadBalancer } from './loadBalancer'
import { hasRedisServer, type PrivateService, startPrivatePostgres, startPrivateRedis } from './privateServices'
import { runSql } from './sql'
import { tempDataDir } from './testEnv'
import { startWorker, type WorkerProcess } from './worker'

const MASTODON_TOKEN = 'mastodon-fault-token'

interface FaultRigOptions {
  /** App instances started with the site: the first migrates the empty database, the others start on it together. 1. */
  servers?: number
  /** Workers started with the site, beside the instances after the first. 1. */
  workers?: number
  /** A Redis of the site's own (REDIS_URL, REDIS_KEY_PREFIX), when the machine has `redis-server`. */
  redis?: boolean
  /** The instances started with the site put behind the test load balancer. */
  loadBalancer?: boolean
  /** A fake Mastodon as the site's social network. */
  mastodon?: boolean
  /** An SMTP server for the site's mail, behaving as this object says at each moment (a test changes it). */
  smtp?: SmtpSinkBehaviour
  /** The site's media in an S3 bucket, reached through an outage switch (`bucket`). */
  s3?: boolean
  /**
   * The site's settings beyond those of its services, over the rig's own. Without BASE_URL, each instance is its own
   * address and a worker takes the first instance's.
   */
  env?: Record<string, string>
}

export interface FaultRig {
  readonly postgres: PrivateService
  /** null unless asked for and the machine has `redis-server`. */
  readonly redis: PrivateService | null
  /** The fakes and the balancer the options asked for: reading one not asked for throws. */
  readonly balancer: LoadBalancer
  readonly mastodon: SocialFake & { releaseHeld(): void }
  readonly smtp: SmtpSink & { held: string[][] }
  readonly s3: S3Server
  readonly bucket: OutageSwitch
  /** What every process of the site shares. */
  readonly env: Record<string, string>
  /** The instances and workers started with the site, in order. */
  readonly servers: AppServer[]
  readonly workers: WorkerProcess[]
  readonly apiToken: string
  readonly parents: { pms_id: number; author_id: number }
  sql: Sql
  /** Another instance of the site (kept out of the balancer: a test adds it); stopped with the rig. */
  startServer(): Promise<AppServer>
  /** Another worker, with `env` over the site's; killed with the rig. */
  startWorker(env?: Record<string, string>): Promise<WorkerProcess>
  /** An article written through the REST API with the rig's token, under its PMS and author; any answer. */
  postArticle(
    server: { url: string },
    fields: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<Response>
  /** An article written as postArticle does, acknowledged (201): its id. */
  ingest(server: { url: string }, fields: Record<string, unknown>): Promise<number>
  /** Kills the workers, stops the instances (each with its grace) and the services, and removes the DATA_DIR. */
  close(): Promise<void>
}

export async function startFaultRig(options: FaultRigOptions = {}): Promise<FaultRig> {
  const [postgres, redis, balancer, mastodon, smtp, s3] = await Promise.all([
    startPrivatePostgres(),
    options.redis && hasRedisServer() ? startPrivateRedis() : null,
    options.loadBalancer ? startLoadBalancer() : undefined,
    options.mastodon ? startMastodonFake(MASTODON_TOKEN) : undefined,
    options.smtp ? startSmtpSink(0, options.smtp) : undefined,
    options.s3 ? startS3Server() : undefined,
  ])
  const bucket = s3 ? await startOutageSwitch(s3.url, S3_UNAVAILABLE) : undefined
  const dataDir = tempDataDir()
  const env: Record<string, string> = {
    DATABASE_URL: postgres.url,
    DATA_DIR: dataDir,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    ...(redis && { REDIS_URL: redis.url, REDIS_KEY_PREFIX: 'pmsnews-fault-test' }),
    ...(mastodon && { SOCIAL_NETWORK: 'mastodon', MASTODON_URL: mastodon.url, MASTODON_ACCESS_TOKEN: MASTODON_TOKEN }),
    ...(smtp && { SMTP_URL: smtp.url, MAIL_FROM: 'PMS News <news@pmsnews.example>' }),
    // The app reaches the bucket through the switch.
    ...(s3 && bucket && { ...s3.env, S3_ENDPOINT: bucket.url }),
    JOBS_POLL_INTERVAL_MS: '100',
    JOBS_RETRY_DELAY_MS: '200',
    // The tests write more than a pipeline's 60 a minute, which the instances count together.
    INGEST_RATE_LIMIT_PER_MINUTE: '100000',
    ...options.env,
  }
  const sql: Sql = async (query, params = []) => (await runSql(postgres.url, query, params)).rows

  /** Every instance and worker started, for close(): a test replaces them as it goes. */
  const started = { servers: [] as AppServer[], workers: [] as WorkerProcess[] }
  const startServer = async () => {
    const server = await startAppServer(env)
    started.servers.push(server)
    return server
  }
  const startSiteWorker = async (extra: Record<string, string> = {}) => {
    const worker = await startWorker({ BASE_URL: started.servers[0]!.url, ...env, ...extra })
    started.workers.push(worker)
    return worker
  }
  const close = async () => {
    await Promise.all([
      ...started.workers.map((worker) => worker.kill()),
      ...started.servers.map((server) => server.stop()),
      balancer?.close(),
    ])
    await Promise.all([
      postgres.close(),
      redis?.close(),
      mastodon?.close(),
      smtp?.stop(),
      bucket?.close().then(() => s3?.stop()),
    ])
    fs.rmSync(dataDir, { recursive: true, force: true })
  }

  let servers: AppServer[], workers: WorkerProcess[], apiToken: string, parents: FaultRig['parents']
  try {
    // The first instance migrates the empty database as it starts; the others start on the migrated one, together.
    const first = await startServer()
    const [others, startedWorkers] = await Promise.all([
      Promise.all(Array.from({ length: (options.servers ?? 1) - 1 }, () => startServer())),
      Promise.all(Array.from({ length: options.workers ?? 1 }, () => startSiteWorker())),
    ])
    servers = [first, ...others]
    workers = startedWorkers
    if (balancer) for (const server of servers) balancer.add(server.url)
    apiToken = (await insertApiToken(postgres.url)).token
    parents = {
      pms_id: await insertPms(sql, { name: 'Harbor PMS', slug: 'harbor-pms' }),
      author_id: await insertAuthor(sql, { name: 'Ada Writer', slug: 'ada-writer' }),
    }
  } catch (error) {
    await close()
    throw error
  }

  const postArticle: FaultRig['postArticle'] = (server, fields, headers = {}) =>
    fetch(`${server.url}/api/articles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        ...parents,
        body: 'Body text about channel managers and rates. It has two sentences at least, here.',
        ...fields,
      }),
      // A request that hangs fails the test: a lost database must be answered, not waited out.
      signal: AbortSignal.timeout(30_000),
    })
  const asked = <T>(service: T | undefined, option: keyof FaultRigOptions): T => {
    if (service === undefined) throw new Error(`this file's rig was not asked for it: startFaultRig({ ${option} })`)
    return service
  }

  return {
    postgres,
    redis,
    get balancer() {
      return asked(balancer, 'loadBalancer')
    },
    get mastodon() {
      return asked(mastodon, 'mastodon')
    },
    get smtp() {
      return asked(smtp, 'smtp')
    },
    get s3() {
      return asked(s3, 's3')
    },
    get bucket() {
      return asked(bucket, 's3')
    },
    env,
    servers,
    workers,
    apiToken,
    parents,
    sql,
    startServer,
    startWorker: startSiteWorker,
    postArticle,
    async ingest(server, fields) {
      const response = await postArticle(server, fields)
      expect(response.status, await response.clone().text()).toBe(201)
      return ((await response.json()) as { article: { id: number } }).article.id
    },
    close,
  }
}
