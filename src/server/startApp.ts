/**
 * The app process (DESIGN.md §2): database (embedded when no DATABASE_URL), migrations, then one HTTP server that
 * hands requests to Next. `/oauth/*` and the OAuth metadata documents get mounted in front of Next in
 * `routeRequest` (DESIGN.md §2), so that oidc-provider sees the raw Node request.
 */
import http from 'node:http'
import type { Socket } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import next from 'next'
import type { Payload } from 'payload'

import { resolveDatabaseUrl } from '../config/database'
import { applyMigrations } from '../db/migrate'
import { startDatabase } from '../db/startDatabase'
import { withPayload } from '../db/withPayload'
import type { Env } from '../env'
import { ensureDemoReady } from './ensureDemoReady'

/** How long requests in flight may take to finish once a shutdown begins. */
const SHUTDOWN_GRACE_MS = 5_000

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export interface StartAppOptions {
  dev: boolean
  /** Seed demo content into an empty database and create the first admin account (npm run dev). */
  prepareDemo: boolean
  log: (line: string) => void
}

export interface RunningApp {
  url: string
  close(): Promise<void>
}

export async function startApp(env: Env, options: StartAppOptions): Promise<RunningApp> {
  const { log } = options
  const database = await startDatabase(env, log)
  try {
    await withPayload('startup', async (payload) => {
      await applyMigrations(payload, resolveDatabaseUrl(env))
      if (options.prepareDemo) await ensureDemoReady(payload, log)
    })

    const app = next({ dev: options.dev, dir: projectRoot, hostname: env.HOST, port: env.PORT })
    const handle = app.getRequestHandler()
    await app.prepare()

    const server = http.createServer(routeRequest(handle))
    // Upgraded connections (Next's dev HMR websocket) never go idle; shutdown ends them after a grace period.
    const sockets = new Set<Socket>()
    server.on('connection', (socket) => {
      sockets.add(socket)
      socket.once('close', () => sockets.delete(socket))
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(env.PORT, env.HOST, () => resolve())
    })
    const url = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`
    log(`PMS News is serving on ${url} (cockpit: ${url}/cockpit)`)

    return {
      url,
      async close() {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()))
        server.closeIdleConnections()
        const grace = setTimeout(() => {
          for (const socket of sockets) socket.destroy()
        }, SHUTDOWN_GRACE_MS)
        await closed
        clearTimeout(grace)
        await app.close()
        await closeServingPayload()
        await database.stop()
      },
    }
  } catch (error) {
    await database.stop()
    throw error
  }
}

/** The one request router of the process. The OAuth server's paths will be dispatched here, before Next. */
function routeRequest(handleWithNext: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>): http.RequestListener {
  return (req, res) => {
    void handleWithNext(req, res)
  }
}

/** Closes the Payload instance the route handlers opened (cached on globalThis by getPayload) before the database goes. */
async function closeServingPayload(): Promise<void> {
  const cache = (globalThis as { _payload?: Map<string, { payload?: Payload }> })._payload
  const payload = cache?.get('default')?.payload
  if (!payload) return
  await Promise.race([payload.destroy(), new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS))])
}

/** Stops cleanly on SIGINT/SIGTERM: HTTP first, then the database. A second signal exits at once. */
export function stopOnSignals(app: RunningApp, log: (line: string) => void): void {
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1)
    stopping = true
    log(`${signal} received: shutting down`)
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`shutdown failed: ${String(error)}`)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
