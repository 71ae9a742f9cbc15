/**
 * The outside services the newsroom depends on, as the dashboard shows them: configured or not, answering or not,
 * and the newest failure publishing or the newsletter met with each in the last week.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'
import { env } from '../../ground/env'
import { redisConnection } from '../../ground/rateLimit/redisConnection'
import { type LastFailure, lastFailures } from './dashboardFigures'

type ServiceState = 'ok' | 'off' | 'problem'

export interface ServiceHealth {
  name: string
  state: ServiceState
  /** What it is set to, in words. */
  detail: string
  lastFailure: LastFailure | null
}

const PROBE_TIMEOUT_MS = 1_500

async function answers(probe: () => Promise<unknown>): Promise<string | null> {
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`no answer in ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS).unref(),
      ),
    ])
    return null
  } catch (error) {
    return (error as Error).message
  }
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host
  } catch {
    return 'configured'
  }
}

export async function serviceHealth(payload: Payload): Promise<ServiceHealth[]> {
  const [database, redis, failures] = await Promise.all([
    answers(() => drizzleOf(payload).execute(sql`SELECT 1`)),
    env.REDIS_URL ? answers(() => redisConnection(env.REDIS_URL!).ping()) : Promise.resolve(null),
    lastFailures(payload),
  ])
  const failureOf = (...tasks: string[]) =>
    failures
      .filter((failure) => tasks.includes(failure.task))
      .sort((a, b) => String(b.at).localeCompare(String(a.at)))[0] ?? null
  const withFailure = (service: Omit<ServiceHealth, 'lastFailure'>, ...tasks: string[]): ServiceHealth => {
    const lastFailure = failureOf(...tasks)
    return { ...service, state: service.state === 'ok' && lastFailure ? 'problem' : service.state, lastFailure }
  }
  return [
    {
      name: 'Database',
      state: database ? 'problem' : 'ok',
      detail: database ?? 'PostgreSQL answers',
      lastFailure: null,
    },
    {
      name: 'Redis',
      state: !env.REDIS_URL ? 'off' : redis ? 'problem' : 'ok',
      detail: !env.REDIS_URL
        ? 'Not configured: limits are counted in PostgreSQL'
        : (redis ?? `${hostOf(env.REDIS_URL)} answers`),
      lastFailure: null,
    },
    withFailure(
      {
        name: 'Mail',
        state: env.SMTP_URL ? 'ok' : 'off',
        detail: env.SMTP_URL
          ? `SMTP at ${hostOf(env.SMTP_URL)}`
          : 'No SMTP server: mails are written to files on the server, nobody receives them',
      },
      'newsletter-mail',
    ),
    withFailure(
      {
        name: 'OpenAI',
        state: env.OPENAI_API_KEY ? 'ok' : 'off',
        detail: env.OPENAI_API_KEY
          ? `Summaries with ${env.OPENAI_SUMMARY_MODEL}`
          : 'Not configured: summaries and related articles are made on the server',
      },
      'summary',
      'embedding',
    ),
    withFailure(
      {
        name: 'Social network',
        state: env.SOCIAL_NETWORK === 'none' ? 'off' : 'ok',
        detail:
          env.SOCIAL_NETWORK === 'none'
            ? 'Not configured: nothing is posted'
            : `Posts to ${env.SOCIAL_NETWORK === 'mastodon' ? 'Mastodon' : 'Bluesky'}`,
      },
      'social-post',
    ),
    withFailure(
      {
        name: 'WebSub hub',
        state: env.WEBSUB_HUB_URL ? 'ok' : 'off',
        detail: env.WEBSUB_HUB_URL ? `Pings ${hostOf(env.WEBSUB_HUB_URL)}` : 'Not configured: feed readers poll',
      },
      'websub-ping',
    ),
  ]
}
