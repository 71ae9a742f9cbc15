/**
 * The OpenAI API as the `openai` package calls it: `POST /v1/chat/completions` and `POST /v1/embeddings`, checking
 * the bearer key. `failNext(n)` answers the next n calls with 500, to test retries.
 */
import { createHash } from 'node:crypto'

import { type FakeServer, startFakeServer } from './fakeServer'

export interface OpenAiFake extends FakeServer {
  baseUrl: string
  failNext(count: number): void
  /** The next call is never answered: held until the app gives up waiting (its timeout, or its process ends). */
  holdNext(): void
  calls(path: string): number
}

export const FAKE_OPENAI_KEY = 'sk-test-fake-key'

/** A deterministic vector from the text: equal texts, equal vectors; texts sharing words, similar vectors. */
function vectorFor(text: string, dimensions: number): number[] {
  const vector = new Array<number>(dimensions).fill(0)
  for (const word of text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((item) => item.length > 3)) {
    const hash = createHash('md5').update(word).digest()
    vector[hash.readUInt16LE(0) % dimensions]! += hash[2]! & 1 ? 1 : -1
  }
  return vector
}

export async function startOpenAiFake(): Promise<OpenAiFake> {
  let failures = 0
  let hold = false
  const server = await startFakeServer(({ method, path, headers, body }) => {
    const held = hold
    hold = false
    if (headers.authorization !== `Bearer ${FAKE_OPENAI_KEY}`)
      return { status: 401, body: { error: { message: 'bad key' } } }
    if (failures > 0) {
      failures -= 1
      return { status: 500, body: { error: { message: 'the fake is failing on purpose' } } }
    }
    const request = body as {
      model: string
      messages?: Array<{ content: string }>
      input?: string
      dimensions?: number
    }
    if (method === 'POST' && path === '/v1/chat/completions') {
      const article = request.messages?.at(-1)?.content ?? ''
      return {
        status: 200,
        body: {
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: 1_700_000_000,
          model: request.model,
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: {
                role: 'assistant',
                content: `Summary by the fake of: ${article.split('\n')[0]}. It is short. It is fine.`,
              },
            },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        },
        hold: held,
      }
    }
    if (method === 'POST' && path === '/v1/embeddings') {
      return {
        status: 200,
        body: {
          object: 'list',
          model: request.model,
          data: [
            { object: 'embedding', index: 0, embedding: vectorFor(String(request.input), request.dimensions ?? 1536) },
          ],
          usage: { prompt_tokens: 10, total_tokens: 10 },
        },
        hold: held,
      }
    }
    return { status: 404, body: { error: { message: `no route ${method} ${path}` } } }
  })
  return {
    ...server,
    baseUrl: `${server.url}/v1`,
    failNext: (count) => {
      failures = count
    },
    holdNext: () => {
      hold = true
    },
    calls: (path) => server.requests.filter((request) => request.path === path).length,
  }
}
