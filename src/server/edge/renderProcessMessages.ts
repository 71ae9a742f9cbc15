/**
 * What a render process tells the edge that started it, over the IPC channel of child_process.fork
 * (docs/decisions/085-edge-and-renderers.md): that it is ready to render, and that one of its writes is about to
 * commit (the page cache's suspension, src/server/pageCache/servePageCache.ts), so that the edge answers none of the
 * pages it touches from memory until its NOTIFY arrives, and the writer's next request sees the change.
 */
import type { ContentChange } from '../../features/contentChanges/contentChange'

export type RenderProcessMessage = { kind: 'ready' } | { kind: 'suspend'; change: ContentChange }

/** Sends a message to the edge; nothing when this process was not started by one. */
export function tellEdge(message: RenderProcessMessage): void {
  process.send?.(message)
}

export function isRenderProcessMessage(message: unknown): message is RenderProcessMessage {
  const kind = (message as { kind?: unknown } | null)?.kind
  return kind === 'ready' || kind === 'suspend'
}
