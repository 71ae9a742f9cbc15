/**
 * A real AT Protocol network on this machine for one test file (docs/decisions/084-bluesky-standard-site.md):
 * `@atproto/dev-env`'s TestNetwork, which runs in this process a PLC directory (`@did-plc/server`, in memory), a PDS
 * (`@atproto/pds`, SQLite through better-sqlite3) and Bluesky's AppView (`@atproto/bsky`, with bsync and ozone, on
 * PostgreSQL and Redis), all listening on loopback. The AppView's databases are schemas of a database of this file's
 * own on the test server, dropped at the end. Accounts and records are made over XRPC, as any client would.
 */
import { TestNetwork } from '@atproto/dev-env'
import { inject } from 'vitest'

import { createDatabase, dropDatabase, uniqueDatabaseName } from './testDatabases'

export interface AtprotoAccount {
  did: string
  handle: string
  accessJwt: string
}

interface StrongRef {
  uri: string
  cid: string
}

/** A record as read back; its value untyped, as the lexicon it follows is the test's to check. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a record's value is whatever its lexicon says
type RecordOf = { uri: string; cid: string; value: any }

export interface AtprotoNetwork {
  /** The PDS's port on loopback. */
  pdsPort: number
  /** `http://127.0.0.1:<port>` of the PDS. */
  pdsUrl: string
  createAccount(name: string): Promise<AtprotoAccount>
  /** An app password of `account`, as its owner makes one for an app. */
  appPassword(account: AtprotoAccount): Promise<string>
  /** `com.atproto.repo.getRecord`: the record, or null when the repository has none at that key. */
  getRecord(did: string, collection: string, rkey: string): Promise<RecordOf | null>
  /** Posts `text` as `account` in reply to `parent`, in the thread of `root`. */
  reply(account: AtprotoAccount, root: StrongRef, parent: StrongRef, text: string): Promise<StrongRef>
  /** Waits until the AppView has read everything the PDS wrote. */
  settle(): Promise<void>
  close(): Promise<void>
}

const REDIS_HOST = '127.0.0.1:6379'

export async function startAtprotoNetwork(): Promise<AtprotoNetwork> {
  const serverUrl = inject('databaseServerUrl')
  const name = uniqueDatabaseName(inject('testDatabasePrefix'))
  const databaseUrl = await createDatabase(serverUrl, name)
  process.env.REDIS_HOST ??= REDIS_HOST
  // Schema names take letters and underscores only.
  const schema = `t${name.replace(/[^a-z]/gi, '')}`.slice(0, 40)
  let network: TestNetwork
  try {
    network = await TestNetwork.create({ dbPostgresUrl: databaseUrl, dbPostgresSchema: schema })
  } catch (error) {
    await dropDatabase(serverUrl, name)
    throw error
  }
  const pdsPort = network.pds.port
  const pdsUrl = `http://127.0.0.1:${pdsPort}`
  const xrpc = async <T>(method: string, init: { body?: unknown; query?: Record<string, string>; token?: string }) => {
    const response = await fetch(`${pdsUrl}/xrpc/${method}${init.query ? `?${new URLSearchParams(init.query)}` : ''}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    const text = await response.text()
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T }
  }
  const ok = <T>(answer: { status: number; body: T }, what: string) => {
    if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`)
    return answer.body
  }
  return {
    pdsPort,
    pdsUrl,
    async createAccount(handleName) {
      const handle = `${handleName}.test`
      const created = ok(
        await xrpc<AtprotoAccount>('com.atproto.server.createAccount', {
          body: { handle, email: `${handleName}@pds.example`, password: `${handleName}-password` },
        }),
        'createAccount',
      )
      return { did: created.did, handle: created.handle, accessJwt: created.accessJwt }
    },
    async appPassword(account) {
      return ok(
        await xrpc<{ password: string }>('com.atproto.server.createAppPassword', {
          body: { name: 'PMS News' },
          token: account.accessJwt,
        }),
        'createAppPassword',
      ).password
    },
    async getRecord(did, collection, rkey) {
      const answer = await xrpc<RecordOf>('com.atproto.repo.getRecord', {
        query: { repo: did, collection, rkey },
      })
      if (answer.status === 400 && JSON.stringify(answer.body).includes('RecordNotFound')) return null
      return ok(answer, 'getRecord')
    },
    async reply(account, root, parent, text) {
      return ok(
        await xrpc<StrongRef>('com.atproto.repo.createRecord', {
          token: account.accessJwt,
          body: {
            repo: account.did,
            collection: 'app.bsky.feed.post',
            record: {
              $type: 'app.bsky.feed.post',
              text,
              createdAt: new Date().toISOString(),
              reply: { root, parent },
            },
          },
        }),
        'reply',
      )
    },
    async settle() {
      await network.processAll()
    },
    async close() {
      try {
        await network.close()
      } finally {
        await dropDatabase(serverUrl, name)
      }
    },
  }
}
