/**
 * A steady read and write load through one address (a load balancer), for the fault battery (tests/faults/): readers
 * fetching article pages as HTML and as markdown, each request as another reader (`X-Forwarded-For`, so that the read
 * limit counts them apart, as it would real readers behind a CDN), and a pipeline creating articles through the REST
 * API, every `publishEvery`th one published. Each lane sends its next request when the last is answered: the load is
 * as steady as the machine allows, and never piles up. Every answer is kept, to be judged afterwards.
 */
import { randomBytes } from 'node:crypto'

export interface Outcome {
  kind: 'read' | 'write'
  /** The write's slug, or the read's path. */
  what: string
  published: boolean
  /** 0: no answer (the connection failed). */
  status: number
  retryAfter: string | null
  error?: string
}

export interface SteadyLoad {
  outcomes: Outcome[]
  /** Answers with `status` after `since` (an index into outcomes). */
  answered(kind: Outcome['kind'], status: number, since?: number): number
  stop(): Promise<Outcome[]>
}

export interface LoadOptions {
  url: string
  apiToken: string
  parents: { pms_id: number; author_id: number }
  /** The pages the readers read, e.g. `/harbor-pms/some-story`. */
  pages: string[]
  readers?: number
  publishEvery?: number
}

export function startSteadyLoad({
  url,
  apiToken,
  parents,
  pages,
  readers = 2,
  publishEvery = 8,
}: LoadOptions): SteadyLoad {
  const outcomes: Outcome[] = []
  const run = randomBytes(3).toString('hex')
  let going = true
  let reader = 0

  const send = async (outcome: Omit<Outcome, 'status' | 'retryAfter'>, request: () => Promise<Response>) => {
    try {
      const answer = await request()
      await answer.arrayBuffer()
      outcomes.push({ ...outcome, status: answer.status, retryAfter: answer.headers.get('retry-after') })
    } catch (error) {
      outcomes.push({ ...outcome, status: 0, retryAfter: null, error: String(error) })
    }
  }

  const readLane = async (lane: number) => {
    for (let n = lane; going; n += 1) {
      const path = pages[n % pages.length]!
      reader += 1
      const headers: Record<string, string> = {
        'x-forwarded-for': `198.51.${(reader >> 8) & 255}.${reader & 255}`,
        ...(n % 2 === 1 ? { accept: 'text/markdown' } : {}),
      }
      await send({ kind: 'read', what: `${path}${n % 2 === 1 ? ' (markdown)' : ''}`, published: false }, () =>
        fetch(`${url}${path}`, { headers, signal: AbortSignal.timeout(30_000) }),
      )
    }
  }

  const writeLane = async () => {
    for (let n = 1; going; n += 1) {
      const slug = `steady-${run}-${String(n).padStart(6, '0')}`
      const published = n % publishEvery === 0
      await send({ kind: 'write', what: slug, published }, () =>
        fetch(`${url}/api/articles`, {
          method: 'POST',
          headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            ...parents,
            title: `Steady load ${slug}`,
            slug,
            body: 'A steady write during an operation. It has two sentences at least, here.',
            is_published: published,
          }),
          signal: AbortSignal.timeout(30_000),
        }),
      )
    }
  }

  const lanes = [writeLane(), ...Array.from({ length: readers }, (_, lane) => readLane(lane))]
  return {
    outcomes,
    answered: (kind, status, since = 0) =>
      outcomes.slice(since).filter((outcome) => outcome.kind === kind && outcome.status === status).length,
    async stop() {
      going = false
      await Promise.all(lanes)
      return outcomes
    },
  }
}

/** What the battery allows besides success: a 503 that says when to come back (docs/operations.md). */
export const failedOutcomes = (outcomes: Outcome[]) =>
  outcomes.filter(
    (outcome) =>
      !(outcome.status >= 200 && outcome.status < 300) &&
      !(outcome.status === 503 && /^\d+$/.test(outcome.retryAfter ?? '')),
  )
