/**
 * A render process's side of the edge (docs/decisions/085-edge-and-renderers.md): where it listens, and what it tells
 * the edge that started it, over the IPC channel of child_process.fork
 * (docs/decisions/085-edge-and-renderers.md): that it is ready to render, and that one of its writes is about to
 * commit (the page cache's suspension, src/server/pageCache/servePageCache.ts), so that the edge answers none of the
 * pages it touches from memory until its NOTIFY arrives, and the writer's next request sees the change.
 */
import fs from 'node:fs'
import type http from 'node:http'

import type { ContentChange } from '../../features/contentChanges/contentChange'
import type { Env } from '../../ground/env'

export type RenderProcessMessage = { kind: 'ready' } | { kind: 'suspend'; change: ContentChange }

/** Sends a message to the edge; nothing when this process was not started by one. */
export function tellEdge(message: RenderProcessMessage): void {
  process.send?.(message)
}

export function isRenderProcessMessage(message: unknown): message is RenderProcessMessage {
  const kind = (message as { kind?: unknown } | null)?.kind
  return kind === 'ready' || kind === 'suspend'
}

/**
 * Listens where this process is told: on the edge's Unix socket for a render process (then tells the edge it is
 * ready), else on HOST:PORT. Returns the address people reach the site at.
 */
export async function listenAsTold(
  server: http.Server,
  env: Pick<Env, 'RENDER_SOCKET' | 'PORT' | 'HOST'>,
  log: (line: string) => void,
): Promise<string> {
  const socket = env.RENDER_SOCKET
  if (socket) fs.rmSync(socket, { force: true })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    if (socket) server.listen(socket, () => resolve())
    else server.listen(env.PORT, env.HOST, () => resolve())
  })
  const url = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`
  if (socket) {
    log(`render process ${process.pid} is rendering on ${socket}`)
    tellEdge({ kind: 'ready' })
  } else log(`PMS News is serving on ${url} (cockpit: ${url}/cockpit)`)
  return url
}
