/**
 * Content changes reach every app process through PostgreSQL: the collections' hooks `NOTIFY` on this channel in
 * the write's transaction (so only committed changes count, from the cockpit, the APIs or the CLI alike), and each
 * process `LISTEN`s and forgets the pages the change touches. After a lost connection the listener reconnects and
 * empties the cache, since it may have missed a notification.
 */
import pg from 'pg'

import { type ContentChange, decodeContentChange } from '../../features/contentChanges/contentChange'
import { CONTENT_CHANNEL } from '../../features/contentChanges/contentChannel'

const PING_INTERVAL_MS = 15_000
const PING_TIMEOUT_MS = 5_000
/** A process that cannot LISTEN yet still serves after this, uncached, and keeps retrying. */
const FIRST_LISTEN_WAIT_MS = 10_000

export interface ContentChangeListener {
  /** Whether changes are being heard right now; a cache must not answer while they are not. */
  listening(): boolean
  /**
   * Resolves once changes are first heard, or after `waitMs` without (then the cache keeps nothing until they are): a
   * process serves only once this has, so that its first answers are kept like any later ones.
   */
  heard(waitMs?: number): Promise<void>
  close(): Promise<void>
}

export interface ContentChangeHandlers {
  /** A committed change. */
  onChange(change: ContentChange): void
  /**
   * Listening (again): whatever was kept may predate changes that were not heard. `heard()` resolves once what this
   * returns has, so that nothing it forgets was kept by the first requests. It must not throw.
   */
  onListening(): void | Promise<void>
}

export function listenForContentChanges(
  databaseUrl: string,
  { onChange, onListening }: ContentChangeHandlers,
  log: (line: string) => void,
): ContentChangeListener {
  let client: pg.Client | null = null
  let closed = false
  let retryMs = 500
  let timer: NodeJS.Timeout | undefined
  let firstHeard: () => void = () => undefined
  const firstListening = new Promise<void>((resolve) => (firstHeard = resolve))

  const connect = async () => {
    if (closed) return
    // keepAlive and a periodic ping notice a connection that died silently (a NAT or failover dropping it).
    const next = new pg.Client({ connectionString: databaseUrl, keepAlive: true, query_timeout: PING_TIMEOUT_MS })
    next.on(
      'notification',
      (message) => message.channel === CONTENT_CHANNEL && onChange(decodeContentChange(message.payload)),
    )
    next.on('error', () => undefined)
    next.on('end', () => {
      if (closed || client !== next) return
      client = null
      scheduleReconnect()
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${CONTENT_CHANNEL}`)
    } catch {
      await next.end().catch(() => undefined)
      scheduleReconnect()
      return
    }
    if (closed) {
      await next.end().catch(() => undefined)
      return
    }
    client = next
    retryMs = 500
    await onListening()
    firstHeard()
  }
  const scheduleReconnect = () => {
    if (closed) return
    log(`page cache: listening for content changes failed; retrying in ${retryMs} ms`)
    timer = setTimeout(() => void connect(), retryMs)
    retryMs = Math.min(retryMs * 2, 30_000)
  }

  void connect()
  const ping = setInterval(() => {
    const current = client
    current?.query('SELECT 1').catch(() => {
      if (client !== current) return
      client = null
      void current.end().catch(() => undefined)
      scheduleReconnect()
    })
  }, PING_INTERVAL_MS)
  ping.unref()
  return {
    listening: () => client !== null,
    async heard(waitMs = FIRST_LISTEN_WAIT_MS) {
      let waited: NodeJS.Timeout | undefined
      const late = new Promise<void>((resolve) => {
        waited = setTimeout(() => {
          log(`page cache: content changes not heard after ${waitMs} ms; serving, keeping nothing until they are`)
          resolve()
        }, waitMs)
      })
      await Promise.race([firstListening, late])
      clearTimeout(waited)
    },
    async close() {
      closed = true
      clearTimeout(timer)
      clearInterval(ping)
      await client?.end().catch(() => undefined)
    },
  }
}
